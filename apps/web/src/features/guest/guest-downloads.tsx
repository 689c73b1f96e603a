import type { GuestDownload } from '@innkeep/contract'
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconDownload, IconFileTypePdf, IconPhoto } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadGuestFile } from '../../api/guest-downloads.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { formatFileSize } from '../../lib/file-size.ts'

/** "Ke stažení": the house rules and the stay's documents the host shares; nothing when there are none. */
export function GuestDownloads({ token, downloads }: { token: string; downloads: GuestDownload[] }) {
  const { t } = useTranslation()
  const format = useFormat()
  const [busy, setBusy] = useState<string | null>(null)
  if (downloads.length === 0) return null

  async function download(file: GuestDownload) {
    setBusy(file.id)
    try {
      const result = await downloadGuestFile(token, file.id)
      if (result !== 'started') {
        const message = t(`attachments.guestDownloads.${result}`)
        // the toasts' store loads when a toast is needed (guest-main.tsx shows its container after the page)
        const { notifications } = await import('@mantine/notifications')
        notifications.show({ color: 'red', message, autoClose: 8000 })
      }
    } finally {
      setBusy(null)
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', xs: 'md' }} component="section" aria-labelledby="downloads-title">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="downloads-title">
            {t('attachments.guestDownloads.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('attachments.guestDownloads.lead')}
          </Text>
        </Stack>
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="guest-downloads">
          {downloads.map((file) => (
            <Group key={file.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                  {file.contentType === 'application/pdf' ? <IconFileTypePdf size={22} /> : <IconPhoto size={22} />}
                </ThemeIcon>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {file.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {file.contentType === 'application/pdf' ? 'PDF' : file.contentType.slice(6).toUpperCase()} ·{' '}
                    {formatFileSize(file.size, format.guestLanguage)}
                  </Text>
                </Stack>
              </Group>
              <Button
                variant="light"
                h={44}
                leftSection={<IconDownload size={18} />}
                loading={busy === file.id}
                onClick={() => void download(file)}
                aria-label={t('attachments.guestDownloads.downloadNamed', { name: file.title })}
              >
                {t('attachments.guestDownloads.download')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  )
}
