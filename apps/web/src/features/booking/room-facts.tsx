import type { PublicResource, StayPrice } from '@innkeep/contract'
import { IconBath, IconBed, IconBolt, IconCaravan, IconUsers } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'

export interface Fact {
  icon: ReactNode
  text: string
}

/** What a guest wants to know of a room or a place before the price: beds and bathroom, or vehicles and power. */
export function resourceFacts(resource: PublicResource, t: TFunction, iconSize = 16): Fact[] {
  const facts: Fact[] = []
  if (resource.kind === 'MOTORHOME') {
    if (resource.vehicleTypes.length > 0)
      facts.push({
        icon: <IconCaravan size={iconSize} aria-hidden />,
        text: resource.vehicleTypes.map((v) => t(`booking.room.vehicle.${v}`)).join(', '),
      })
    facts.push({
      icon: <IconBolt size={iconSize} aria-hidden />,
      text: resource.electricity ? t('booking.room.electricity') : t('booking.room.noElectricity'),
    })
  } else {
    const beds = [
      resource.twinBeds > 0 ? t('booking.room.twinBeds', { count: resource.twinBeds }) : '',
      resource.singleBeds > 0 ? t('booking.room.singleBeds', { count: resource.singleBeds }) : '',
    ].filter(Boolean)
    if (beds.length > 0) facts.push({ icon: <IconBed size={iconSize} aria-hidden />, text: beds.join(', ') })
    facts.push({
      icon: <IconBath size={iconSize} aria-hidden />,
      text: t(`booking.room.bathroom.${resource.bathroom ?? 'none'}`),
    })
  }
  facts.push({
    icon: <IconUsers size={iconSize} aria-hidden />,
    text: t('booking.room.capacity', { count: resource.capacity }),
  })
  return facts
}

export function stayLength(price: Pick<StayPrice, 'unit' | 'units'>, t: TFunction): string {
  return price.unit === 'PER_DAY'
    ? t('booking.units.days', { count: price.units })
    : t('booking.units.nights', { count: price.units })
}

/** "od 1 200 Kč / noc": the lowest price of a room per its unit, or that the house tells the price. */
export function fromPriceText(
  resource: Pick<PublicResource, 'fromPrice' | 'unit' | 'currency'>,
  t: TFunction,
  money: (amountMinor: number, currency: string) => string,
): string {
  if (resource.fromPrice === null || resource.unit === null) return t('booking.start.priceOnRequest')
  return t(`booking.start.from.${resource.unit}`, { price: money(resource.fromPrice, resource.currency) })
}
