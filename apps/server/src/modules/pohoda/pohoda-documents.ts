import { type Invoice, inCzk, type PaymentMethod, rateTableOn } from '@innkeep/contract'
import { validation } from '../../http/errors.ts'
import type { IssuedRow, ReceivedRow } from '../exports/exports.service.ts'
import type { Amount, PohodaDocument, PohodaItem, PohodaRate, RecapRow } from './pohoda-model.ts'

// Our stored documents in POHODA's terms. Nothing is recomputed: every figure is the document's own
// (its recapitulation per rate, advances, outside-VAT amount, rounding), converted to CZK as the VAT
// summary converts it, so that the data pack adds up to that summary.

type Line = Invoice['lines'][number]
type Recap = Invoice['recap']
type Advance = Invoice['advances'][number]
type Party = Invoice['customer']

const TYPES: Record<Invoice['type'], { agenda: PohodaDocument['agenda']; invoiceType: string; label: string }> = {
  REGULAR_INVOICE: { agenda: 'invoice', invoiceType: 'issuedInvoice', label: 'Faktura' },
  EU_INVOICE: { agenda: 'invoice', invoiceType: 'issuedInvoice', label: 'Faktura do EU' },
  // a proforma asks for an advance and is no tax document: POHODA's "Zálohová faktura"
  PROFORMA: { agenda: 'invoice', invoiceType: 'issuedAdvanceInvoice', label: 'Zálohová faktura' },
  // POHODA keeps the tax document for a received advance as an internal document, not a receivable
  RECEIVED_PAYMENT_INVOICE: { agenda: 'intDoc', invoiceType: '', label: 'Daňový doklad k přijaté platbě' },
  // § 42 ZDPH corrections: POHODA CZ's "Opravný daňový doklad", both ways (its *CreditNotice is no tax document)
  CREDIT_NOTE: { agenda: 'invoice', invoiceType: 'issuedCorrectiveTax', label: 'Opravný daňový doklad (dobropis)' },
  DEBIT_NOTE: { agenda: 'invoice', invoiceType: 'issuedCorrectiveTax', label: 'Opravný daňový doklad (vrubopis)' },
}

const PAYMENT_TYPES: Record<PaymentMethod, PohodaDocument['paymentType']> = {
  bank: 'draft',
  code: 'draft',
  paypal: 'draft',
  cash: 'cash',
  card: 'creditcard',
}

/**
 * POHODA's name of a rate on a date: the highest rate of the table then in force is "high", the next
 * "low", a third one "third"; 0 % is "none". Rates are dated data, so the names are too.
 */
export function pohodaRateOf(percent: number, date: string): PohodaRate {
  if (percent === 0) return 'none'
  const table = rateTableOn(date)
  // a supplier invoice may be dated before the oldest table we hold
  if (!table) throw validation('from', 'invoice.noRateTable')
  const positive = table.rates.filter((r) => r > 0).sort((a, b) => b - a)
  const names: PohodaRate[] = ['high', 'low', 'third']
  const name = names[positive.indexOf(percent)]
  if (!name) throw new Error(`VAT rate ${percent} % has no POHODA name on ${date}`)
  return name
}

/** The distinct texts of some lines, joined; `fallback` when there are none. */
function textsOf(lines: readonly Line[], fallback: string): string {
  const texts = [...new Set(lines.map((line) => line.text.trim()).filter((text) => text !== ''))]
  return texts.length > 0 ? texts.join(', ') : fallback
}

interface Figures {
  lines: Line[]
  recap: Recap
  advances: Advance[]
  base: number
  vat: number
  total: number
  vatCharged: boolean
  fromTotal: boolean
  rateMilli: number | null
  date: string
}

const czk = (amount: number, rateMilli: number | null) =>
  rateMilli === null ? amount : inCzk(amount, rateMilli / 1000)
const amount = (value: number, rateMilli: number | null): Amount => ({
  home: czk(value, rateMilli),
  foreign: rateMilli === null ? null : value,
})

/**
 * One item per rate with the document's full figures at that rate (before advances), a hand-made
 * advance deduction per advance, and one item outside the scope of VAT. POHODA recomputes VAT from
 * the items per rate ("noneEveryRate"), from the base or from the price with VAT as the document
 * did, so it lands on the stored VAT; the line texts name what each item holds.
 */
function itemsOf(f: Figures): PohodaItem[] {
  const rateOfLine = (line: Line) => (line.vatRate === null ? null : f.vatCharged ? line.vatRate : 0)
  const advanceRate = (a: Advance) => (f.vatCharged ? a.vatRate : 0)
  const items: PohodaItem[] = f.recap.map((r) => {
    const own = f.advances.filter((a) => advanceRate(a) === r.vatRate)
    const base = r.base + own.reduce((s, a) => s + a.base, 0)
    const vat = r.vat + own.reduce((s, a) => s + a.vat, 0)
    return {
      kind: 'item',
      text: textsOf(
        f.lines.filter((line) => rateOfLine(line) === r.vatRate),
        `Plnění ${r.vatRate} %`,
      ),
      rate: pohodaRateOf(r.vatRate, f.date),
      payVat: f.fromTotal && r.vatRate > 0,
      base: amount(base, f.rateMilli),
      vat: amount(vat, f.rateMilli),
      outsideVat: false,
    }
  })
  for (const a of f.advances)
    items.push({
      kind: 'advance',
      text: `Odpočet zálohy ${a.number}`,
      rate: pohodaRateOf(advanceRate(a), f.date),
      payVat: false,
      base: amount(-a.base, f.rateMilli),
      vat: amount(-a.vat, f.rateMilli),
      outsideVat: false,
    })
  const outside = f.total - f.base - f.vat
  if (outside !== 0)
    items.push({
      kind: 'item',
      text: textsOf(
        f.lines.filter((line) => line.vatRate === null),
        'Nepodléhá DPH',
      ),
      rate: 'none',
      payVat: false,
      base: amount(outside, f.rateMilli),
      vat: amount(0, f.rateMilli),
      outsideVat: true,
    })
  return items
}

/** The recapitulation in CZK, each figure converted as the VAT summary converts it. */
function recapOf(f: Figures): RecapRow[] {
  return f.recap.map((r) => ({
    rate: pohodaRateOf(r.vatRate, f.date),
    percent: r.vatRate,
    base: czk(r.base, f.rateMilli),
    vat: czk(r.vat, f.rateMilli),
  }))
}

function partnerOf(party: Party): PohodaDocument['partner'] {
  return {
    name: party.name,
    street: party.address?.street ?? '',
    city: party.address?.city ?? '',
    postcode: party.address?.postcode ?? '',
    ico: party.ico ?? '',
    dic: party.dic ?? '',
  }
}

/** An issued document of the period (not a canceled one: the service leaves those out). */
export function issuedDocument(row: IssuedRow): PohodaDocument {
  const type = TYPES[row.type]
  const number = row.number ?? ''
  const corrects = row.corrects as Invoice['corrects']
  const taxDocument = row.type !== 'PROFORMA'
  const figures: Figures = {
    lines: row.lines as Line[],
    recap: row.recap as Recap,
    advances: (row.advances as Advance[] | null) ?? [],
    base: row.base,
    vat: row.vat,
    total: row.total,
    vatCharged: row.vatCharged,
    fromTotal: row.vatMode === 'FROM_TOTAL',
    rateMilli: row.currency === 'CZK' ? null : row.exchangeRateMilli,
    date: row.taxableSupplyDate,
  }
  const text = corrects
    ? `${type.label} k dokladu ${corrects.number}${row.correctionReason ? `: ${row.correctionReason}` : ''}`
    : textsOf(figures.lines, type.label)
  const euNote = row.type === 'EU_INVOICE' ? ' Daň odvede zákazník: členění DPH doplňte v POHODĚ.' : ''
  return {
    agenda: type.agenda,
    itemId: `inv-${row.id}`,
    invoiceType: type.invoiceType,
    number,
    variableSymbol: row.variableSymbol,
    originalDocument: corrects?.number ?? '',
    issueDate: row.issueDate,
    taxDate: taxDocument ? row.taxableSupplyDate : null,
    accountingDate: taxDocument ? row.taxableSupplyDate : row.issueDate,
    dueDate: row.type === 'RECEIVED_PAYMENT_INVOICE' ? null : row.dueDate,
    inland: taxDocument && row.type !== 'EU_INVOICE',
    text,
    partner: partnerOf(row.customer as Party),
    paymentType: PAYMENT_TYPES[row.paymentMethod],
    note: row.note,
    intNote: `Innkeep: ${type.label} ${number}.${euNote}`,
    items: itemsOf(figures),
    recap: recapOf(figures),
    outsideVat: czk(row.total - row.base - row.vat, figures.rateMilli),
    rounding: czk(row.rounding, figures.rateMilli),
    fromTotal: figures.fromTotal,
    foreign:
      figures.rateMilli === null ? null : { currency: row.currency, rateMilli: figures.rateMilli, toPay: row.toPay },
  }
}

/** A supplier invoice: POHODA numbers it in its own series and keeps the supplier's number as "Doklad". */
export function receivedDocument(row: ReceivedRow): PohodaDocument {
  const lines = row.lines as Line[]
  const recap = row.recap as Recap
  const figures: Figures = {
    lines,
    recap,
    advances: [],
    base: row.base,
    vat: row.vat,
    total: row.total,
    // supplier invoices keep VAT as the supplier charged it (a non-payer's lines are at 0 %)
    vatCharged: true,
    fromTotal: row.vatMode === 'FROM_TOTAL',
    rateMilli: row.currency === 'CZK' ? null : row.exchangeRateMilli,
    date: row.taxableSupplyDate,
  }
  return {
    agenda: 'invoice',
    itemId: `exp-${row.id}`,
    invoiceType: 'receivedInvoice',
    number: null,
    variableSymbol: row.variableSymbol,
    originalDocument: row.number,
    issueDate: row.issueDate,
    taxDate: row.taxableSupplyDate,
    accountingDate: row.taxableSupplyDate,
    dueDate: row.dueDate,
    inland: true,
    text: textsOf(lines, 'Přijatá faktura'),
    partner: partnerOf(row.supplier as Party),
    paymentType: PAYMENT_TYPES[row.paymentMethod],
    note: row.note,
    intNote: `Innkeep: Přijatá faktura ${row.number}.`,
    items: itemsOf(figures),
    recap: recapOf(figures),
    outsideVat: czk(row.total - row.base - row.vat, figures.rateMilli),
    rounding: 0,
    fromTotal: figures.fromTotal,
    foreign:
      figures.rateMilli === null ? null : { currency: row.currency, rateMilli: figures.rateMilli, toPay: row.total },
  }
}
