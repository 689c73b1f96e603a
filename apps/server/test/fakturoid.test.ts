import {
  cancelInvoice,
  changeCompany,
  createContact,
  createInvoice,
  createInvoiceCorrection,
  deleteFakturoidConnection,
  type FakturoidConnectionInput,
  type FakturoidSyncQuery,
  fakturoidSyncExpenses,
  fakturoidSyncInvoices,
  fakturoidSyncState,
  getFakturoidConnection,
  getInvoice,
  issueInvoice,
  saveFakturoidConnection,
  saveSupplierInvoice,
  testFakturoidConnection,
  updateInvoice,
} from '@innkeep/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeFakturoid } from '../../../tools/fakes/fakturoid.ts'
import { recordedError } from '../../../tools/fakes/fakturoid-records.ts'
import { fakturoidConnections, jobs } from '../src/db/schema/index.ts'
import { unseal } from '../src/lib/sealed.ts'
import { ensureInstanceSecret } from '../src/modules/auth/instance.queries.ts'
import { call, ok } from './support/api.ts'
import { createWorkspace, joinAs, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

// The connection settings and the sync job through the API, against the local fake Fakturoid
// (tools/fakes/fakturoid.ts) replaying the recorded answers of fixtures/fakturoid: no duplicate is
// ever created, and every document's state is right after each scenario.

const fake = await startFakeFakturoid()
afterAll(() => fake.close())
const { app, database } = await startTestApp({ fakturoidBaseUrl: fake.url })

const SLUG = 'penzion-na-skale'
const CLIENT_ID = 'a1b2c3d4e5f6a7b8c9d0'
const SECRET = 'secret-0123456789abcdef0123'

let owner: TestPerson
let slug: string
let apple: string
let novak: string
const as = () => ({ token: owner.token, params: { slugs: slug } })

const connect = (body: Partial<FakturoidConnectionInput> = {}) =>
  call(app, saveFakturoidConnection, {
    ...as(),
    body: { accountSlug: SLUG, clientId: CLIENT_ID, clientSecret: SECRET, ...body },
  })

async function issued(contactId: string, text = 'Ubytování 2 noci') {
  const draft = await ok(app, createInvoice, {
    ...as(),
    body: {
      contactId,
      issueDate: '2026-03-02',
      lines: [{ text, quantity: 2, unit: 'noc', unitPrice: 1_450_00, vatRate: 12, discount: 1000 }],
    },
  })
  return ok(app, issueInvoice, { ...as(), params: { ...as().params, id: draft.id }, body: { version: 0 } })
}

const state = (x: 'INVOICE' | 'EXPENSE', query: FakturoidSyncQuery = {}) =>
  ok(app, fakturoidSyncState, { ...as(), params: { ...as().params, x }, query })
const stateOf = async (id: string, x: 'INVOICE' | 'EXPENSE' = 'INVOICE') =>
  (await state(x, { documentId: id })).items[0]
const syncInvoices = (query = {}) => ok(app, fakturoidSyncInvoices, { ...as(), query })
const inFakturoid = (id: string) => fake.invoices(SLUG).filter((invoice) => invoice.custom_id === id)
const syncJob = async () => {
  const [row] = await database.db
    .select()
    .from(jobs)
    .where(eq(jobs.dedupeKey, 'fakturoid:INVOICE'))
    .orderBy(sql`${jobs.createdAt} desc`)
    .limit(1)
  return row
}
/** Lets a paused or backed-off run go on now. */
const resumeNow = () => database.db.execute(sql`update jobs set run_at = now() where kind = 'fakturoid.sync'`)

beforeAll(async () => {
  owner = await signUpPerson(app, { fullName: 'Majitelka Eva' })
  slug = await createWorkspace(app, owner, { name: 'Penzion Na Skále' })
  await ok(app, changeCompany, {
    ...as(),
    body: { name: 'Penzion Na Skále s.r.o.', ico: '27082440', dic: 'CZ27082440', vatPayerStatus: 'PAYER', version: 0 },
  })
  // Fakturoid knows Apple by its ICO (the recorded subject); Jan Novák it does not know yet
  apple = (await ok(app, createContact, { ...as(), body: { name: 'Apple Czech s.r.o.', ico: '28897501' } })).id
  novak = (await ok(app, createContact, { ...as(), body: { name: 'Jan Novák', email: 'jan@example.com' } })).id
})

describe('the Fakturoid connection', () => {
  it('starts unconnected, and a sync asks to connect first', async () => {
    expect(await ok(app, getFakturoidConnection, as())).toMatchObject({ connected: false, accountSlug: null })
    const refused = await call(app, fakturoidSyncInvoices, as())
    expect(refused.envelope?.messages[0]?.code).toBe('fakturoid.notConnected')
  })

  it('asks for the client id and secret to connect', async () => {
    const result = await connect({ clientSecret: undefined })
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'clientSecret', code: 'fakturoid.credentialsRequired' })
  })

  it('refuses, in Czech and without storing anything, credentials Fakturoid refuses', async () => {
    fake.revokeClient('revoked-client-id-01')
    const result = await connect({ clientId: 'revoked-client-id-01' })
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'clientSecret', code: 'fakturoid.credentialsRefused' })
    expect(result.envelope?.messages[0]?.text).toContain('Fakturoid tyto přihlašovací údaje')
    expect((await ok(app, getFakturoidConnection, as())).connected).toBe(false)
  })

  it('says when the account is not there, and when Fakturoid is down', async () => {
    fake.failNext('GET account', { status: 404, body: '{"error":"not_found"}' })
    expect((await connect()).envelope?.messages[0]).toMatchObject({
      field: 'accountSlug',
      code: 'fakturoid.accountNotFound',
    })
    fake.failNext('GET account', { status: 503, body: '<h1>Údržba</h1>' })
    expect((await connect()).envelope?.messages[0]?.code).toBe('fakturoid.unavailable')
  })

  it('connects: checks the account, stores the credentials sealed and never answers them', async () => {
    const result = await connect({ accountSlug: ' Penzion-Na-Skale ' })
    expect(result.envelope?.payload).toMatchObject({
      connected: true,
      accountSlug: SLUG,
      accountName: `Účet ${SLUG}`,
      version: 0,
      problem: null,
    })
    expect(result.raw).not.toContain(SECRET)
    expect(result.raw).not.toContain(CLIENT_ID)
    const [row] = await database.db.select().from(fakturoidConnections)
    const key = Buffer.from(await ensureInstanceSecret(database.db, 'secrets-key', ''), 'base64')
    expect(row?.clientSecretSealed).not.toContain(SECRET)
    expect(unseal(key, row?.clientSecretSealed ?? '')).toBe(SECRET)
    expect(unseal(key, row?.clientIdSealed ?? '')).toBe(CLIENT_ID)
    expect(row?.accessTokenSealed).toBeTruthy()
  })

  it('tests the stored connection; a stale version is a CONFLICT', async () => {
    const before = await ok(app, getFakturoidConnection, as())
    const tested = await ok(app, testFakturoidConnection, as())
    expect(tested.checkedAt && before.checkedAt && tested.checkedAt >= before.checkedAt).toBe(true)
    const stale = await connect({ clientId: undefined, clientSecret: undefined, version: 5 })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
  })

  it('lets only the owner change it; the accountant reads and tests it', async () => {
    const accountant = await joinAs(app, owner, slug, 'ACCOUNTANT')
    const byAccountant = { token: accountant.token, params: { slugs: slug } }
    expect((await call(app, saveFakturoidConnection, { ...byAccountant, body: { accountSlug: 'x1' } })).status).toBe(
      403,
    )
    expect((await call(app, deleteFakturoidConnection, byAccountant)).status).toBe(403)
    expect((await ok(app, testFakturoidConnection, byAccountant)).connected).toBe(true)
  })
})

describe('syncing issued invoices, a durable job', () => {
  let first: string
  let second: string

  it('lists issued invoices as NEW; drafts are not documents yet', async () => {
    first = (await issued(apple)).id
    second = (await issued(novak, 'Snídaně')).id
    await ok(app, createInvoice, { ...as(), body: { contactId: novak, lines: [{ text: 'Koncept', unitPrice: 1_00 }] } })
    const page = await state('INVOICE')
    expect(page.items.map((item) => [item.id, item.state])).toEqual(
      expect.arrayContaining([
        [first, 'NEW'],
        [second, 'NEW'],
      ]),
    )
    expect(page.counts).toEqual({ NEW: 2, SYNCED: 0, CHANGED: 0, ERROR: 0 })
  })

  it('sends them, matching Apple by its ICO and creating Jan Novák once', async () => {
    const answer = await syncInvoices()
    // the answer reads the run after poking the runner, which may have taken it already
    expect(answer).toMatchObject({ started: true, toSend: 2, run: { total: 2 } })
    expect(['QUEUED', 'RUNNING']).toContain(answer.run?.state)
    await app.jobs.runDue()
    expect((await stateOf(first))?.state).toBe('SYNCED')
    expect((await stateOf(second))?.state).toBe('SYNCED')
    const [sent] = inFakturoid(first)
    expect(sent).toMatchObject({ subject_id: 16, number: '202610001', vat_price_mode: 'without_vat' })
    // the 10 % discount as a line of its own: 2 × 1450 − 290
    expect(((sent?.lines ?? []) as { unit_price: string }[]).map((l) => l.unit_price)).toEqual(['1450', '-290'])
    expect(fake.subjects(SLUG).filter((s) => s.name === 'Jan Novák')).toHaveLength(1)
    expect(fake.subjects(SLUG).filter((s) => s.registration_no === '28897501')).toHaveLength(1)
    const page = await state('INVOICE')
    expect(page.run).toMatchObject({ state: 'DONE', total: 2, sent: 2, failed: 0, problem: null })
    expect((await stateOf(first))?.fakturoidUrl).toBe(`https://app.fakturoid.cz/${SLUG}/invoices/${sent?.id}`)
  })

  it('sends nothing again while nothing changed', async () => {
    const before = fake.requests.length
    expect(await syncInvoices()).toMatchObject({ started: false, toSend: 0 })
    expect(fake.requests.length).toBe(before)
  })

  it('shows an edited invoice as CHANGED and updates it in Fakturoid, after renewing an expired token', async () => {
    const invoice = await ok(app, getInvoice, { ...as(), params: { ...as().params, id: second } })
    await ok(app, updateInvoice, {
      ...as(),
      body: {
        id: second,
        version: invoice.version,
        contactId: novak,
        issueDate: '2026-03-02',
        // an issued tax document changes only its note and payment details (amounts by a credit note)
        note: 'Děkujeme za návštěvu',
        lines: invoice.lines.map(({ amount: _, ...line }) => line),
      },
    })
    expect((await stateOf(second))?.state).toBe('CHANGED')
    fake.expireTokens()
    const start = fake.requests.length
    await syncInvoices()
    await app.jobs.runDue()
    expect((await stateOf(second))?.state).toBe('SYNCED')
    const routes = fake.requests.slice(start).map((r) => r.route)
    expect(routes).toEqual(['PATCH invoices/:id', 'POST oauth/token', 'PATCH invoices/:id'])
    expect(inFakturoid(second)).toHaveLength(1)
    expect(inFakturoid(second)[0]).toMatchObject({ note: 'Děkujeme za návštěvu' })
  })

  it('marks a document Fakturoid refuses (the recorded 422) as ERROR with its reasons, and goes on', async () => {
    const refused = (await issued(novak, 'Parkování')).id
    const fine = (await issued(apple, 'Wellness')).id
    fake.failNext('POST invoices', { status: 422, body: recordedError('422 Unprocessable') })
    await syncInvoices()
    await app.jobs.runDue()
    const error = await stateOf(refused)
    expect(error?.state).toBe('ERROR')
    expect(error?.error?.text).toBe(
      'Fakturoid doklad nepřijal – Číslo: The number does not match the number format in the settings; ' +
        "Odběratel: can't be blank; Kontakt: can't be blank, Contact does not exist.",
    )
    expect((await stateOf(fine))?.state).toBe('SYNCED')
    expect((await state('INVOICE')).run).toMatchObject({ state: 'DONE', sent: 1, failed: 1 })
    const english = await ok(app, fakturoidSyncState, {
      ...as(),
      language: 'en',
      params: { ...as().params, x: 'INVOICE' },
      query: { state: 'ERROR' },
    })
    expect(english.items[0]?.error?.text).toMatch(/^Fakturoid did not accept the document – Number: /)

    await syncInvoices()
    await app.jobs.runDue()
    expect((await stateOf(refused))?.state).toBe('SYNCED')
    expect(inFakturoid(refused)).toHaveLength(1)
  })

  it('pauses on 429 for as long as Fakturoid says, then resumes without a duplicate', async () => {
    const id = (await issued(apple, 'Půjčení kol')).id
    fake.failNext('POST invoices', {
      status: 429,
      body: '{"error":"too_many_requests"}',
      headers: { 'Retry-After': '30', 'X-RateLimit': 'default;r=0;t=30' },
    })
    await syncInvoices()
    await app.jobs.runDue()
    const paused = await syncJob()
    expect(paused).toMatchObject({ state: 'QUEUED', attempts: 0 })
    expect(paused?.runAt.getTime()).toBeGreaterThan(Date.now() + 25_000)
    const run = (await state('INVOICE')).run
    expect(run).toMatchObject({ state: 'QUEUED', problem: 'FAKTUROID_RATE_LIMITED' })
    expect(run?.resumesAt).toBe(paused?.runAt.toISOString())
    expect((await stateOf(id))?.state).toBe('NEW')
    expect(inFakturoid(id)).toHaveLength(0)
    // asking again while it waits starts nothing
    expect(await syncInvoices()).toMatchObject({ started: false, run: { state: 'QUEUED' } })

    await resumeNow()
    await app.jobs.runDue()
    expect((await stateOf(id))?.state).toBe('SYNCED')
    expect(inFakturoid(id)).toHaveLength(1)
  })

  it('finds a created invoice whose answer was lost (503) instead of creating it twice', async () => {
    const id = (await issued(novak, 'Pozdní odjezd')).id
    fake.failNext('POST invoices', { afterCreate: 503 })
    await syncInvoices()
    await app.jobs.runDue()
    expect(inFakturoid(id)).toHaveLength(1)
    expect(await syncJob()).toMatchObject({ state: 'QUEUED', attempts: 1 })
    expect((await state('INVOICE')).run).toMatchObject({ state: 'QUEUED', problem: 'FAKTUROID_UNAVAILABLE' })
    expect((await stateOf(id))?.state).toBe('NEW')

    const start = fake.requests.length
    await resumeNow()
    await app.jobs.runDue()
    expect((await stateOf(id))?.state).toBe('SYNCED')
    expect(inFakturoid(id)).toHaveLength(1)
    expect(fake.requests.slice(start).map((r) => r.route)).toEqual(['GET invoices', 'PATCH invoices/:id'])
  })

  it('fails at once when the Fakturoid account is blocked (402), and tells the owner', async () => {
    const id = (await issued(apple, 'Minibar')).id
    fake.failNext('*', { status: 402, body: '{"error":"payment_required"}' })
    await syncInvoices()
    await app.jobs.runDue()
    expect(await syncJob()).toMatchObject({ state: 'FAILED', lastError: 'FAKTUROID_PAYMENT_REQUIRED' })
    expect((await state('INVOICE')).run).toMatchObject({ state: 'FAILED', problem: 'FAKTUROID_PAYMENT_REQUIRED' })
    expect((await ok(app, getFakturoidConnection, as())).problem).toBe('FAKTUROID_PAYMENT_REQUIRED')
    expect((await stateOf(id))?.state).toBe('NEW')
    // a successful test shows the account works again
    expect((await ok(app, testFakturoidConnection, as())).problem).toBeNull()
  })

  it('fails at once when the credentials stop working, and a new save mends it', async () => {
    fake.revokeClient(CLIENT_ID)
    fake.expireTokens()
    await syncInvoices()
    await app.jobs.runDue()
    expect(await syncJob()).toMatchObject({ state: 'FAILED', attempts: 1, lastError: 'FAKTUROID_UNAUTHORIZED' })
    expect((await ok(app, getFakturoidConnection, as())).problem).toBe('FAKTUROID_UNAUTHORIZED')
    const version = (await ok(app, getFakturoidConnection, as())).version ?? 0
    const mended = await connect({ clientId: 'b1b2c3d4e5f6a7b8c9d0', version })
    expect(mended.envelope?.payload).toMatchObject({ problem: null, version: version + 1 })
    await syncInvoices()
    await app.jobs.runDue()
    expect((await state('INVOICE')).counts).toMatchObject({ NEW: 0, CHANGED: 0, ERROR: 0 })
  })

  it('reports a document locked in Fakturoid, and cancels a canceled invoice there', async () => {
    const sentId = inFakturoid(first)[0]?.id as number
    fake.lock(SLUG, 'invoices', sentId)
    const invoice = await ok(app, getInvoice, { ...as(), params: { ...as().params, id: first } })
    await ok(app, cancelInvoice, { ...as(), params: { ...as().params, id: first }, body: { version: invoice.version } })
    expect((await stateOf(first))?.state).toBe('CHANGED')
    await syncInvoices()
    await app.jobs.runDue()
    expect(await stateOf(first)).toMatchObject({ state: 'ERROR', canceled: true })
    expect((await stateOf(first))?.error?.code).toBe('fakturoid.documentLocked')

    const other = (await issued(apple, 'Storno')).id
    await syncInvoices()
    await app.jobs.runDue()
    const otherInvoice = await ok(app, getInvoice, { ...as(), params: { ...as().params, id: other } })
    await ok(app, cancelInvoice, {
      ...as(),
      params: { ...as().params, id: other },
      body: { version: otherInvoice.version },
    })
    await syncInvoices({ documentId: other })
    await app.jobs.runDue()
    expect((await stateOf(other))?.state).toBe('SYNCED')
    expect(inFakturoid(other)[0]).toMatchObject({ status: 'cancelled' })
  })

  it('answers 204 for a document of another workspace', async () => {
    const stranger = await signUpPerson(app)
    const otherSlug = await createWorkspace(app, stranger)
    const contact = await ok(app, createContact, {
      token: stranger.token,
      params: { slugs: otherSlug },
      body: { name: 'Cizí odběratel' },
    })
    const draft = await ok(app, createInvoice, {
      token: stranger.token,
      params: { slugs: otherSlug },
      body: { contactId: contact.id, lines: [{ text: 'Cizí', unitPrice: 1_00 }] },
    })
    expect(
      (
        await call(app, fakturoidSyncState, {
          ...as(),
          params: { ...as().params, x: 'INVOICE' },
          query: { documentId: draft.id },
        })
      ).status,
    ).toBe(204)
    expect((await call(app, fakturoidSyncInvoices, { ...as(), query: { documentId: draft.id } })).status).toBe(204)
  })
})

describe('syncing supplier invoices', () => {
  it('sends a supplier invoice as an expense, its supplier matched by ICO', async () => {
    const expense = await ok(app, saveSupplierInvoice, {
      ...as(),
      body: {
        contactId: apple,
        number: 'FV-2026-118',
        issueDate: '2026-03-01',
        dueDate: '2026-03-15',
        lines: [{ text: 'iPad pro recepci', quantity: 1, unitPrice: 12_990_00, vatRate: 21 }],
      },
    })
    expect((await stateOf(expense.id, 'EXPENSE'))?.state).toBe('NEW')
    expect(await ok(app, fakturoidSyncExpenses, as())).toMatchObject({ started: true, toSend: 1 })
    await app.jobs.runDue()
    expect((await stateOf(expense.id, 'EXPENSE'))?.state).toBe('SYNCED')
    const sent = fake.expenses(SLUG).filter((e) => e.custom_id === expense.id)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ original_number: 'FV-2026-118', subject_id: 16, due_on: '2026-03-15' })
  })

  it('creates a contact once when the invoice run and the expense run need it at the same time', async () => {
    const brewery = (await ok(app, createContact, { ...as(), body: { name: 'Pivovar Pod Horou a.s.' } })).id
    const invoice = (await issued(brewery, 'Degustace')).id
    const expense = await ok(app, saveSupplierInvoice, {
      ...as(),
      body: {
        contactId: brewery,
        number: 'PP-77',
        issueDate: '2026-03-03',
        dueDate: '2026-03-17',
        lines: [{ text: 'Sud 50 l', quantity: 2, unitPrice: 2_150_00, vatRate: 21 }],
      },
    })
    await syncInvoices({ documentId: invoice })
    await ok(app, fakturoidSyncExpenses, { ...as(), query: { documentId: expense.id } })
    // both runs are claimed together; the one that finds the contact claimed waits a moment
    await app.jobs.runDue()
    await resumeNow()
    await app.jobs.runDue()
    expect((await stateOf(invoice))?.state).toBe('SYNCED')
    expect((await stateOf(expense.id, 'EXPENSE'))?.state).toBe('SYNCED')
    expect(fake.subjects(SLUG).filter((s) => s.name === 'Pivovar Pod Horou a.s.')).toHaveLength(1)
  })

  it('sends a credit note as Fakturoid’s correction of its invoice, the invoice first when Fakturoid lacks it', async () => {
    const original = await issued(novak, 'Sauna')
    const params = { ...as().params, id: original.id }
    const draft = await ok(app, createInvoiceCorrection, {
      ...as(),
      params,
      body: { kind: 'CREDIT', reason: 'Sauna nefungovala', taxableSupplyDate: '2026-03-05' },
    })
    const credit = await ok(app, issueInvoice, {
      ...as(),
      params: { ...as().params, id: draft.id },
      body: { version: draft.version },
    })
    // only the credit note is asked for: its invoice goes along, once
    await syncInvoices({ documentId: credit.id })
    await app.jobs.runDue()
    const [invoiceThere] = inFakturoid(original.id)
    const [correctionThere] = inFakturoid(credit.id)
    expect(inFakturoid(original.id)).toHaveLength(1)
    expect(correctionThere).toMatchObject({ document_type: 'correction', correction_id: invoiceThere?.id })
    expect((await stateOf(credit.id))?.state).toBe('SYNCED')
    expect((await stateOf(original.id))?.state).toBe('SYNCED')
  })

  it('refuses a period that ends before it starts', async () => {
    const result = await call(app, fakturoidSyncExpenses, {
      ...as(),
      query: { from: '2026-03-10', till: '2026-03-01' },
    })
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'till', code: 'validation.periodOrder' })
  })
})
