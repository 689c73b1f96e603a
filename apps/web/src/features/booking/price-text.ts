import { LOCALES } from '../../i18n/format.ts'
import type { GuestLanguage } from '../../i18n/instance.ts'

/**
 * A "from" price in minor units, as the locale writes money, without the zero decimals of a round
 * amount: cs `1 200 Kč`, `1 234,50 Kč`; en `CZK 1,200`; de `1.200 CZK`.
 */
export function formatRoundPrice(amountMinor: number, currency: string, language: GuestLanguage): string {
  const options = { style: 'currency', currency, currencyDisplay: language === 'en' ? 'code' : 'symbol' } as const
  const digits = new Intl.NumberFormat(LOCALES[language], options).resolvedOptions().maximumFractionDigits ?? 2
  const round = amountMinor % 10 ** digits === 0
  return new Intl.NumberFormat(LOCALES[language], {
    ...options,
    ...(round ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amountMinor / 10 ** digits)
}
