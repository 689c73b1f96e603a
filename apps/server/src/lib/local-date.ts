/** `YYYY-MM-DD` calendar dates without a time zone; all date math of the server lives here. */
export type LocalDate = string

const DAY_MS = 86_400_000

function toUtcMs(date: LocalDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))
}

export function fromUtcMs(ms: number): LocalDate {
  return new Date(ms).toISOString().slice(0, 10)
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS)
}

/** Whole days from `since` to `till` (the nights of a stay `[since, till)`). */
export function daysBetween(since: LocalDate, till: LocalDate): number {
  return Math.round((toUtcMs(till) - toUtcMs(since)) / DAY_MS)
}

/** The first day of the date's month: `2026-11-25` → `2026-11-01`. */
export function firstOfMonth(date: LocalDate): LocalDate {
  return `${date.slice(0, 7)}-01`
}

/** The first day of the month after the date's: `2026-12-25` → `2027-01-01`. */
export function firstOfNextMonth(date: LocalDate): LocalDate {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}

/** Every date of `[since, till)`. */
export function eachDate(since: LocalDate, till: LocalDate): LocalDate[] {
  const out: LocalDate[] = []
  for (let d = since; d < till; d = addDays(d, 1)) out.push(d)
  return out
}

/** Today in a time zone (the workspace's), as a local date. */
export function todayIn(timeZone: string, now = new Date()): LocalDate {
  let format = dateFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dateFormats.set(timeZone, format)
  }
  return format.format(now)
}

// building a formatter costs far more than using one; there are a handful of time zones
const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** The same day `months` later (or earlier), the month's last day where it has fewer: `2026-03-31` − 1 → `2026-02-28`. */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const total = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months
  const year = Math.floor(total / 12)
  const month = total - year * 12
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(Number(date.slice(8, 10)), lastDay)
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: LocalDate): number {
  const day = new Date(toUtcMs(date)).getUTCDay()
  return day === 0 ? 7 : day
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>()

/** How far a time zone's wall clock is ahead of UTC at an instant, in ms (Prague: 1 h in winter, 2 h in summer). */
function offsetAt(timeZone: string, ms: number): number {
  let format = offsetFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    offsetFormats.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]))
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
  return wall - Math.floor(ms / 1000) * 1000
}

/**
 * The instant a time zone's clock shows `hour`:00 on a date, across daylight-saving changes: 9:00 in
 * Prague is 8:00 UTC in winter and 7:00 UTC in summer. An hour the clock skips (2:00 on the spring
 * change) is the hour after it.
 */
export function instantAt(date: LocalDate, hour: number, timeZone: string): Date {
  const wall = toUtcMs(date) + hour * 3_600_000
  const first = wall - offsetAt(timeZone, wall)
  const second = wall - offsetAt(timeZone, first)
  return new Date(second)
}
