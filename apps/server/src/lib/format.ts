import type { Language } from '../i18n/language.ts'

const LOCALES: Record<Language, string> = { cs: 'cs-CZ', en: 'en-GB' }

/** `1 234,50 Kč` (cs) / `CZK 1,234.50` (en) from minor units; for e-mails and PDFs. */
export function formatMoney(minor: number, currency: string, language: Language): string {
  const value = minor / 100
  if (language === 'en') {
    const number = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
    return `${currency} ${number}`
  }
  return new Intl.NumberFormat(LOCALES.cs, { style: 'currency', currency }).format(value)
}

/** `12. 3. 2027` (cs) / `12 Mar 2027` (en) from a local date. */
export function formatDate(date: string, language: Language): string {
  const [y, m, d] = date.split('-').map(Number)
  const utc = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1))
  const options: Intl.DateTimeFormatOptions =
    language === 'en'
      ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }
  return new Intl.DateTimeFormat(LOCALES[language], options).format(utc)
}
