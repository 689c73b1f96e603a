import type { ReservationStatus } from '@innkeep/contract'
import { Badge, type BadgeProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** One colour per state, the same on the timeline, reception and the detail. */
export const STATUS_COLORS: Record<ReservationStatus, string> = {
  REQUESTED: 'yellow',
  CONFIRMED: 'blue',
  CHECKED_IN: 'teal',
  CHECKED_OUT: 'gray',
  CANCELED: 'red',
}

export function StatusBadge({ status, ...props }: { status: ReservationStatus } & BadgeProps) {
  const { t } = useTranslation()
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" {...props}>
      {t(`reservationStatus.${status}`)}
    </Badge>
  )
}

export function PaidBadge({ paid, ...props }: { paid: boolean } & BadgeProps) {
  const { t } = useTranslation()
  return (
    <Badge color={paid ? 'teal' : 'orange'} variant={paid ? 'light' : 'outline'} {...props}>
      {paid ? t('reservation.paid') : t('reservation.unpaid')}
    </Badge>
  )
}
