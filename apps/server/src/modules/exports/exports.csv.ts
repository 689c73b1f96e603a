import type { Language } from '../../i18n/language.ts'
import { csvFile, decimalAmount, textCell } from '../../lib/csv.ts'
import type { BankItemExportRow } from './exports.queries.ts'

// The accountant's CSV files. One dialect in both languages, only the headers translated: a Czech
// spreadsheet or accounting import reads `;` and a decimal comma, whatever language the user speaks.
const SEPARATOR = ';'
const DECIMAL = ','

/** The rates that always have their columns, so that a month's file and the next line up. */
const FIXED_RATES = [21, 12, 0]

/** An issued or a received document as the CSV lists it; amounts in its currency, minor units. */
export interface DocumentLine {
  number: string
  /** The invoice type (InvoiceType) or RECEIVED for a supplier invoice. */
  type: string
  issueDate: string
  taxableSupplyDate: string
  dueDate: string
  party: { name: string; ico: string; dic: string }
  variableSymbol: string
  currency: string
  /** CZK per unit × 1000, null for CZK. */
  exchangeRateMilli: number | null
  recap: readonly { vatRate: number; base: number; vat: number }[]
  outsideVat: number
  total: number
  toPay: number
  paidAmount: number
  paymentState: string
  canceled: boolean
}

const TEXT = {
  cs: {
    columns: (party: string) => [
      'Číslo',
      'Typ',
      'Datum vystavení',
      'DUZP',
      'Datum splatnosti',
      party,
      'IČO',
      'DIČ',
      'Variabilní symbol',
      'Měna',
      'Kurz',
    ],
    base: (rate: number) => `Základ ${rate} %`,
    vat: (rate: number) => `DPH ${rate} %`,
    tail: ['Nepodléhá DPH', 'Celkem', 'K úhradě', 'Uhrazeno', 'Stav úhrady', 'Stornováno'],
    customer: 'Odběratel',
    supplier: 'Dodavatel',
    types: {
      REGULAR_INVOICE: 'Faktura',
      PROFORMA: 'Zálohová faktura',
      RECEIVED_PAYMENT_INVOICE: 'Daňový doklad k přijaté platbě',
      EU_INVOICE: 'Faktura do EU',
      CREDIT_NOTE: 'Opravný daňový doklad (dobropis)',
      DEBIT_NOTE: 'Opravný daňový doklad (vrubopis)',
      RECEIVED: 'Přijatá faktura',
    } as Record<string, string>,
    states: {
      UNPAID: 'Neuhrazeno',
      PARTIALLY_PAID: 'Částečně uhrazeno',
      PAID: 'Uhrazeno',
      OVERDUE: 'Po splatnosti',
    } as Record<string, string>,
    yes: 'ano',
    bank: [
      'Datum',
      'Účet',
      'Číslo účtu',
      'Částka',
      'Měna',
      'Variabilní symbol',
      'Konstantní symbol',
      'Specifický symbol',
      'Protiúčet',
      'Protistrana',
      'Zpráva',
      'Spárované doklady',
      'Ignorováno',
    ],
  },
  en: {
    columns: (party: string) => [
      'Number',
      'Type',
      'Issue date',
      'Taxable supply date',
      'Due date',
      party,
      'Company ID',
      'VAT ID',
      'Variable symbol',
      'Currency',
      'Exchange rate',
    ],
    base: (rate: number) => `Base ${rate} %`,
    vat: (rate: number) => `VAT ${rate} %`,
    tail: ['Outside VAT', 'Total', 'To pay', 'Paid', 'Payment state', 'Canceled'],
    customer: 'Customer',
    supplier: 'Supplier',
    types: {
      REGULAR_INVOICE: 'Invoice',
      PROFORMA: 'Proforma invoice',
      RECEIVED_PAYMENT_INVOICE: 'Tax document for a received payment',
      EU_INVOICE: 'EU invoice',
      CREDIT_NOTE: 'Credit note',
      DEBIT_NOTE: 'Debit note',
      RECEIVED: 'Supplier invoice',
    } as Record<string, string>,
    states: {
      UNPAID: 'Unpaid',
      PARTIALLY_PAID: 'Partly paid',
      PAID: 'Paid',
      OVERDUE: 'Overdue',
    } as Record<string, string>,
    yes: 'yes',
    bank: [
      'Date',
      'Account',
      'Account number',
      'Amount',
      'Currency',
      'Variable symbol',
      'Constant symbol',
      'Specific symbol',
      'Counter-account',
      'Counterparty',
      'Message',
      'Documents paid',
      'Ignored',
    ],
  },
} satisfies Record<Language, unknown>

const money = (minor: number) => decimalAmount(minor, DECIMAL)

/** CZK per unit with three decimals (`25,125`); empty for CZK. */
function rateCell(rateMilli: number | null): string {
  if (rateMilli === null) return ''
  return `${Math.floor(rateMilli / 1000)}${DECIMAL}${String(rateMilli % 1000).padStart(3, '0')}`
}

/** The rate columns: 21, 12 and 0 always, any other rate a document carries beside them. */
function ratesOf(lines: readonly DocumentLine[]): number[] {
  const rates = new Set(FIXED_RATES)
  for (const line of lines) for (const r of line.recap) rates.add(r.vatRate)
  return [...rates].sort((a, b) => b - a)
}

/** Issued or received documents, one row each, base and VAT per rate (advances deducted, as recapitulated). */
export function documentsCsv(lines: readonly DocumentLine[], side: 'issued' | 'received', language: Language): string {
  const text = TEXT[language]
  const rates = ratesOf(lines)
  const header = [
    ...text.columns(side === 'issued' ? text.customer : text.supplier),
    ...rates.flatMap((rate) => [text.base(rate), text.vat(rate)]),
    ...text.tail,
  ]
  const rows = lines.map((line) => {
    const perRate = rates.flatMap((rate) => {
      const own = line.recap.filter((r) => r.vatRate === rate)
      if (own.length === 0) return ['', '']
      return [money(own.reduce((s, r) => s + r.base, 0)), money(own.reduce((s, r) => s + r.vat, 0))]
    })
    return [
      textCell(line.number),
      text.types[line.type] ?? line.type,
      line.issueDate,
      line.taxableSupplyDate,
      line.dueDate,
      textCell(line.party.name),
      textCell(line.party.ico),
      textCell(line.party.dic),
      textCell(line.variableSymbol),
      line.currency,
      rateCell(line.exchangeRateMilli),
      ...perRate,
      money(line.outsideVat),
      money(line.total),
      money(line.toPay),
      money(line.paidAmount),
      text.states[line.paymentState] ?? line.paymentState,
      line.canceled ? text.yes : '',
    ]
  })
  return csvFile([header, ...rows], SEPARATOR)
}

/** Bank and cash items with the numbers of the documents each pays. */
export function bankItemsCsv(
  items: readonly (BankItemExportRow & { documents: string[] })[],
  language: Language,
): string {
  const text = TEXT[language]
  const rows = items.map((item) => [
    item.bookedOn,
    textCell(item.accountName),
    textCell(item.accountNumber),
    money(item.amount),
    item.currency,
    textCell(item.variableSymbol ?? ''),
    textCell(item.constantSymbol ?? ''),
    textCell(item.specificSymbol ?? ''),
    textCell(item.counterpartyAccount ?? ''),
    textCell(item.counterpartyName ?? ''),
    textCell(item.message ?? ''),
    textCell(item.documents.join(', ')),
    item.ignored ? text.yes : '',
  ])
  return csvFile([text.bank, ...rows], SEPARATOR)
}
