import { type Invoice, ibanToCzechAccount, lineAmount, vatFromBase, vatFromTotal } from '@innkeep/contract'
import { decimal, divide, el, leaf } from '../../lib/xml.ts'

/**
 * An issued invoice as ISDOC 6.0.2 (the Czech e-invoice, `isdoc-invoice-6.0.2.xsd`). Pure: the
 * numbers are the invoice's own (computeTotals), only converted to text; no float touches an amount.
 *
 * A foreign-currency invoice (EUR) carries its own amounts in the `…Curr` elements and their CZK value
 * at the invoice's rate in the plain ones, as ISDOC asks (the local currency is always CZK).
 */

const DOCUMENT_TYPE: Record<Invoice['type'], number> = {
  REGULAR_INVOICE: 1,
  EU_INVOICE: 1,
  PROFORMA: 4,
  RECEIVED_PAYMENT_INVOICE: 5,
  CREDIT_NOTE: 2,
  DEBIT_NOTE: 3,
}

const PAYMENT_MEANS: Record<Invoice['paymentMethod'], number> = { bank: 42, code: 42, cash: 10, card: 48, paypal: 31 }

const NOTES = {
  cs: {
    reverseCharge: 'Daň odvede zákazník (§ 92a zákona o DPH, přenesení daňové povinnosti).',
    nonPayer: 'Dodavatel není plátcem DPH.',
    notTaxDocument: 'Zálohová faktura není daňovým dokladem.',
  },
  en: {
    reverseCharge: 'Reverse charge: VAT to be accounted for by the customer (Art. 196 of Directive 2006/112/EC).',
    nonPayer: 'The supplier is not registered for VAT.',
    notTaxDocument: 'A proforma invoice is not a tax document.',
  },
}

// ---- money in the invoice's currency and in CZK

/** An amount in the invoice's currency (`curr`) and in CZK (`local`), minor units. */
interface Pair {
  curr: bigint
  local: bigint
}

const add = (...pairs: Pair[]): Pair =>
  pairs.reduce((sum, p) => ({ curr: sum.curr + p.curr, local: sum.local + p.local }), { curr: 0n, local: 0n })

interface Money {
  foreign: boolean
  pair(minor: number): Pair
  /** A unit price (minor units × 100, four decimals) in CZK. */
  localUnit(value: bigint): bigint
  /** `<NameCurr>` and `<Name>`, in the order the element's parent wants. */
  amounts(name: string, pair: Pair, localFirst?: boolean): string[]
}

function moneyOf(invoice: Invoice): Money {
  const rateMilli =
    invoice.currency !== 'CZK' && invoice.exchangeRate !== null ? BigInt(Math.round(invoice.exchangeRate * 1000)) : null
  const toLocal = (value: bigint) => (rateMilli === null ? value : divide(value * rateMilli, 1000n))
  const foreign = rateMilli !== null
  return {
    foreign,
    pair: (minor) => ({ curr: BigInt(minor), local: toLocal(BigInt(minor)) }),
    localUnit: toLocal,
    amounts(name, pair, localFirst = false) {
      const local = leaf(name, decimal(pair.local, 2))
      if (!foreign) return [local]
      const curr = leaf(`${name}Curr`, decimal(pair.curr, 2))
      return localFirst ? [local, curr] : [curr, local]
    },
  }
}

// ---- the document

/** The invoice as an ISDOC 6.0.2 document (UTF-8 XML text). The caller refuses drafts: they have no number. */
export function renderInvoiceIsdoc(invoice: Invoice): string {
  const money = moneyOf(invoice)
  const charged = invoice.vatCharged
  const note = notesOf(invoice)
  const document = el(
    'Invoice',
    [
      leaf('DocumentType', String(DOCUMENT_TYPE[invoice.type])),
      leaf('ID', invoice.number ?? ''),
      leaf('UUID', invoice.id),
      leaf('IssuingSystem', 'Innkeep'),
      leaf('IssueDate', invoice.issueDate),
      invoice.type === 'PROFORMA' ? null : leaf('TaxPointDate', invoice.taxableSupplyDate),
      leaf('VATApplicable', String(charged || invoice.reverseCharge)),
      leaf('ElectronicPossibilityAgreementReference', ''),
      note ? leaf('Note', note) : null,
      leaf('LocalCurrencyCode', money.foreign ? 'CZK' : invoice.currency),
      money.foreign ? leaf('ForeignCurrencyCode', invoice.currency) : null,
      leaf('CurrRate', money.foreign ? decimal(BigInt(Math.round((invoice.exchangeRate ?? 1) * 1000)), 3) : '1'),
      leaf('RefCurrRate', '1'),
      el('AccountingSupplierParty', [partyOf(invoice.supplier, invoice.language)]),
      el('AccountingCustomerParty', [partyOf(invoice.customer, invoice.language)]),
      // a credit or debit note names the tax document it corrects
      invoice.corrects
        ? el('OriginalDocumentReferences', [
            el('OriginalDocumentReference', [
              leaf('ID', invoice.corrects.number),
              leaf('IssueDate', invoice.corrects.issueDate),
              leaf('UUID', invoice.corrects.id),
            ]),
          ])
        : null,
      el(
        'InvoiceLines',
        invoice.lines.map((line, i) => lineOf(invoice, money, line, i + 1)),
      ),
      ...totalsOf(invoice, money),
      paymentOf(invoice),
    ],
    { xmlns: 'http://isdoc.cz/namespace/2013', version: '6.0.2' },
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n${document}\n`
}

function notesOf(invoice: Invoice): string {
  const t = NOTES[invoice.language]
  return [
    invoice.reverseCharge ? t.reverseCharge : '',
    !invoice.vatCharged && !invoice.reverseCharge ? t.nonPayer : '',
    invoice.type === 'PROFORMA' ? t.notTaxDocument : '',
    invoice.note,
  ]
    .filter(Boolean)
    .join('\n')
}

function partyOf(party: Invoice['customer'] & { registerEntry?: string }, language: Invoice['language']): string {
  const { streetName, buildingNumber } = splitStreet(party.address.street)
  return el('Party', [
    el('PartyIdentification', [leaf('ID', party.ico)]),
    el('PartyName', [leaf('Name', party.name)]),
    el('PostalAddress', [
      leaf('StreetName', streetName),
      leaf('BuildingNumber', buildingNumber),
      leaf('CityName', party.address.city),
      leaf('PostalZone', party.address.postcode),
      el('Country', [
        leaf('IdentificationCode', party.address.country),
        leaf('Name', countryName(party.address.country, language)),
      ]),
    ]),
    party.dic ? el('PartyTaxScheme', [leaf('CompanyID', party.dic), leaf('TaxScheme', 'VAT')]) : null,
    party.registerEntry ? el('RegisterIdentification', [leaf('Preformatted', party.registerEntry)]) : null,
    party.email ? el('Contact', [leaf('ElectronicMail', party.email)]) : null,
  ])
}

/** `Horní 12/3a` → `Horní` + `12/3a`; ISDOC keeps the house number apart. */
export function splitStreet(street: string): { streetName: string; buildingNumber: string } {
  const match = /^(.*\S)\s+(\d+[a-zA-Z]?(?:\/\d+[a-zA-Z]?)?)$/.exec(street.trim())
  return match
    ? { streetName: match[1] ?? '', buildingNumber: match[2] ?? '' }
    : { streetName: street, buildingNumber: '' }
}

function countryName(code: string, language: Invoice['language']): string {
  if (!/^[A-Z]{2}$/.test(code)) return ''
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? ''
  } catch {
    return ''
  }
}

/** Base and VAT of an amount as the invoice's mode reads it. The invoice's VAT is per rate; this is per line. */
function split(amount: number, rate: number, mode: Invoice['vatMode']): { base: number; vat: number } {
  const vat = mode === 'FROM_BASE' ? vatFromBase(amount, rate) : vatFromTotal(amount, rate)
  return { base: mode === 'FROM_BASE' ? amount : amount - vat, vat }
}

function lineOf(invoice: Invoice, money: Money, line: Invoice['lines'][number], id: number): string {
  // a line outside the scope of VAT (the local fee) is no supply at 0 %: VATApplicable false
  const outside = line.vatRate === null
  const rate = invoice.vatCharged && line.vatRate !== null ? line.vatRate : 0
  const parts = split(line.amount, rate, invoice.vatMode)
  const base = money.pair(parts.base)
  const inclusive = add(base, money.pair(parts.vat))
  const quantity = Math.round(line.quantity * 1000)
  const full =
    line.discount > 0
      ? split(lineAmount({ quantity, unitPrice: line.unitPrice, vatRate: rate }), rate, invoice.vatMode)
      : null
  // unit prices to four decimals (minor units × 100): exact one way, rounded the other
  const price = BigInt(line.unitPrice)
  const exclusive4 = invoice.vatMode === 'FROM_BASE' ? price * 100n : divide(price * 10_000n, BigInt(100 + rate))
  const inclusive4 = invoice.vatMode === 'FROM_BASE' ? price * BigInt(100 + rate) : price * 100n
  return el('InvoiceLine', [
    leaf('ID', String(id)),
    leaf('InvoicedQuantity', trimDecimal(decimal(BigInt(quantity), 3)), line.unit ? { unitCode: line.unit } : {}),
    ...money.amounts('LineExtensionAmount', base),
    full ? leaf('LineExtensionAmountBeforeDiscount', decimal(money.pair(full.base).local, 2)) : null,
    ...money.amounts('LineExtensionAmountTaxInclusive', inclusive),
    full
      ? leaf(
          'LineExtensionAmountTaxInclusiveBeforeDiscount',
          decimal(add(money.pair(full.base), money.pair(full.vat)).local, 2),
        )
      : null,
    leaf('LineExtensionTaxAmount', decimal(inclusive.local - base.local, 2)),
    leaf('UnitPrice', decimal(money.localUnit(exclusive4), 4)),
    leaf('UnitPriceTaxInclusive', decimal(money.localUnit(inclusive4), 4)),
    taxCategory('ClassifiedTaxCategory', rate, invoice, !outside),
    line.discount > 0 ? leaf('Note', `−${trimDecimal(decimal(BigInt(line.discount), 2))} %`) : null,
    el('Item', [leaf('Description', line.text)]),
  ])
}

const trimDecimal = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text)

function taxCategory(name: string, rate: number, invoice: Invoice, subjectToVat = true): string {
  return el(name, [
    leaf('Percent', String(rate)),
    name === 'ClassifiedTaxCategory' ? leaf('VATCalculationMethod', invoice.vatMode === 'FROM_BASE' ? '0' : '1') : null,
    leaf('VATApplicable', String(invoice.vatCharged && subjectToVat)),
  ])
}

/** Taxed deposits, the recapitulation per rate and the totals; CZK sums are sums of the CZK rows. */
function totalsOf(invoice: Invoice, money: Money): string[] {
  const rateOf = (vatRate: number) => (invoice.vatCharged ? vatRate : 0)
  const zero = { curr: 0n, local: 0n }
  const rows = invoice.recap.map((r) => {
    const own = invoice.advances.filter((a) => rateOf(a.vatRate) === r.vatRate)
    const claimed = {
      base: add(...own.map((a) => money.pair(a.base))),
      vat: add(...own.map((a) => money.pair(a.vat))),
    }
    const difference = { base: money.pair(r.base), vat: money.pair(r.vat) }
    const taxable = { base: add(difference.base, claimed.base), vat: add(difference.vat, claimed.vat) }
    return { vatRate: r.vatRate, subjectToVat: true, claimed, difference, taxable }
  })
  if (invoice.outsideVat !== 0) {
    // the lines outside the scope of VAT: their own subtotal, no tax, nothing claimed before
    const amount = { base: money.pair(invoice.outsideVat), vat: zero }
    rows.push({
      vatRate: 0,
      subjectToVat: false,
      claimed: { base: zero, vat: zero },
      difference: amount,
      taxable: amount,
    })
  }
  const sum = (pick: (row: (typeof rows)[number]) => Pair) => add(zero, ...rows.map(pick))
  const taxable = { base: sum((r) => r.taxable.base), vat: sum((r) => r.taxable.vat) }
  const claimed = { base: sum((r) => r.claimed.base), vat: sum((r) => r.claimed.vat) }
  const difference = { base: sum((r) => r.difference.base), vat: sum((r) => r.difference.vat) }
  const rounding = money.pair(invoice.rounding)
  const deposits = invoice.advances.map((a) =>
    el('TaxedDeposit', [
      leaf('ID', a.number),
      leaf('VariableSymbol', ''),
      ...money.amounts('TaxableDepositAmount', money.pair(a.base)),
      ...money.amounts('TaxInclusiveDepositAmount', add(money.pair(a.base), money.pair(a.vat))),
      taxCategory('ClassifiedTaxCategory', rateOf(a.vatRate), invoice),
    ]),
  )
  return [
    deposits.length ? el('TaxedDeposits', deposits) : null,
    el('TaxTotal', [
      ...rows.map((r) =>
        el('TaxSubTotal', [
          ...money.amounts('TaxableAmount', r.taxable.base),
          ...money.amounts('TaxAmount', r.taxable.vat),
          ...money.amounts('TaxInclusiveAmount', add(r.taxable.base, r.taxable.vat)),
          ...money.amounts('AlreadyClaimedTaxableAmount', r.claimed.base),
          ...money.amounts('AlreadyClaimedTaxAmount', r.claimed.vat),
          ...money.amounts('AlreadyClaimedTaxInclusiveAmount', add(r.claimed.base, r.claimed.vat)),
          ...money.amounts('DifferenceTaxableAmount', r.difference.base),
          ...money.amounts('DifferenceTaxAmount', r.difference.vat),
          ...money.amounts('DifferenceTaxInclusiveAmount', add(r.difference.base, r.difference.vat)),
          taxCategory('TaxCategory', r.vatRate, invoice, r.subjectToVat),
        ]),
      ),
      ...money.amounts('TaxAmount', difference.vat),
    ]),
    el('LegalMonetaryTotal', [
      ...money.amounts('TaxExclusiveAmount', taxable.base, true),
      ...money.amounts('TaxInclusiveAmount', add(taxable.base, taxable.vat), true),
      ...money.amounts('AlreadyClaimedTaxExclusiveAmount', claimed.base, true),
      ...money.amounts('AlreadyClaimedTaxInclusiveAmount', add(claimed.base, claimed.vat), true),
      ...money.amounts('DifferenceTaxExclusiveAmount', difference.base, true),
      ...money.amounts('DifferenceTaxInclusiveAmount', add(difference.base, difference.vat), true),
      ...(invoice.rounding ? money.amounts('PayableRoundingAmount', rounding, true) : []),
      ...money.amounts('PaidDepositsAmount', zero, true),
      ...money.amounts('PayableAmount', add(difference.base, difference.vat, rounding), true),
    ]),
  ].filter((part): part is string => part !== null)
}

/**
 * How to pay: a transfer with the account, the VS and the due date (ISDOC keeps the due date there
 * only). A tax document for a received payment has nothing left to pay.
 */
function paymentOf(invoice: Invoice): string | null {
  if (invoice.type === 'RECEIVED_PAYMENT_INVOICE') return null
  const code = PAYMENT_MEANS[invoice.paymentMethod]
  const account = invoice.iban ? ibanToCzechAccount(invoice.iban) : null
  const [accountId = '', bankCode = ''] = account ? account.split('/') : []
  const details =
    code === 42 && invoice.iban
      ? el('Details', [
          leaf('PaymentDueDate', invoice.dueDate),
          leaf('ID', accountId),
          leaf('BankCode', bankCode),
          leaf('Name', ''),
          leaf('IBAN', invoice.iban),
          leaf('BIC', ''),
          invoice.variableSymbol ? leaf('VariableSymbol', invoice.variableSymbol) : null,
        ])
      : null
  return el('PaymentMeans', [
    el('Payment', [
      leaf('PaidAmount', decimal(BigInt(invoice.toPay), 2)),
      leaf('PaymentMeansCode', String(code)),
      details,
    ]),
  ])
}
