import type ICAL from 'ical.js'
import { addDays, type LocalDate, todayIn } from '../../lib/local-date.ts'

/** The nights an event takes: `[since, till)`, at least one. */
export interface StayDates {
  since: LocalDate
  till: LocalDate
}

/** A recurring event's occurrence inside the window, its key and the component it reads from. */
export interface Occurrence extends StayDates {
  /** The occurrence's RECURRENCE-ID as written in iCalendar (`20250301`, `20250301T150000Z`). */
  recurrenceId: string
  cancelled: boolean
  summary: string
}

export interface OccurrenceWindow extends StayDates {
  /** Iterations left for the whole feed; spent here, so one endless rule cannot stall the job. */
  budget: { steps: number }
  timeZone: string
}

/**
 * The date a start or end falls on. A DATE is that date; a date-time with TZID or floating is read
 * on its own wall clock (the portal's time zone), and a UTC one in `timeZone` (the house's).
 */
export function dateOf(time: ICAL.Time, timeZone: string): LocalDate {
  const utc = !time.isDate && time.zone?.tzid === 'UTC'
  const date = utc
    ? todayIn(timeZone, time.toJSDate())
    : `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`
  if (!isRealDate(date)) throw new Error(`${time.toString()} is not a date`)
  return date
}

/**
 * An event's nights: from the start's date to the end's date, exclusive as DTEND is. A date-time
 * end keeps its date (a stay ending at 10:00 on the 5th frees the 5th); an event that ends on the
 * day it starts, or before, takes that one day.
 */
export function stayDates(start: ICAL.Time, end: ICAL.Time | null, timeZone: string): StayDates {
  const since = dateOf(start, timeZone)
  const endDate = end ? dateOf(end, timeZone) : since
  return { since, till: endDate > since ? endDate : addDays(since, 1) }
}

/**
 * The occurrences of a recurring event (RRULE/RDATE, minus EXDATE, with RECURRENCE-ID overrides
 * related to it) whose nights touch the window. Throws when the budget runs out first.
 */
export function occurrencesIn(event: ICAL.Event, window: OccurrenceWindow): Occurrence[] {
  const found: Occurrence[] = []
  const expansion = event.iterator()
  for (let next = expansion.next(); next; next = expansion.next()) {
    if (--window.budget.steps < 0) throw new Error('it repeats too often to expand')
    // occurrences come in the order of their original start; an override may have moved one
    if (dateOf(next, window.timeZone) >= window.till) break
    const details = event.getOccurrenceDetails(next)
    const dates = stayDates(details.startDate, details.endDate, window.timeZone)
    if (dates.till <= window.since || dates.since >= window.till) continue
    found.push({
      ...dates,
      recurrenceId: next.toICALString(),
      cancelled: isCancelled(details.item.component),
      summary: details.item.summary ?? '',
    })
  }
  return found
}

export function isCancelled(component: ICAL.Component): boolean {
  return String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED'
}

function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  const parsed = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date)
}
