import { type Invoice, InvoiceInput } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import '../../i18n/i18n.ts'
import {
  editorField,
  emptyLine,
  followIssueDate,
  InvoiceFormSchema,
  type InvoiceFormValues,
  invoiceToForm,
  keptOf,
  newInvoiceForm,
  toInvoiceInput,
} from './invoice-values.ts'

const CONTACT = '01a200a8-0000-7000-8000-000000000001'
const TODAY = '2027-03-12'

function values(over: Partial<InvoiceFormValues> = {}): InvoiceFormValues {
  return {
    ...newInvoiceForm(TODAY, CONTACT),
    lines: [
      { text: 'Ubytování', quantity: '1,5', unit: 'noc', unitPrice: '1 234,50', vat: '12', discount: '10' },
      { text: 'Snídaně', quantity: '2', unit: 'ks', unitPrice: '150', vat: 'FOOD_REGULAR', discount: '' },
    ],
    ...over,
  }
}

const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  id: '01a200a8-0000-7000-8000-0000000000aa',
  type: 'REGULAR_INVOICE',
  status: 'ISSUED',
  validity: 'VALID',
  number: '202710001',
  variableSymbol: '202710001',
  contactId: CONTACT,
  customer: {
    name: 'Prádelna Bělidlo s.r.o.',
    ico: '27082440',
    dic: 'CZ27082440',
    address: { street: 'Na Bělidle 12', city: 'Liberec', postcode: '460 01', country: 'CZ' },
    email: '',
  },
  supplier: {
    name: 'Penzion U Lípy s.r.o.',
    ico: '',
    dic: '',
    address: { street: '', city: '', postcode: '', country: 'CZ' },
    email: '',
    vatPayerStatus: 'PAYER',
  },
  language: 'cs',
  currency: 'EUR',
  exchangeRate: 25.125,
  vatMode: 'FROM_TOTAL',
  vatCharged: true,
  reverseCharge: false,
  issueDate: '2027-03-01',
  taxableSupplyDate: '2027-02-28',
  dueDate: '2027-03-15',
  paymentMethod: 'bank',
  iban: 'CZ6508000000192000145399',
  cashRounding: false,
  note: 'Rezervace R-1',
  lines: [
    {
      text: 'Sleva',
      quantity: 0.125,
      unit: '',
      unitPrice: -50,
      vatRate: 21,
      priceCategory: null,
      discount: 1250,
      amount: -6,
    },
    {
      text: 'Pivo',
      quantity: 3,
      unit: 'ks',
      unitPrice: 5500,
      vatRate: 21,
      priceCategory: 'BEV_BEER',
      discount: 0,
      amount: 16500,
    },
  ],
  advances: [
    { id: 'adv-1', number: '202730001', vatRate: 21, base: 100, vat: 21 },
    { id: 'adv-1', number: '202730001', vatRate: 12, base: 100, vat: 12 },
  ],
  recap: [],
  base: 0,
  vat: 0,
  outsideVat: 0,
  total: 0,
  rounding: 0,
  toPay: 0,
  paidAmount: 0,
  paymentState: 'UNPAID',
  reservationId: 'res-1',
  corrects: null,
  correctionReason: '',
  createdAt: '2027-03-01T10:00:00Z',
  issuedAt: '2027-03-01T10:00:00Z',
  canceledAt: null,
  sentAt: null,
  sentTo: null,
  version: 3,
  ...over,
})

describe('the invoice form', () => {
  it('starts a new invoice today, taxable today, due in 14 days, with one line at the accommodation rate', () => {
    expect(newInvoiceForm(TODAY)).toMatchObject({
      issueDate: TODAY,
      taxableSupplyDate: TODAY,
      dueDate: '2027-03-26',
      contactId: null,
      lines: [{ quantity: '1', vat: '12', unitPrice: '' }],
    })
  })

  it('becomes the body the server takes: quantities in units, prices in haléř, discounts in basis points', () => {
    const parsed = InvoiceFormSchema.parse(values())
    const body = toInvoiceInput(parsed, { advanceIds: [], reservationId: null })
    expect(body.lines).toEqual([
      {
        text: 'Ubytování',
        quantity: 1.5,
        unit: 'noc',
        unitPrice: 123450,
        vatRate: 12,
        priceCategory: null,
        discount: 1000,
      },
      {
        text: 'Snídaně',
        quantity: 2,
        unit: 'ks',
        unitPrice: 15000,
        vatRate: 12,
        priceCategory: 'FOOD_REGULAR',
        discount: 0,
      },
    ])
    expect(body).toMatchObject({ contactId: CONTACT, exchangeRate: null, issueDate: TODAY, dueDate: '2027-03-26' })
    expect(InvoiceInput.safeParse(body).success).toBe(true)
  })

  it('leaves out the dates not given, so the server applies its defaults', () => {
    const parsed = InvoiceFormSchema.parse(values({ issueDate: null, taxableSupplyDate: null, dueDate: null }))
    const body = toInvoiceInput(parsed, { advanceIds: [], reservationId: null })
    expect(body).not.toHaveProperty('issueDate')
    expect(body).not.toHaveProperty('dueDate')
  })

  it('round-trips an invoice: what the form shows saves back to the same lines', () => {
    const record = invoice()
    const form = invoiceToForm(record, 'cs')
    expect(form.exchangeRate).toBe('25,125')
    expect(form.lines).toEqual([
      { text: 'Sleva', quantity: '0,125', unit: '', unitPrice: '-0,50', vat: '21', discount: '12,5' },
      { text: 'Pivo', quantity: '3', unit: 'ks', unitPrice: '55', vat: 'BEV_BEER', discount: '' },
    ])
    const body = toInvoiceInput(InvoiceFormSchema.parse(form), keptOf(record))
    expect(body.exchangeRate).toBe(25.125)
    expect(
      body.lines?.map(({ quantity, unitPrice, discount, priceCategory }) => ({
        quantity,
        unitPrice,
        discount,
        priceCategory,
      })),
    ).toEqual(
      record.lines.map(({ quantity, unitPrice, discount, priceCategory }) => ({
        quantity,
        unitPrice,
        discount,
        priceCategory,
      })),
    )
  })

  it('keeps the advances and the reservation an invoice was made with, and what a credit note corrects', () => {
    expect(keptOf(invoice())).toEqual({
      advanceIds: ['adv-1'],
      reservationId: 'res-1',
      correctsId: null,
      correctionReason: '',
    })
    expect(keptOf(null)).toEqual({ advanceIds: [], reservationId: null })
    const credit = invoice({
      type: 'CREDIT_NOTE',
      corrects: { id: 'inv-9', number: '202610001', issueDate: '2026-10-21', taxableSupplyDate: '2026-10-20' },
      correctionReason: 'Vráceno 1 víno',
    })
    expect(keptOf(credit)).toMatchObject({ correctsId: 'inv-9', correctionReason: 'Vráceno 1 víno' })
  })

  it('says on the field what is wrong, in the UI language', () => {
    const result = InvoiceFormSchema.safeParse(
      values({
        contactId: null,
        variableSymbol: '12345678901',
        currency: 'EUR',
        exchangeRate: '',
        lines: [{ ...emptyLine(), quantity: '1,2345', unitPrice: 'abc', discount: '120' }],
      }),
    )
    expect(result.success).toBe(false)
    const byPath = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
    expect(byPath).toMatchObject({
      contactId: 'Zvolte odběratele.',
      variableSymbol: 'Variabilní symbol má nejvýše 10 číslic.',
      exchangeRate: 'Zadejte kurz (Kč za 1 EUR), např. 25,125.',
      'lines.0.quantity': 'Zadejte množství, nejvýše na tři desetinná místa (např. 1,5).',
      'lines.0.unitPrice': 'Zadejte cenu, nejvýše na haléře (např. 1 234,50).',
      'lines.0.discount': 'Sleva je 0 až 100 %, nejvýše na dvě desetinná místa.',
    })
    expect(byPath).toHaveProperty('lines.0.text')
  })

  it('needs at least one line', () => {
    const result = InvoiceFormSchema.safeParse(values({ lines: [] }))
    expect(result.error?.issues[0]).toMatchObject({
      path: ['lines'],
      message: 'Faktura potřebuje alespoň jednu položku.',
    })
  })
})

describe('followIssueDate', () => {
  it('moves a taxable supply date that was the issue date, and keeps the payment terms', () => {
    const dates = { issueDate: '2027-03-12', taxableSupplyDate: '2027-03-12', dueDate: '2027-03-26' }
    expect(followIssueDate(dates, '2027-03-20')).toEqual({
      issueDate: '2027-03-20',
      taxableSupplyDate: '2027-03-20',
      dueDate: '2027-04-03',
    })
  })

  it('leaves a taxable supply date of its own alone', () => {
    const dates = { issueDate: '2027-03-12', taxableSupplyDate: '2027-03-10', dueDate: null }
    expect(followIssueDate(dates, '2027-03-13')).toEqual({
      issueDate: '2027-03-13',
      taxableSupplyDate: '2027-03-10',
      dueDate: null,
    })
  })
})

describe('editorField', () => {
  it('puts the server’s message about a line’s rate or category on its one VAT field', () => {
    expect(editorField('lines.3.vatRate')).toBe('lines.3.vat')
    expect(editorField('lines.0.priceCategory')).toBe('lines.0.vat')
    expect(editorField('lines.0.quantity')).toBe('lines.0.quantity')
    expect(editorField(undefined)).toBeUndefined()
  })
})
