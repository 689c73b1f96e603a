import type { Message } from '@innkeep/contract'
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core'
import { IconFileExport } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { exportUbyport, useUbyportSettings } from '../../api/police.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { UbyportSettingsForm } from './ubyport-settings-form.tsx'

/** The police report of foreign guests for the period, and the host's Ubyport registration. */
export function UbyportCard({ slugs, from, till }: { slugs: string; from: string; till: string }) {
  const { t } = useTranslation()
  const settings = useUbyportSettings(slugs)
  const [messages, setMessages] = useState<Message[]>([])
  const [result, setResult] = useState<{ guests: number; files: number } | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    setMessages([])
    try {
      setResult(await exportUbyport(slugs, { from, till }, setMessages))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('police.exportTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('police.exportLead')}
          </Text>
          <FormAlert messages={messages} />
          <Button
            leftSection={<IconFileExport size={18} />}
            loading={busy}
            disabled={!settings.data}
            onClick={() => void run()}
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
