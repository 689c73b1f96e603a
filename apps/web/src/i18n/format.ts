import type { GuestLanguage } from './instance.ts'

// the staff app's cs and en, and the guest pages' German (a Language is a GuestLanguage)
type Language = GuestLanguage

/** The locale each UI language formats in. */
export const LOCALES: Record<Language, string> = { cs: 'cs-CZ', en: 'en-GB', de: 'de-DE' }

/** How each language writes a date's day and month: cs `12. 3.`, en `12 Mar`, de `12.03.` */
const DAY_MONTH: Record<Language, Intl.DateTimeFormatOptions> = {
  cs: { day: 'numeric', month: 'numeric' },
  en: { day: 'numeric', month: 'short' },
  de: { day: '2-digit', month: '2-digit' },
}
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export const DEFAULT_TIME_ZONE = 'Europe/Prague'

/** `2027-03-12` or an instant → cs `12. 3. 2027`, en `12 Mar 2027`, de `12.03.2027`; a local date never shifts by time zone. */
export function formatDate(value: string | Date, language: Language, timeZone = DEFAULT_TIME_ZONE): string {
  const local = typeof value === 'string' ? LOCAL_DATE.exec(value) : null
  const date = local ? new Date(Date.UTC(Number(local[1]), Number(local[2]) - 1, Number(local[3]))) : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(LOCALES[language], {
    ...DAY_MONTH[language],
    year: 'numeric',
    timeZone: local ? 'UTC' : timeZone,
  }).format(date)
}

/** An instant with its time of day in the workspace time zone: `12. 3. 2027 14:05`. */
export function formatDateTime(value: string | Date, language: Language, timeZone = DEFAULT_TIME_ZONE): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const time = new Intl.DateTimeFormat(LOCALES[language], { hour: '2-digit', minute: '2-digit', timeZone }).format(date)
  return `${formatDate(date, language, timeZone)} ${time}`
}

/** Money in minor units (haléř, cent) → cs `1 234,50 Kč`, en `CZK 1,234.50`, de `1.234,50 CZK` (`1.234,50 €`). */
export function formatMoney(amountMinor: number, currency: string, language: Language): string {
  const format = new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    currencyDisplay: language === 'en' ? 'code' : 'symbol',
  })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(amountMinor / 10 ** digits)
}

/** An exchange rate with its three decimals, as the language writes a number: cs `24,280`, en `24.280`. */
export function formatRate(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(value)
}

function localUtc(date: string): Date {
  const local = LOCAL_DATE.exec(date)
  return local ? new Date(Date.UTC(Number(local[1]), Number(local[2]) - 1, Number(local[3]))) : new Date(Number.NaN)
}

/** A local date without the year, for timeline headers: cs `12. 3.`, en `12 Mar`, de `12.03.` */
export function formatDayMonth(date: string, language: Language): string {
  const value = localUtc(date)
  if (Number.isNaN(value.getTime())) return ''
  return new Intl.DateTimeFormat(LOCALES[language], { ...DAY_MONTH[language], timeZone: 'UTC' }).format(value)
}

/** The short weekday of a local date: cs `po`, en `Mon`. */
export function formatWeekday(date: string, language: Language): string {
  const value = localUtc(date)
  if (Number.isNaN(value.getTime())) return ''
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'short', timeZone: 'UTC' }).format(value)
}

/** Month and year of a local date: cs `listopad 2026`, en `November 2026`. */
export function formatMonthYear(date: string, language: Language): string {
  const value = localUtc(date)
  if (Number.isNaN(value.getTime())) return ''
  const text = new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    value,
  )
  return text.charAt(0).toLocaleUpperCase(LOCALES[language]) + text.slice(1)
}

/** The time of day of an instant in the workspace time zone: `14:05`. */
export function formatTime(value: string | Date, language: Language, timeZone = DEFAULT_TIME_ZONE): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(LOCALES[language], { hour: '2-digit', minute: '2-digit', timeZone }).format(date)
}

/** The short month name of a local date: cs `pro`, en `Dec`. */
export function formatMonthShort(date: string, language: Language): string {
  const value = localUtc(date)
  if (Number.isNaN(value.getTime())) return ''
  return new Intl.DateTimeFormat(LOCALES[language], { month: 'short', timeZone: 'UTC' }).format(value)
}
