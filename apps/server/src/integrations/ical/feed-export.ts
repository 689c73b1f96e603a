import ical, { ICalCalendarMethod } from 'ical-generator'
import type { LocalDate } from '../../lib/local-date.ts'

/** One unavailable period of the room: the nights `[since, till)`. */
export interface ExportEvent {
  /** Stable per reservation or block, so a portal updates the event instead of adding another. */
  uid: string
  since: LocalDate
  till: LocalDate
  /** Shown in the portal's calendar: a neutral word, never a guest's name or contact. */
  summary: string
}

export interface BuildFeedInput {
  /** The calendar's name (X-WR-CALNAME), e.g. the room's. */
  name: string
  /** `//company//product//LANG`; iCalendar's leading `-` is added. */
  prodId?: string
  events: ExportEvent[]
  /** DTSTAMP of every event; default now. */
  stamp?: Date
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * A room's calendar for the portals to import (RFC 5545, written by `ical-generator`): one all-day
 * event per period, `DTSTART;VALUE=DATE` and an exclusive `DTEND;VALUE=DATE`, the caller's UID,
 * CRLF line ends and lines folded at 75 octets. All-day events are what the standard and the
 * portals' own feeds use; the importer side handles date-time ones too (feed-parse.ts).
 */
export function buildFeed(input: BuildFeedInput): string {
  const calendar = ical({
    name: input.name,
    prodId: input.prodId ?? '//Innkeep//Innkeep Calendar//CS',
    method: ICalCalendarMethod.PUBLISH,
  })
  const stamp = input.stamp ?? new Date()
  for (const event of input.events) {
    if (!event.uid.trim()) throw new RangeError('an exported event needs a UID')
    if (!DATE.test(event.since) || !DATE.test(event.till) || event.till <= event.since)
      throw new RangeError(`the event ${event.uid} needs dates since < till, as YYYY-MM-DD`)
    // date strings are read as UTC midnight and written as that date, whatever the server's zone
    calendar.createEvent({
      id: event.uid,
      start: event.since,
      end: event.till,
      allDay: true,
      summary: event.summary,
      stamp,
    })
  }
  // every content line ends with CRLF (RFC 5545 3.1), the last one too
  const text = calendar.toString()
  return text.endsWith('\r\n') ? text : `${text}\r\n`
}
