import { divideRounded, type StayRuleView } from '@innkeep/contract'
import { daysBetween, isoWeekday, type LocalDate } from '../../lib/local-date.ts'

// The stay rules of a price-list item (issue 29; docs/decisions/014-stay-rules.md): what a stay may
// be (minimum and maximum nights, closed arrival and departure days) and how its nights are priced
// (weekday and occupancy prices, length-of-stay, early-booking and last-minute changes). Pure
// functions: the pricing function, the public calendar and the booking checks all ask these.

export type StayRule = StayRuleView

/** Whether a rule's dates and weekdays hold on a day. */
function holdsOn(rule: StayRule, date: LocalDate): boolean {
  if (rule.since && date < rule.since) return false
  if (rule.till && date >= rule.till) return false
  return rule.weekdays.length === 0 || rule.weekdays.includes(isoWeekday(date))
}

/** Dates weigh most, then an occupancy, then weekdays: the most specific matching rule decides. */
function specificity(rule: StayRule): number {
  return (rule.since || rule.till ? 4 : 0) + (rule.guests !== null ? 2 : 0) + (rule.weekdays.length > 0 ? 1 : 0)
}

/** Of the rules, the most specific; between equals `better` picks (else the later in the list). */
function mostSpecific(rules: StayRule[], better?: (a: StayRule, b: StayRule) => boolean): StayRule | undefined {
  let best: StayRule | undefined
  for (const rule of rules) {
    if (!best || specificity(rule) > specificity(best)) best = rule
    else if (specificity(rule) === specificity(best) && (better ? better(rule, best) : true)) best = rule
  }
  return best
}

const ofKind = (rules: StayRule[], kind: StayRule['kind'], date: LocalDate) =>
  rules.filter((rule) => rule.kind === kind && holdsOn(rule, date))

export interface ArrivalLimits {
  /** Guests cannot arrive that day. */
  noArrival: boolean
  minNights: number
  /** null: no limit. */
  maxNights: number | null
}

/** What a stay arriving on a day must be. */
export function arrivalLimits(rules: StayRule[], arrival: LocalDate): ArrivalLimits {
  const min = mostSpecific(ofKind(rules, 'MIN_NIGHTS', arrival), (a, b) => (a.nights ?? 1) > (b.nights ?? 1))
  const max = mostSpecific(ofKind(rules, 'MAX_NIGHTS', arrival), (a, b) => (a.nights ?? 0) < (b.nights ?? 0))
  return {
    noArrival: ofKind(rules, 'CLOSED_TO_ARRIVAL', arrival).length > 0,
    minNights: min?.nights ?? 1,
    maxNights: max?.nights ?? null,
  }
}

export function noDeparture(rules: StayRule[], departure: LocalDate): boolean {
  return ofKind(rules, 'CLOSED_TO_DEPARTURE', departure).length > 0
}

/** A broken rule: the field it concerns, its message code and the values the message names. */
export interface RuleProblem {
  /** since or till (`stays.i.` before it for one room of several) */
  field: string
  code: 'stay.closedToArrival' | 'stay.closedToDeparture' | 'stay.minNights' | 'stay.maxNights'
  params: { date: LocalDate; nights?: number }
}

/** The rules a stay breaks, arrival first; none: it may be booked. */
export function ruleProblems(rules: StayRule[], since: LocalDate, till: LocalDate): RuleProblem[] {
  if (rules.length === 0) return []
  const limits = arrivalLimits(rules, since)
  const nights = daysBetween(since, till)
  const problems: RuleProblem[] = []
  if (limits.noArrival) problems.push({ field: 'since', code: 'stay.closedToArrival', params: { date: since } })
  if (nights < limits.minNights)
    problems.push({ field: 'till', code: 'stay.minNights', params: { date: since, nights: limits.minNights } })
  if (limits.maxNights !== null && nights > limits.maxNights)
    problems.push({ field: 'till', code: 'stay.maxNights', params: { date: since, nights: limits.maxNights } })
  if (noDeparture(rules, till)) problems.push({ field: 'till', code: 'stay.closedToDeparture', params: { date: till } })
  return problems
}

export interface NightPrice {
  price: number
  /** The price is the room's for this many guests: no extra-guest surcharge that night. */
  occupancy: boolean
}

/**
 * A night's price from its season's (or the base) price: the most specific NIGHT_PRICE rule with a
 * price replaces it, then the most specific one with a percent changes that. Occupancy rules count
 * only when exactly their number of guests stays.
 */
export function nightPrice(rules: StayRule[], date: LocalDate, base: number, guests: number): NightPrice {
  const matching = ofKind(rules, 'NIGHT_PRICE', date).filter((r) => r.guests === null || r.guests === guests)
  const fixed = mostSpecific(matching.filter((r) => r.price !== null))
  const change = mostSpecific(matching.filter((r) => r.percent !== null))
  const price = fixed?.price ?? base
  return {
    price: change?.percent ? price + percentOf(price, change.percent) : price,
    occupancy: fixed !== undefined && fixed.guests !== null,
  }
}

/** `percent` % of an amount in minor units, half away from zero (−10 % of 4 500,05 = −450,01). */
export function percentOf(amount: number, percent: number): number {
  return divideRounded(amount * percent, 100)
}

export type AdjustmentKind = 'LENGTH_DISCOUNT' | 'EARLY_BOOKING' | 'LAST_MINUTE'

/**
 * The changes of the whole accommodation a stay earns, each at most once: the length-of-stay rule
 * with the highest number of nights reached, the early-booking rule with the most days, the
 * last-minute one with the fewest (arrival day's rules; `bookedOn`: the day the guest booked).
 */
export function adjustments(
  rules: StayRule[],
  stay: { since: LocalDate; till: LocalDate; bookedOn: LocalDate },
): { kind: AdjustmentKind; percent: number }[] {
  const nights = daysBetween(stay.since, stay.till)
  const ahead = daysBetween(stay.bookedOn, stay.since)
  const pick = (
    kind: AdjustmentKind,
    applies: (r: StayRule) => boolean,
    better: (a: StayRule, b: StayRule) => boolean,
  ) => mostSpecific(ofKind(rules, kind, stay.since).filter(applies), better)
  const chosen = [
    pick(
      'LENGTH_DISCOUNT',
      (r) => nights >= (r.nights ?? Number.POSITIVE_INFINITY),
      (a, b) => (a.nights ?? 0) > (b.nights ?? 0),
    ),
    pick(
      'EARLY_BOOKING',
      (r) => ahead >= (r.days ?? Number.POSITIVE_INFINITY),
      (a, b) => (a.days ?? 0) > (b.days ?? 0),
    ),
    pick(
      'LAST_MINUTE',
      (r) => ahead >= 0 && ahead <= (r.days ?? -1),
      (a, b) => (a.days ?? 0) < (b.days ?? 0),
    ),
  ]
  return chosen.flatMap((rule) => (rule?.percent ? [{ kind: rule.kind as AdjustmentKind, percent: rule.percent }] : []))
}

/** The days of a month a rule limits, for the booking calendar (only those that differ from no rule). */
export function dayRules(rules: StayRule[], dates: LocalDate[]) {
  if (rules.length === 0) return []
  return dates.flatMap((date) => {
    const limits = arrivalLimits(rules, date)
    const closedDeparture = noDeparture(rules, date)
    const plain = !limits.noArrival && !closedDeparture && limits.minNights === 1 && limits.maxNights === null
    return plain ? [] : [{ date, ...limits, noDeparture: closedDeparture }]
  })
}

/** The rules' own checks, beyond the contract's shapes: what each kind needs to mean something. */
export function ruleFieldProblem(rule: StayRule): { field: keyof StayRule; code: string } | null {
  if (rule.since && rule.till && rule.till <= rule.since) return { field: 'till', code: 'pricelist.seasonEmpty' }
  switch (rule.kind) {
    case 'MIN_NIGHTS':
    case 'MAX_NIGHTS':
      return rule.nights === null ? { field: 'nights', code: 'validation.required' } : null
    case 'CLOSED_TO_ARRIVAL':
    case 'CLOSED_TO_DEPARTURE':
      return rule.weekdays.length === 0 && !rule.since && !rule.till
        ? { field: 'weekdays', code: 'pricelist.ruleNoDays' }
        : null
    case 'NIGHT_PRICE':
      if ((rule.price === null) === (rule.percent === null))
        return { field: 'price', code: 'pricelist.rulePriceOrPercent' }
      return null
    case 'LENGTH_DISCOUNT':
      if (rule.nights === null) return { field: 'nights', code: 'validation.required' }
      return rule.percent === null ? { field: 'percent', code: 'validation.required' } : null
    case 'EARLY_BOOKING':
    case 'LAST_MINUTE':
      if (rule.days === null) return { field: 'days', code: 'validation.required' }
      return rule.percent === null ? { field: 'percent', code: 'validation.required' } : null
  }
}
