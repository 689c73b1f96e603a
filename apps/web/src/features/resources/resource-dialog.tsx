import { Resource } from '@innkeep/contract'
import { Badge, Group, Select, Textarea, TextInput } from '@mantine/core'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { usePricelist } from '../../api/pricelist.ts'
import { useSaveResource } from '../../api/resources.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useDialogSave } from '../../components/form/use-dialog-save.ts'
import { ResourceKindFields } from './resource-kind-fields.tsx'
import {
  newResource,
  type ResourceFormOutput,
  ResourceFormSchema,
  type ResourceFormValues,
  type ResourceKind,
  resourceToForm,
} from './resource-values.ts'
import { TranslationsSection } from './translations-section.tsx'

export type ResourceEditing = { resource: Resource } | { groupId: string; kind: ResourceKind } | null

interface Props {
  slug: string
  editing: ResourceEditing
  groups: { id: string; name: string }[]
  onClose: () => void
}

/**
 * Create or edit a room, a place or a restaurant: its group, name, what it carries, its price and its
 * name and description for guests in English and German.
 */
export function ResourceDialog({ slug, editing, groups, onClose }: Props) {
  const { t } = useTranslation()
  const form = useForm<ResourceFormValues, unknown, ResourceFormOutput>({
    resolver: localizedResolver<typeof ResourceFormSchema, ResourceFormValues>(ResourceFormSchema),
    defaultValues: newResource('', 'PENSIONROOM'),
  })
  const dialog = useDialogSave({ form, schema: Resource, toForm: resourceToForm })
  const saved = dialog.editing
  const prices = usePricelist(slug, editing !== null)
  const { run, isPending } = useSaveResource()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (!editing) return
    if ('resource' in editing) dialog.open(editing.resource, resourceToForm(editing.resource))
    else dialog.open(null, newResource(editing.groupId, editing.kind))
  }, [editing])

  const submit = form.handleSubmit(async (values) => {
    await run(
      { params: { slugs: slug }, body: { ...values, ...dialog.key } },
      dialog.closeOnSave((resource) => t('resources.saved', { name: resource.name }), onClose),
    )
  })

  const kind = form.watch('kind')
  const priceOptions = [
    { value: '', label: t('resources.noPrice') },
    ...(prices.data ?? []).map((item) => ({ value: item.code, label: `${item.name} (${item.code})` })),
  ]
  return (
    <FormDialog
      opened={editing !== null}
      onClose={onClose}
      size="lg"
      title={saved ? t('resources.editTitle') : t(`resources.newTitle.${kind}`)}
      form={form}
      onSubmit={submit}
      loading={isPending}
    >
      <ConflictAlert messages={dialog.conflict} />
      <FormAlert messages={dialog.formMessages} />
      <Group gap="xs">
        <Badge variant="light">{t(`resources.kind.${kind}`)}</Badge>
      </Group>
      <TextInput
        label={t('resources.name')}
        {...requiredField}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="groupId"
        render={({ field, fieldState }) => (
          <Select
            label={t('resources.group')}
            data={groups.map((g) => ({ value: g.id, label: g.name }))}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            allowDeselect={false}
            {...requiredField}
            error={fieldState.error?.message}
          />
        )}
      />
      <ResourceKindFields />
      {kind === 'RESTAURANT' ? null : (
        <Controller
          control={form.control}
          name="priceCode"
          render={({ field, fieldState }) => (
            <Select
              label={t('resources.price')}
              data={priceOptions}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <Textarea
        label={t('resources.description')}
        autosize
        minRows={2}
        maxRows={6}
        error={form.formState.errors.description?.message}
        {...form.register('description')}
      />
      <TranslationsSection />
    </FormDialog>
  )
}
