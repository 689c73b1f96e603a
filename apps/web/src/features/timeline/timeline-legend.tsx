import type { ReservationStatus } from '@innkeep/contract'
import { Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './timeline.module.css'

const SHOWN: ReservationStatus[] = ['REQUESTED', 'CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT']

function Entry({ swatch, children }: { swatch: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {swatch}
      <Text size="xs">{children}</Text>
    </Group>
  )
}

/**
 * What the bar colours mean (rental contracts and the portals' events too when there are some), and
 * how to make a reservation.
 */
export function TimelineLegend({
  canWrite,
  rentals,
  channels,
}: {
  canWrite: boolean
  rentals: boolean
  channels: boolean
}) {
  const { t } = useTranslation()
  const swatch = (className: string, data: Record<string, string> = {}) => (
    <span className={`${classes.bar} ${className} ${classes.legendSwatch}`} style={{ position: 'static' }} {...data} />
  )
  return (
    <Group justify="space-between" gap="xs">
      <Group gap="md">
        {SHOWN.map((status) => (
          <Entry key={status} swatch={swatch('', { 'data-status': status })}>
            {t(`reservationStatus.${status}`)}
          </Entry>
        ))}
        {rentals ? <Entry swatch={swatch(classes.rental ?? '')}>{t('timeline.rentalLegend')}</Entry> : null}
        {channels ? (
          <>
            <Entry swatch={swatch(classes.block ?? '', { 'data-kind': 'BOOKING' })}>
              {t('timeline.legendBooking')}
            </Entry>
            <Entry swatch={swatch(classes.block ?? '', { 'data-kind': 'BLOCK' })}>{t('timeline.legendBlock')}</Entry>
            <Entry swatch={swatch(classes.block ?? '', { 'data-kind': 'BLOCK', 'data-conflict': 'true' })}>
              {t('timeline.legendConflict')}
            </Entry>
          </>
        ) : null}
      </Group>
      {canWrite ? (
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {t('timeline.hint')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('timeline.pickHint')}
          </Text>
        </Stack>
      ) : null}
    </Group>
  )
}
