import { Alert, Button, Group, Text } from '@mantine/core'
import { useNetwork } from '@mantine/hooks'
import { IconCloudOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useQueueState, useWriteQueue } from './write-queue-context.tsx'

/**
 * At the foot of the header while the device is offline (or the last send failed): that the taps are kept on
 * the device and how many wait, so the waiter goes on working and knows nothing is lost.
 */
export function OfflineBanner() {
  const { t } = useTranslation()
  const queue = useWriteQueue()
  const { entries, online } = useQueueState()
  const network = useNetwork()
  if (online && network.online) return null
  return (
    <Alert
      role="status"
      color="orange"
      radius={0}
      py={6}
      // edge to edge at the bottom of the header it sits in
      mt={6}
      mb={-6}
      mx={{ base: 'calc(var(--mantine-spacing-xs) * -1)', sm: 'calc(var(--mantine-spacing-md) * -1)' }}
      icon={<IconCloudOff />}
      className="no-print"
      data-testid="offline-banner"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {entries.length > 0 ? t('waiter.queue.offlineWaiting', { count: entries.length }) : t('waiter.queue.offline')}
        </Text>
        {entries.length > 0 ? (
          <Button size="xs" variant="white" color="orange" onClick={() => void queue.drain()}>
            {t('waiter.queue.retry')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  )
}
