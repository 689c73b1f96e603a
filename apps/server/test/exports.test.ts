import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  cancelInvoice,
  changeCompany,
  createCashItem,
  createContact,
  createInvoice,
  type EndpointDef,
  exportBankCsv,
  exportIsdocZip,
  exportIssuedCsv,
  exportReceivedCsv,
  exportVatSummaryCsv,
  facturationSummary,
  fillPath,
  type InvoiceInput,
  issueInvoice,
  linkPaymentInvoice,
  saveBankAccount,
  saveSupplierInvoice,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

const ISDOC_XSD = path.join(import.meta.dirname, 'fixtures/isdoc/isdoc-invoice-6.0.2.xsd')
const { app } = await startTestApp()
const HOSTILE = '=HYPERLINK("http://evil.example","klikni")'
const MARCH = { from: '2026-03-01', till: '2026-03-31' }

let house: House
let customer: string
let hostile: string
let numbers: { mixed: string; hostile: string; canceled: string }
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })

async function issued(body: Partial<InvoiceInput>) {
  const draft = await ok(app, createInvoice, {
    ...as(),
    body: {
      contactId: customer,
      issueDate: '2026-03-10',
      vatMode: 'FROM_BASE',
      lines: [{ text: 'Ubytování', quantity: 1, unitPrice: 1_000_00, vatRate: 12 }],
      ...body,
    },
  })
  return ok(app, issueInvoice, { ...as(), params: { ...as().params, id: draft.id }, body: { version: 0 } })
}

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
      version: 0,
    },
  })
  customer = (
    await ok(app, createContact, {
      ...as(),
      body: { name: 'Cestovní kancelář Krkonoše s.r.o.', ico: '26168685', dic: 'CZ26168685' },
    })
  ).id
  hostile = (await ok(app, createContact, { ...as(), body: { name: HOSTILE, ico: '25596641' } })).id
  const mixed = await issued({
    lines: [
      { text: 'Ubytování 2 noci', quantity: 2, unit: 'noc', unitPrice: 2_500_00, vatRate: 12 },
      { text: 'Víno', quantity: 1, unitPrice: 400_00, vatRate: 21 },
      { text: 'Poplatek z pobytu', quantity: 4, unitPrice: 20_00, vatRate: null },
    ],
  })
  const toHostile = await issued({ contactId: hostile, taxableSupplyDate: '2026-03-20', issueDate: '2026-03-20' })
  const canceled = await issued({ issueDate: '2026-03-12' })
  await ok(app, cancelInvoice, { ...as(), params: { ...as().params, id: canceled.id }, body: { version: 1 } })
  // outside the period: April
  await issued({ issueDate: '2026-04-01' })
  numbers = { mixed: mixed.number ?? '', hostile: toHostile.number ?? '', canceled: canceled.number ?? '' }
  await ok(app, saveSupplierInvoice, {
    ...as(),
    body: {
      contactId: customer,
      number: 'P-2026-03',
      issueDate: '2026-03-05',
      dueDate: '2026-03-19',
      lines: [{ text: 'Praní prádla', quantity: 1, unitPrice: 3_000_00, vatRate: 21 }],
    },
  })
  const cash = await ok(app, saveBankAccount, { ...as(), body: { kind: 'CASH', name: 'Pokladna recepce' } })
  const item = await ok(app, createCashItem, {
    ...as(),
    params: { ...as().params, id: cash.id },
    body: { bookedOn: '2026-03-11', amount: mixed.toPay, counterpartyName: '@SUM(A1)', message: '-1+2' },
  })
  await ok(app, linkPaymentInvoice, { ...as(), body: { bankItemId: item.id, invoiceId: mixed.id } })
})

/** A file call as the browser makes it: the bytes, the headers. */
async function download(endpoint: EndpointDef, query: object, language = 'cs') {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]))
  return app.inject({
    method: endpoint.method,
    url: `${fillPath(endpoint.path, as().params)}?${search}`,
    headers: { authorization: `Bearer ${house.owner.token}`, 'accept-language': language },
  })
}

/** `;`-separated CSV with quotes, as a spreadsheet reads it: rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let inQuotes = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inQuotes) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') inQuotes = false
      else cell += c
    } else if (c === '"') inQuotes = true
    else if (c === ';') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  return rows
}

/** The CSV as records by header; the BOM checked and dropped. */
async function csvRecords(endpoint: EndpointDef, language = 'cs') {
  const response = await download(endpoint, MARCH, language)
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(response.body.startsWith('\uFEFF')).toBe(true)
  const [header = [], ...rows] = parseCsv(response.body.slice(1))
  return { header, records: rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']))) }
}

/** `1 234,50` → 123450 haléř; '' → 0. */
const minor = (cell: string | undefined) => (cell ? Math.round(Number(cell.replace(',', '.')) * 100) : 0)
const sum = (records: Record<string, string>[], column: string) => records.reduce((s, r) => s + minor(r[column]), 0)

describe('the CSV of issued documents', () => {
  it('lists the period’s issued documents with Czech headers and sums to the VAT summary', async () => {
    const { header, records } = await csvRecords(exportIssuedCsv)
    expect(header.slice(0, 6)).toEqual(['Číslo', 'Typ', 'Datum vystavení', 'DUZP', 'Datum splatnosti', 'Odběratel'])
    expect(header).toContain('Základ 21 %')
    expect(records.map((r) => r.Číslo)).toEqual([numbers.mixed, numbers.canceled, numbers.hostile])
    const valid = records.filter((r) => r.Stornováno === '')
    const summary = await ok(app, facturationSummary, { ...as(), body: MARCH })
    const rate = (r: number) => summary.issued.byRate.find((row) => row.vatRate === r)
    expect(sum(valid, 'Základ 21 %')).toBe(rate(21)?.base)
    expect(sum(valid, 'DPH 21 %')).toBe(rate(21)?.vat)
    expect(sum(valid, 'Základ 12 %')).toBe(rate(12)?.base)
    expect(sum(valid, 'DPH 12 %')).toBe(rate(12)?.vat)
    expect(sum(valid, 'Nepodléhá DPH')).toBe(summary.issued.outsideVat.amount)
    expect(records[0]).toMatchObject({
      Typ: 'Faktura',
      IČO: '26168685',
      DIČ: 'CZ26168685',
      Měna: 'CZK',
      'Základ 12 %': '5000,00',
      'DPH 12 %': '600,00',
      'Základ 21 %': '400,00',
      'DPH 21 %': '84,00',
      'Nepodléhá DPH': '80,00',
      Celkem: '6164,00',
      Uhrazeno: '6164,00',
      'Stav úhrady': 'Uhrazeno',
    })
  })

  it('writes the VAT summary of the period as its rows, the canceled document apart', async () => {
    const { header, records } = await csvRecords(exportVatSummaryCsv)
    expect(header).toEqual(['Oddíl', 'Sazba / doklad', 'Dokladů', 'Základ', 'DPH', 'Celkem'])
    const summary = await ok(app, facturationSummary, { ...as(), body: MARCH })
    const issued = records.filter((r) => r.Oddíl === 'Vydané doklady')
    for (const row of summary.issued.byRate)
      expect(issued.find((r) => r['Sazba / doklad'] === `${row.vatRate} %`)).toMatchObject({
        Dokladů: String(row.documents),
        Základ: (row.base / 100).toFixed(2).replace('.', ','),
        DPH: (row.vat / 100).toFixed(2).replace('.', ','),
      })
    const issuedVat = summary.issued.byRate.reduce((s, r) => s + r.vat, 0)
    const receivedVat = summary.received.byRate.reduce((s, r) => s + r.vat, 0)
    expect(minor(issued.find((r) => r['Sazba / doklad'] === 'celkem')?.DPH)).toBe(issuedVat)
    const result = records.find((r) => r.Oddíl === 'Vlastní daňová povinnost' || r.Oddíl === 'Nadměrný odpočet')
    expect(minor(result?.DPH)).toBe(Math.abs(issuedVat - receivedVat))
    expect(records.find((r) => r.Oddíl === 'Nepodléhá DPH (místní poplatek)')?.Celkem).toBe(
      (summary.issued.outsideVat.amount / 100).toFixed(2).replace('.', ','),
    )
    expect(records.filter((r) => r.Oddíl === 'Stornováno').map((r) => r['Sazba / doklad'])).toEqual([
      expect.stringContaining(numbers.canceled),
    ])
  })

  it('flags a canceled document and keeps its figures as stored', async () => {
    const { records } = await csvRecords(exportIssuedCsv)
    const canceled = records.find((r) => r.Číslo === numbers.canceled)
    expect(canceled).toMatchObject({ Stornováno: 'ano', 'Základ 12 %': '1000,00', Celkem: '1120,00' })
  })

  it('never lets a customer’s name become a formula', async () => {
    const { records } = await csvRecords(exportIssuedCsv)
    expect(records.find((r) => r.Číslo === numbers.hostile)?.Odběratel).toBe(`'${HOSTILE}`)
  })

  it('writes English headers in English, in the same dialect', async () => {
    const { header, records } = await csvRecords(exportIssuedCsv, 'en')
    expect(header.slice(0, 3)).toEqual(['Number', 'Type', 'Issue date'])
    expect(records[0]).toMatchObject({ Type: 'Invoice', 'Base 12 %': '5000,00', 'Payment state': 'Paid' })
  })
})

describe('the CSV of supplier invoices and of bank items', () => {
  it('lists the supplier invoice in the issued ones’ shape, its VAT as the summary counts it', async () => {
    const { header, records } = await csvRecords(exportReceivedCsv)
    expect(header[5]).toBe('Dodavatel')
    const summary = await ok(app, facturationSummary, { ...as(), body: MARCH })
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ Číslo: 'P-2026-03', Typ: 'Přijatá faktura', 'Základ 21 %': '3000,00' })
    expect(sum(records, 'DPH 21 %')).toBe(summary.received.byRate.find((r) => r.vatRate === 21)?.vat)
  })

  it('lists the bank items with the documents they pay and neutralises text that looks like a formula', async () => {
    const { records } = await csvRecords(exportBankCsv)
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      Datum: '2026-03-11',
      Účet: 'Pokladna recepce',
      Částka: '6164,00',
      Měna: 'CZK',
      Protistrana: "'@SUM(A1)",
      Zpráva: "'-1+2",
      'Spárované doklady': numbers.mixed,
    })
  })
})

describe('the ISDOC ZIP', () => {
  it('holds every issued document of the period, each valid ISDOC 6.0.2', async () => {
    const response = await download(exportIsdocZip, MARCH)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(String(response.headers['content-disposition'])).toContain('isdoc-2026-03-01_2026-03-31.zip')
    const folder = mkdtempSync(path.join(tmpdir(), 'isdoc-zip-'))
    try {
      const zip = path.join(folder, 'export.zip')
      writeFileSync(zip, response.rawPayload)
      const test = spawnSync('unzip', ['-t', zip], { encoding: 'utf8' })
      expect(test.status, test.stdout + test.stderr).toBe(0)
      const names = spawnSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).stdout.trim().split('\n').sort()
      expect(names).toEqual([numbers.mixed, numbers.canceled, numbers.hostile].map((n) => `faktura-${n}.isdoc`).sort())
      for (const name of names) {
        const xml = spawnSync('unzip', ['-p', zip, name], { encoding: 'utf8' }).stdout
        const file = path.join(folder, name)
        writeFileSync(file, xml)
        const lint = spawnSync('xmllint', ['--noout', '--schema', ISDOC_XSD, file], { encoding: 'utf8' })
        expect(lint.status, lint.stderr).toBe(0)
      }
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})

describe('the period', () => {
  it('refuses an end before the start and more than a year', async () => {
    const backwards = await call(app, exportIssuedCsv, { ...as(), query: { from: '2026-03-31', till: '2026-03-01' } })
    expect(backwards.envelope?.errorType).toBe('VALIDATION')
    const long = await call(app, exportIsdocZip, { ...as(), query: { from: '2025-01-01', till: '2026-03-31' } })
    expect(long.envelope?.errorType).toBe('VALIDATION')
    expect(long.envelope?.messages[0]?.text).toContain('366')
  })
})
