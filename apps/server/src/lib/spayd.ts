import { crc32 } from 'node:zlib'

/** Escapes a SPAYD value: `*` and `%` and `+` become their percent codes. */
function escapeValue(value: string): string {
  return value.replace(/%/g, '%25').replace(/\*/g, '%2A').replace(/\+/g, '%2B')
}

/**
 * A Czech QR payment string (Short Payment Descriptor, INTEGRATIONS.md): `SPD*1.0*ACC:…*AM:…*CC:…`,
 * amounts from minor units, the variable symbol at most 10 digits, the message at most 60 characters.
 * With `crc`, a CRC32 over the canonical form (keys sorted) is appended as 8 upper-case hex digits.
 */
export function spayd(input: {
  iban: string
  amount: number
  currency: string
  variableSymbol?: string
  message?: string
  dueDate?: string
  crc?: boolean
}): string {
  const fields: [string, string][] = [
    ['ACC', input.iban.replace(/\s+/g, '').toUpperCase()],
    ['AM', (input.amount / 100).toFixed(2)],
    ['CC', input.currency],
  ]
  if (input.dueDate) fields.push(['DT', input.dueDate.replace(/-/g, '')])
  if (input.message) fields.push(['MSG', input.message.slice(0, 60)])
  if (input.variableSymbol) fields.push(['X-VS', input.variableSymbol.replace(/\D/g, '').slice(0, 10)])
  const text = (entries: [string, string][]) =>
    ['SPD*1.0', ...entries.map(([k, v]) => `${k}:${escapeValue(v)}`)].join('*')
  if (!input.crc) return text(fields)
  const canonical = text([...fields].sort(([a], [b]) => a.localeCompare(b)))
  const checksum = crc32(Buffer.from(canonical, 'utf8')).toString(16).toUpperCase().padStart(8, '0')
  return `${text(fields)}*CRC32:${checksum}`
}
