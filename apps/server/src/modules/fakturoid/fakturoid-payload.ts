import { createHash } from 'node:crypto'
import type { Expense, Invoice } from '@innkeep/contract'
import { daysBetween } from '../../lib/local-date.ts'
import type { ExpenseRow, InvoiceRow } from './sync-state.queries.ts'

// What Fakturoid gets of our documents (API v3 field names). Pure: the job adds the subject id.

type Body = Record<string, unknown>
type Party = Invoice['customer']

const DOCUMENT_TYPE: Record<Invoice['type'], string> = {
  REGULAR_INVOICE: 'invoice',
  EU_INVOICE: 'invoice',
  PROFORMA: 'proforma',
  RECEIVED_PAYMENT_INVOICE: 'tax_document',
  // Fakturoid's own corrections (opravný daňový doklad) are of the invoice they correct
  CREDIT_NOTE: 'correction',
  DEBIT_NOTE: 'correction',
}

// Fakturoid says `cod` for cash on delivery (our `code`, dobírka)
const PAYMENT_METHOD: Record<Invoice['paymentMethod'], string> = {
  bank: 'bank',
  cash: 'cash',
  code: 'cod',
  paypal: 'paypal',
  card: 'card',
}

/** 123450 → "1234.50": minor units as Fakturoid's decimal strings, without floating point. */
export function decimalOf(minor: number): string {
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Quantities have at most three decimals: 1.5 → "1.5". */
function quantityOf(quantity: number): string {
  return String(Math.round(quantity * 1000) / 1000)
}

interface Line {
  text: string
  quantity: number
  unit: string
  unitPrice: number
  /** null: outside the scope of VAT (the local fee). */
  vatRate: number | null
  discount: number
  amount: number
}

/**
 * Our lines as Fakturoid's. Fakturoid lines have no discount: a discounted line goes as the full line
 * and a line taking the discount off, so totals stay exact to the haléř.
 */
function linesOf(lines: Line[], language: 'cs' | 'en'): Body[] {
  return lines.flatMap((line) => {
    // Fakturoid's lines know rates only: a line outside the scope of VAT goes at 0, adding no VAT
    const vatRate = line.vatRate ?? 0
    const full = Math.round((Math.round(line.quantity * 1000) * line.unitPrice) / 1000)
    const main = {
      name: line.text,
      quantity: quantityOf(line.quantity),
      unit_name: line.unit,
      unit_price: decimalOf(line.unitPrice),
      vat_rate: vatRate,
    }
    if (line.discount === 0 || full === line.amount) return [main]
    const percent = String(line.discount / 100).replace('.', language === 'cs' ? ',' : '.')
    const name = language === 'cs' ? `Sleva ${percent} % – ${line.text}` : `Discount ${percent} % – ${line.text}`
    return [main, { name, quantity: '1', unit_name: '', unit_price: decimalOf(line.amount - full), vat_rate: vatRate }]
  })
}

/** Advances deducted per rate, as lines taking them off (with VAT in the price when the invoice counts so). */
function advanceLines(row: InvoiceRow, language: 'cs' | 'en'): Body[] {
  return (row.advances as Invoice['advances']).map((advance) => ({
    name: language === 'cs' ? `Odpočet zálohy ${advance.number}` : `Advance deducted ${advance.number}`,
    quantity: '1',
    unit_name: '',
    unit_price: decimalOf(-(row.vatMode === 'FROM_TOTAL' ? advance.base + advance.vat : advance.base)),
    vat_rate: advance.vatRate,
  }))
}

function money(row: { currency: string; exchangeRateMilli: number | null; vatMode: string }): Body {
  return {
    currency: row.currency,
    ...(row.exchangeRateMilli === null ? {} : { exchange_rate: String(row.exchangeRateMilli / 1000) }),
    vat_price_mode: row.vatMode === 'FROM_TOTAL' ? 'from_total_with_vat' : 'without_vat',
  }
}

/** An issued invoice as Fakturoid's invoice, `custom_id` = our id (how a retried create finds it). */
export function invoiceBody(row: InvoiceRow): Body {
  const language = row.language
  return {
    custom_id: row.id,
    document_type: DOCUMENT_TYPE[row.type],
    number: row.number,
    variable_symbol: row.variableSymbol,
    issued_on: row.issueDate,
    taxable_fulfillment_due: row.taxableSupplyDate,
    due: daysBetween(row.issueDate, row.dueDate),
    language: language === 'cs' ? 'cz' : 'en',
    payment_method: PAYMENT_METHOD[row.paymentMethod],
    ...(row.iban ? { iban: row.iban } : {}),
    ...money(row),
    transferred_tax_liability: row.type === 'EU_INVOICE',
    round_total: row.cashRounding,
    ...(row.note ? { note: row.note } : {}),
    lines: [...linesOf(row.lines as Line[], language), ...advanceLines(row, language)],
  }
}

/** A supplier invoice as Fakturoid's expense: the supplier's number is `original_number`. */
export function expenseBody(row: ExpenseRow): Body {
  return {
    custom_id: row.id,
    document_type: 'invoice',
    original_number: row.number,
    variable_symbol: row.variableSymbol,
    issued_on: row.issueDate,
    taxable_fulfillment_due: row.taxableSupplyDate,
    due_on: row.dueDate,
    payment_method: PAYMENT_METHOD[row.paymentMethod],
    ...(row.iban ? { iban: row.iban } : {}),
    ...money(row),
    ...(row.note ? { private_note: row.note } : {}),
    lines: linesOf(row.lines as Expense['lines'] as Line[], 'cs'),
  }
}

/** The contact as a Fakturoid subject, `custom_id` = our contact id. */
export function subjectBody(contactId: string, party: Party, type: 'customer' | 'supplier'): Body {
  return {
    custom_id: contactId,
    type,
    name: party.name,
    ...(party.ico ? { registration_no: party.ico } : {}),
    ...(party.dic ? { vat_no: party.dic } : {}),
    street: party.address.street,
    city: party.address.city,
    zip: party.address.postcode,
    country: party.address.country || 'CZ',
    ...(party.email ? { email: party.email } : {}),
  }
}

/** What was sent, to compare with what would be sent now: an edit that changes none of it sends nothing. */
export function fingerprint(body: Body, contactId: string, canceled: boolean): string {
  return createHash('sha256').update(JSON.stringify({ body, contactId, canceled })).digest('hex')
}
