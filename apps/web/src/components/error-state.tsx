import { Alert, Button, Group, Text } from '@mantine/core'
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** A failed load: what went wrong and a retry. */
export function ErrorState({ error, onRetry }: { error?: Error | null; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('errorState.title')} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{error?.message ?? t('errorState.text')}</Text>
        <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  )
}
