import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { exportPohodaXml, facturationSummary } from '@innkeep/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'
import { buildPohodaMonth, HOSTILE_NAME } from './support/world-pohoda.ts'
import { at, minor, schemaErrors, xpath } from './support/xpath.ts'

// The worked example, March 2026 (support/world-pohoda.ts), by hand, every figure in CZK:
//   invoice A  2 nights 2 × 2 500,00 at 12 %  → base 5 000,00, VAT 600,00
//              2 bottles 2 × 200,00 at 21 %   → base   400,00, VAT  84,00
//              local fee 4 × 20,00 outside VAT → 80,00 (no rate, no VAT)            total 6 164,00
//   credit note to A: 1 bottle back, −200,00 at 21 % → VAT −42,00                   total  −242,00
//   invoice B  (hostile customer) 1 000,00 at 12 % → VAT 120,00                      total 1 120,00
//   invoice E  100,00 EUR at 12 %, rate 25,125 → base 2 512,50, VAT 301,50 (12,00 EUR × 25,125)
//   canceled invoice C and April's invoice D: not in the file
//   issued at 12 %: 5 000 + 1 000 + 2 512,50 = 8 512,50, VAT 600 + 120 + 301,50 = 1 021,50
//   issued at 21 %: 400 − 200 = 200,00, VAT 84 − 42 = 42,00; outside VAT 80,00
//   received: supplier invoice 3 000,00 at 21 % → VAT 630,00 (total 3 630,00)
//   bank: +6 164,00 on 15 March paying A (its VS); cash: −3 630,00 on 19 March paying the supplier
const SCHEMA = path.join(import.meta.dirname, 'fixtures/pohoda/data.xsd')
const MARCH = { from: '2026-03-01', till: '2026-03-31' }
const { app, database } = await startTestApp()
const folder = mkdtempSync(path.join(tmpdir(), 'pohoda-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

let month: Awaited<ReturnType<typeof buildPohodaMonth>>
let docs: typeof month.docs
const as = () => ({ token: month.house.owner.token, params: { slugs: month.house.slug } })

beforeAll(async () => {
  month = await buildPohodaMonth(app, database)
  docs = month.docs
})

type Query = { from: string; till: string; what?: string }

/** The file of a period, saved for xmllint. */
async function download(query: Query = MARCH) {
  const result = await call(app, exportPohodaXml, { ...as(), query })
  expect(result.status, result.raw).toBe(200)
  const file = path.join(folder, `pack-${Math.random().toString(36).slice(2)}.xml`)
  writeFileSync(file, result.raw)
  return { xml: result.raw, file, headers: result.headers }
}

const item = (id: string) => `//${at('dataPackItem')}[@id='${id}']`
/** Issued tax documents as invoices: invoices and corrections, no proformas. */
const TAXED = `//${at('invoice')}[${at('invoiceHeader/invoiceType')}[starts-with(., 'issued') and . != 'issuedAdvanceInvoice']]`
const RECEIVED = `//${at('invoice')}[${at('invoiceHeader/invoiceType')} = 'receivedInvoice']`
const OUTSIDE = `.//${at('classificationVATType')} = 'nonSubsume'`
const sum = (file: string, documents: string, tail: string) => minor(xpath(file, `sum(${documents}/${at(tail)})`))

describe('the POHODA data pack', () => {
  it('is valid against Stormware’s published schemas, UTF-8 with its declaration, for the company', async () => {
    const { xml, file, headers } = await download()
    expect(headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(String(headers['content-disposition'])).toContain('pohoda-2026-03-01_2026-03-31.xml')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<dat:dataPack ')).toBe(true)
    expect(schemaErrors(file, SCHEMA)).toBe('')
    expect(xpath(file, 'string(/*/@version)')).toBe('2.0')
    expect(xpath(file, 'string(/*/@ico)')).toBe('27082440')
    expect(xpath(file, 'string(/*/@application)')).toBe('Innkeep')
    expect(xpath(file, 'string(/*/@id)')).toBe('innkeep-2026-03-01-2026-03-31')
  })

  it('adds up to the VAT summary of the period, as computed by hand', async () => {
    const { file } = await download()
    const summary = await ok(app, facturationSummary, { ...as(), body: MARCH })
    const rate = (r: number) => summary.issued.byRate.find((row) => row.vatRate === r)
    const issued = {
      low: sum(file, TAXED, 'invoiceSummary/homeCurrency/priceLow'),
      lowVat: sum(file, TAXED, 'invoiceSummary/homeCurrency/priceLowVAT'),
      high: sum(file, TAXED, 'invoiceSummary/homeCurrency/priceHigh'),
      highVat: sum(file, TAXED, 'invoiceSummary/homeCurrency/priceHighVAT'),
      outside: minor(xpath(file, `sum(${TAXED}//${at('invoiceItem')}[${OUTSIDE}]/${at('homeCurrency/price')})`)),
    }
    expect(issued).toEqual({ low: 8_512_50, lowVat: 1_021_50, high: 200_00, highVat: 42_00, outside: 80_00 })
    expect(issued).toEqual({
      low: rate(12)?.base,
      lowVat: rate(12)?.vat,
      high: rate(21)?.base,
      highVat: rate(21)?.vat,
      outside: summary.issued.outsideVat.amount,
    })
    // the items say the same as the recapitulation: per rate, POHODA recomputes from them
    const lowItems = `${TAXED}//${at('invoiceItem')}[${at('rateVAT')} = 'low']/${at('homeCurrency/priceVAT')}`
    expect(minor(xpath(file, `sum(${lowItems})`))).toBe(1_021_50)
    const high = (tail: string) => sum(file, RECEIVED, `invoiceSummary/homeCurrency/${tail}`)
    expect([high('priceHigh'), high('priceHighVAT')]).toEqual([3_000_00, 630_00])
    const received = summary.received.byRate.find((r) => r.vatRate === 21)
    expect([high('priceHigh'), high('priceHighVAT')]).toEqual([received?.base, received?.vat])
  })

  it('writes an invoice with its number, dates, partner, rates and the local fee outside VAT', async () => {
    const { file } = await download()
    const a = item(`inv-${docs.a.id}`)
    const header = (name: string) => xpath(file, `string(${a}//${at(`invoiceHeader/${name}`)})`)
    expect(header('invoiceType')).toBe('issuedInvoice')
    expect(header('number/numberRequested')).toBe(docs.a.number)
    expect(header('symVar')).toBe(docs.a.variableSymbol)
    expect([header('date'), header('dateTax'), header('dateAccounting'), header('dateDue')]).toEqual([
      '2026-03-10',
      '2026-03-10',
      '2026-03-10',
      docs.a.dueDate,
    ])
    expect(header('classificationVAT/classificationVATType')).toBe('inland')
    expect(header('partnerIdentity/address/company')).toBe('Cestovní kancelář Krkonoše s.r.o.')
    expect([header('partnerIdentity/address/ico'), header('partnerIdentity/address/dic')]).toEqual([
      '26168685',
      'CZ26168685',
    ])
    expect(header('paymentType/paymentType')).toBe('draft')
    const items = xpath(file, `${a}//${at('invoiceItem')}`)
    expect(items.match(/<inv:rateVAT>(\w+)<\/inv:rateVAT>/g)).toEqual([
      '<inv:rateVAT>high</inv:rateVAT>',
      '<inv:rateVAT>low</inv:rateVAT>',
      '<inv:rateVAT>none</inv:rateVAT>',
    ])
    const fee = `${a}//${at('invoiceItem')}[${at('rateVAT')} = 'none']`
    expect(xpath(file, `string(${fee}/${at('text')})`)).toBe('Poplatek z pobytu')
    expect(xpath(file, `string(${fee}//${at('classificationVATType')})`)).toBe('nonSubsume')
    expect(xpath(file, `string(${fee}//${at('priceVAT')})`)).toBe('0.00')
    const money = (name: string) => xpath(file, `string(${a}//${at(`invoiceSummary/homeCurrency/${name}`)})`)
    expect(['priceLow', 'priceLowVAT', 'priceHigh', 'priceHighVAT', 'priceNone'].map(money)).toEqual([
      '5000.00',
      '600.00',
      '400.00',
      '84.00',
      '80.00',
    ])
  })

  it('writes a credit note as POHODA’s corrective tax document naming the original, a foreign one with its rate', async () => {
    const { file } = await download()
    const credit = item(`inv-${docs.credit.id}`)
    expect(xpath(file, `string(${credit}//${at('invoiceType')})`)).toBe('issuedCorrectiveTax')
    expect(xpath(file, `string(${credit}//${at('originalDocument')})`)).toBe(docs.a.number)
    expect(xpath(file, `string(${credit}//${at('invoiceHeader/text')})`)).toContain(`k dokladu ${docs.a.number}`)
    expect(xpath(file, `string(${credit}//${at('priceHighVAT')})`)).toBe('-42.00')
    const e = item(`inv-${docs.e.id}`)
    expect(xpath(file, `string(${e}//${at('invoiceSummary/foreignCurrency/currency/ids')})`)).toBe('EUR')
    expect(xpath(file, `string(${e}//${at('invoiceSummary/foreignCurrency/rate')})`)).toBe('25.125')
    expect(xpath(file, `string(${e}//${at('invoiceSummary/foreignCurrency/priceSum')})`)).toBe('112.00')
    expect(xpath(file, `string(${e}//${at('invoiceItem/foreignCurrency/priceVAT')})`)).toBe('12.00')
  })

  it('writes the supplier invoice with the supplier’s number, and payments with the documents they pay', async () => {
    const { file } = await download()
    const received = `${RECEIVED}/${at('invoiceHeader')}`
    expect(xpath(file, `string(${received}/${at('originalDocument')})`)).toBe('P-2026-03')
    expect(xpath(file, `count(${received}/${at('number')})`)).toBe('0')
    const bank = `//${at('bank/bankHeader')}`
    expect(xpath(file, `string(${bank}/${at('bankType')})`)).toBe('receipt')
    expect(xpath(file, `string(${bank}/${at('symVar')})`)).toBe(docs.a.variableSymbol)
    expect(xpath(file, `string(${bank}/${at('note')})`)).toContain(`Úhrada dokladů: ${docs.a.number}`)
    expect(xpath(file, `string(//${at('bank/bankSummary/homeCurrency/priceNone')})`)).toBe('6164.00')
    const cash = `//${at('voucher/voucherHeader')}`
    expect(xpath(file, `string(${cash}/${at('voucherType')})`)).toBe('expense')
    expect(xpath(file, `string(${cash}/${at('cashAccount/ids')})`)).toBe('Pokladna recepce')
    expect(xpath(file, `string(${cash}/${at('note')})`)).toContain('P-2026-03 (VS 2026033)')
    expect(xpath(file, `string(//${at('voucher/voucherSummary/homeCurrency/priceNone')})`)).toBe('3630.00')
  })

  it('leaves out canceled documents, documents of another month and another workspace’s', async () => {
    const { xml, file } = await download()
    expect(xpath(file, `count(//${at('dataPackItem')})`)).toBe('7')
    expect(xml).not.toContain(docs.canceled.id)
    expect(xml).not.toContain(month.elsewhere.id)
    expect(xml).not.toContain('Host jiného penzionu')
  })

  it('keeps hostile text as text: escaped, cut to the schema, control characters dropped', async () => {
    const { xml, file } = await download()
    const b = item(`inv-${docs.b.id}`)
    expect(xpath(file, `string(${b}//${at('partnerIdentity/address/company')})`)).toBe(HOSTILE_NAME)
    expect(xpath(file, `count(${b}//${at('partnerIdentity/address/ico')})`)).toBe('1')
    expect(xpath(file, `string(${b}//${at('partnerIdentity/address/ico')})`)).toBe('25596641')
    expect(xpath(file, `string(${b}//${at('invoiceHeader/note')})`)).toBe('Pozor <b>&amp;</b>')
    expect(xpath(file, `string(${b}//${at('invoiceItem/text')})`)).toBe('Pokoj <1>')
    expect(xpath(file, `string(//${at('voucher//partnerIdentity/address/company')})`)).toBe('Prádelna & <syn>')
    expect(xml).not.toContain('<typ:ico>66666666')
    expect(xpath(file, `string(//${at('voucher/voucherHeader/note')})`)).toContain('Praní za březen[31m')
    expect([...xml].filter((c) => c < ' ' && !'\t\n\r'.includes(c))).toEqual([])
  })

  it('holds only what is asked for', async () => {
    const { file } = await download({ ...MARCH, what: 'bank' })
    expect(xpath(file, `count(//${at('dataPackItem')})`)).toBe('2')
    expect(xpath(file, `count(//${at('invoice')})`)).toBe('0')
  })

  it('refuses a period out of order, too long or with nothing in it, and an unknown part', async () => {
    const refused = async (query: Query) => (await call(app, exportPohodaXml, { ...as(), query })).envelope
    expect((await refused({ from: '2026-03-31', till: '2026-03-01' }))?.errorType).toBe('VALIDATION')
    expect((await refused({ from: '2025-01-01', till: '2026-03-31' }))?.messages[0]?.text).toContain('366')
    expect((await refused({ from: '2026-13-01', till: '2026-03-31' }))?.errorType).toBe('VALIDATION')
    expect((await refused({ ...MARCH, what: 'payroll' }))?.errorType).toBe('VALIDATION')
    const empty = await refused({ from: '2026-06-01', till: '2026-06-30' })
    expect(empty?.errorType).toBe('VALIDATION')
    expect(empty?.messages[0]?.text).toContain('POHODU')
  })
})
