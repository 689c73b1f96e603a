import type { LocalDate } from '../../lib/local-date.ts'
import { joinContentLines, textProperty, valueProperty } from './content-lines.ts'

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
 * A room's calendar for the portals to import (RFC 5545): one all-day event per period,
 * `DTSTART;VALUE=DATE` and an exclusive `DTEND;VALUE=DATE`, the caller's UID, CRLF line ends and
 * lines folded at 75 octets. Every text value is escaped (content-lines.ts), so a name holding a line
 * break cannot add lines of its own. All-day events are what the standard and the portals' own feeds
 * use; the importer side handles date-time ones too (feed-parse.ts).
 */
export function buildFeed(input: BuildFeedInput): string {
  const stamp = utcDateTime(input.stamp ?? new Date())
  const lines = [
    'BEGIN:VCALENDAR',
    valueProperty('VERSION', '2.0'),
    textProperty('PRODID', `-${input.prodId ?? '//Innkeep//Innkeep Calendar//CS'}`),
    valueProperty('METHOD', 'PUBLISH'),
    // NAME is RFC 7986's; X-WR-CALNAME is what Google, Apple and Outlook read
    textProperty('NAME', input.name),
    textProperty('X-WR-CALNAME', input.name),
  ]
  for (const event of input.events) lines.push(...eventLines(event, stamp))
  lines.push('END:VCALENDAR')
  return joinContentLines(lines)
}

function eventLines(event: ExportEvent, stamp: string): string[] {
  if (!event.uid.trim()) throw new RangeError('an exported event needs a UID')
  if (!DATE.test(event.since) || !DATE.test(event.till) || event.till <= event.since)
    throw new RangeError(`the event ${event.uid} needs dates since < till, as YYYY-MM-DD`)
  // the dates are written as the dates they are, whatever the server's time zone
  return [
    'BEGIN:VEVENT',
    textProperty('UID', event.uid),
    valueProperty('SEQUENCE', '0'),
    valueProperty('DTSTAMP', stamp),
    valueProperty('DTSTART;VALUE=DATE', event.since.replaceAll('-', '')),
    valueProperty('DTEND;VALUE=DATE', event.till.replaceAll('-', '')),
    // as ical-generator wrote them, the feed's earlier writer: importers that read them still do
    valueProperty('X-MICROSOFT-CDO-ALLDAYEVENT', 'TRUE'),
    valueProperty('X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT', 'TRUE'),
    textProperty('SUMMARY', event.summary),
    'END:VEVENT',
  ]
}

/** `20261125T100000Z` (RFC 5545 §3.3.5, form 2: UTC). */
function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}
