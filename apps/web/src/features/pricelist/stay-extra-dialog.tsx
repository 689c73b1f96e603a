import { StayExtra } from '@innkeep/contract'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSaveStayExtra } from '../../api/stay-accounts.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useDialogSave } from '../../components/form/use-dialog-save.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { StayExtraFields } from './stay-extra-fields.tsx'
import {
  emptyExtra,
  extraToForm,
  type StayExtraFormOutput,
  StayExtraFormSchema,
  type StayExtraValues,
} from './stay-extra-values.ts'

interface Props {
  slug: string
  /** null: closed; 'new': a new extra; an extra: change it (at its version). */
  extra: StayExtra | 'new' | null
  onClose: () => void
}

/** Create or change an extra; a stale version loads the current one and says so. Retiring it is switching off Nabízí se. */
export function StayExtraDialog({ slug, extra, onClose }: Props) {
  const { t } = useTranslation()
  const { language } = useFormat()
  const form = useForm<StayExtraValues, unknown, StayExtraFormOutput>({
    resolver: localizedResolver<typeof StayExtraFormSchema, StayExtraValues>(StayExtraFormSchema),
    defaultValues: emptyExtra(),
  })
  const dialog = useDialogSave({ form, schema: StayExtra, toForm: (current) => extraToForm(current, language) })
  const { run, isPending } = useSaveStayExtra()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (extra !== null) dialog.open(extra === 'new' ? null : extra, emptyExtra())
  }, [extra, language])

  const submit = form.handleSubmit((values) =>
    run(
      { params: { slugs: slug }, body: { ...values, ...dialog.key } },
      dialog.closeOnSave((saved) => t('stayExtras.saved', { name: saved.name }), onClose),
    ),
  )

  return (
    <FormDialog
      opened={extra !== null}
      onClose={onClose}
      size="lg"
      title={dialog.editing ? t('stayExtras.editTitle') : t('stayExtras.newTitle')}
      form={form}
      onSubmit={submit}
      loading={isPending}
    >
      <ConflictAlert messages={dialog.conflict} fallback={t('stayExtras.stale')} />
      <FormAlert messages={dialog.formMessages} />
      <StayExtraFields />
    </FormDialog>
  )
}
