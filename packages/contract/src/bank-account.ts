/**
 * Czech bank account numbers (`19-2000145399/0800`) and IBANs: checks and the conversion between
 * them, shared by the server (contacts, invoices, SPAYD) and the web app (forms).
 */

const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1]
const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
const CZECH_ACCOUNT = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/

function weightedOk(digits: string, weights: number[]): boolean {
  const padded = digits.padStart(weights.length, '0')
  let sum = 0
  for (let i = 0; i < weights.length; i++) sum += Number(padded[i]) * (weights[i] ?? 0)
  return sum % 11 === 0
}

/** A Czech account number in the `prefix-number/bank` form whose prefix and number pass the mod-11 check. */
export function isValidCzechAccount(account: string): boolean {
  const match = CZECH_ACCOUNT.exec(account.trim())
  if (!match) return false
  const [, prefix = '', number = ''] = match
  return weightedOk(prefix, PREFIX_WEIGHTS) && weightedOk(number, NUMBER_WEIGHTS) && /[1-9]/.test(number)
}

/** ISO 13616 check: the rearranged IBAN read as a number is 1 modulo 97. */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false
  return mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1
}

function mod97(text: string): number {
  let remainder = 0
  for (const char of text) {
    const value = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder
}

/** `19-2000145399/0800` → `CZ6508000000192000145399`; null when the account is not a valid Czech one. */
export function czechAccountToIban(account: string): string | null {
  if (!isValidCzechAccount(account)) return null
  const [, prefix = '', number = '', bank = ''] = CZECH_ACCOUNT.exec(account.trim()) ?? []
  const bban = `${bank}${prefix.padStart(6, '0')}${number.padStart(10, '0')}`
  const check = 98 - mod97(`${bban}CZ00`)
  return `CZ${String(check).padStart(2, '0')}${bban}`
}

/** `CZ6508000000192000145399` → `19-2000145399/0800`; null for other countries. */
export function ibanToCzechAccount(iban: string): string | null {
  const match = /^CZ\d{2}(\d{4})(\d{6})(\d{10})$/.exec(iban.replace(/\s+/g, '').toUpperCase())
  if (!match) return null
  const [, bank, prefix = '', number = ''] = match
  const strip = (digits: string) => digits.replace(/^0+/, '')
  const head = strip(prefix)
  return `${head ? `${head}-` : ''}${strip(number) || '0'}/${bank}`
}
