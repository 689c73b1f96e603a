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
