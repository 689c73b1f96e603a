/** What a Czech QR payment asks for; amounts in minor units. */
export interface SpaydPayment {
  iban: string
  amount: number
  currency: string
  variableSymbol?: string | undefined
  message?: string | undefined
  dueDate?: string | undefined
}

/** Escapes a SPAYD value: `*` and `%` and `+` become their percent codes. */
function escapeValue(value: string): string {
  return value.replace(/%/g, '%25').replace(/\*/g, '%2A').replace(/\+/g, '%2B')
}

/**
 * The fields of a payment in SPAYD order: account, amount from minor units, currency, then the due date,
 * the message (at most 60 characters) and the variable symbol (at most 10 digits) when given.
 */
export function spaydFields(input: SpaydPayment): [string, string][] {
  const fields: [string, string][] = [
    ['ACC', input.iban.replace(/\s+/g, '').toUpperCase()],
    ['AM', (input.amount / 100).toFixed(2)],
    ['CC', input.currency],
  ]
  if (input.dueDate) fields.push(['DT', input.dueDate.replace(/-/g, '')])
  if (input.message) fields.push(['MSG', input.message.slice(0, 60)])
  if (input.variableSymbol) fields.push(['X-VS', input.variableSymbol.replace(/\D/g, '').slice(0, 10)])
  return fields
}

/** `SPD*1.0*KEY:value*…` of fields as given (values escaped). */
export function spaydText(fields: [string, string][]): string {
  return ['SPD*1.0', ...fields.map(([key, value]) => `${key}:${escapeValue(value)}`)].join('*')
}

/**
 * A Czech QR payment string (Short Payment Descriptor, INTEGRATIONS.md) without a checksum, as the
 * web shows it (the waiter's QR at the table); the server adds a CRC32 where it wants one (lib/spayd.ts).
 */
export function spayd(input: SpaydPayment): string {
  return spaydText(spaydFields(input))
}
