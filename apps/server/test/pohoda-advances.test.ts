import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createContact, exportPohodaXml, facturationSummary, type Invoice } from '@innkeep/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'
import { buildPayerHouse, issueFor } from './support/world-pohoda.ts'
import { at, minor, schemaErrors, xpath } from './support/xpath.ts'

// April 2026 in POHODA's terms, by hand (prices include VAT, FROM_TOTAL, VAT = total × 12 / 112):
//   proforma P        10 000,00 at 12 %: no tax document → "Zálohová faktura", no taxable date
//   tax document Z    10 000,00 for the advance received → VAT 1 071,43, base 8 928,57 (internal document)
//   final invoice F   15 000,00 → VAT 1 607,14, base 13 392,86; less Z → base 4 464,29, VAT 535,71, to pay 5 000
//   cash invoice K    99,90 → VAT 10,70, base 89,20; rounded to 100,00 (rounding 0,10)
//   EU invoice U      2 × 80,00 EUR, reverse charge, rate 25,125 → 4 020,00 CZK without VAT
//   at 12 %: 8 928,57 + 4 464,29 + 89,20 = 13 482,06, VAT 1 071,43 + 535,71 + 10,70 = 1 617,84
const SCHEMA = path.join(import.meta.dirname, 'fixtures/pohoda/data.xsd')
const APRIL = { from: '2026-04-01', till: '2026-04-30' }
const { app } = await startTestApp()
const folder = mkdtempSync(path.join(tmpdir(), 'pohoda-advances-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

let file: string
let as: { token: string; params: { slugs: string } }
let docs: Record<'proforma' | 'advance' | 'final' | 'cash' | 'eu', Invoice>
const item = (invoice: Invoice) => `//${at('dataPackItem')}[@id='inv-${invoice.id}']`
const value = (invoice: Invoice, steps: string) => xpath(file, `string(${item(invoice)}//${at(steps)})`)

beforeAll(async () => {
  const { house, customer } = await buildPayerHouse(app)
  as = { token: house.owner.token, params: { slugs: house.slug } }
  const line = (unitPrice: number, text = 'Pobyt') => ({ text, quantity: 1, unitPrice, vatRate: 12 as const })
  const issued = (issueDate: string, body: Parameters<typeof issueFor>[2]) =>
    issueFor(app, house, { issueDate, vatMode: 'FROM_TOTAL', ...body })
  const proforma = await issued('2026-04-02', { contactId: customer, type: 'PROFORMA', lines: [line(10_000_00)] })
  const advance = await issued('2026-04-05', {
    contactId: customer,
    type: 'RECEIVED_PAYMENT_INVOICE',
    lines: [line(10_000_00, 'Záloha na pobyt')],
  })
  const final = await issued('2026-04-20', {
    contactId: customer,
    lines: [line(15_000_00)],
    advanceIds: [advance.id],
  })
  const cash = await issued('2026-04-22', {
    contactId: customer,
    paymentMethod: 'cash',
    cashRounding: true,
    lines: [line(99_90, 'Káva a dort')],
  })
  const german = await ok(app, createContact, { ...as, body: { name: 'Reisebüro Berg GmbH', dic: 'DE123456789' } })
  const eu = await issued('2026-04-25', {
    contactId: german.id,
    type: 'EU_INVOICE',
    currency: 'EUR',
    exchangeRate: 25.125,
    vatMode: 'FROM_BASE',
    lines: [{ text: 'Accommodation', quantity: 2, unitPrice: 80_00, vatRate: 12 }],
  })
  docs = { proforma, advance, final, cash, eu }
  const result = await call(app, exportPohodaXml, { ...as, query: { ...APRIL, what: 'issued' } })
  expect(result.status, result.raw).toBe(200)
  file = path.join(folder, 'april.xml')
  writeFileSync(file, result.raw)
})

describe('advances, cash rounding and reverse charge in the POHODA data pack', () => {
  it('is valid against the schemas', () => {
    expect(schemaErrors(file, SCHEMA)).toBe('')
  })

  it('writes a proforma as an advance invoice, no tax document', () => {
    expect(value(docs.proforma, 'invoiceType')).toBe('issuedAdvanceInvoice')
    expect(xpath(file, `count(${item(docs.proforma)}//${at('dateTax')})`)).toBe('0')
    expect(xpath(file, `count(${item(docs.proforma)}//${at('classificationVAT')})`)).toBe('0')
  })

  it('writes the tax document for the advance as an internal document with its VAT', () => {
    const intDoc = `${item(docs.advance)}/${at('intDoc')}`
    expect(xpath(file, `string(${intDoc}//${at('intDocHeader/number/numberRequested')})`)).toBe(docs.advance.number)
    expect(xpath(file, `string(${intDoc}//${at('intDocHeader/dateTax')})`)).toBe('2026-04-05')
    const prices = ['unitPrice', 'price', 'priceVAT'].map((name) =>
      xpath(file, `string(${intDoc}//${at(`intDocItem/homeCurrency/${name}`)})`),
    )
    expect(prices).toEqual(['10000.00', '8928.57', '1071.43'])
    expect(xpath(file, `string(${intDoc}//${at('intDocItem/payVAT')})`)).toBe('true')
  })

  it('writes the final invoice whole and deducts the advance by hand, landing on its own recapitulation', () => {
    expect(
      ['unitPrice', 'price', 'priceVAT'].map((name) => value(docs.final, `invoiceItem/homeCurrency/${name}`)),
    ).toEqual(['15000.00', '13392.86', '1607.14'])
    const deduction = (name: string) => value(docs.final, `invoiceAdvancePaymentItem/${name}`)
    expect([deduction('rateVAT'), deduction('homeCurrency/price'), deduction('homeCurrency/priceVAT')]).toEqual([
      'low',
      '-8928.57',
      '-1071.43',
    ])
    expect(deduction('note')).toBe(`Odpočet zálohy ${docs.advance.number}`)
    expect([value(docs.final, 'priceLow'), value(docs.final, 'priceLowVAT')]).toEqual(['4464.29', '535.71'])
  })

  it('states cash rounding and the VAT method for prices with VAT', () => {
    expect(value(docs.cash, 'roundingDocument')).toBe('math2one')
    expect(value(docs.cash, 'homeCurrency/round/priceRound')).toBe('0.10')
    expect(value(docs.cash, 'typeCalculateVATInclusivePrice')).toBe('VATNewMethod')
    expect(value(docs.cash, 'invoiceHeader/paymentType/paymentType')).toBe('cash')
    expect([value(docs.cash, 'priceLow'), value(docs.cash, 'priceLowVAT')]).toEqual(['89.20', '10.70'])
  })

  it('leaves the VAT classification of a reverse-charge invoice to the accountant', async () => {
    expect(xpath(file, `count(${item(docs.eu)}//${at('classificationVAT')})`)).toBe('0')
    expect(value(docs.eu, 'invoiceSummary/homeCurrency/priceNone')).toBe('4020.00')
    expect(value(docs.eu, 'invoiceSummary/foreignCurrency/priceSum')).toBe('160.00')
    expect(value(docs.eu, 'intNote')).toContain('Daň odvede zákazník')
    const summary = await ok(app, facturationSummary, { ...as, body: APRIL })
    expect(summary.issued.reverseCharge.base).toBe(4_020_00)
  })

  it('adds up to the VAT summary: the advance’s tax document once, the final invoice less it', async () => {
    const taxed = `//${at('invoice')}[${at('invoiceHeader/invoiceType')} = 'issuedInvoice']`
    const sum = (tail: string) =>
      minor(xpath(file, `sum(${taxed}/${at(`invoiceSummary/homeCurrency/${tail}`)})`)) +
      minor(xpath(file, `sum(//${at(`intDoc/intDocSummary/homeCurrency/${tail}`)})`))
    const low = { base: sum('priceLow'), vat: sum('priceLowVAT') }
    expect(low).toEqual({ base: 13_482_06, vat: 1_617_84 })
    const summary = await ok(app, facturationSummary, { ...as, body: APRIL })
    const row = summary.issued.byRate.find((r) => r.vatRate === 12)
    expect(low).toEqual({ base: row?.base, vat: row?.vat })
  })
})
