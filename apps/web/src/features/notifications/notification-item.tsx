import type { Notification, NotificationKind } from '@innkeep/contract'
import { Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core'
import { type Icon, IconCalendarPlus, IconCalendarX, IconCash, IconUserCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { StatusBadge } from '../../components/reservation-status.tsx'
import { formatDateTime } from '../../i18n/format.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { notificationHref, notificationText } from './notification-text.ts'
import { notificationTime } from './notification-time.ts'
import classes from './notifications.module.css'

const KIND_ICONS: Record<NotificationKind, { icon: Icon; color: string }> = {
  BOOKING_CREATED: { icon: IconCalendarPlus, color: 'blue' },
  GUEST_INFO_FILLED: { icon: IconUserCheck, color: 'teal' },
  PAYMENT_MATCHED: { icon: IconCash, color: 'green' },
  BOOKING_AUTO_CANCELED: { icon: IconCalendarX, color: 'red' },
}

interface Props {
  slug: string
  notification: Notification
  /** Called when the reader follows the link (the bell's list closes). */
  onOpen?: () => void
}

/** One notification: what happened, when, and a link to its reservation, invoice or bank items. */
export function NotificationItem({ slug, notification, onOpen }: Props) {
  const { t } = useTranslation()
  const { language } = useFormat()
  const { icon: KindIcon, color } = KIND_ICONS[notification.kind]
  const waiting = notification.kind === 'BOOKING_CREATED' && notification.booking.status === 'REQUESTED'
  return (
    <Link
      to={notificationHref(slug, notification)}
      onClick={onOpen}
      className={classes.item}
      data-unread={notification.unread || undefined}
      data-testid="notification-item"
      data-kind={notification.kind}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {/* white on the tinted row of an unread one, where a light icon would melt into it */}
        <ThemeIcon variant={notification.unread ? 'white' : 'light'} color={color} radius="xl" size={36} aria-hidden>
          <KindIcon size={20} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={notification.unread ? 600 : 400} data-testid="notification-text">
            {notificationText(notification, t, language)}
          </Text>
          <Group gap="xs">
            <Text
              size="xs"
              c="dimmed"
              component="time"
              dateTime={notification.createdAt}
              title={formatDateTime(notification.createdAt, language)}
            >
              {notificationTime(notification.createdAt, language)}
            </Text>
            {waiting ? <StatusBadge status="REQUESTED" size="xs" /> : null}
          </Group>
        </Stack>
        {notification.unread ? (
          <>
            <span className={classes.dot} aria-hidden />
            <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>
          </>
        ) : null}
      </Group>
    </Link>
  )
}
