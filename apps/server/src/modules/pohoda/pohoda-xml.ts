import { decimal, el, leaf } from '../../lib/xml.ts'
import type { Amount, PohodaDocument, PohodaItem, PohodaPayment, RecapRow } from './pohoda-model.ts'

// The data pack as POHODA's XML import reads it (Stormware's schemas, version_2, dataPack 2.0;
// apps/server/test/fixtures/pohoda). Every text is escaped and cut to its element's length in the
// schema, so that no name can break the file or make it invalid.

const SCHEMA = 'http://www.stormware.cz/schema/version_2'
const NAMESPACES = {
  'xmlns:dat': `${SCHEMA}/data.xsd`,
  'xmlns:inv': `${SCHEMA}/invoice.xsd`,
  'xmlns:int': `${SCHEMA}/intDoc.xsd`,
  'xmlns:bnk': `${SCHEMA}/bank.xsd`,
  'xmlns:vch': `${SCHEMA}/voucher.xsd`,
  'xmlns:typ': `${SCHEMA}/type.xsd`,
}
const VERSION = '2.0'

export interface DataPack {
  /** `dat:dataPack/@id`: the import and its items are known by it in POHODA's XML import agenda. */
  id: string
  /** The company's ICO: POHODA refuses a pack meant for another accounting unit. */
  ico: string
  application: string
  note: string
  documents: readonly PohodaDocument[]
  payments: readonly PohodaPayment[]
}

/** Text cut to `max` characters (code points, as the schema counts them). */
export function clip(text: string, max: number): string {
  const chars = Array.from(text.trim())
  return chars.length <= max ? chars.join('') : chars.slice(0, max).join('')
}

/** A text element, or nothing for an empty text. */
function text(name: string, value: string, max?: number): string | null {
  const clipped = max === undefined ? value.trim() : clip(value, max)
  return clipped === '' ? null : leaf(name, clipped)
}

const money = (minor: number) => decimal(BigInt(minor), 2)
const bool = (value: boolean) => (value ? 'true' : 'false')
const classification = (name: string, type: 'inland' | 'nonSubsume') =>
  el(name, [leaf('typ:classificationVATType', type)])

function partnerOf(prefix: string, partner: PohodaDocument['partner']): string {
  return el(`${prefix}:partnerIdentity`, [
    el('typ:address', [
      text('typ:company', partner.name, 255),
      text('typ:city', partner.city, 45),
      text('typ:street', partner.street, 64),
      text('typ:zip', partner.postcode, 15),
      text('typ:ico', partner.ico, 15),
      text('typ:dic', partner.dic, 18),
    ]),
  ])
}

/** An item's prices: quantity 1, so the unit price is the whole price (with VAT when prices include it). */
function prices(name: string, item: PohodaItem, which: keyof Amount): string | null {
  const base = item.base[which]
  const vat = item.vat[which]
  if (base === null || vat === null) return null
  return el(name, [
    leaf('typ:unitPrice', money(item.payVat ? base + vat : base)),
    leaf('typ:price', money(base)),
    leaf('typ:priceVAT', money(vat)),
    leaf('typ:priceSum', money(base + vat)),
  ])
}

function itemXml(prefix: 'inv' | 'int', item: PohodaItem): string {
  if (item.kind === 'advance')
    return el('inv:invoiceAdvancePaymentItem', [
      leaf('inv:quantity', '1'),
      leaf('inv:payVAT', 'false'),
      leaf('inv:rateVAT', item.rate),
      prices('inv:homeCurrency', item, 'home'),
      prices('inv:foreignCurrency', item, 'foreign'),
      text('inv:note', item.text, 90),
    ])
  return el(`${prefix}:${prefix === 'inv' ? 'invoiceItem' : 'intDocItem'}`, [
    text(`${prefix}:text`, item.text, 90),
    leaf(`${prefix}:quantity`, '1'),
    leaf(`${prefix}:payVAT`, bool(item.payVat)),
    leaf(`${prefix}:rateVAT`, item.rate),
    prices(`${prefix}:homeCurrency`, item, 'home'),
    prices(`${prefix}:foreignCurrency`, item, 'foreign'),
    item.outsideVat ? classification(`${prefix}:classificationVAT`, 'nonSubsume') : null,
  ])
}

const PRICE_NAMES = { low: 'priceLow', high: 'priceHigh', third: 'price3' } as const

/** The recapitulation per rate in CZK: 0 % and outside VAT in "priceNone" (POHODA's sum of items without VAT). */
function homeCurrency(doc: PohodaDocument): string[] {
  const none = doc.recap.filter((r) => r.rate === 'none').reduce((s, r) => s + r.base, 0) + doc.outsideVat
  const rows: string[] = [leaf('typ:priceNone', money(none))]
  const taxed = doc.recap.filter((r): r is RecapRow & { rate: keyof typeof PRICE_NAMES } => r.rate !== 'none')
  for (const r of taxed) {
    const name = PRICE_NAMES[r.rate]
    rows.push(
      leaf(`typ:${name}`, money(r.base)),
      leaf(`typ:${name}VAT`, money(r.vat), { rate: String(r.percent) }),
      leaf(`typ:${name}Sum`, money(r.base + r.vat)),
    )
  }
  if (doc.rounding !== 0) rows.push(el('typ:round', [leaf('typ:priceRound', money(doc.rounding))]))
  return rows
}

function foreignCurrency(name: string, foreign: { currency: string; rateMilli?: number; total: number }): string {
  return el(name, [
    el('typ:currency', [leaf('typ:ids', foreign.currency)]),
    foreign.rateMilli === undefined ? null : leaf('typ:rate', decimal(BigInt(foreign.rateMilli), 3)),
    foreign.rateMilli === undefined ? null : leaf('typ:amount', '1'),
    leaf('typ:priceSum', money(foreign.total)),
  ])
}

const TAGS = {
  invoice: { root: 'invoice', header: 'invoiceHeader', detail: 'invoiceDetail', summary: 'invoiceSummary' },
  intDoc: { root: 'intDoc', header: 'intDocHeader', detail: 'intDocDetail', summary: 'intDocSummary' },
}

function documentXml(doc: PohodaDocument): string {
  const p = doc.agenda === 'invoice' ? 'inv' : 'int'
  const header = [
    doc.agenda === 'invoice' ? leaf('inv:invoiceType', doc.invoiceType) : null,
    doc.number ? el(`${p}:number`, [leaf('typ:numberRequested', clip(doc.number, 32))]) : null,
    text(`${p}:symVar`, doc.variableSymbol, 20),
    doc.agenda === 'invoice' ? text('inv:originalDocument', doc.originalDocument, 32) : null,
    leaf(`${p}:date`, doc.issueDate),
    doc.taxDate ? leaf(`${p}:dateTax`, doc.taxDate) : null,
    leaf(`${p}:dateAccounting`, doc.accountingDate),
    doc.dueDate && doc.agenda === 'invoice' ? leaf('inv:dateDue', doc.dueDate) : null,
    doc.inland ? classification(`${p}:classificationVAT`, 'inland') : null,
    text(`${p}:text`, doc.text, 240),
    partnerOf(p, doc.partner),
    doc.paymentType && doc.agenda === 'invoice'
      ? el('inv:paymentType', [leaf('typ:paymentType', doc.paymentType)])
      : null,
    text(`${p}:note`, doc.note),
    text(`${p}:intNote`, doc.intNote),
  ]
  const tag = TAGS[doc.agenda]
  const foreign = doc.foreign
  return el(
    `${p}:${tag.root}`,
    [
      el(`${p}:${tag.header}`, header),
      doc.items.length > 0
        ? el(
            `${p}:${tag.detail}`,
            doc.items.map((item) => itemXml(p, item)),
          )
        : null,
      el(`${p}:${tag.summary}`, [
        leaf(`${p}:roundingDocument`, doc.rounding !== 0 ? 'math2one' : 'none'),
        // VAT once per rate from the rate's sum, as the document computed it
        leaf(`${p}:roundingVAT`, 'noneEveryRate'),
        doc.fromTotal ? leaf(`${p}:typeCalculateVATInclusivePrice`, 'VATNewMethod') : null,
        el(`${p}:homeCurrency`, homeCurrency(doc)),
        foreign
          ? foreignCurrency(`${p}:foreignCurrency`, {
              currency: foreign.currency,
              rateMilli: foreign.rateMilli,
              total: foreign.toPay,
            })
          : null,
      ]),
    ],
    { version: VERSION },
  )
}

function paymentXml(pay: PohodaPayment): string {
  const bank = pay.agenda === 'bank'
  const p = bank ? 'bnk' : 'vch'
  const header = [
    leaf(bank ? 'bnk:bankType' : 'vch:voucherType', pay.direction),
    bank ? null : el('vch:cashAccount', [leaf('typ:ids', clip(pay.cashAccount, 19))]),
    bank ? text('bnk:symVar', pay.variableSymbol, 20) : null,
    bank ? leaf('bnk:dateStatement', pay.date) : leaf('vch:date', pay.date),
    leaf(`${p}:datePayment`, pay.date),
    classification(`${p}:classificationVAT`, 'nonSubsume'),
    text(`${p}:text`, pay.text, bank ? 96 : 240),
    pay.partnerName
      ? el(`${p}:partnerIdentity`, [el('typ:address', [text('typ:company', pay.partnerName, 255)])])
      : null,
    bank && pay.counterAccount
      ? el('bnk:paymentAccount', [
          leaf('typ:accountNo', pay.counterAccount.accountNo),
          leaf('typ:bankCode', pay.counterAccount.bankCode),
        ])
      : null,
    bank ? text('bnk:symConst', pay.constantSymbol, 4) : null,
    bank ? text('bnk:symSpec', pay.specificSymbol, 16) : null,
    text(`${p}:note`, pay.note),
    text(`${p}:intNote`, pay.intNote),
  ]
  const home = pay.currency === 'CZK'
  return el(
    bank ? 'bnk:bank' : 'vch:voucher',
    [
      el(bank ? 'bnk:bankHeader' : 'vch:voucherHeader', header),
      el(bank ? 'bnk:bankSummary' : 'vch:voucherSummary', [
        leaf(`${p}:roundingDocument`, 'none'),
        leaf(`${p}:roundingVAT`, 'none'),
        home ? el(`${p}:homeCurrency`, [leaf('typ:priceNone', money(pay.amount))]) : null,
        home ? null : foreignCurrency(`${p}:foreignCurrency`, { currency: pay.currency, total: pay.amount }),
      ]),
    ],
    { version: VERSION },
  )
}

/** The whole file: UTF-8 with its declaration, one `dataPackItem` per document and per payment. */
export function dataPackXml(pack: DataPack): string {
  const item = (id: string, body: string) => el('dat:dataPackItem', [body], { version: VERSION, id })
  const items = [
    ...pack.documents.map((doc) => item(doc.itemId, documentXml(doc))),
    ...pack.payments.map((pay) => item(pay.itemId, paymentXml(pay))),
  ]
  const attributes = {
    version: VERSION,
    id: clip(pack.id, 64),
    ...(pack.ico ? { ico: clip(pack.ico, 15) } : {}),
    application: clip(pack.application, 100),
    note: pack.note,
    ...NAMESPACES,
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${el('dat:dataPack', items, attributes)}\n`
}
