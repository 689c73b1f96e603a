import { PricelistItem } from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { usePricelistItem, useSavePricelistItem } from '../../api/pricelist.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useConflict } from '../../components/form/use-conflict.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
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

interface Props {
  slug: string
  /** null: closed; 'new': a new item; an item: edit it. */
  item: PricelistItem | 'new' | null
  onClose: () => void
}

/** Create or edit a price-list item with its seasons; a stale version loads the current item and says so. */
export function PricelistItemDialog({ slug, item, onClose }: Props) {
  const { t } = useTranslation()
  const { language } = useFormat()
  const form = useForm<PricelistFormValues, unknown, PricelistFormOutput>({
    resolver: localizedResolver<typeof PricelistFormSchema, PricelistFormValues>(PricelistFormSchema),
    defaultValues: emptyItem(),
  })
  const server = useServerMessages(form)
  const [version, setVersion] = useState<number | undefined>(undefined)
  const conflict = useConflict(PricelistItem, (current) => {
    form.reset(itemToForm(current, language))
    setVersion(current.version)
  })
  const { run, isPending } = useSavePricelistItem()
  const editing = item !== null && item !== 'new'
  const fresh = usePricelistItem(slug, editing ? item.code : null)

  // someone may have changed the item since the list loaded: start from the server's current one
  useEffect(() => {
    if (fresh.data && !form.formState.isDirty) {
      form.reset(itemToForm(fresh.data, language))
      setVersion(fresh.data.version)
    }
  }, [fresh.data, form, language])

  useEffect(() => {
    if (item === null) return
    form.reset(item === 'new' ? emptyItem() : itemToForm(item, language))
    setVersion(item === 'new' ? undefined : item.version)
    conflict.clear()
    server.clear()
  }, [item, language, form.reset, server.clear, conflict.clear])

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    conflict.clear()
    await run(
      { params: { slugs: slug }, body: { ...values, ...(version === undefined ? {} : { version }) } },
      {
        validation: server.validation,
        conflict: conflict.onConflict,
        success: (saved) => {
          notifications.show({ color: 'green', message: t('pricelist.saved', { name: saved.name }) })
          onClose()
        },
      },
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
      <ConflictAlert messages={conflict.messages} />
      <FormAlert messages={server.formMessages} />
      <PricelistItemFields editing={editing} />
      <SeasonsFields />
    </FormDialog>
  )
}
