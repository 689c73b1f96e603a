import { crc32 } from 'node:zlib'
import { type SpaydPayment, spaydFields, spaydText } from '@innkeep/contract'

/**
 * A Czech QR payment string (Short Payment Descriptor, INTEGRATIONS.md): `SPD*1.0*ACC:…*AM:…*CC:…`,
 * amounts from minor units, the variable symbol at most 10 digits, the message at most 60 characters
 * (the fields are the contract's, which the web shares). With `crc`, a CRC32 over the canonical form
 * (keys sorted) is appended as 8 upper-case hex digits.
 */
export function spayd(input: SpaydPayment & { crc?: boolean }): string {
  const fields = spaydFields(input)
  if (!input.crc) return spaydText(fields)
  const canonical = spaydText([...fields].sort(([a], [b]) => a.localeCompare(b)))
  const checksum = crc32(Buffer.from(canonical, 'utf8')).toString(16).toUpperCase().padStart(8, '0')
  return `${spaydText(fields)}*CRC32:${checksum}`
}
