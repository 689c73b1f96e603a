import type { Language } from '../../i18n/instance.ts'

const LOCALES: Record<Language, string> = { cs: 'cs-CZ', en: 'en-GB' }

/**
 * A "from" price in minor units, as the locale writes money, without the zero decimals of a round
 * amount: cs `1 200 Kč`, `1 234,50 Kč`; en `CZK 1,200`.
 */
export function formatRoundPrice(amountMinor: number, currency: string, language: Language): string {
  const options = { style: 'currency', currency, currencyDisplay: language === 'cs' ? 'symbol' : 'code' } as const
  const digits = new Intl.NumberFormat(LOCALES[language], options).resolvedOptions().maximumFractionDigits ?? 2
  const round = amountMinor % 10 ** digits === 0
  return new Intl.NumberFormat(LOCALES[language], {
    ...options,
    ...(round ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amountMinor / 10 ** digits)
}
