import type { StayExtraUnit } from '@innkeep/contract'
import { daysBetween } from './local-date.ts'

interface StayShape {
  since: string
  till: string
  guestCounts: Record<string, number>
}

/**
 * How many units of an extra the stay takes when the quantity is left empty: its nights, its guests,
 * both, or one. The server decides (stay-accounts.service `unitsOfStay`); this only previews the price.
 */
export function unitsOfStay(unit: StayExtraUnit, stay: StayShape): number {
  const nights = Math.max(1, daysBetween(stay.since, stay.till))
  const persons = Math.max(
    1,
    Object.values(stay.guestCounts).reduce((sum, count) => sum + count, 0),
  )
  if (unit === 'PER_NIGHT') return nights
  if (unit === 'PER_PERSON') return persons
  if (unit === 'PER_PERSON_NIGHT') return persons * nights
  return 1
}
