import { ResourceGroup } from '@innkeep/contract'
import { Switch, Textarea, TextInput } from '@mantine/core'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSaveResourceGroup } from '../../api/resources.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useDialogSave } from '../../components/form/use-dialog-save.ts'
import { CancellationPolicyFields } from './cancellation-policy-fields.tsx'
import { type GroupFormOutput, GroupFormSchema, type GroupValues, groupBody, groupToForm } from './group-values.ts'
import { TranslationsSection } from './translations-section.tsx'

/**
 * A resource group: what guests book from (Pokoje, Kemp – stání), what cancelling a stay in it costs
 * and its texts for guests in English and German. `group` 'new' creates one.
 */
export function GroupDialog({
  slug,
  group,
  onClose,
}: {
  slug: string
  group: ResourceGroup | 'new' | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const form = useForm<GroupValues, unknown, GroupFormOutput>({
    resolver: localizedResolver<typeof GroupFormSchema, GroupValues>(GroupFormSchema),
    defaultValues: groupToForm(null),
  })
  const dialog = useDialogSave({ form, schema: ResourceGroup, toForm: groupToForm })
  const saved = dialog.editing
  const { run, isPending } = useSaveResourceGroup()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (group !== null) dialog.open(group === 'new' ? null : group, groupToForm(null))
  }, [group])

  const submit = form.handleSubmit(async (values) => {
    await run(
      { params: { slugs: slug }, body: { ...groupBody(values), ...dialog.key } },
      dialog.closeOnSave((result) => t('resources.groupSaved', { name: result.name }), onClose),
    )
  })

  return (
    <FormDialog
      opened={group !== null}
      onClose={onClose}
      title={saved ? t('resources.editGroup') : t('resources.newGroup')}
      form={form}
      onSubmit={submit}
      loading={isPending}
      size="lg"
    >
      <ConflictAlert messages={dialog.conflict} />
      <FormAlert messages={dialog.formMessages} />
      <TextInput
        label={t('resources.groupName')}
        {...requiredField}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Textarea
        label={t('resources.description')}
        autosize
        minRows={2}
        error={form.formState.errors.description?.message}
        {...form.register('description')}
      />
      <Controller
        control={form.control}
        name="bookableOnline"
        render={({ field }) => (
          <Switch
            label={t('resources.bookableOnline')}
            description={t('resources.bookableOnlineHint')}
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
          />
        )}
      />
      <CancellationPolicyFields />
      <TranslationsSection />
    </FormDialog>
  )
}
