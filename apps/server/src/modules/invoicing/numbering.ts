import type { Invoice } from '@innkeep/contract'

/** The digit of each series in numbers and variable symbols: 2026 1 0001 is the first invoice of 2026. */
export const SERIES_DIGIT: Record<Invoice['type'], number> = {
  REGULAR_INVOICE: 1,
  PROFORMA: 2,
  RECEIVED_PAYMENT_INVOICE: 3,
  EU_INVOICE: 4,
  CREDIT_NOTE: 5,
  DEBIT_NOTE: 6,
}

/** The series of an invoice is its type's within the year it is issued in. */
export const seriesYear = (issueDate: string) => Number(issueDate.slice(0, 4))

/**
 * The number of the `sequence`-th document of a series: the year, the series digit and the sequence in
 * at least four digits (2026 1 0001). Digits only, at most ten up to 99 999 a year: it is the variable
 * symbol too.
 */
export function invoiceNumber(type: Invoice['type'], issueDate: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`invoice sequence ${sequence} is not a count`)
  return `${seriesYear(issueDate)}${SERIES_DIGIT[type]}${String(sequence).padStart(4, '0')}`
}

/** An issued document's variable symbol: the one given, else its number. */
export const variableSymbolOf = (given: string, number: string) => given || number
