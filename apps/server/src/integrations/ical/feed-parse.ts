import { createHash } from 'node:crypto'
import ICAL from 'ical.js'
import { addDays, type LocalDate, todayIn } from '../../lib/local-date.ts'
import { isCancelled, type OccurrenceWindow, occurrencesIn, type StayDates, stayDates } from './feed-occurrences.ts'

export type FeedEventKind = 'BLOCK' | 'BOOKING'

/** One unavailable period of a channel's calendar: the nights `[since, till)`. */
export interface FeedEvent {
  /** Stable per event of the feed: the import keys events by (feed, uid). */
  uid: string
  since: LocalDate
  till: LocalDate
  summary: string
  kind: FeedEventKind
}

/** The feed is not an iCalendar file we can read; the message says why, for the room's settings. */
export class FeedParseError extends Error {
  override name = 'FeedParseError'
}

export interface ParseFeedOptions {
  /** The house's time zone: a UTC date-time falls on its date there. Default Europe/Prague. */
  timeZone?: string
  /** First day of the window recurring events are expanded over; default today in `timeZone`. */
  today?: LocalDate
  /** Length of that window in days; default two years. */
  horizonDays?: number
  /** More events than this (before or after expanding recurrences) refuses the feed; default 5000. */
  maxEvents?: number
}

// Airbnb "Airbnb (Not available)", Booking.com "CLOSED - Not available", Vrbo "Blocked", Czech PMS wording
const BLOCK_SUMMARY = /\b(not available|unavailable|block(ed)?|closed)\b|nedostupn|blokov|zavřen/i
const MAX_EXPANSION_STEPS = 20_000

/** BLOCK for a closed or blocked period, BOOKING for anything else ("Reserved", a guest's name, nothing). */
export function kindOfSummary(summary: string): FeedEventKind {
  return BLOCK_SUMMARY.test(summary) ? 'BLOCK' : 'BOOKING'
}

/**
 * Reads a channel's iCal feed into unavailable periods. All-day and date-time events alike become
 * dates (feed-occurrences.ts says how); events marked `STATUS:CANCELLED` are left out; an event
 * without a UID gets one made from its dates and summary. Recurring events are expanded over a
 * window (today + two years by default), each occurrence keyed `{UID}#{RECURRENCE-ID}`: portals do
 * not send them, but a PMS or a shared Google calendar may, and ignoring one would leave its dates
 * bookable. Throws FeedParseError with a readable message for anything it cannot read.
 */
export function parseFeed(text: string, options: ParseFeedOptions = {}): { events: FeedEvent[] } {
  const timeZone = options.timeZone ?? 'Europe/Prague'
  const maxEvents = options.maxEvents ?? 5000
  const today = options.today ?? todayIn(timeZone)
  const window: OccurrenceWindow = {
    since: today,
    till: addDays(today, options.horizonDays ?? 730),
    timeZone,
    budget: { steps: MAX_EXPANSION_STEPS },
  }
  const found: FeedEvent[] = []
  for (const [uid, group] of groupByUid(readEvents(text, maxEvents))) {
    found.push(...eventsOfGroup(uid, group, window))
  }
  const unique = new Map<string, FeedEvent>()
  for (const event of found) if (!unique.has(event.uid)) unique.set(event.uid, event)
  if (unique.size > maxEvents) throw new FeedParseError(`The feed has more than ${maxEvents} events.`)
  const events = [...unique.values()].sort((a, b) => a.since.localeCompare(b.since) || a.uid.localeCompare(b.uid))
  return { events }
}

function readEvents(text: string, maxEvents: number): ICAL.Component[] {
  const body = text.replace(/^\uFEFF/, '').trimStart()
  if (!/^BEGIN:VCALENDAR[ \t]*(\r?\n|$)/i.test(body))
    throw new FeedParseError('The feed is not an iCalendar file: it does not begin with BEGIN:VCALENDAR.')
  // counted before parsing, so a huge feed is refused before it costs anything
  if ((body.match(/^BEGIN:VEVENT\s*$/gim)?.length ?? 0) > maxEvents)
    throw new FeedParseError(`The feed has more than ${maxEvents} events.`)
  let parsed: unknown[]
  try {
    parsed = ICAL.parse(body)
  } catch (error) {
    throw new FeedParseError(`The feed is not valid iCalendar: ${shortMessage(error)}`)
  }
  const roots = typeof parsed[0] === 'string' ? [parsed] : parsed
  return roots.flatMap((root) => {
    const calendar = new ICAL.Component(repairDates(root as unknown[]))
    return calendar.name === 'vcalendar' ? calendar.getAllSubcomponents('vevent') : []
  })
}

interface UidGroup {
  masters: ICAL.Component[]
  /** Overrides of single occurrences (with RECURRENCE-ID). */
  exceptions: ICAL.Component[]
}

function groupByUid(components: ICAL.Component[]): Map<string | null, UidGroup> {
  const groups = new Map<string | null, UidGroup>()
  for (const component of components) {
    const uid = String(component.getFirstPropertyValue('uid') ?? '').trim() || null
    const group = groups.get(uid) ?? { masters: [], exceptions: [] }
    groups.set(uid, group)
    if (component.hasProperty('recurrence-id')) group.exceptions.push(component)
    else group.masters.push(component)
  }
  return groups
}

function eventsOfGroup(uid: string | null, group: UidGroup, window: OccurrenceWindow): FeedEvent[] {
  // several events under one UID (a careless exporter): each keeps its dates, told apart by them
  const shared = group.masters.length > 1
  const events: FeedEvent[] = []
  let recurring = false
  for (const master of group.masters) {
    if (isCancelled(master)) continue
    const summary = summaryOf(master)
    const dates = readDates(master, uid, window.timeZone)
    const key = uid === null ? synthesizedUid(dates, summary) : shared ? `${uid}#${dates.since}/${dates.till}` : uid
    if (!master.hasProperty('rrule') && !master.hasProperty('rdate')) {
      events.push(feedEvent(key, dates, summary))
      continue
    }
    recurring = true
    events.push(...expand(key, master, uid === null ? [] : group.exceptions, window))
  }
  if (recurring) return events
  // overrides without a recurring event to belong to still say their dates are taken
  for (const exception of group.exceptions) {
    if (isCancelled(exception)) continue
    const summary = summaryOf(exception)
    const dates = readDates(exception, uid, window.timeZone)
    const recurrenceId = exception.getFirstProperty('recurrence-id')?.toICALString().split(':').pop()
    events.push(feedEvent(uid === null ? synthesizedUid(dates, summary) : `${uid}#${recurrenceId}`, dates, summary))
  }
  return events
}

function expand(
  uid: string,
  master: ICAL.Component,
  exceptions: ICAL.Component[],
  window: OccurrenceWindow,
): FeedEvent[] {
  try {
    const occurrences = occurrencesIn(new ICAL.Event(master, { exceptions }), window)
    return occurrences
      .filter((occurrence) => !occurrence.cancelled)
      .map((occurrence) => feedEvent(`${uid}#${occurrence.recurrenceId}`, occurrence, occurrence.summary))
  } catch (error) {
    throw new FeedParseError(`The event ${uid} cannot be read: ${shortMessage(error)}`)
  }
}

function readDates(component: ICAL.Component, uid: string | null, timeZone: string): StayDates {
  const name = uid === null ? 'An event without a UID' : `The event ${uid}`
  try {
    const event = new ICAL.Event(component, { exceptions: [] })
    if (!component.hasProperty('dtstart')) throw new Error('it has no start (DTSTART)')
    return stayDates(event.startDate, event.endDate, timeZone)
  } catch (error) {
    throw new FeedParseError(`${name} cannot be read: ${shortMessage(error)}`)
  }
}

function feedEvent(uid: string, dates: StayDates, summary: string): FeedEvent {
  return { uid, since: dates.since, till: dates.till, summary, kind: kindOfSummary(summary) }
}

function summaryOf(component: ICAL.Component): string {
  return String(component.getFirstPropertyValue('summary') ?? '').trim()
}

function synthesizedUid(dates: StayDates, summary: string): string {
  const hash = createHash('sha256').update(`${dates.since}|${dates.till}|${summary}`).digest('hex')
  return `innkeep-${hash.slice(0, 32)}`
}

const DATE_PROPERTIES = new Set(['dtstart', 'dtend', 'recurrence-id', 'exdate', 'rdate'])

/** `DTSTART:20250301` (a date without VALUE=DATE, as some exporters write it) is read as the date it is. */
function repairDates(component: unknown[]): unknown[] {
  const [, properties, children] = component as [string, unknown[][], unknown[][]]
  for (const property of properties ?? []) {
    if (!DATE_PROPERTIES.has(String(property[0])) || property[2] !== 'date-time') continue
    const values = property.slice(3)
    if (!values.every((value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T::$/.test(value))) continue
    property.splice(2, property.length - 2, 'date', ...values.map((value) => String(value).slice(0, 10)))
  }
  for (const child of children ?? []) repairDates(child)
  return component
}

function shortMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.length > 200 ? `${message.slice(0, 200)}…` : message
}
