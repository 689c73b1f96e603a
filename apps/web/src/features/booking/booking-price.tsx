import type { StayPrice } from '@innkeep/contract'
import { Skeleton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '../../components/error-state.tsx'
import { guestsText } from './booking-steps.tsx'
import type { ExtraLine } from './chosen-extras.ts'
import type { Counts } from './guest-counts-picker.tsx'
import { PartyPriceList } from './party-price-list.tsx'
import { StayPriceList } from './stay-price-list.tsx'
import type { FurtherRooms, RoomPrice } from './use-further-rooms.ts'

/**
 * The price step: one room's price in full, or with further rooms each room's stay, the extras and
 * the total of the booking.
 */
export function BookingPrice({
  price,
  first,
  further,
  bookable,
  extras,
  unitKind,
}: {
  /** The first room's price for its guests. */
  price: RoomPrice
  first: { name: string; guests: Counts }
  further: FurtherRooms
  bookable: readonly { id: string; name: string }[]
  extras: readonly ExtraLine[]
  unitKind: 'room' | 'place'
}) {
  const { t } = useTranslation()
  if (price.error && !price.data) return <ErrorState error={null} onRetry={() => void price.refetch()} />
  if (!price.data) return <Skeleton height={160} radius="md" />
  if (further.rooms.length === 0) return <StayPriceList price={price.data} extras={extras} />
  const nameOf = (resourceId: string | null) => bookable.find((r) => r.id === resourceId)?.name ?? ''
  const rooms = [
    { name: first.name, guests: guestsText(first.guests, t), price: price.data },
    ...further.rooms.flatMap((room, i) => {
      const roomPrice: StayPrice | null | undefined = further.prices[i]?.data
      return roomPrice ? [{ name: nameOf(room.resourceId), guests: guestsText(room.guests, t), price: roomPrice }] : []
    }),
  ]
  return (
    <PartyPriceList
      rooms={rooms}
      extras={extras}
      missing={rooms.length < further.rooms.length + 1 ? t(`booking.rooms.incomplete.${unitKind}`) : null}
    />
  )
}
