import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  cancelInvoice,
  changeCompany,
  closeBooks,
  createContact,
  createInvoice,
  createInvoiceCorrection,
  deleteExpense,
  deleteInvoice,
  facturationSummary,
  getBooksPeriod,
  type Invoice,
  type InvoiceInput,
  invoiceIsdoc,
  issueInvoice,
  reopenBooks,
  saveSupplierInvoice,
  updateInvoice,
} from '@innkeep/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

// The accountant's month end (issue 26): a closed period keeps its documents as reported, and an issued
// tax document is corrected by a credit or debit note dated when the correction is made (§ 42–45 ZDPH).

const XSD = path.join(import.meta.dirname, 'fixtures/isdoc/isdoc-invoice-6.0.2.xsd')
const { app, database } = await startTestApp()
let house: House
let customer: string
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const byId = (id: string) => ({ ...as(), params: { ...as().params, id } })

// October: two nights at 9 000 Kč (12 %) and 25 bottles of wine at 180 Kč (21 %), prices without VAT
const OCTOBER: InvoiceInput = {
  contactId: '',
  issueDate: '2026-10-20',
  vatMode: 'FROM_BASE',
  lines: [
    { text: 'Ubytování – firemní akce', quantity: 2, unit: 'noc', unitPrice: 9_000_00, vatRate: 12 },
    { text: 'Víno Ryzlink', quantity: 25, unit: 'láhev', unitPrice: 180_00, vatRate: 21 },
  ],
}
let october: Invoice

const refusal = async (
  response: Promise<{
    envelope?: { errorType?: string | null; messages: { field?: string; code: string; text: string }[] } | null
  }>,
) => {
  const { envelope } = await response
  expect(envelope?.errorType).toBe('VALIDATION')
  return envelope?.messages[0]
}

beforeAll(async () => {
  house = await buildHouse(app)
  await ok(app, changeCompany, {
    ...as(),
    body: { name: 'Penzion U Lípy s.r.o.', ico: '27082440', dic: 'CZ27082440', vatPayerStatus: 'PAYER', version: 0 },
  })
  customer = (
    await ok(app, createContact, {
      ...as(),
      body: { name: 'Krkonoše Tour s.r.o.', ico: '26168685', dic: 'CZ26168685' },
    })
  ).id
  const draft = await ok(app, createInvoice, { ...as(), body: { ...OCTOBER, contactId: customer } })
  october = await ok(app, issueInvoice, { ...byId(draft.id), body: { version: draft.version } })
})

describe('an issued tax document', () => {
  it('changes only its note and payment details; amounts, dates and lines go by a correction', async () => {
    const body = { ...OCTOBER, contactId: customer, id: october.id, version: october.version }
    const more = await refusal(
      call(app, updateInvoice, {
        ...as(),
        body: { ...body, lines: [OCTOBER.lines[0], { ...OCTOBER.lines[1], quantity: 24 }] as InvoiceInput['lines'] },
      }),
    )
    expect(more).toMatchObject({ field: 'lines', code: 'invoice.issuedImmutable' })
    expect(more?.text).toContain('dobropisem nebo vrubopisem')
    const noted = await ok(app, updateInvoice, {
      ...as(),
      body: { ...body, note: 'Objednávka č. 77', dueDate: '2026-11-20' },
    })
    expect(noted).toMatchObject({ note: 'Objednávka č. 77', dueDate: '2026-11-20', total: october.total })
    october = noted
  })
})

describe('closed periods', () => {
  it('closes October and refuses every write of its documents, naming the period', async () => {
    const linen = {
      contactId: customer,
      number: 'PR-2026-10',
      issueDate: '2026-10-12',
      dueDate: '2026-10-26',
      lines: [{ text: 'Praní prádla', quantity: 1, unitPrice: 2_400_00, vatRate: 21 as const }],
    }
    const supplier = await ok(app, saveSupplierInvoice, { ...as(), body: linen })
    const spare = await ok(app, createInvoice, {
      ...as(),
      body: { ...OCTOBER, contactId: customer, issueDate: '2026-10-28' },
    })
    expect(await ok(app, closeBooks, { ...as(), body: { month: '2026-10' } })).toEqual({ closedThrough: '2026-10-31' })
    expect(await ok(app, getBooksPeriod, as())).toEqual({ closedThrough: '2026-10-31' })

    const create = await refusal(
      call(app, createInvoice, { ...as(), body: { ...OCTOBER, contactId: customer, issueDate: '2026-10-31' } }),
    )
    expect(create).toMatchObject({ field: 'taxableSupplyDate', code: 'books.closed' })
    expect(create?.text).toContain('10/2026')
    const edit = await refusal(
      call(app, updateInvoice, {
        ...as(),
        body: {
          ...OCTOBER,
          contactId: customer,
          id: october.id,
          version: october.version,
          lines: [OCTOBER.lines[0]] as InvoiceInput['lines'],
        },
      }),
    )
    expect(edit).toMatchObject({ code: 'books.closed' })
    expect(
      (await refusal(call(app, cancelInvoice, { ...byId(october.id), body: { version: october.version } })))?.code,
    ).toBe('books.closed')
    expect((await refusal(call(app, deleteInvoice, byId(spare.id))))?.code).toBe('books.closed')
    expect(
      (await refusal(call(app, issueInvoice, { ...byId(spare.id), body: { version: spare.version } })))?.code,
    ).toBe('books.closed')
    // moving a draft out of the closed month is a write of the closed month too
    const moved = await refusal(
      call(app, updateInvoice, {
        ...as(),
        body: { ...OCTOBER, contactId: customer, id: spare.id, version: spare.version, issueDate: '2026-11-02' },
      }),
    )
    expect(moved?.code).toBe('books.closed')
    // what is not reported still changes: how the customer pays
    const paid = await ok(app, updateInvoice, {
      ...as(),
      body: {
        ...OCTOBER,
        contactId: customer,
        id: october.id,
        version: october.version,
        note: 'Zaplatí převodem',
        dueDate: '2026-11-20',
      },
    })
    october = paid
    // a supplier invoice of October: its figures and its deletion are closed, its note is not
    const more = { ...linen, id: supplier.id, version: supplier.version }
    const raised = await refusal(
      call(app, saveSupplierInvoice, {
        ...as(),
        body: { ...more, lines: [{ ...linen.lines[0], unitPrice: 2_500_00 }] },
      }),
    )
    expect(raised).toMatchObject({ field: 'taxableSupplyDate', code: 'books.closed' })
    expect((await refusal(call(app, deleteExpense, byId(supplier.id))))?.code).toBe('books.closed')
    expect(
      (await refusal(call(app, saveSupplierInvoice, { ...as(), body: { ...linen, number: 'PR-2026-10b' } })))?.code,
    ).toBe('books.closed')
    expect((await ok(app, saveSupplierInvoice, { ...as(), body: { ...more, note: 'Zaplaceno kartou' } })).note).toBe(
      'Zaplaceno kartou',
    )
    // November is open
    const november = await ok(app, createInvoice, {
      ...as(),
      body: { ...OCTOBER, contactId: customer, issueDate: '2026-11-03' },
    })
    expect(november.status).toBe('DRAFT')
    await ok(app, deleteInvoice, byId(november.id))
  })

  it('closes only a month that is over and never again what is closed; the English message', async () => {
    expect((await refusal(call(app, closeBooks, { ...as(), body: { month: '2099-01' } })))?.code).toBe('books.future')
    const again = await refusal(call(app, closeBooks, { ...as(), language: 'en', body: { month: '2026-09' } }))
    expect(again).toMatchObject({ code: 'books.alreadyClosed', text: 'The books are already closed through 10/2026.' })
    expect((await refusal(call(app, closeBooks, { ...as(), body: { month: '2026-13' } })))?.field).toBe('month')
  })
})

describe('a credit note', () => {
  let credit: Invoice

  it('against the October invoice puts −180 Kč of base and its VAT into November', async () => {
    const draft = await ok(app, createInvoiceCorrection, {
      ...byId(october.id),
      body: { kind: 'CREDIT', reason: 'Vráceno 1 víno: účtováno 25 lahví místo 24', taxableSupplyDate: '2026-11-05' },
    })
    // every line taken back, then edited down to the difference
    expect(draft).toMatchObject({
      type: 'CREDIT_NOTE',
      status: 'DRAFT',
      total: -october.total,
      taxableSupplyDate: '2026-11-05',
    })
    expect(draft.corrects).toEqual({
      id: october.id,
      number: october.number,
      issueDate: '2026-10-20',
      taxableSupplyDate: '2026-10-20',
    })
    const edited = await ok(app, updateInvoice, {
      ...as(),
      body: {
        type: 'CREDIT_NOTE',
        id: draft.id,
        version: draft.version,
        contactId: customer,
        vatMode: 'FROM_BASE',
        issueDate: '2026-11-05',
        taxableSupplyDate: '2026-11-05',
        correctsId: october.id,
        correctionReason: draft.correctionReason,
        lines: [{ text: 'Víno Ryzlink', quantity: -1, unit: 'láhev', unitPrice: 180_00, vatRate: 21 }],
      },
    })
    // −180,00 × 21 % = −37,80: the customer gets 217,80 Kč back
    expect(edited.recap).toEqual([{ vatRate: 21, base: -180_00, vat: -37_80, total: -217_80 }])
    credit = await ok(app, issueInvoice, { ...byId(edited.id), body: { version: edited.version } })
    expect(credit.number).toBe('202650001')

    const month = (from: string, till: string) => ok(app, facturationSummary, { ...as(), body: { from, till } })
    const november = await month('2026-11-01', '2026-11-30')
    expect(november.issued.byRate).toEqual([{ vatRate: 21, base: -180_00, vat: -37_80, total: -217_80, documents: 1 }])
    // October as it was filed: 18 000 at 12 % and 25 × 180 = 4 500 at 21 %
    const octoberSummary = await month('2026-10-01', '2026-10-31')
    expect(octoberSummary.issued.byRate).toEqual([
      { vatRate: 21, base: 4_500_00, vat: 945_00, total: 5_445_00, documents: 1 },
      { vatRate: 12, base: 18_000_00, vat: 2_160_00, total: 20_160_00, documents: 1 },
    ])
  })

  it('is exported to ISDOC as document type 2 naming the invoice it corrects', async () => {
    const response = await call(app, invoiceIsdoc, byId(credit.id))
    const folder = mkdtempSync(path.join(tmpdir(), 'isdoc-'))
    const file = path.join(folder, 'credit.isdoc')
    writeFileSync(file, response.raw)
    const lint = spawnSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8' })
    rmSync(folder, { recursive: true, force: true })
    expect(lint.status, lint.stderr).toBe(0)
    expect(response.raw).toContain('<DocumentType>2</DocumentType>')
    const reference = /<OriginalDocumentReference>([\s\S]*?)<\/OriginalDocumentReference>/.exec(response.raw)?.[1] ?? ''
    expect(reference).toContain(`<ID>${october.number}</ID>`)
    expect(reference).toContain(`<UUID>${october.id}</UUID>`)
    // ISDOC 6.0.2: the original's date of issue, not its taxable supply date
    expect(reference).toContain(`<IssueDate>${october.issueDate}</IssueDate>`)
  })

  it('refuses what a correction cannot be: dated in the closed month, before the original, adding, of a draft', async () => {
    const dated = (taxableSupplyDate: string) =>
      call(app, createInvoiceCorrection, {
        ...byId(october.id),
        body: { kind: 'CREDIT', reason: 'Sleva', taxableSupplyDate },
      })
    expect((await refusal(dated('2026-10-31')))?.code).toBe('books.closed')
    await ok(app, reopenBooks, { ...as(), body: { month: '2026-10', reason: 'Oprava přiznání za říjen' } })
    expect((await refusal(dated('2026-10-19')))?.code).toBe('invoice.correctionBefore')
    // a credit note that takes off nothing is not issued
    const zero = await ok(app, createInvoiceCorrection, {
      ...byId(october.id),
      body: { kind: 'DEBIT', reason: 'Doúčtování' },
    })
    expect(zero.total).toBe(0)
    expect((await refusal(call(app, issueInvoice, { ...byId(zero.id), body: { version: zero.version } })))?.code).toBe(
      'invoice.debitNotPositive',
    )
    const draft = await ok(app, createInvoice, {
      ...as(),
      body: { ...OCTOBER, contactId: customer, issueDate: '2026-11-10' },
    })
    expect(
      (
        await refusal(
          call(app, createInvoiceCorrection, { ...byId(draft.id), body: { kind: 'CREDIT', reason: 'Chyba' } }),
        )
      )?.code,
    ).toBe('invoice.correctsInvalid')
  })

  it('reopening is kept in the change history with its reason', async () => {
    expect(await ok(app, getBooksPeriod, as())).toEqual({ closedThrough: '2026-09-30' })
    const result = await database.db.execute(
      sql`select action, data from audit_log where entity = 'WORKSPACE' and action in ('CLOSE_BOOKS', 'REOPEN_BOOKS')
          and workspace_id = (select id from workspaces where slug = ${house.slug}) order by at`,
    )
    const rows = result as unknown as { rows: { action: string; data: Record<string, unknown> }[] }
    expect(rows.rows.map((r) => r.action)).toEqual(['CLOSE_BOOKS', 'REOPEN_BOOKS'])
    expect(rows.rows[1]?.data).toMatchObject({
      from: '2026-10-31',
      to: '2026-09-30',
      reason: 'Oprava přiznání za říjen',
    })
  })
})
