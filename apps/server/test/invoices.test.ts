import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  cancelInvoice,
  changeCompany,
  createContact,
  createInvoice,
  createReservation,
  deleteInvoice,
  facturationSummary,
  getInvoice,
  type InvoiceInput,
  invoiceList,
  invoicePaymentInfo,
  invoiceReservation,
  issueInvoice,
  saveSupplierInvoice,
  sendInvoice,
  updateInvoice,
} from '@innkeep/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeSmtp } from '../../../tools/fakes/smtp.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

const smtp = await startFakeSmtp()
afterAll(() => smtp.close())
const { app, database } = await startTestApp({ smtpUrl: smtp.smtpUrl })
let house: House
let customer: string
let german: string
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })

beforeAll(async () => {
  house = await buildHouse(app)
  await ok(app, changeCompany, {
    ...as(),
    body: {
      name: 'Penzion U Lípy s.r.o.',
      ico: '27082440',
      dic: 'CZ27082440',
      vatPayerStatus: 'PAYER',
      registerEntry: 'zapsaná v obchodním rejstříku vedeném Krajským soudem v Hradci Králové, oddíl C, vložka 12345',
      version: 0,
    },
  })
  customer = (
    await ok(app, createContact, {
      ...as(),
      body: { name: 'Cestovní kancelář Krkonoše s.r.o.', ico: '26168685', dic: 'CZ26168685' },
    })
  ).id
  german = (await ok(app, createContact, { ...as(), body: { name: 'Reisebüro Berg GmbH', dic: 'DE123456789' } })).id
})

const draft = (body: Partial<InvoiceInput> = {}) =>
  ok(app, createInvoice, {
    ...as(),
    body: {
      contactId: customer,
      issueDate: '2026-03-02',
      lines: [{ text: 'Ubytování 3 noci', quantity: 3, unit: 'noc', unitPrice: 1_200_00, vatRate: 12 }],
      vatMode: 'FROM_TOTAL',
      ...body,
    },
  })

const issue = async (id: string, version = 0) =>
  ok(app, issueInvoice, { ...as(), params: { ...as().params, id }, body: { version } })

describe('invoices', () => {
  it('creates a draft with the VAT recapitulation, defaults for dates and the supplier named', async () => {
    const invoice = await draft({
      lines: [
        { text: 'Pivo 0,5 l', quantity: 5, unitPrice: 55_00, priceCategory: 'BEV_BEER' },
        { text: 'Svíčková', quantity: 2, unitPrice: 189_00, priceCategory: 'FOOD_REGULAR' },
      ],
    })
    expect(invoice).toMatchObject({
      status: 'DRAFT',
      number: null,
      issueDate: '2026-03-02',
      taxableSupplyDate: '2026-03-02',
      dueDate: '2026-03-16',
      vatCharged: true,
      total: 653_00,
      toPay: 653_00,
      paymentState: 'UNPAID',
    })
    expect(invoice.recap).toEqual([
      { vatRate: 21, base: 227_27, vat: 47_73, total: 275_00 },
      { vatRate: 12, base: 337_50, vat: 40_50, total: 378_00 },
    ])
    expect(invoice.lines.map((l) => [l.vatRate, l.amount])).toEqual([
      [21, 275_00],
      [12, 378_00],
    ])
    expect(invoice.supplier).toMatchObject({
      name: 'Penzion U Lípy s.r.o.',
      dic: 'CZ27082440',
      vatPayerStatus: 'PAYER',
    })
    expect(invoice.customer.name).toBe('Cestovní kancelář Krkonoše s.r.o.')
  })

  it('numbers issued invoices per series and year without gaps; the VS is the number', async () => {
    const first = await issue((await draft()).id)
    const second = await issue((await draft()).id)
    const proforma = await issue((await draft({ type: 'PROFORMA' })).id)
    const nextYear = await issue((await draft({ issueDate: '2027-01-04' })).id)
    expect(first.number).toMatch(/^20261\d{4}$/)
    expect(Number(second.number) - Number(first.number)).toBe(1)
    expect(proforma.number).toBe('202620001')
    expect(nextYear.number).toBe('202710001')
    expect(second.variableSymbol).toBe(second.number)
    const again = await call(app, issueInvoice, {
      ...as(),
      params: { ...as().params, id: first.id },
      body: { version: first.version },
    })
    expect(again.envelope?.errorType).toBe('VALIDATION')
  })

  it('never deletes an issued invoice: it is canceled and keeps its number', async () => {
    const issued = await issue((await draft()).id)
    const byId = { ...as(), params: { ...as().params, id: issued.id } }
    const refused = await call(app, deleteInvoice, byId)
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    expect(refused.envelope?.messages[0]?.text).toContain('Stornujte')
    const canceled = await ok(app, cancelInvoice, { ...byId, body: { version: issued.version } })
    expect(canceled).toMatchObject({ validity: 'CANCELED', number: issued.number })
    // the VAT summary names it apart with its number, counted in no figure
    const day = { from: issued.taxableSupplyDate, till: issued.taxableSupplyDate }
    const summary = await ok(app, facturationSummary, { ...as(), body: day })
    expect(summary.canceled).toContainEqual(
      expect.objectContaining({ id: issued.id, number: issued.number, total: issued.total }),
    )
    const edit = await call(app, updateInvoice, {
      ...as(),
      body: { ...(await draftBody()), id: issued.id, version: canceled.version },
    })
    expect(edit.envelope?.errorType).toBe('VALIDATION')
    const plain = await draft()
    expect(await ok(app, deleteInvoice, { ...as(), params: { ...as().params, id: plain.id } })).toEqual({
      id: plain.id,
    })
    expect((await call(app, getInvoice, { ...as(), params: { ...as().params, id: plain.id } })).status).toBe(204)
  })

  it('records every change of an issued invoice and answers CONFLICT to a stale edit', async () => {
    const issued = await issue((await draft()).id)
    const changed = await ok(app, updateInvoice, {
      ...as(),
      body: { ...(await draftBody()), note: 'Oprava: objednávka 42', id: issued.id, version: issued.version },
    })
    expect(changed).toMatchObject({ number: issued.number, note: 'Oprava: objednávka 42' })
    const rows = await database.db.execute(
      // the service's own rows; the route layer's generic rows (issueInvoice, updateInvoice) stand beside them
      sql`select action, data from audit_log where entity = 'INVOICE' and entity_id = ${issued.id} and action in ('ISSUE', 'UPDATE', 'CANCEL') order by at`,
    )
    const actions = (rows as unknown as { rows: { action: string; data: Record<string, unknown> }[] }).rows
    expect(actions.map((r) => r.action)).toEqual(['ISSUE', 'UPDATE'])
    expect(Object.keys(actions[1]?.data ?? {})).toEqual(['note'])
    const stale = await call(app, updateInvoice, {
      ...as(),
      body: { ...(await draftBody()), id: issued.id, version: issued.version },
    })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
  })

  it('charges no VAT under reverse charge and asks for a foreign VAT ID', async () => {
    const refused = await call(app, createInvoice, {
      ...as(),
      body: { ...(await draftBody()), type: 'EU_INVOICE', currency: 'EUR', exchangeRate: 25.125 },
    })
    expect(refused.envelope?.messages[0]).toMatchObject({ field: 'contactId' })
    const eu = await ok(app, createInvoice, {
      ...as(),
      body: {
        ...(await draftBody()),
        contactId: german,
        type: 'EU_INVOICE',
        currency: 'EUR',
        exchangeRate: 25.125,
        vatMode: 'FROM_BASE',
        lines: [{ text: 'Accommodation', quantity: 2, unitPrice: 80_00, vatRate: 12 }],
      },
    })
    expect(eu).toMatchObject({ reverseCharge: true, vatCharged: false, vat: 0, total: 160_00, exchangeRate: 25.125 })
    const noRate = await call(app, createInvoice, {
      ...as(),
      body: { ...(await draftBody()), contactId: german, type: 'EU_INVOICE', currency: 'EUR' },
    })
    expect(noRate.envelope?.messages[0]).toMatchObject({ field: 'exchangeRate' })
  })

  it('deducts a taxed advance on the final invoice: proforma → tax document → final invoice', async () => {
    const proforma = await issue((await draft({ type: 'PROFORMA', lines: [line(10_000_00)] })).id)
    expect(proforma.toPay).toBe(10_000_00)
    const advance = await issue((await draft({ type: 'RECEIVED_PAYMENT_INVOICE', lines: [line(10_000_00)] })).id)
    expect(advance.recap).toEqual([{ vatRate: 12, base: 8_928_57, vat: 1_071_43, total: 10_000_00 }])
    const final = await draft({ lines: [line(15_000_00)], advanceIds: [advance.id] })
    expect(final.recap).toEqual([{ vatRate: 12, base: 4_464_29, vat: 535_71, total: 5_000_00 }])
    expect(final.toPay).toBe(5_000_00)
    expect(final.advances).toEqual([
      { id: advance.id, number: advance.number, vatRate: 12, base: 8_928_57, vat: 1_071_43 },
    ])
    const wrong = await call(app, createInvoice, {
      ...as(),
      body: { ...(await draftBody()), advanceIds: [proforma.id] },
    })
    expect(wrong.envelope?.messages[0]).toMatchObject({ field: 'advanceIds' })
  })

  it('gives the payment details with a QR payment string', async () => {
    const issued = await issue((await draft({ iban: 'CZ65 0800 0000 1920 0014 5399' })).id)
    const info = await ok(app, invoicePaymentInfo, { ...as(), params: { ...as().params, id: issued.id } })
    expect(info).toMatchObject({
      iban: 'CZ6508000000192000145399',
      accountNumber: '19-2000145399/0800',
      variableSymbol: issued.number,
      amountDue: 3_600_00,
      currency: 'CZK',
    })
    expect(info.spayd).toBe(
      `SPD*1.0*ACC:CZ6508000000192000145399*AM:3600.00*CC:CZK*DT:20260316*MSG:Faktura ${issued.number}*X-VS:${issued.number}`,
    )
  })

  it('lists with filters, sorting, paging and sums per currency', async () => {
    const overdue = await issue((await draft({ issueDate: '2025-01-06', note: 'Zájezd Sněžka' })).id)
    const list = (query: Record<string, unknown>) => ok(app, invoiceList, { ...as(), query })
    expect((await list({ payment: 'OVERDUE' })).items.map((i) => i.id)).toContain(overdue.id)
    expect((await list({ text: 'sněžka' })).items.map((i) => i.id)).toEqual([overdue.id])
    expect((await list({ status: 'DRAFT' })).items.every((i) => i.status === 'DRAFT')).toBe(true)
    // drafts are listed but never summed
    expect((await list({ status: 'DRAFT' })).sums).toEqual([])
    expect((await list({ type: 'PROFORMA' })).items.every((i) => i.type === 'PROFORMA')).toBe(true)
    const byNumber = (await list({ status: 'ISSUED', sort: 'number', direction: 'asc', size: 100 })).items
    expect(byNumber.map((i) => i.number)).toEqual([...byNumber.map((i) => i.number)].sort())
    const page = await list({ size: 2, page: 1 })
    expect(page.items).toHaveLength(2)
    expect(page.sums.find((s) => s.currency === 'CZK')?.total).toBeGreaterThan(0)
  })

  it('invoices a reservation in one step: its price breakdown, the local fee outside VAT', async () => {
    const reservation = await ok(app, createReservation, {
      ...as(),
      body: {
        resourceId: house.rooms[0]?.id ?? '',
        since: '2031-05-04',
        till: '2031-05-06',
        guests: { ADULT: 2 },
        contact: { name: 'Eva Malá', email: 'eva@example.com' },
      },
    })
    const invoice = await ok(app, invoiceReservation, {
      ...as(),
      params: { ...as().params, id: reservation.id },
      body: {},
    })
    expect(invoice).toMatchObject({
      vatMode: 'FROM_TOTAL',
      taxableSupplyDate: '2031-05-06',
      reservationId: reservation.id,
    })
    expect(invoice.customer.name).toBe('Eva Malá')
    expect(invoice.total).toBe(reservation.price.total)
    // the fee is outside the scope of VAT (zákon 565/1990 Sb.; INTEGRATIONS.md): no rate, not in the recap
    const fee = invoice.lines.find((l) => l.text.startsWith('Místní poplatek'))
    expect(fee).toMatchObject({ vatRate: null, amount: 80_00, text: 'Místní poplatek z pobytu (dospělí)' })
    // 2 nights at 1 000 Kč, 12 % in the price: VAT = 2 000 × 12 / 112 = 214,29; the fee 2 × 2 × 20 Kč
    expect(invoice.recap).toEqual([{ vatRate: 12, base: 1_785_71, vat: 214_29, total: 2_000_00 }])
    expect(invoice).toMatchObject({ base: 1_785_71, vat: 214_29, outsideVat: 80_00, total: 2_080_00 })

    const issuedOne = await issue(invoice.id, invoice.version)
    const response = await app.inject({
      method: 'POST',
      url: `/api/${house.slug}/generate-invoice-pdf/${issuedOne.id}`,
      headers: { authorization: `Bearer ${house.owner.token}`, 'accept-language': 'cs' },
    })
    const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'))
    const file = path.join(dir, 'f.pdf')
    writeFileSync(file, response.rawPayload)
    const printed = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').replace(/\s+/g, ' ')
    rmSync(dir, { recursive: true, force: true })
    // the rate column says "nepodléhá DPH" on two lines, beside the amount
    expect(printed).toMatch(/Místní poplatek z pobytu \(dospělí\) 4 os\.\/noc 20,00 Kč nepodléhá 80,00 Kč DPH/)
    expect(printed).not.toMatch(/0 % 80,00 Kč/)
    expect(printed).toMatch(/Nepodléhá DPH 80,00 Kč Celkem 2 080,00 Kč/)

    // the VAT summary counts no taxable supply for the fee, and names it apart
    const summary = await ok(app, facturationSummary, { ...as(), body: { from: '2031-05-06', till: '2031-05-06' } })
    expect(summary.issued.byRate).toEqual([{ vatRate: 12, base: 1_785_71, vat: 214_29, total: 2_000_00, documents: 1 }])
    expect(summary.issued.outsideVat).toEqual({ amount: 80_00, documents: 1 })
  })

  it('refuses what an accountant would send back, in the caller’s language', async () => {
    const bad = await call(app, createInvoice, {
      ...as(),
      language: 'en',
      body: {
        contactId: customer,
        issueDate: '2026-03-10',
        dueDate: '2026-03-01',
        lines: [{ text: 'X', quantity: 1.2345, unitPrice: 100 }],
      },
    })
    expect(bad.envelope?.errorType).toBe('VALIDATION')
    expect(bad.envelope?.messages.map((m) => m.field)).toContain('lines.0.quantity')
    const early = await call(app, createInvoice, {
      ...as(),
      language: 'en',
      body: { ...(await draftBody()), issueDate: '2026-03-10', dueDate: '2026-03-01' },
    })
    expect(early.envelope?.messages[0]).toMatchObject({ field: 'dueDate', text: expect.stringContaining('due date') })
  })

  it('prints the invoice as a PDF with Czech letters, keeps the issued one as sent, marks a draft', async () => {
    const pdfOf = async (id: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/${house.slug}/generate-invoice-pdf/${id}`,
        headers: { authorization: `Bearer ${house.owner.token}`, 'accept-language': 'cs' },
      })
      expect(response.headers['content-type']).toBe('application/pdf')
      return response.rawPayload
    }
    const text = (pdf: Buffer) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'))
      try {
        const file = path.join(dir, 'f.pdf')
        writeFileSync(file, pdf)
        return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8')
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
    const draftPdf = text(await pdfOf((await draft({ iban: 'CZ6508000000192000145399' })).id))
    expect(draftPdf).toContain('KONCEPT')
    const issued = await issue(
      (
        await draft({
          iban: 'CZ6508000000192000145399',
          lines: [
            { text: 'Ubytování – Pokoj 1, 2 noci', quantity: 2, unit: 'noc', unitPrice: 1_450_00, vatRate: 12 },
            { text: 'Snídaně', quantity: 4, unit: 'ks', unitPrice: 180_00, priceCategory: 'FOOD_REGULAR' },
            { text: 'Víno Ryzlink', quantity: 1, unit: 'láhev', unitPrice: 390_00, priceCategory: 'BEV_REGULAR' },
          ],
        })
      ).id,
    )
    const first = await pdfOf(issued.id)
    const printed = text(first)
    for (const expected of [
      'Faktura – daňový doklad',
      issued.number ?? '',
      'Penzion U Lípy s.r.o.',
      'Cestovní kancelář Krkonoše s.r.o.',
      'Datum zdanitelného plnění',
      'Rekapitulace DPH',
      'Snídaně',
      'K úhradě',
      '4 010,00 Kč',
      '19-2000145399/0800',
      'QR Platba',
    ]) {
      expect(printed).toContain(expected)
    }
    // the supplier's register entry, wrapped as the column allows (§ 435 občanského zákoníku)
    expect(printed.replace(/\s+/g, ' ')).toMatch(
      /zapsaná v obchodním rejstříku vedeném .*Krajským soudem v Hradci .*vložka 12345/,
    )
    expect((await pdfOf(issued.id)).equals(first)).toBe(true)
    const changed = await ok(app, updateInvoice, {
      ...as(),
      body: {
        ...(await draftBody()),
        // the note and the payment details are all an issued tax document still changes
        lines: issued.lines.map(({ amount: _, ...line }) => line),
        iban: 'CZ6508000000192000145399',
        note: 'Děkujeme za pobyt',
        id: issued.id,
        version: issued.version,
      },
    })
    expect(text(await pdfOf(changed.id))).toContain('Děkujeme za pobyt')
  })

  // § 29(1)(l) of the VAT act: the tax is stated in Czech crowns. 3 × 89,50 € at 12 % and 19,99 € at
  // 21 %, prices without VAT, rate 24,335: bases 268,50 € and 19,99 €, VAT 32,22 € and 4,20 € (19,99 ×
  // 0,21 = 4,1979); in CZK 268,50 × 24,335 = 6 533,9475 → 6 533,95; 32,22 × 24,335 = 784,0737 → 784,07;
  // 19,99 × 24,335 = 486,45665 → 486,46; 4,20 × 24,335 = 102,207 → 102,21.
  it('states the VAT of a euro invoice in Czech crowns per rate, with the rate and its day', async () => {
    const euro = await issue(
      (
        await draft({
          currency: 'EUR',
          exchangeRate: 24.335,
          vatMode: 'FROM_BASE',
          taxableSupplyDate: '2026-03-02',
          lines: [
            { text: 'Ubytování', quantity: 3, unit: 'noc', unitPrice: 89_50, vatRate: 12 },
            { text: 'Víno', quantity: 1, unit: 'láhev', unitPrice: 19_99, vatRate: 21 },
          ],
        })
      ).id,
    )
    expect(euro.recap).toMatchObject([
      { vatRate: 21, base: 19_99, vat: 4_20 },
      { vatRate: 12, base: 268_50, vat: 32_22 },
    ])
    const response = await app.inject({
      method: 'POST',
      url: `/api/${house.slug}/generate-invoice-pdf/${euro.id}`,
      headers: { authorization: `Bearer ${house.owner.token}`, 'accept-language': 'cs' },
    })
    const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'))
    const file = path.join(dir, 'f.pdf')
    writeFileSync(file, response.rawPayload)
    const printed = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').replace(/\s+/g, ' ')
    rmSync(dir, { recursive: true, force: true })
    expect(printed).toContain('kurz 24,335 CZK/EUR ke dni uskutečnění zdanitelného plnění 2. 3. 2026')
    expect(printed).toMatch(/12 % 6 533,95 Kč 784,07 Kč 7 318,02 Kč/)
    expect(printed).toMatch(/21 % 486,46 Kč 102,21 Kč 588,66 Kč/)
    expect(printed).toMatch(/Celkem 7 020,41 Kč 886,28 Kč 7 906,68 Kč/)
  })

  it('e-mails an issued invoice with its PDF and ISDOC and records it; refuses a draft and a missing address', async () => {
    const plain = await draft()
    const byDraft = { ...as(), params: { ...as().params, id: plain.id } }
    expect((await call(app, sendInvoice, { ...byDraft, body: {} })).envelope?.errorType).toBe('VALIDATION')
    const issued = await issue(plain.id)
    const noAddress = await call(app, sendInvoice, { ...byDraft, body: {} })
    expect(noAddress.envelope?.messages[0]).toMatchObject({ field: 'to' })
    const before = smtp.received.length
    const sent = await ok(app, sendInvoice, {
      ...byDraft,
      body: { to: 'ucetni@krkonose.example', message: 'Dobrý den, posíláme fakturu za zájezd.' },
    })
    expect(sent).toMatchObject({ sentTo: 'ucetni@krkonose.example', delivery: 'SENT' })
    const [mail] = smtp.received.slice(before)
    expect(mail?.to).toEqual(['ucetni@krkonose.example'])
    expect(mail?.raw).toContain('application/pdf')
    expect(mail?.raw).toContain(`faktura-${issued.number}.pdf`)
    expect(mail?.raw).toContain(`faktura-${issued.number}.isdoc`)
    const after = await ok(app, getInvoice, byDraft)
    expect(after).toMatchObject({ sentTo: 'ucetni@krkonose.example' })
    expect(after.sentAt).not.toBeNull()
  })

  it('sums a period for the VAT return: per rate and category, issued and received, EU apart, in CZK', async () => {
    const period = { from: '2028-04-01', till: '2028-04-30' }
    await issue(
      (
        await draft({
          issueDate: '2028-04-10',
          vatMode: 'FROM_BASE',
          lines: [
            { text: 'Ubytování', quantity: 2, unitPrice: 1_000_00, vatRate: 12 },
            { text: 'Pivo', quantity: 10, unitPrice: 50_00, priceCategory: 'BEV_BEER' },
            { text: 'Večeře', quantity: 2, unitPrice: 300_00, priceCategory: 'FOOD_REGULAR' },
          ],
        })
      ).id,
    )
    // a proforma and a draft in the period do not count
    await issue((await draft({ type: 'PROFORMA', issueDate: '2028-04-11' })).id)
    await draft({ issueDate: '2028-04-12' })
    const eu = await ok(app, createInvoice, {
      ...as(),
      body: {
        contactId: german,
        type: 'EU_INVOICE',
        currency: 'EUR',
        exchangeRate: 25,
        issueDate: '2028-04-15',
        vatMode: 'FROM_BASE',
        lines: [{ text: 'Accommodation', quantity: 1, unitPrice: 100_00, vatRate: 12 }],
      },
    })
    await issue(eu.id)
    await ok(app, saveSupplierInvoice, {
      ...as(),
      body: {
        contactId: customer,
        number: 'P-2028-04',
        issueDate: '2028-04-20',
        dueDate: '2028-05-04',
        lines: [{ text: 'Prádlo', quantity: 1, unitPrice: 1_000_00, vatRate: 21 }],
      },
    })
    const summary = await ok(app, facturationSummary, { ...as(), body: period })
    expect(summary.issued.byRate).toEqual([
      { vatRate: 21, base: 500_00, vat: 105_00, total: 605_00, documents: 1 },
      { vatRate: 12, base: 2_600_00, vat: 312_00, total: 2_912_00, documents: 1 },
    ])
    expect(summary.issued.byCategory).toEqual([
      { category: 'BEV_BEER', vatRate: 21, base: 500_00, vat: 105_00, total: 605_00 },
      { category: 'FOOD_REGULAR', vatRate: 12, base: 600_00, vat: 72_00, total: 672_00 },
      { category: 'OTHER', vatRate: 12, base: 2_000_00, vat: 240_00, total: 2_240_00 },
    ])
    expect(summary.issued.reverseCharge).toEqual({ base: 2_500_00, documents: 1 })
    expect(summary.received.byRate).toEqual([
      { vatRate: 21, base: 1_000_00, vat: 210_00, total: 1_210_00, documents: 1 },
    ])
  })

  // one rounding rule (docs/invoicing.md): each document's figures per rate, as its recap has them, are
  // shared out among its price categories, so the by-category table always adds up to the by-rate one
  it('keeps its two tables in agreement to the haléř over many invoices', async () => {
    const period = { from: '2030-05-01', till: '2030-05-31' }
    let seed = 7
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647
      return seed % n
    }
    const categories = ['FOOD_REGULAR', 'BEV_REGULAR', 'BEV_BEER', null] as const
    for (let i = 0; i < 40; i++) {
      const lines = Array.from({ length: 1 + next(4) }, (_, j) => {
        const category = categories[next(categories.length)] ?? null
        return {
          text: `Položka ${j}`,
          quantity: 1 + next(3),
          unitPrice: 1_01 + next(99_999),
          ...(category ? { priceCategory: category } : { vatRate: ([12, 21] as const)[next(2)] ?? 12 }),
          discount: next(4) === 0 ? 10_00 : 0,
        }
      })
      await issue(
        (
          await draft({
            issueDate: `2030-05-${String(1 + next(28)).padStart(2, '0')}`,
            vatMode: i % 2 ? 'FROM_BASE' : 'FROM_TOTAL',
            lines,
          })
        ).id,
      )
    }
    const summary = await ok(app, facturationSummary, { ...as(), body: period })
    for (const row of summary.issued.byRate) {
      const parts = summary.issued.byCategory.filter((c) => c.vatRate === row.vatRate)
      const sum = (pick: (c: (typeof parts)[number]) => number) => parts.reduce((total, c) => total + pick(c), 0)
      expect(
        { base: sum((c) => c.base), vat: sum((c) => c.vat), total: sum((c) => c.total) },
        `${row.vatRate} %`,
      ).toEqual({
        base: row.base,
        vat: row.vat,
        total: row.total,
      })
    }
    expect(summary.issued.byRate.reduce((n, row) => n + row.documents, 0)).toBeGreaterThanOrEqual(40)
  })

  it('issues 50 invoices at once with 50 consecutive numbers', async () => {
    const drafts = await Promise.all(Array.from({ length: 50 }, () => draft({ issueDate: '2029-02-01' })))
    const issued = await Promise.all(drafts.map((d) => issue(d.id)))
    const numbers = issued.map((i) => Number(i.number)).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => 202910001 + i))
  })
})

function line(amount: number) {
  return { text: 'Ubytování', quantity: 1, unitPrice: amount, vatRate: 12 as const }
}

async function draftBody() {
  return {
    contactId: customer,
    issueDate: '2026-03-02',
    vatMode: 'FROM_TOTAL' as const,
    lines: [{ text: 'Ubytování 3 noci', quantity: 3, unit: 'noc', unitPrice: 1_200_00, vatRate: 12 as const }],
  }
}
