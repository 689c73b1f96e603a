import type { GuestLanguage } from '../i18n/instance.ts'

const DIGITS = /^\d+$/

/**
 * A typed amount (`1 234,50`, `1234.5`, `1,234.50`, `30 Kč`) → integer minor units (haléř), exactly:
 * the text is split into whole and fraction digits, never run through a float. Null when it is not
 * a non-negative amount with at most two decimals.
 */
export function parseMoney(text: string): number | null {
  return parseScaled(text, 2)
}

/**
 * A typed decimal number (`24,28`, `24.280`) with at most `decimals` decimals, read as `parseMoney` reads
 * an amount: the exchange rate of a currency. Null when it is not a non-negative number of that kind.
 */
export function parseDecimal(text: string, decimals: number): number | null {
  const scaled = parseScaled(text, decimals)
  // integer over a power of ten: the same double the typed decimal is
  return scaled === null ? null : scaled / 10 ** decimals
}

/** A number → what the input shows for editing: `24,28` (cs, de), `24.28` (en). */
export function decimalToInput(value: number, language: GuestLanguage): string {
  const text = String(value)
  return language === 'en' ? text : text.replace('.', ',')
}

// The typed number in units of 10^-decimals, exactly: whole and fraction digits apart, never a float.
function parseScaled(text: string, decimals: number): number | null {
  const compact = text
    .replace(/kč|czk/gi, '')
    .replace(/[\s\u00a0\u202f']/g, '')
    .trim()
  if (compact === '') return null
  const lastComma = compact.lastIndexOf(',')
  const lastDot = compact.lastIndexOf('.')
  let whole = compact
  let fraction = ''
  const decimalAt = decimalSeparatorAt(compact, lastComma, lastDot)
  if (decimalAt >= 0) {
    whole = compact.slice(0, decimalAt)
    fraction = compact.slice(decimalAt + 1)
  }
  if (!isGrouped(whole)) return null
  whole = whole.replace(/[.,]/g, '')
  if (whole === '') whole = '0'
  if (!DIGITS.test(whole) || (fraction !== '' && !DIGITS.test(fraction)) || fraction.length > decimals) return null
  const scaled = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0'))
  return Number.isSafeInteger(scaled) ? scaled : null
}

/** Thousands separators, if any, are one kind and group exactly three digits: `1.234.567`, `1,234`. */
function isGrouped(whole: string): boolean {
  if (!/[.,]/.test(whole)) return true
  return /^\d{1,3}(\.\d{3})+$/.test(whole) || /^\d{1,3}(,\d{3})+$/.test(whole)
}

// The last separator is the decimal one, unless the same separator repeats (then it groups thousands).
function decimalSeparatorAt(text: string, lastComma: number, lastDot: number): number {
  const last = Math.max(lastComma, lastDot)
  if (last < 0) return -1
  const separator = text[last] ?? ''
  const repeats = text.indexOf(separator) !== last
  const otherSeen = separator === ',' ? lastDot >= 0 : lastComma >= 0
  return repeats && !otherSeen ? -1 : last
}

/** Minor units → what the input shows for editing: `1450` or `1450,50` (cs, de), `1450.50` (en). */
export function moneyToInput(minor: number, language: GuestLanguage): string {
  const whole = Math.trunc(minor / 100)
  const cents = Math.abs(minor % 100)
  if (cents === 0) return String(whole)
  return `${whole}${language === 'en' ? '.' : ','}${String(cents).padStart(2, '0')}`
}
