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

/** `12. 3. 2027` (cs) / `12 Mar 2027` (en) / `12.03.2027` (de) from a local date. */
export function formatDate(date: string, language: Language): string {
  const [y, m, d] = date.split('-').map(Number)
  return DATES[language].format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)))
}
