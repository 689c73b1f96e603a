import type { DayRule } from '@innkeep/contract'
import { addDays, daysBetween, daysInMonth, type LocalDate, weekdayIndex } from '../../lib/local-date.ts'

/**
 * What the calendar knows of one night: free rooms of the group and the lowest price (get-calendar-info),
 * or, once a room is chosen, 1 or 0 for that room (get-blocked-days) and no price. The stay rules of
 * the day (issue 29), when it has any: guests cannot arrive or leave that day, an arrival that day
 * must stay `minNights` to `maxNights` (the group calendar knows arrivals and the minimum only).
 * Asked for a party, the group calendar also says how few of the rooms free that night take it all
 * (`roomsForParty`: 1 one room, 2 two together, 0 not even all of them).
 */
export interface NightInfo {
  date: LocalDate
  freeUnits: number
  lowestPrice: number | null
  noArrival?: boolean
  noDeparture?: boolean
  minNights?: number
  maxNights?: number | null
  roomsForParty?: number
}

export type Nights = ReadonlyMap<LocalDate, NightInfo>

/** The stay being picked: arrival first, then departure (the morning after the last night). */
export interface StayRange {
  since: LocalDate | null
  till: LocalDate | null
}

export const EMPTY_RANGE: StayRange = { since: null, till: null }

/** How far ahead the calendar goes, in months from this one. */
export const MONTHS_AHEAD = 18

export interface YearMonth {
  year: number
  month: number
}

const pad = (n: number) => String(n).padStart(2, '0')

export function monthOf(date: LocalDate): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) }
}

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month)
}

/** The weeks of a month, Monday first; days of the neighbouring months are null. */
export function monthGrid({ year, month }: YearMonth): (LocalDate | null)[][] {
  const first = `${year}-${pad(month)}-01`
  const cells: (LocalDate | null)[] = Array.from({ length: weekdayIndex(first) }, () => null)
  for (let day = 0; day < daysInMonth(year, month); day++) cells.push(addDays(first, day))
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (LocalDate | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/** A night a stay may start on: not past, known and at least one room free. */
export function isFreeNight(date: LocalDate, nights: Nights, today: LocalDate): boolean {
  return date >= today && (nights.get(date)?.freeUnits ?? 0) > 0
}

/** Every night of `[since, till)` has a free room (a night not loaded counts as not free). */
export function nightsFree(since: LocalDate, till: LocalDate, nights: Nights, today: LocalDate): boolean {
  return till > since && firstTakenNight(since, till, nights, today) === null
}

/** Waiting for the departure: an arrival is picked, the departure not yet. */
export function pickingDeparture(range: StayRange): range is { since: LocalDate; till: null } {
  return range.since !== null && range.till === null
}

/** A night with free rooms, none of which (not even all of them together) take the party asked for. */
export function tooFullForParty(date: LocalDate, nights: Nights): boolean {
  return nights.get(date)?.roomsForParty === 0
}

/**
 * The first night of `[since, till)` without a free room (or not loaded yet), or whose free rooms do
 * not take the party; null when all are free.
 */
export function firstTakenNight(since: LocalDate, till: LocalDate, nights: Nights, today: LocalDate): LocalDate | null {
  for (let date = since; date < till; date = addDays(date, 1)) {
    if (!isFreeNight(date, nights, today) || tooFullForParty(date, nights)) return date
  }
  return null
}

/**
 * Why a day is refused: no arrival or departure that day, a stay too short or too long (the stay
 * rules), or an arrival on a night whose free rooms cannot take the party (`party`).
 */
export type RuleRefusal =
  | { reason: 'noArrival' | 'noDeparture' | 'party' }
  | { reason: 'minNights' | 'maxNights'; nights: number }

/** Some day known has a stay rule (the legend explains the greyed days then). */
export function hasRules(nights: Nights): boolean {
  for (const night of nights.values())
    if (night.noArrival || night.noDeparture || (night.minNights ?? 1) > 1 || (night.maxNights ?? null) !== null)
      return true
  return false
}

/** What the rules ask of a stay arriving on `date`: the shortest and the longest (null: any). */
export function arrivalLimits(date: LocalDate, nights: Nights): { minNights: number; maxNights: number | null } {
  const day = nights.get(date)
  return { minNights: day?.minNights ?? 1, maxNights: day?.maxNights ?? null }
}

/** A departure on `till` for the arrival `since` the rules refuse: too short, too long, or no departure that day. */
export function departureRefusal(since: LocalDate, till: LocalDate, nights: Nights): RuleRefusal | null {
  const { minNights, maxNights } = arrivalLimits(since, nights)
  const length = daysBetween(since, till)
  if (length < minNights) return { reason: 'minNights', nights: minNights }
  if (maxNights !== null && length > maxNights) return { reason: 'maxNights', nights: maxNights }
  return nights.get(till)?.noDeparture ? { reason: 'noDeparture' } : null
}

/**
 * A tap on `date` the rules refuse: an arrival on a closed day or on a night too full for the party,
 * or a departure that breaks the arrival's rules.
 */
export function ruleRefusal(date: LocalDate, range: StayRange, nights: Nights): RuleRefusal | null {
  if (pickingDeparture(range) && date > range.since) return departureRefusal(range.since, date, nights)
  if (nights.get(date)?.noArrival) return { reason: 'noArrival' }
  return tooFullForParty(date, nights) ? { reason: 'party' } : null
}

/**
 * A day the guest may tap: the arrival of a new stay on a free night the rules let guests arrive, or,
 * once an arrival is picked, any later day the rules let them leave (a departure, or a refusal that
 * says which night is taken).
 */
export function canPick(date: LocalDate, range: StayRange, nights: Nights, today: LocalDate): boolean {
  if (date < today || ruleRefusal(date, range, nights)) return false
  if (pickingDeparture(range) && date > range.since) return true
  return isFreeNight(date, nights, today)
}

/** What a tap did: the range now, and the taken night when the tap asked for a stay across one. */
export interface PickResult {
  range: StayRange
  takenNight: LocalDate | null
}

/**
 * One tap on the calendar. The first tap picks the arrival; a later day picks the departure when
 * every night between is free (the departure day itself may be full: nobody sleeps there that
 * night). A later day across a taken night is refused, naming the night, and the arrival stays. A
 * tap on an earlier day (or on any free day once a stay is picked) starts a new stay; a tap on a day
 * that can be neither leaves the range as it is.
 */
export function pickDay(range: StayRange, date: LocalDate, nights: Nights, today: LocalDate): PickResult {
  if (!canPick(date, range, nights, today)) return { range, takenNight: null }
  if (pickingDeparture(range) && date > range.since) {
    const takenNight = firstTakenNight(range.since, date, nights, today)
    return takenNight ? { range, takenNight } : { range: { since: range.since, till: date }, takenNight: null }
  }
  return { range: { since: date, till: null }, takenNight: null }
}

export type DayRole = 'since' | 'till' | 'inside' | null

/** How a day takes part in the picked range (for highlighting). */
export function dayRole(date: LocalDate, range: StayRange): DayRole {
  if (date === range.since) return 'since'
  if (date === range.till) return 'till'
  if (range.since && range.till && date > range.since && date < range.till) return 'inside'
  return null
}

/** Nights of the month as a lookup, merged into what is already known. */
export function mergeNights(known: Nights, days: readonly NightInfo[]): Map<LocalDate, NightInfo> {
  const next = new Map(known)
  for (const day of days) next.set(day.date, day)
  return next
}

/** The months from `from` to `to`, both included. */
export function monthsBetween(from: YearMonth, to: YearMonth): YearMonth[] {
  const months: YearMonth[] = []
  for (let month = from; compareMonths(month, to) <= 0; month = shiftMonth(month, 1)) months.push(month)
  return months
}

/** One room's month as nights: free unless blocked (taken or past), without a price, with the days' stay rules. */
export function roomNights(
  month: YearMonth,
  blocked: readonly LocalDate[],
  rules: readonly DayRule[] = [],
): NightInfo[] {
  const taken = new Set(blocked)
  const ruled = new Map(rules.map(({ date, ...rule }) => [date, rule]))
  const first = `${month.year}-${pad(month.month)}-01`
  return Array.from({ length: daysInMonth(month.year, month.month) }, (_, day) => {
    const date = addDays(first, day)
    return { date, freeUnits: taken.has(date) ? 0 : 1, lowestPrice: null, ...ruled.get(date) }
  })
}
