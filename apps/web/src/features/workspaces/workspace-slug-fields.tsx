import { WorkspaceKind } from '@innkeep/contract'
import { Select, SimpleGrid, TextInput } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { requiredField } from '../../components/form/required-field.ts'
import type { NewWorkspaceValues } from './new-workspace-values.ts'
import { normalizeSlugInput } from './slug-from-name.ts'

/** The workspace's own address in Innkeep (slug) and its kind. */
export function WorkspaceSlugFields({ onSlugEdited }: { onSlugEdited: () => void }) {
  const { t } = useTranslation()
  const { register, control, formState, watch } = useFormContext<NewWorkspaceValues>()
  const slug = watch('slug')
  const slugField = register('slug')
  const kinds = WorkspaceKind.options.map((value) => ({ value, label: t(`workspaceKind.${value}`) }))
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('workspace.slug')}
        description={`${window.location.host}/${slug || '…'}`}
        {...requiredField}
        autoCapitalize="none"
        spellCheck={false}
        error={formState.errors.slug?.message}
        {...slugField}
        onChange={(event) => {
          event.currentTarget.value = normalizeSlugInput(event.currentTarget.value)
          onSlugEdited()
          void slugField.onChange(event)
        }}
      />
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <Select
            label={t('workspace.kind')}
            description={t(`workspaceKindHint.${field.value}`)}
            data={kinds}
            value={field.value}
            onChange={(value) => field.onChange(value ?? 'WORKSPACE')}
            ref={field.ref}
            allowDeselect={false}
          />
        )}
      />
    </SimpleGrid>
  )
}
