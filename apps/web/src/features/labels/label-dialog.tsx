import { Label, LabelColor, LabelInput } from '@innkeep/contract'
import { TextInput } from '@mantine/core'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useSaveLabel } from '../../api/labels.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useDialogSave } from '../../components/form/use-dialog-save.ts'
import { LabelColorPicker } from '../../components/labels/label-color-picker.tsx'

/** null: closed; 'new': a new label; a label: rename or recolour it. */
export type LabelDialogState = Label | 'new' | null

interface LabelFormValues {
  name: string
  color: LabelColor
}

const FormSchema = z.object({ name: LabelInput.shape.name, color: LabelColor })
const resolver = localizedResolver<typeof FormSchema, LabelFormValues>(FormSchema)

/** Create a label, or rename and recolour one at the version the list showed. */
export function LabelDialog({ slug, state, onClose }: { slug: string; state: LabelDialogState; onClose: () => void }) {
  const { t } = useTranslation()
  const form = useForm<LabelFormValues, unknown, z.output<typeof FormSchema>>({
    resolver,
    defaultValues: { name: '', color: 'blue' },
  })
  const dialog = useDialogSave({ form, schema: Label, toForm: (label) => ({ name: label.name, color: label.color }) })
  const { run, isPending } = useSaveLabel()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (state !== null) dialog.open(state === 'new' ? null : state, { name: '', color: 'blue' })
  }, [state])

  const submit = form.handleSubmit(async (values) => {
    await run(
      { params: { slugs: slug }, body: { ...dialog.key, ...values } },
      dialog.closeOnSave((label) => t('labels.saved', { name: label.name }), onClose),
    )
  })

  const errors = form.formState.errors
  return (
    <FormDialog
      opened={state !== null}
      onClose={onClose}
      title={t(dialog.editing ? 'labels.editTitle' : 'labels.newTitle')}
      form={form}
      onSubmit={(event) => void submit(event)}
      loading={isPending}
    >
      <ConflictAlert messages={dialog.conflict} fallback={t('labels.conflict')} />
      <FormAlert messages={dialog.formMessages} />
      <TextInput
        label={t('labels.name')}
        placeholder={t('labels.namePlaceholder')}
        maxLength={40}
        error={errors.name?.message}
        data-autofocus
        {...requiredField}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="color"
        render={({ field: { value, onChange } }) => (
          <LabelColorPicker label={t('labels.color')} value={value} onChange={onChange} error={errors.color?.message} />
        )}
      />
    </FormDialog>
  )
}
