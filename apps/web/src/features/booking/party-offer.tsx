import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconCalendarEvent, IconUsersGroup } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { addDays, daysBetween, type LocalDate } from '../../lib/local-date.ts'
import type { Nights } from './calendar-range.ts'
import { nearestArrivals, stayRooms } from './party-fit.ts'

/**
 * Under the calendar, when the stay picked cannot be had in one room for the party: the nearest dates
 * of the same length one room takes (a tap picks them), and, when every night some rooms together take
 * the party, booking it as that many rooms. Nothing while one room takes the party or it is not known.
 */
export function PartyOffer({
  since,
  till,
  nights,
  today,
  party,
  maxRooms,
  unitKind,
  onDates,
  onRooms,
}: {
  since: LocalDate
  till: LocalDate
  nights: Nights
  today: LocalDate
  /** The guests the calendar was asked for. */
  party: number
  /** The most rooms one booking can take (the group's rooms, the booking's limit). */
  maxRooms: number
  unitKind: 'room' | 'place'
  onDates: (since: LocalDate, till: LocalDate) => void
  onRooms: (rooms: number) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const rooms = stayRooms(since, till, nights)
  if (rooms === null || rooms === 1) return null
  const length = daysBetween(since, till)
  const nearest = nearestArrivals(since, till, nights, today)
  const split = rooms >= 2 && rooms <= maxRooms
  return (
    <Alert color="orange" icon={<IconUsersGroup />} role="status" data-testid="booking-party-offer">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {rooms === 0
            ? t('booking.party.none', { count: party })
            : t(`booking.party.oneRoom.${unitKind}`, { count: party })}
        </Text>
        {nearest.length > 0 ? (
          <>
            <Text size="sm">{t(`booking.party.nearest.${unitKind}`)}</Text>
            <Group gap="xs">
              {nearest.map((arrival) => (
                <Button
                  key={arrival}
                  variant="default"
                  size="sm"
                  h={44}
                  leftSection={<IconCalendarEvent size={16} aria-hidden />}
                  onClick={() => onDates(arrival, addDays(arrival, length))}
                  data-testid="party-nearest"
                >
                  {format.stay(arrival, addDays(arrival, length))}
                </Button>
              ))}
            </Group>
          </>
        ) : (
          <Text size="sm">{t(`booking.party.noNearest.${unitKind}`)}</Text>
        )}
        {split ? (
          <>
            <Text size="sm">{t(`booking.party.split.${unitKind}`, { count: rooms })}</Text>
            <Button
              variant="light"
              size="sm"
              h={44}
              leftSection={<IconUsersGroup size={16} aria-hidden />}
              onClick={() => onRooms(rooms)}
              data-testid="party-split"
              style={{ alignSelf: 'flex-start' }}
            >
              {t(`booking.party.splitButton.${unitKind}`, { count: rooms })}
            </Button>
          </>
        ) : null}
      </Stack>
    </Alert>
  )
}
