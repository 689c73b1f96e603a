// The European Payments Council's QR code for a SEPA credit transfer (EPC069-12, "Quick Response
// Code: Guidelines to Enable Data Capture for the Initiation of a SEPA Credit Transfer", version 002):
// what a euro banking app outside the Czech Republic reads, as SPAYD is read by Czech ones.

/** What an EPC QR payment asks for; the amount in euro cents. */
export interface EpcPayment {
  /** The beneficiary's name, at most 70 characters. */
  name: string
  iban: string
  /** The bank's BIC; optional in version 002 within the EEA. */
  bic?: string | undefined
  amount: number
  /** Unstructured remittance information for the beneficiary, at most 140 characters. */
  text?: string | undefined
}

/** One line of the payload: no line breaks of its own, at most `max` characters. */
const field = (value: string, max: number) =>
  value
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, max)

/**
 * The payload, lines joined by LF: service tag BCD, version 002, character set 1 (UTF-8), SCT, BIC,
 * name, IBAN, "EUR" and the amount (0.01 to 999999999.99, no trailing zeros), purpose code (none),
 * structured reference (none) and the unstructured text. Trailing empty lines are left out.
 */
export function epcQr(input: EpcPayment): string {
  if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > 99_999_999_999)
    throw new RangeError('an EPC payment is 0.01 to 999999999.99 euros')
  const euros = Math.floor(input.amount / 100)
  // the shortest form, as the guideline's examples write it: EUR1, EUR12.3, EUR12.34
  const cents = input.amount % 100 === 0 ? '' : `.${String(input.amount % 100).padStart(2, '0')}`.replace(/0$/, '')
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    field(input.bic ?? '', 11).toUpperCase(),
    field(input.name, 70),
    input.iban.replace(/\s+/g, '').toUpperCase(),
    `EUR${euros}${cents}`,
    '',
    '',
    field(input.text ?? '', 140),
  ]
  while (lines.at(-1) === '') lines.pop()
  return lines.join('\n')
}

/**
 * An amount in crowns (haléře) paid in euros at `rateMilli` (thousandths of a crown for 1 €, as ČNB
 * quotes it: 24,280 → 24280), in euro cents rounded up, so the house never gets less than the crowns
 * at that rate: 2 080,00 Kč at 24,280 Kč/€ = 85,667… € → 85,67 €.
 */
export function euroCentsOf(crownMinor: number, rateMilli: number): number {
  if (!Number.isInteger(crownMinor) || !Number.isInteger(rateMilli) || rateMilli <= 0)
    throw new RangeError('crowns and the rate are whole minor units')
  return Math.ceil((crownMinor * 1000) / rateMilli)
}
