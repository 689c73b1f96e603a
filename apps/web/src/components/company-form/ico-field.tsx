import { Alert, Box, Button, Group, Stack, TextInput } from '@mantine/core'
import { IconAlertTriangle, IconDatabaseSearch } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type AresFields, type AresLookupOptions, useAresLookup } from './use-ares-lookup.ts'

interface Props extends AresLookupOptions {
  /** Catalogue keys of the field's label and its hint. */
  label: string
  hint: string
  readOnly?: boolean
}

/**
 * IČO with "Načíst z ARES" beside it (Enter in the field does the same); a register outage shows
 * inline, the form stays usable by hand. The company form and the contact dialog use it.
 */
export function IcoField({ label, hint, readOnly = false, ...lookup }: Props) {
  const { t } = useTranslation()
  const { register, formState } = useFormContext<AresFields>()
  const { lookUp, loading, problem } = useAresLookup(lookup)
  const withButton = (input: ReactNode) => (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box flex={1}>{input}</Box>
      <Button
        variant="light"
        loading={loading}
        leftSection={<IconDatabaseSearch size={18} />}
        onClick={() => void lookUp()}
      >
        {t('company.aresLookup')}
      </Button>
    </Group>
  )
  return (
    <Stack gap="xs">
      <TextInput
        label={t(label)}
        description={readOnly ? undefined : t(hint)}
        inputMode="numeric"
        maxLength={8}
        readOnly={readOnly}
        error={formState.errors.ico?.message}
        inputContainer={readOnly ? undefined : withButton}
        {...register('ico')}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || readOnly) return
          event.preventDefault()
          void lookUp()
        }}
      />
      {problem ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle />} role="alert" data-testid="ares-problem">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  )
}
