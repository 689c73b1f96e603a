import { ContactRecord } from '@innkeep/contract'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSaveContact } from '../../api/contacts.ts'
import { HistoryPanel } from '../../components/activity/history-panel.tsx'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { useDialogSave } from '../../components/form/use-dialog-save.ts'
import { LabelPicker } from '../../components/labels/label-picker.tsx'
import { ContactFields } from './contact-fields.tsx'
import {
  type ContactFormOutput,
  type ContactFormValues,
  contactResolver,
  contactToForm,
  emptyContact,
} from './contact-values.ts'

interface Props {
  slug: string
  /** null: closed; 'new': a new contact; a contact: edit it. */
  contact: ContactRecord | 'new' | null
  onClose: () => void
}

/**
 * Create or edit a contact against the version the list showed; a stale version loads the current
 * contact into the form and says so, the server's field messages (a duplicate IČO) sit on their fields.
 */
export function ContactDialog({ slug, contact, onClose }: Props) {
  const { t } = useTranslation()
  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: contactResolver,
    defaultValues: emptyContact(),
  })
  const dialog = useDialogSave({ form, schema: ContactRecord, toForm: contactToForm })
  const saved = dialog.editing
  const { run, isPending } = useSaveContact()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (contact !== null) dialog.open(contact === 'new' ? null : contact, emptyContact())
  }, [contact])

  const submit = form.handleSubmit(async (values) => {
    await run(
      { params: { slugs: slug }, body: { ...values, ...dialog.key } },
      dialog.closeOnSave((result) => t('contacts.saved', { name: result.name }), onClose),
    )
  })

  return (
    <FormDialog
      opened={contact !== null}
      onClose={onClose}
      size="xl"
      title={saved ? t('contacts.editTitle') : t('contacts.newTitle')}
      form={form}
      onSubmit={submit}
      loading={isPending}
      divided
    >
      <ConflictAlert messages={dialog.conflict} fallback={t('contacts.conflict')} />
      <FormAlert messages={dialog.formMessages} />
      {/* labels are saved as they are ticked, apart from the form's Uložit; only writers open this dialog */}
      {saved ? <LabelPicker slug={slug} objectType="CONTACT" objectId={saved.id} canEdit /> : null}
      <ContactFields />
      {saved ? <HistoryPanel slug={slug} entity="CONTACT" entityId={saved.id} /> : null}
    </FormDialog>
  )
}
