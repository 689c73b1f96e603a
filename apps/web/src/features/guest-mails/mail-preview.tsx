import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface Props {
  subject: string
  text: string
  onClose: () => void
}

/** The e-mail as the guest gets it (plain text), filled in for a sample stay. */
export function MailPreview({ subject, text, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)" data-testid="mail-preview">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('guestMails.texts.previewTitle')}
          </Text>
          <CloseButton size="sm" aria-label={t('guestMails.texts.previewClose')} onClick={onClose} />
        </Group>
        <Text size="sm">
          <Text span c="dimmed">
            {t('guestMails.texts.previewSubject')}{' '}
          </Text>
          <Text span fw={600} data-testid="preview-subject">
            {subject}
          </Text>
        </Text>
        <Text size="sm" data-testid="preview-text" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      </Stack>
    </Paper>
  )
}
