import type { GuestLanguage } from '../i18n/language.ts'

// cs and en for everything; German for what guests read (their e-mails). A staff Language is a GuestLanguage.
type Language = GuestLanguage

const LOCALES: Record<Language, string> = { cs: 'cs-CZ', en: 'en-GB', de: 'de-DE' }

// Creating an Intl formatter costs far more than formatting with one (an invoice PDF formats dozens of
// amounts): one formatter per locale and currency, made on first use.
const EN_NUMBER = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const CURRENCIES: Record<'cs' | 'de', Map<string, Intl.NumberFormat>> = { cs: new Map(), de: new Map() }
const DATES: Record<Language, Intl.DateTimeFormat> = {
  cs: new Intl.DateTimeFormat(LOCALES.cs, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat(LOCALES.en, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  de: new Intl.DateTimeFormat(LOCALES.de, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
}

/** `1 234,50 Kč` (cs) / `CZK 1,234.50` (en) / `1.234,50 CZK` (de) from minor units; for e-mails and PDFs. */
export function formatMoney(minor: number, currency: string, language: Language): string {
  const value = minor / 100
  if (language === 'en') return `${currency} ${EN_NUMBER.format(value)}`
  const formats = CURRENCIES[language]
  let format = formats.get(currency)
  if (!format) {
    // throws for an invalid currency code before anything is cached, as before
    format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency })
    formats.set(currency, format)
  }
  return format.format(value)
}

const RATES = new Map<Language, Intl.NumberFormat>()

/** An exchange rate with its three decimals: `24,635` (cs, de) / `24.635` (en). */
export function formatRate(value: number, language: Language): string {
  let format = RATES.get(language)
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 3, maximumFractionDigits: 3 })
    RATES.set(language, format)
  }
  return format.format(value)
}

/** `12. 3. 2027` (cs) / `12 Mar 2027` (en) / `12.03.2027` (de) from a local date. */
export function formatDate(date: string, language: Language): string {
  const [y, m, d] = date.split('-').map(Number)
  return DATES[language].format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)))
}

const DAYS_OF_WEEK = new Map<Language, Intl.DateTimeFormat>()

/**
 * A date with its weekday, as a sentence names the day: `12. 3. 2027 (pátek)` (Czech cannot put a
 * weekday after a preposition without declining it, so it goes in brackets), `Friday 12 March 2027`,
 * `Freitag, 12. März 2027`.
 */
export function formatDayOfWeek(date: string, language: Language): string {
  let format = DAYS_OF_WEEK.get(language)
  if (!format) {
    const month = language === 'cs' ? 'numeric' : 'long'
    format = new Intl.DateTimeFormat(LOCALES[language], {
      weekday: 'long',
      day: 'numeric',
      month,
      year: 'numeric',
      timeZone: 'UTC',
    })
    DAYS_OF_WEEK.set(language, format)
  }
  const parts = format.formatToParts(new Date(`${date}T00:00:00Z`))
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? ''
  const day = parts
    .filter((part) => part.type !== 'weekday')
    .map((part) => part.value)
    .join('')
    .replace(/^[\s,]+/, '')
  if (language === 'cs') return `${day} (${weekday})`
  return language === 'de' ? `${weekday}, ${day}` : `${weekday} ${day}`
}

const NIGHTS: Record<Language, Partial<Record<Intl.LDMLPluralRule, string>>> = {
  cs: { one: 'noc', few: 'noci', many: 'noci', other: 'nocí' },
  en: { one: 'night', other: 'nights' },
  de: { one: 'Nacht', other: 'Nächte' },
}
const PLURALS = new Map<Language, Intl.PluralRules>()

/** `1 noc`, `3 noci`, `5 nocí` / `3 nights` / `3 Nächte`. */
export function nightsText(nights: number, language: Language): string {
  let rules = PLURALS.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(LOCALES[language])
    PLURALS.set(language, rules)
  }
  const forms = NIGHTS[language]
  return `${nights} ${forms[rules.select(nights)] ?? forms.other}`
}
