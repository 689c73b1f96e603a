import type { ReservationStatus } from '@innkeep/contract'
import { Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import classes from './timeline.module.css'

const SHOWN: ReservationStatus[] = ['REQUESTED', 'CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT']

/** What the bar colours mean (rental contracts too when there are some), and how to make a reservation. */
export function TimelineLegend({ canWrite, rentals }: { canWrite: boolean; rentals: boolean }) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between" gap="xs">
      <Group gap="md">
        {SHOWN.map((status) => (
          <Group key={status} gap={6} wrap="nowrap">
            <span
              className={`${classes.bar} ${classes.legendSwatch}`}
              data-status={status}
              style={{ position: 'static' }}
            />
            <Text size="xs">{t(`reservationStatus.${status}`)}</Text>
          </Group>
        ))}
        {rentals ? (
          <Group gap={6} wrap="nowrap">
            <span
              className={`${classes.bar} ${classes.rental} ${classes.legendSwatch}`}
              style={{ position: 'static' }}
            />
            <Text size="xs">{t('timeline.rentalLegend')}</Text>
          </Group>
        ) : null}
      </Group>
      {canWrite ? (
        <Text size="xs" c="dimmed">
          {t('timeline.hint')}
        </Text>
      ) : null}
    </Group>
  )
}
