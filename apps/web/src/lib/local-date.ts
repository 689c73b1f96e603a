/** `YYYY-MM-DD` calendar dates without a time zone; the web app's date math lives here. */
export type LocalDate = string

const DAY_MS = 86_400_000
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/

function toUtcMs(date: LocalDate): number {
  const [y, m, d] = date.split('-').map(Number)
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)
}

function fromUtcMs(ms: number): LocalDate {
  return new Date(ms).toISOString().slice(0, 10)
}

export function isLocalDate(value: unknown): value is LocalDate {
  return typeof value === 'string' && ISO.test(value) && fromUtcMs(toUtcMs(value)) === value
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS)
}

/** Whole days from `since` to `till` (the nights of a stay `[since, till)`). */
export function daysBetween(since: LocalDate, till: LocalDate): number {
  return Math.round((toUtcMs(till) - toUtcMs(since)) / DAY_MS)
}

/** `count` consecutive dates starting at `from`. */
export function dateRange(from: LocalDate, count: number): LocalDate[] {
  return Array.from({ length: Math.max(count, 0) }, (_, i) => addDays(from, i))
}

/** The same day `months` later, clamped to the month's end (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number)
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return `${year}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** 0 = Monday … 6 = Sunday (the week starts on Monday in Czechia). */
export function weekdayIndex(date: LocalDate): number {
  return (new Date(toUtcMs(date)).getUTCDay() + 6) % 7
}

export function isWeekend(date: LocalDate): boolean {
  return weekdayIndex(date) >= 5
}

/** Today where the workspace is (Europe/Prague unless told), as a local date. */
export function todayIn(timeZone = 'Europe/Prague', now = new Date()): LocalDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

const SHORT_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

function build(year: number, month: number, day: number): LocalDate | null {
  const date = `${year}-${pad(month)}-${pad(day)}`
  return isLocalDate(date) ? date : null
}

/**
 * What people type into a date field: `12.3.2027`, `12. 3. 2027`, `12. 3.` (this year), `2027-03-12`,
 * `12/03/2027` or `12 Mar 2027`; null when it is not a real date.
 */
export function parseTypedDate(text: string, thisYear = new Date().getFullYear()): LocalDate | null {
  const value = text.trim().toLowerCase()
  if (ISO.test(value)) return isLocalDate(value) ? value : null
  const dotted = /^(\d{1,2})\s*[./]\s*(\d{1,2})\s*[./]?\s*(\d{4})?$/.exec(value)
  if (dotted) return build(dotted[3] ? Number(dotted[3]) : thisYear, Number(dotted[2]), Number(dotted[1]))
  const named = /^(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{4})$/.exec(value)
  if (named) {
    const month = SHORT_MONTHS.indexOf(named[2] ?? '') + 1
    return month > 0 ? build(Number(named[3]), month, Number(named[1])) : null
  }
  return null
}

/** Whether an instant (ISO) fell on today's date in the time zone; false for null. */
export function isTodayIn(instant: string | null, timeZone = 'Europe/Prague', now = new Date()): boolean {
  return instant !== null && todayIn(timeZone, new Date(instant)) === todayIn(timeZone, now)
}
