import type { StayPrice } from '@innkeep/contract'
import { Divider, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import type { ExtraLine } from './chosen-extras.ts'
import { stayLength } from './room-facts.tsx'
import { ExtrasSection, PriceRow } from './stay-price-list.tsx'

export interface PricedRoom {
  name: string
  /** Its guests in words: "2 dospělí, 1 dítě". */
  guests: string
  price: StayPrice
}

/**
 * The price of a booking of several rooms: each room's stay (local fee included, said apart), the
 * extras chosen, and the total the server will charge for them.
 */
export function PartyPriceList({
  rooms,
  extras,
  missing,
}: {
  rooms: readonly PricedRoom[]
  extras: readonly ExtraLine[]
  /** Why a room is not in the sum yet (its line has no room chosen, or its price is on its way). */
  missing: string | null
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const currency = rooms[0]?.price.currency ?? 'CZK'
  const money = (amount: number) => format.money(amount, currency)
  const total =
    rooms.reduce((sum, room) => sum + room.price.total, 0) + extras.reduce((sum, extra) => sum + extra.amount, 0)
  return (
    <Stack gap="xs" data-testid="party-price">
      {rooms.map((room) => {
        const fee =
          room.price.localFeeTotal > 0 ? t('booking.rooms.localFee', { amount: money(room.price.localFeeTotal) }) : ''
        return (
          <PriceRow
            key={room.name}
            label={<strong>{room.name}</strong>}
            detail={[room.guests, stayLength(room.price, t), fee].filter(Boolean).join(' · ')}
            amount={money(room.price.total)}
            testId="price-room"
          />
        )
      })}
      {rooms.some((room) => room.price.vat.length > 0) ? (
        <Text size="xs" c="dimmed">
          {t('booking.price.vatIncluded')}
        </Text>
      ) : null}
      <ExtrasSection extras={extras} money={money} />
      <Divider />
      <PriceRow label={t('booking.price.total')} amount={money(total)} strong testId="price-total" />
      {missing ? (
        <Text size="sm" c="orange.9" data-testid="party-price-missing">
          {missing}
        </Text>
      ) : null}
    </Stack>
  )
}
