import type { Language } from '../i18n/language.ts'

const LOCALES: Record<Language, string> = { cs: 'cs-CZ', en: 'en-GB' }

// Creating an Intl formatter costs far more than formatting with one (an invoice PDF formats dozens of
// amounts): one formatter per locale and currency, made on first use.
const EN_NUMBER = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const CS_CURRENCY = new Map<string, Intl.NumberFormat>()
const DATES: Record<Language, Intl.DateTimeFormat> = {
  cs: new Intl.DateTimeFormat(LOCALES.cs, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat(LOCALES.en, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
}

/** `1 234,50 Kč` (cs) / `CZK 1,234.50` (en) from minor units; for e-mails and PDFs. */
export function formatMoney(minor: number, currency: string, language: Language): string {
  const value = minor / 100
  if (language === 'en') return `${currency} ${EN_NUMBER.format(value)}`
  let format = CS_CURRENCY.get(currency)
  if (!format) {
    // throws for an invalid currency code before anything is cached, as before
    format = new Intl.NumberFormat(LOCALES.cs, { style: 'currency', currency })
    CS_CURRENCY.set(currency, format)
  }
  return format.format(value)
}

/** `12. 3. 2027` (cs) / `12 Mar 2027` (en) from a local date. */
export function formatDate(date: string, language: Language): string {
  const [y, m, d] = date.split('-').map(Number)
  return DATES[language].format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)))
}
