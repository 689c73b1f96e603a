import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  changeCompany,
  createContact,
  createInvoice,
  type InvoiceInput,
  invoiceIsdoc,
  issueInvoice,
  sendInvoice,
} from '@innkeep/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeSmtp } from '../../../tools/fakes/smtp.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

const XSD = path.join(import.meta.dirname, 'fixtures/isdoc/isdoc-invoice-6.0.2.xsd')
const smtp = await startFakeSmtp()
afterAll(() => smtp.close())
const { app } = await startTestApp({ smtpUrl: smtp.smtpUrl })

const CUSTOMER = 'Krkonoše & <Syn> "Tour" s.r.o.'
let house: House
let customer: string
let german: string
const as = (h: House = house) => ({ token: h.owner.token, params: { slugs: h.slug } })

beforeAll(async () => {
  house = await buildHouse(app)
  await ok(app, changeCompany, {
    ...as(),
    body: {
      name: 'Penzion U Lípy s.r.o.',
      ico: '27082440',
      dic: 'CZ27082440',
      vatPayerStatus: 'PAYER',
      address: { street: 'Horní náměstí 12/3', city: 'Vrchlabí', postcode: '543 01', country: 'CZ' },
      registerEntry: 'zapsaná v obchodním rejstříku vedeném Krajským soudem v Hradci Králové, oddíl C, vložka 12345',
      version: 0,
    },
  })
  customer = (
    await ok(app, createContact, {
      ...as(),
      body: {
        name: CUSTOMER,
        ico: '26168685',
        dic: 'CZ26168685',
        email: 'ucetni@krkonose.example',
        address: { street: 'Dlouhá 7', city: 'Trutnov', postcode: '541 01', country: 'CZ' },
      },
    })
  ).id
  german = (
    await ok(app, createContact, {
      ...as(),
      body: { name: 'Reisebüro Berg GmbH', dic: 'DE123456789', address: { city: 'Dresden', country: 'DE' } },
    })
  ).id
})

async function issued(body: Partial<InvoiceInput> = {}, h: House = house, contactId = customer) {
  const draft = await ok(app, createInvoice, {
    ...as(h),
    body: {
      contactId,
      issueDate: '2026-03-02',
      lines: [{ text: 'Ubytování 3 noci', quantity: 3, unit: 'noc', unitPrice: 1_200_00, vatRate: 12 }],
      vatMode: 'FROM_TOTAL',
      ...body,
    },
  })
  return ok(app, issueInvoice, { ...as(h), params: { ...as(h).params, id: draft.id }, body: { version: 0 } })
}

/** The export as the browser gets it, checked against the ISDOC 6.0.2 schema with xmllint. */
async function exported(id: string, h: House = house) {
  const response = await call(app, invoiceIsdoc, { ...as(h), params: { ...as(h).params, id } })
  expect(response.status).toBe(200)
  expect(response.headers['content-type']).toBe('application/x-isdoc; charset=utf-8')
  expectValid(response.raw)
  return { xml: response.raw, disposition: String(response.headers['content-disposition']) }
}

function expectValid(xml: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'isdoc-'))
  const file = path.join(folder, 'invoice.isdoc')
  writeFileSync(file, xml)
  const lint = spawnSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8' })
  rmSync(folder, { recursive: true, force: true })
  expect(lint.error, 'xmllint is not installed (Debian: libxml2-utils)').toBeUndefined()
  expect(lint.stderr).toContain('validates')
  expect(lint.status, lint.stderr).toBe(0)
}

/** Texts of every `<name>` element (exact name, not a longer one), in document order. */
const all = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1])
const one = (xml: string, name: string) => all(xml, name)[0]
/** The inner XML of every `<name>…</name>` block. */
const blocks = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((m) => m[1] ?? '')

const MIXED_RATES: InvoiceInput['lines'] = [
  { text: 'Ubytování – Pokoj 1, 2 noci', quantity: 2, unit: 'noc', unitPrice: 1_450_00, vatRate: 12 },
  { text: 'Snídaně', quantity: 4, unit: 'ks', unitPrice: 180_00, priceCategory: 'FOOD_REGULAR' },
  { text: 'Víno Ryzlink', quantity: 1, unit: 'láhev', unitPrice: 390_00, priceCategory: 'BEV_REGULAR', discount: 1000 },
]

describe('ISDOC export', () => {
  it('exports a regular invoice with mixed rates: parties, VAT per rate, totals and the bank payment', async () => {
    const invoice = await issued({ lines: MIXED_RATES, iban: 'CZ6508000000192000145399' })
    const { xml, disposition } = await exported(invoice.id)
    expect(disposition).toBe(`attachment; filename="faktura-${invoice.number}.isdoc"`)
    expect(xml).toContain('<Invoice xmlns="http://isdoc.cz/namespace/2013" version="6.0.2">')
    expect(one(xml, 'DocumentType')).toBe('1')
    expect(one(xml, 'ID')).toBe(invoice.number)
    expect(one(xml, 'UUID')).toBe(invoice.id)
    expect(one(xml, 'TaxPointDate')).toBe('2026-03-02')
    expect(one(xml, 'VATApplicable')).toBe('true')
    expect(all(xml, 'ForeignCurrencyCode')).toEqual([])
    // parties: ICO, DIC, the house number apart, the name escaped
    const [supplier = '', buyer = ''] = blocks(xml, 'Party')
    expect(all(supplier, 'ID')).toEqual(['27082440'])
    expect(one(supplier, 'CompanyID')).toBe('CZ27082440')
    expect([one(supplier, 'StreetName'), one(supplier, 'BuildingNumber')]).toEqual(['Horní náměstí', '12/3'])
    // the commercial register entry the law asks for on business documents (§ 435 občanského zákoníku)
    expect(one(supplier, 'Preformatted')).toBe(
      'zapsaná v obchodním rejstříku vedeném Krajským soudem v Hradci Králové, oddíl C, vložka 12345',
    )
    expect(all(buyer, 'Preformatted')).toEqual([])
    expect(all(buyer, 'ID')).toEqual(['26168685'])
    expect(one(buyer, 'CompanyID')).toBe('CZ26168685')
    expect(buyer).toContain('<Name>Krkonoše &amp; &lt;Syn&gt; &quot;Tour&quot; s.r.o.</Name>')
    // 2 × 1 450 + 4 × 180 at 12 %; 390 less 10 % at 21 %; VAT from the totals per rate
    expect(invoice.total).toBe(3_971_00)
    const rates = blocks(xml, 'TaxSubTotal').map((row) => ({
      rate: one(row, 'Percent'),
      base: one(row, 'TaxableAmount'),
      vat: one(row, 'TaxAmount'),
      total: one(row, 'TaxInclusiveAmount'),
      difference: one(row, 'DifferenceTaxInclusiveAmount'),
    }))
    expect(rates).toEqual([
      { rate: '21', base: '290.08', vat: '60.92', total: '351.00', difference: '351.00' },
      { rate: '12', base: '3232.14', vat: '387.86', total: '3620.00', difference: '3620.00' },
    ])
    const totals = blocks(xml, 'LegalMonetaryTotal')[0] ?? ''
    expect(one(totals, 'TaxExclusiveAmount')).toBe('3522.22')
    expect(one(totals, 'TaxInclusiveAmount')).toBe('3971.00')
    expect(one(totals, 'PayableAmount')).toBe('3971.00')
    const lines = blocks(xml, 'InvoiceLine')
    expect(lines).toHaveLength(3)
    expect(one(lines[0] ?? '', 'InvoicedQuantity')).toBe('2')
    expect(lines[0]).toContain('<InvoicedQuantity unitCode="noc">2</InvoicedQuantity>')
    expect(one(lines[2] ?? '', 'LineExtensionAmountTaxInclusiveBeforeDiscount')).toBe('390.00')
    expect(one(lines[2] ?? '', 'UnitPriceTaxInclusive')).toBe('390.0000')
    // payment: account, bank, IBAN, VS and the due date
    const payment = blocks(xml, 'Payment')[0] ?? ''
    expect(one(payment, 'PaymentMeansCode')).toBe('42')
    expect(one(payment, 'PaidAmount')).toBe('3971.00')
    expect(one(payment, 'PaymentDueDate')).toBe('2026-03-16')
    expect([one(payment, 'ID'), one(payment, 'BankCode')]).toEqual(['19-2000145399', '0800'])
    expect(one(payment, 'IBAN')).toBe('CZ6508000000192000145399')
    expect(one(payment, 'VariableSymbol')).toBe(invoice.variableSymbol)
  })

  it('exports the local fee as not subject to VAT: its own subtotal without tax, in the totals', async () => {
    // zákon 565/1990 Sb. § 3a: the fee is the municipality's, collected by the host; no supply, no VAT.
    // 2 nights at 1 000 Kč with 12 % VAT in the price, the fee 2 adults × 2 nights × 20 Kč = 80 Kč.
    const invoice = await issued({
      lines: [
        { text: 'Ubytování – Pokoj 1', quantity: 2, unit: 'noc', unitPrice: 1_000_00, vatRate: 12 },
        { text: 'Místní poplatek z pobytu', quantity: 4, unit: 'os./noc', unitPrice: 20_00, vatRate: null },
      ],
    })
    expect(invoice).toMatchObject({ base: 1_785_71, vat: 214_29, outsideVat: 80_00, total: 2_080_00 })
    const { xml } = await exported(invoice.id)
    const [room = '', fee = ''] = blocks(xml, 'InvoiceLine')
    expect(one(room, 'VATApplicable')).toBe('true')
    expect(one(fee, 'VATApplicable')).toBe('false')
    expect([one(fee, 'LineExtensionAmount'), one(fee, 'LineExtensionTaxAmount')]).toEqual(['80.00', '0.00'])
    const rates = blocks(xml, 'TaxSubTotal').map((row) => ({
      rate: one(row, 'Percent'),
      applicable: one(row, 'VATApplicable'),
      base: one(row, 'TaxableAmount'),
      vat: one(row, 'TaxAmount'),
    }))
    expect(rates).toEqual([
      { rate: '12', applicable: 'true', base: '1785.71', vat: '214.29' },
      { rate: '0', applicable: 'false', base: '80.00', vat: '0.00' },
    ])
    const totals = blocks(xml, 'LegalMonetaryTotal')[0] ?? ''
    expect(one(totals, 'TaxExclusiveAmount')).toBe('1865.71')
    expect(one(totals, 'TaxInclusiveAmount')).toBe('2080.00')
    expect(one(totals, 'PayableAmount')).toBe('2080.00')
  })

  it('exports a proforma as document type 4, without a taxable supply date', async () => {
    const invoice = await issued({ type: 'PROFORMA', language: 'en' })
    const { xml, disposition } = await exported(invoice.id)
    expect(disposition).toBe(`attachment; filename="invoice-${invoice.number}.isdoc"`)
    expect(one(xml, 'DocumentType')).toBe('4')
    expect(all(xml, 'TaxPointDate')).toEqual([])
    expect(one(xml, 'Note')).toBe('A proforma invoice is not a tax document.')
    expect(one(xml, 'PayableAmount')).toBe('3600.00')
  })

  it('exports a tax document for a received payment (5) and the final invoice that deducts it', async () => {
    const line = { text: 'Záloha na pobyt', unitPrice: 10_000_00, vatRate: 12 as const }
    const advance = await issued({ type: 'RECEIVED_PAYMENT_INVOICE', lines: [line] })
    const advanceXml = (await exported(advance.id)).xml
    expect(one(advanceXml, 'DocumentType')).toBe('5')
    expect(all(advanceXml, 'PaymentMeans')).toEqual([])
    expect(one(advanceXml, 'TaxAmount')).toBe('1071.43')

    const final = await issued({ lines: [{ ...line, text: 'Pobyt', unitPrice: 15_000_00 }], advanceIds: [advance.id] })
    const { xml } = await exported(final.id)
    const deposit = blocks(xml, 'TaxedDeposit')[0] ?? ''
    expect(one(deposit, 'ID')).toBe(advance.number)
    expect([one(deposit, 'TaxableDepositAmount'), one(deposit, 'TaxInclusiveDepositAmount')]).toEqual([
      '8928.57',
      '10000.00',
    ])
    const row = blocks(xml, 'TaxSubTotal')[0] ?? ''
    expect(one(row, 'TaxableAmount')).toBe('13392.86')
    expect(one(row, 'AlreadyClaimedTaxableAmount')).toBe('8928.57')
    expect(one(row, 'DifferenceTaxAmount')).toBe('535.71')
    const totals = blocks(xml, 'LegalMonetaryTotal')[0] ?? ''
    expect(one(totals, 'TaxInclusiveAmount')).toBe('15000.00')
    expect(one(totals, 'AlreadyClaimedTaxInclusiveAmount')).toBe('10000.00')
    expect(one(totals, 'PayableAmount')).toBe('5000.00')
  })

  it('exports an EU invoice as type 1 under reverse charge: no VAT, euros and their CZK value', async () => {
    const invoice = await issued(
      {
        type: 'EU_INVOICE',
        currency: 'EUR',
        exchangeRate: 25.125,
        vatMode: 'FROM_BASE',
        note: 'Danke & auf Wiedersehen',
        lines: [{ text: 'Accommodation', quantity: 2, unitPrice: 80_00, vatRate: 12 }],
      },
      house,
      german,
    )
    const { xml } = await exported(invoice.id)
    expect(one(xml, 'DocumentType')).toBe('1')
    expect(one(xml, 'VATApplicable')).toBe('true')
    // the legal note, then the invoice's own, on lines of their own
    expect(one(xml, 'Note')).toBe(
      'Daň odvede zákazník (§ 92a zákona o DPH, přenesení daňové povinnosti).&#10;Danke &amp; auf Wiedersehen',
    )
    expect([one(xml, 'LocalCurrencyCode'), one(xml, 'ForeignCurrencyCode'), one(xml, 'CurrRate')]).toEqual([
      'CZK',
      'EUR',
      '25.125',
    ])
    const buyer = blocks(xml, 'Party')[1] ?? ''
    expect(one(buyer, 'CompanyID')).toBe('DE123456789')
    expect(one(buyer, 'IdentificationCode')).toBe('DE')
    expect(all(xml, 'Percent').every((p) => p === '0')).toBe(true)
    const totals = blocks(xml, 'LegalMonetaryTotal')[0] ?? ''
    expect([one(totals, 'PayableAmountCurr'), one(totals, 'PayableAmount')]).toEqual(['160.00', '4020.00'])
    expect(one(xml, 'TaxAmount')).toBe('0.00')
  })

  it('exports a regular invoice in euros with VAT converted to CZK at the invoice’s rate', async () => {
    const invoice = await issued({
      currency: 'EUR',
      exchangeRate: 25.125,
      lines: [{ text: 'Pobyt', unitPrice: 100_00, vatRate: 21 }],
    })
    const { xml } = await exported(invoice.id)
    const row = blocks(xml, 'TaxSubTotal')[0] ?? ''
    expect([one(row, 'TaxableAmountCurr'), one(row, 'TaxAmountCurr'), one(row, 'TaxInclusiveAmountCurr')]).toEqual([
      '82.64',
      '17.36',
      '100.00',
    ])
    expect([one(row, 'TaxableAmount'), one(row, 'TaxAmount'), one(row, 'TaxInclusiveAmount')]).toEqual([
      '2076.33',
      '436.17',
      '2512.50',
    ])
    const line = blocks(xml, 'InvoiceLine')[0] ?? ''
    expect([one(line, 'LineExtensionAmountTaxInclusiveCurr'), one(line, 'LineExtensionAmountTaxInclusive')]).toEqual([
      '100.00',
      '2512.50',
    ])
    expect(one(line, 'UnitPriceTaxInclusive')).toBe('2512.5000')
  })

  it('exports the invoice of a supplier who is not a VAT payer, with cash rounding', async () => {
    const small = await buildHouse(app)
    await ok(app, changeCompany, {
      ...as(small),
      body: { name: 'Chata Pod Sněžkou', ico: '27082440', vatPayerStatus: 'NO', version: 0 },
    })
    const guest = await ok(app, createContact, { ...as(small), body: { name: 'Jan Novák' } })
    const invoice = await issued(
      {
        paymentMethod: 'cash',
        cashRounding: true,
        lines: [{ text: 'Ubytování', unitPrice: 1_234_56, vatRate: 21 }],
      },
      small,
      guest.id,
    )
    const { xml } = await exported(invoice.id, small)
    expect(one(xml, 'VATApplicable')).toBe('false')
    expect(one(xml, 'Note')).toBe('Dodavatel není plátcem DPH.')
    const supplier = blocks(xml, 'Party')[0] ?? ''
    expect(all(supplier, 'CompanyID')).toEqual([])
    expect(all(xml, 'Percent')).toEqual(['0', '0'])
    const totals = blocks(xml, 'LegalMonetaryTotal')[0] ?? ''
    expect(one(totals, 'TaxInclusiveAmount')).toBe('1234.56')
    expect(one(totals, 'PayableRoundingAmount')).toBe('0.44')
    expect(one(totals, 'PayableAmount')).toBe('1235.00')
    const payment = blocks(xml, 'Payment')[0] ?? ''
    expect(one(payment, 'PaymentMeansCode')).toBe('10')
    expect(all(payment, 'Details')).toEqual([])
  })

  it('refuses a draft (it has no number) and finds no invoice of another workspace', async () => {
    const draft = await ok(app, createInvoice, {
      ...as(),
      body: { contactId: customer, lines: [{ text: 'Pobyt', unitPrice: 100_00 }] },
    })
    const refused = await call(app, invoiceIsdoc, { ...as(), params: { ...as().params, id: draft.id } })
    expect(refused.envelope).toMatchObject({
      errorType: 'VALIDATION',
      messages: [{ text: 'Koncept nemá číslo; vystavte fakturu a pak ji exportujte do ISDOC.' }],
    })
    const other = await buildHouse(app)
    const theirs = await call(app, invoiceIsdoc, { ...as(other), params: { ...as(other).params, id: draft.id } })
    expect(theirs.status).toBe(204)
  })

  it('sends the ISDOC beside the PDF when the invoice is e-mailed', async () => {
    const invoice = await issued({ lines: MIXED_RATES })
    const before = smtp.received.length
    await ok(app, sendInvoice, { ...as(), params: { ...as().params, id: invoice.id }, body: {} })
    const [mail] = smtp.received.slice(before)
    expect(mail?.raw).toContain(`faktura-${invoice.number}.pdf`)
    const attached = attachment(mail?.raw ?? '', `faktura-${invoice.number}.isdoc`)
    expectValid(attached)
    expect(one(attached, 'ID')).toBe(invoice.number)
    expect(one(attached, 'PayableAmount')).toBe('3971.00')
  })
})

/** A base64 attachment of a raw MIME message, decoded, found by its file name. */
function attachment(raw: string, fileName: string): string {
  const part = raw
    .split(/\r?\n--/)
    .find((p) => p.includes(`filename=${fileName}`) || p.includes(`filename="${fileName}"`))
  expect(part, `${fileName} is attached`).toBeDefined()
  const body = (part ?? '')
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
  return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
}
