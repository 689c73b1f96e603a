import type { Notification } from '@innkeep/contract'
import { Skeleton, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { NotificationItem } from './notification-item.tsx'

interface Props {
  slug: string
  items: readonly Notification[] | undefined
  pending: boolean
  error: Error | null
  onRetry: () => void
  onOpen?: () => void
}

/** Notifications newest first, with the loading, empty and failed states of a list. */
export function NotificationList({ slug, items, pending, error, onRetry, onOpen }: Props) {
  const { t } = useTranslation()
  if (pending)
    return (
      <Stack gap="xs" p="sm" data-testid="notifications-loading">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={44} radius="sm" />
        ))}
      </Stack>
    )
  if (error || !items) return <ErrorState error={error} onRetry={onRetry} />
  if (items.length === 0)
    return <EmptyState title={t('notifications.empty')}>{t('notifications.emptyHint')}</EmptyState>
  return (
    <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="notification-list">
      {items.map((notification) => (
        <li key={notification.id}>
          <NotificationItem slug={slug} notification={notification} onOpen={onOpen} />
        </li>
      ))}
    </Stack>
  )
}
