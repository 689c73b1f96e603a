import { Alert, Box, Button, Group, Stack, TextInput } from '@mantine/core'
import { IconAlertTriangle, IconDatabaseSearch } from '@tabler/icons-react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { CompanyFormValues } from './company-form-values.ts'
import { useAresLookup } from './use-ares-lookup.ts'

/** IČO with the ARES lookup beside it; a register outage shows inline, the form stays usable by hand. */
export function IcoField({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation()
  const { register, formState } = useFormContext<CompanyFormValues>()
  const { lookUp, loading, problem } = useAresLookup()
  const withButton = (input: React.ReactNode) => (
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
        label={t('company.ico')}
        description={readOnly ? undefined : t('company.icoHint')}
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
