import type { PublicExtra } from '@innkeep/contract'
import type { Language } from '../../i18n/instance.ts'
import { unitsOfStay } from '../../lib/extra-units.ts'
import type { Counts } from './guest-counts-picker.tsx'

/** A chosen extra as the price summary shows it: how many units the stay takes and what they cost. */
export interface ExtraLine {
  id: string
  name: string
  quantity: number
  unitPrice: number
  amount: number
}

/**
 * The extra's name in the page's language (the server sends the Czech one when the owner gave no
 * English); a German page has `en` here (useFormat's `language`): owners name extras in cs and en only.
 */
export function extraName(extra: PublicExtra, language: Language): string {
  return language === 'en' ? extra.nameEn : extra.name
}

/** The stay the extras are for: the first room's guests, and those of the further rooms booked with it. */
export interface ExtrasStay {
  since: string
  till: string
  guests: Counts
  rooms?: readonly Counts[]
}

const PER_PERSON: readonly string[] = ['PER_PERSON', 'PER_PERSON_NIGHT']

/**
 * The chosen extras still offered, priced for the stay the way the server charges them (nights,
 * guests, both, or one); ids no longer offered drop out. Per person extras are charged in every room
 * for its guests, the others once for the booking (booking.service `book`).
 */
export function chosenExtraLines(
  offered: readonly PublicExtra[],
  chosen: readonly string[],
  stay: ExtrasStay,
  language: Language,
): ExtraLine[] {
  return offered
    .filter((extra) => chosen.includes(extra.id))
    .map((extra) => {
      const rooms = PER_PERSON.includes(extra.unit) ? [stay.guests, ...(stay.rooms ?? [])] : [stay.guests]
      const quantity = rooms.reduce(
        (sum, guests) => sum + unitsOfStay(extra.unit, { since: stay.since, till: stay.till, guestCounts: guests }),
        0,
      )
      return {
        id: extra.id,
        name: extraName(extra, language),
        quantity,
        unitPrice: extra.price,
        amount: quantity * extra.price,
      }
    })
}
