import { PricelistItem } from '@innkeep/contract'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { usePricelistItem, useSavePricelistItem } from '../../api/pricelist.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useDialogSave } from '../../components/form/use-dialog-save.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { PricelistItemFields } from './pricelist-item-fields.tsx'
import {
  emptyItem,
  itemToForm,
  type PricelistFormOutput,
  PricelistFormSchema,
  type PricelistFormValues,
} from './pricelist-values.ts'
import { SeasonsFields } from './seasons-fields.tsx'
import { StayRulesFields } from './stay-rules-fields.tsx'

interface Props {
  slug: string
  /** null: closed; 'new': a new item; an item: edit it. */
  item: PricelistItem | 'new' | null
  onClose: () => void
}

/** Create or edit a price-list item with its seasons and stay rules; a stale version loads the current item and says so. */
export function PricelistItemDialog({ slug, item, onClose }: Props) {
  const { t } = useTranslation()
  const { language } = useFormat()
  const form = useForm<PricelistFormValues, unknown, PricelistFormOutput>({
    resolver: localizedResolver<typeof PricelistFormSchema, PricelistFormValues>(PricelistFormSchema),
    defaultValues: emptyItem(),
  })
  const dialog = useDialogSave({ form, schema: PricelistItem, toForm: (current) => itemToForm(current, language) })
  const { run, isPending } = useSavePricelistItem()
  const editing = item !== null && item !== 'new'
  const fresh = usePricelistItem(slug, editing ? item.code : null)

  // someone may have changed the item since the list loaded: start from the server's current one
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads each fresh copy, in the current language
  useEffect(() => {
    if (fresh.data && !form.formState.isDirty) dialog.load(fresh.data)
  }, [fresh.data, form, language])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (item !== null) dialog.open(item === 'new' ? null : item, emptyItem())
  }, [item, language])

  const submit = form.handleSubmit(async (values) => {
    // an item is keyed by its code, which is among the values: only the version is added
    const version = dialog.editing?.version
    await run(
      { params: { slugs: slug }, body: { ...values, ...(version === undefined ? {} : { version }) } },
      dialog.closeOnSave((saved) => t('pricelist.saved', { name: saved.name }), onClose),
    )
  })

  return (
    <FormDialog
      opened={item !== null}
      onClose={onClose}
      size="xl"
      title={editing ? t('pricelist.editTitle') : t('pricelist.newTitle')}
      form={form}
      onSubmit={submit}
      loading={isPending}
      divided
    >
      <ConflictAlert messages={dialog.conflict} />
      <FormAlert messages={dialog.formMessages} />
      <PricelistItemFields editing={editing} />
      <SeasonsFields />
      <StayRulesFields />
    </FormDialog>
  )
}
