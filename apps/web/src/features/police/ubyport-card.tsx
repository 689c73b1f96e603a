import type { Message } from '@innkeep/contract'
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconFileExport } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { exportUbyport, useIncompleteGuests, useUbyportSettings } from '../../api/police.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { IncompleteGuests } from './incomplete-guests.tsx'
import { UbyportSettingsForm } from './ubyport-settings-form.tsx'

/**
 * The police report of foreign guests for the period, and the host's Ubyport registration. Guests the
 * report cannot take yet are listed first, with links to fix them; until then there is no file.
 */
export function UbyportCard({ slugs, from, till }: { slugs: string; from: string; till: string }) {
  const { t } = useTranslation()
  const settings = useUbyportSettings(slugs)
  const check = useIncompleteGuests(slugs, from, till)
  const [messages, setMessages] = useState<Message[]>([])
  const [result, setResult] = useState<{ guests: number; files: number } | null>(null)
  const [busy, setBusy] = useState(false)
  const incomplete = check.data?.incomplete ?? []
  const run = async () => {
    setBusy(true)
    setMessages([])
    setResult(null)
    try {
      setResult(await exportUbyport(slugs, { from, till }, setMessages))
    } finally {
      setBusy(false)
      // someone may have changed a guest meanwhile: the list says who is incomplete now
      void check.refetch()
    }
  }
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="stretch">
          <Title order={2} size="h4">
            {t('police.exportTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('police.exportLead')}
          </Text>
          {check.isPending ? <Skeleton height={48} radius="sm" /> : null}
          {check.isError ? <ErrorState error={check.error} onRetry={() => void check.refetch()} /> : null}
          {check.data ? (
            <Text size="sm" data-testid="foreign-guests">
              {t('police.foreignGuests', { count: check.data.foreignGuests })}
            </Text>
          ) : null}
          {incomplete.length > 0 ? <IncompleteGuests slugs={slugs} guests={incomplete} /> : null}
          <FormAlert messages={messages} />
          <Button
            leftSection={<IconFileExport size={18} />}
            loading={busy}
            disabled={!settings.data || incomplete.length > 0}
            onClick={() => void run()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('police.export')}
          </Button>
          {result ? (
            <Alert color={result.guests ? 'green' : 'blue'}>
              {result.guests
                ? t('police.exported', { guests: result.guests, files: result.files })
                : t('police.noForeigners')}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="xs">
          {t('police.settingsTitle')}
        </Title>
        {settings.isPending ? null : <UbyportSettingsForm slugs={slugs} current={settings.data ?? null} />}
      </Paper>
    </Stack>
  )
}
