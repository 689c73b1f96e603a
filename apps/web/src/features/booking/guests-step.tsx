import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Step } from './booking-steps.tsx'
import { type Counts, GuestCountsPicker } from './guest-counts-picker.tsx'

/**
 * Step 2: how many guests, by category. With further rooms these are the first room's guests; a party
 * too large for one room learns it can add rooms.
 */
export function GuestsStep({
  counts,
  onChange,
  max,
  unitKind,
  moreRooms,
  firstOfMore,
}: {
  counts: Counts
  onChange: (counts: Counts) => void
  /** The most guests the largest room takes. */
  max: number
  unitKind: 'room' | 'place'
  /** The group has more rooms than one: a party may book several. */
  moreRooms: boolean
  /** Further rooms are added: the counts are the first room's. */
  firstOfMore: boolean
}) {
  const { t } = useTranslation()
  return (
    <Step n={2} id="booking-guests" title={t('booking.guests.title')}>
      {firstOfMore ? (
        <Text size="sm" c="dimmed">
          {t(`booking.rooms.firstGuests.${unitKind}`)}
        </Text>
      ) : null}
      <GuestCountsPicker
        counts={counts}
        onChange={onChange}
        max={max}
        maxText={
          moreRooms
            ? `${t('booking.guests.max', { count: max })} ${t(`booking.rooms.moreGuests.${unitKind}`)}`
            : undefined
        }
      />
    </Step>
  )
}
