// What the POHODA data pack says, before it is XML: the documents and payments of a period in
// POHODA's terms (agendas, invoice types, rate names), amounts in minor units.

/** POHODA's names of the rates (`typ:vatRateEnum`): the standard rate, the reduced one, none. */
export type PohodaRate = 'none' | 'low' | 'high' | 'third'

/** An amount in CZK, and in the document's own currency when that is a foreign one. */
export interface Amount {
  home: number
  foreign: number | null
}

/** One item of a document: quantity 1, the price stated whole. */
export interface PohodaItem {
  /** `invoiceItem`, or `invoiceAdvancePaymentItem` for an advance deducted by hand. */
  kind: 'item' | 'advance'
  text: string
  rate: PohodaRate
  /** Prices include VAT (FROM_TOTAL): the unit price is base + VAT. */
  payVat: boolean
  base: Amount
  vat: Amount
  /** Outside the scope of VAT (the local fee): `classificationVAT` "nonSubsume", not a 0 % supply. */
  outsideVat: boolean
}

/** The VAT recapitulation of one rate in CZK, as the VAT summary counts it. */
export interface RecapRow {
  rate: PohodaRate
  percent: number
  base: number
  vat: number
}

export interface Partner {
  name: string
  street: string
  city: string
  postcode: string
  ico: string
  dic: string
}

/** An issued document or a supplier invoice (`inv:invoice`), or a tax document for a received payment (`int:intDoc`). */
export interface PohodaDocument {
  agenda: 'invoice' | 'intDoc'
  /** `dataPackItem` id: stable per document, so that POHODA knows a document it has imported. */
  itemId: string
  /** `inv:invoiceType` (unused for an internal document). */
  invoiceType: string
  /** Our number, kept in POHODA (`numberRequested`); null lets POHODA number a supplier invoice. */
  number: string | null
  variableSymbol: string
  /** The supplier's number of a supplier invoice, the corrected document's of a credit or debit note. */
  originalDocument: string
  issueDate: string
  /** Taxable supply date; null for a document that is no tax document (a proforma). */
  taxDate: string | null
  accountingDate: string
  dueDate: string | null
  /** `classificationVAT` inland: a domestic taxable supply. */
  inland: boolean
  text: string
  partner: Partner
  paymentType: 'draft' | 'cash' | 'creditcard' | null
  note: string
  intNote: string
  items: PohodaItem[]
  /** Per rate after advances, in CZK (0 % as "none"). */
  recap: RecapRow[]
  /** Outside the scope of VAT, in CZK. */
  outsideVat: number
  /** Cash rounding in CZK (whole crowns), 0 without it. */
  rounding: number
  fromTotal: boolean
  /** A foreign-currency document: its currency, the rate (CZK per unit × 1000) and what it asks to pay. */
  foreign: { currency: string; rateMilli: number; toPay: number } | null
}

/** A bank item (`bnk:bank`) or a cash item (`vch:voucher`). */
export interface PohodaPayment {
  agenda: 'bank' | 'voucher'
  itemId: string
  direction: 'receipt' | 'expense'
  /** The cash register's abbreviation in POHODA (vouchers): the cash account's name. */
  cashAccount: string
  date: string
  variableSymbol: string
  constantSymbol: string
  specificSymbol: string
  counterAccount: { accountNo: string; bankCode: string } | null
  partnerName: string
  text: string
  note: string
  intNote: string
  /** Unsigned, in minor units of `currency`. */
  amount: number
  currency: string
}
