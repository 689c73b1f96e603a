import type { Language } from '../../i18n/i18n.ts'

/** What a money input shows after the amount: `Kč` for crowns in Czech, the currency's code otherwise. */
export function currencyLabel(currency = 'CZK', language: Language = 'cs'): string {
  return currency === 'CZK' && language === 'cs' ? 'Kč' : currency
}
