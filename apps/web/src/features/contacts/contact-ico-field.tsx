import { Alert, Box, Button, Group, Stack, TextInput } from '@mantine/core'
import { IconAlertTriangle, IconDatabaseSearch } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ContactFormValues } from './contact-values.ts'
import { useContactAres } from './use-contact-ares.ts'

/** IČO with "Načíst z ARES" beside it (Enter in the field does the same). */
export function ContactIcoField() {
  const { t } = useTranslation()
  const { register, formState } = useFormContext<ContactFormValues>()
  const { lookUp, loading, problem } = useContactAres()
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
        label={t('contacts.ico')}
        description={t('contacts.icoHint')}
        inputMode="numeric"
        maxLength={8}
        error={formState.errors.ico?.message}
        inputContainer={withButton}
        {...register('ico')}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
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
