/** `CZ6508000000192000145399` → `CZ65 0800 0000 1920 0014 5399`, as banks print it. */
export function groupIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})/g, '$1 ')
    .trim()
}

/**
 * A Czech IBAN as the account number Czech banking apps ask for: `19-2000145399/0800`
 * (prefix-number/bank code, leading zeros dropped); null for other countries.
 */
export function czechAccount(iban: string): string | null {
  const match = /^CZ\d{2}(\d{4})(\d{6})(\d{10})$/.exec(iban.replace(/\s+/g, '').toUpperCase())
  if (!match) return null
  const [, bank, prefix, number] = match
  const strip = (digits = '') => digits.replace(/^0+/, '')
  const head = strip(prefix)
  return `${head ? `${head}-` : ''}${strip(number) || '0'}/${bank}`
}
