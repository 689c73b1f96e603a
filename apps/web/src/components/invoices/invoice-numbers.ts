import type { Language } from '../../i18n/i18n.ts'
import { moneyToInput, parseMoney } from '../../lib/money-input.ts'

const DECIMAL = /^(-)?(\d*)(?:[.,](\d*))?$/

/**
 * A typed decimal (`1,5`, `-2`, `0.125`, `1 000`) as an integer scaled by 10^decimals, exactly: the
 * text is split into digits, never run through a float. Null when it is not a number with at most
 * `decimals` decimals. Quantities use 3 (thousandths), percentages 2 (basis points).
 */
export function parseScaled(text: string, decimals: number): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^−/, '-')
  const match = DECIMAL.exec(compact)
  if (!match) return null
  const [, minus, whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return null
  if (fraction.length > decimals) return null
  const scaled = Number(whole || '0') * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0')
  if (!Number.isSafeInteger(scaled)) return null
  return minus && scaled !== 0 ? -scaled : scaled
}

/** A scaled integer back as the input shows it: 1500 (3 decimals) → `1,5` (cs) / `1.5` (en). */
export function scaledToInput(value: number, decimals: number, language: Language): string {
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  const unit = 10 ** decimals
  const whole = Math.trunc(abs / unit)
  const fraction = String(abs % unit)
    .padStart(decimals, '0')
    .replace(/0+$/, '')
  return `${sign}${whole}${fraction ? `${language === 'cs' ? ',' : '.'}${fraction}` : ''}`
}

/** A unit price as typed, which may be negative (a discount line): `-150,50` → -15050 haléř. */
export function parseSignedMoney(text: string): number | null {
  const trimmed = text.trim().replace(/^−/, '-')
  const negative = trimmed.startsWith('-')
  const minor = parseMoney(negative ? trimmed.slice(1) : trimmed)
  if (minor === null) return null
  return negative && minor !== 0 ? -minor : minor
}

/** Minor units as the unit-price input shows them, sign included: -50 → `-0,50`. */
export function signedMoneyToInput(minor: number, language: Language): string {
  return `${minor < 0 ? '-' : ''}${moneyToInput(Math.abs(minor), language)}`
}
