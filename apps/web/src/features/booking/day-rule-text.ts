import type { TFunction } from 'i18next'
import type { LocalDate } from '../../lib/local-date.ts'
import {
  arrivalLimits,
  isFreeNight,
  type Nights,
  pickingDeparture,
  type RuleRefusal,
  ruleRefusal,
  type StayRange,
} from './calendar-range.ts'

/**
 * Why a day cannot be tapped, as the day says it (read aloud, and its tooltip): `minimálně 3 noci`, or
 * `Pro 4 osoby tu noc není volno` (`party`: the guests the calendar was asked for).
 */
export function refusalText(refusal: RuleRefusal, t: TFunction, party: number | null = null): string {
  switch (refusal.reason) {
    case 'party':
      return t('booking.calendar.party.none', { count: party ?? 0 })
    case 'noArrival':
      return t('booking.calendar.rules.noArrival')
    case 'noDeparture':
      return t('booking.calendar.rules.noDeparture')
    case 'minNights':
      return t('booking.calendar.rules.min', { count: refusal.nights })
    case 'maxNights':
      return t('booking.calendar.rules.max', { count: refusal.nights })
  }
}

/** The line under the calendar after a refused tap: which day, and why. */
export function refusalLine(refusal: RuleRefusal, date: string, t: TFunction, party: number | null = null): string {
  switch (refusal.reason) {
    case 'party':
      return t('booking.calendar.party.arrivalRefused', { date, count: party ?? 0 })
    case 'noArrival':
      return t('booking.calendar.rules.arrivalRefused', { date })
    case 'noDeparture':
      return t('booking.calendar.rules.departureClosed', { date })
    default:
      return t('booking.calendar.rules.departureRefused', { date, reason: refusalText(refusal, t, party) })
  }
}

/** What the rules ask of an arrival on `date`: `Při příjezdu v tento den minimálně 3 noci`; none: []. */
export function arrivalLimitsText(date: LocalDate, nights: Nights, t: TFunction): string[] {
  const { minNights, maxNights } = arrivalLimits(date, nights)
  const texts: string[] = []
  if (minNights > 1) texts.push(t('booking.calendar.rules.arrivalMin', { count: minNights }))
  if (maxNights !== null) texts.push(t('booking.calendar.rules.arrivalMax', { count: maxNights }))
  return texts
}

/**
 * What the rules say of one day of the calendar: `refused` (greyed, `text` says why), or what a stay
 * arriving that day must be (`text`, and its shortest stay for the eye). Only a day the guest could
 * otherwise pick is refused by a rule: a past or full one says so itself. A free night whose rooms do not
 * take the party (`party` guests) is refused as an arrival the same way.
 */
export function dayRules(
  date: LocalDate,
  range: StayRange,
  nights: Nights,
  today: LocalDate,
  t: TFunction,
  party: number | null = null,
) {
  const free = isFreeNight(date, nights, today)
  const departing = pickingDeparture(range) && date > range.since
  const refusal = date >= today && (free || departing) ? ruleRefusal(date, range, nights) : null
  if (refusal) return { refused: true, text: refusalText(refusal, t, party), minNights: 1 }
  const arriving = free && !departing
  return {
    refused: false,
    text: arriving ? arrivalLimitsText(date, nights, t).join(', ') : '',
    minNights: arriving ? arrivalLimits(date, nights).minNights : 1,
  }
}
