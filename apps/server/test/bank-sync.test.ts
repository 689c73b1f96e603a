import {
  type BankAccountInput,
  createContact,
  createInvoice,
  getInvoice,
  issueInvoice,
  listBankAccounts,
  listBankItems,
  saveBankAccount,
  syncBankAccount,
} from '@innkeep/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeFioScenario, fakeFioToken, startFakeFio } from '../../../tools/fakes/fio.ts'
import { bankItems, jobs } from '../src/db/schema/index.ts'
import { call, ok } from './support/api.ts'
import { createWorkspace, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

// The real FIO client and the sync job against the local fake FIO, on the fake's own clock, so
// FIO's one-request-per-30-s rule bites only where a test moves no time.
let clock = Date.now()
const fake = await startFakeFio(0, { now: () => clock })
afterAll(() => fake.close())
const { app, database } = await startTestApp({ fioBaseUrl: fake.url })

let owner: TestPerson
let slug: string
const as = () => ({ token: owner.token, params: { slugs: slug } })
const withId = (id: string) => ({ token: owner.token, params: { slugs: slug, id } })

/** The account of the recorded FIO answers (fixtures/fio/fio-periods.json). */
const RECORDED_ACCOUNT = '2000282668/2010'
let tokens = 0
const token = (scenario: FakeFioScenario = 'ok') => fakeFioToken(scenario, `s${++tokens}`)

beforeAll(async () => {
  owner = await signUpPerson(app, { fullName: 'Účetní Jana' })
  slug = await createWorkspace(app, owner, { name: 'Penzion Na Stráni' })
})

async function fioAccount(fields: Partial<BankAccountInput> & { fioToken: string }) {
  return ok(app, saveBankAccount, { ...as(), body: { kind: 'BANK', bank: 'FIO', name: 'FIO', ...fields } })
}

async function sync(accountId: string) {
  const queued = await ok(app, syncBankAccount, withId(accountId))
  await app.jobs.runDue()
  return queued
}

async function account(id: string) {
  const found = (await ok(app, listBankAccounts, as())).find((a) => a.id === id)
  if (!found) throw new Error(`no account ${id}`)
  return found
}

const itemsOf = async (accountId: string) =>
  (await ok(app, listBankItems, { ...as(), body: { accountId, size: 100 } })).items

describe('FIO synchronisation as a job', () => {
  it('imports the recorded movements once, and a second sync adds nothing', async () => {
    const saved = await fioAccount({ name: 'Provozní FIO', accountNumber: RECORDED_ACCOUNT, fioToken: token() })
    const queued = await sync(saved.id)
    // read after poking the runner, which may have finished the job already
    expect(['QUEUED', 'OK']).toContain(queued.sync.state)

    const synced = await account(saved.id)
    expect(synced.sync).toMatchObject({ state: 'OK', lastError: null })
    expect(synced.sync.lastSyncAt).not.toBeNull()
    const items = await itemsOf(saved.id)
    expect(items).toHaveLength(10)
    expect(items.find((i) => i.variableSymbol === '123')).toMatchObject({
      amount: -1_00,
      message: 'Test zprava',
      counterpartyAccount: '2000242017/2010',
    })
    // the recorded period runs from 4 100,85 to 2 821,85
    expect(items.reduce((sum, i) => sum + i.amount, 0)).toBe(2_821_85 - 4_100_85)

    clock += 31_000
    await sync(saved.id)
    expect(await itemsOf(saved.id)).toHaveLength(10)
    expect((await account(saved.id)).sync.state).toBe('OK')
    expect(fake.requests.filter((r) => r.startsWith('/v1/rest/periods/'))).toHaveLength(2)
  })

  it('links a FIO payment to the invoice it pays by variable symbol and amount', async () => {
    const customer = await ok(app, createContact, { ...as(), body: { name: 'Jan Novák' } })
    const draft = await ok(app, createInvoice, {
      ...as(),
      body: {
        contactId: customer.id,
        variableSymbol: '20250001',
        vatMode: 'FROM_TOTAL',
        lines: [{ text: 'Ubytování', quantity: 1, unitPrice: 80_19, vatRate: 12 }],
      },
    })
    const invoice = await ok(app, issueInvoice, { ...withId(draft.id), body: { version: draft.version } })
    // generated movement 1 is an incoming 80,19 Kč with VS 20250001; the account has no number, so
    // the statement's account is not compared
    const saved = await fioAccount({ name: 'Rezervace', fioToken: token({ generated: 20 }) })
    await sync(saved.id)
    expect(await itemsOf(saved.id)).toHaveLength(20)
    expect((await ok(app, getInvoice, withId(invoice.id))).paymentState).toBe('PAID')
  })

  it('waits out FIO’s 30-second rule and then finishes', async () => {
    const saved = await fioAccount({ name: 'Rychlý', fioToken: token('empty') })
    await sync(saved.id)
    expect((await account(saved.id)).sync.state).toBe('OK')

    await sync(saved.id) // inside FIO's window: 409, the job is put back for 30 s
    expect((await account(saved.id)).sync.state).toBe('QUEUED')
    const [waiting] = await database.db
      .select({ runAt: jobs.runAt, state: jobs.state })
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, `fio:${saved.id}`), eq(jobs.state, 'QUEUED')))
    expect(waiting?.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000)

    clock += 31_000
    await database.db.execute(sql`update jobs set run_at = now() where dedupe_key = ${`fio:${saved.id}`}`)
    await app.jobs.runDue()
    expect((await account(saved.id)).sync.state).toBe('OK')
  })

  it('says when FIO refuses the token or the token opens another account, and imports nothing', async () => {
    const refused = await fioAccount({ name: 'Odmítnutý', fioToken: token('unauthorized') })
    await sync(refused.id)
    expect((await account(refused.id)).sync).toMatchObject({ state: 'ERROR', lastError: 'FIO_UNAUTHORIZED' })

    const other = await fioAccount({
      name: 'Cizí token',
      accountNumber: '2400000009/2010',
      fioToken: token({ generated: 5 }),
    })
    await sync(other.id)
    expect((await account(other.id)).sync).toMatchObject({ state: 'ERROR', lastError: 'FIO_OTHER_ACCOUNT' })
    const stored = await database.db
      .select({ id: bankItems.id })
      .from(bankItems)
      .where(sql`${bankItems.accountId} in (${refused.id}, ${other.id})`)
    expect(stored).toHaveLength(0)
  })

  it('reports an unavailable FIO and keeps the job for a retry', async () => {
    const saved = await fioAccount({ name: 'Výpadek', fioToken: token('xml-error') })
    await sync(saved.id)
    expect((await account(saved.id)).sync).toMatchObject({ state: 'ERROR', lastError: 'FIO_UNAVAILABLE' })
    const [retry] = await database.db
      .select({ state: jobs.state, attempts: jobs.attempts })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `fio:${saved.id}`))
    expect(retry).toMatchObject({ state: 'QUEUED', attempts: 1 })
  })

  it('refuses to sync an account without a token', async () => {
    const plain = await ok(app, saveBankAccount, {
      ...as(),
      body: { kind: 'BANK', bank: 'CSOB', name: 'ČSOB', accountNumber: '2100000007/2010' },
    })
    const refused = await call(app, syncBankAccount, withId(plain.id))
    expect(refused.envelope?.errorType).toBe('VALIDATION')
  })

  it('never returns the token', async () => {
    const secret = token()
    const saved = await fioAccount({ name: 'Tajný', fioToken: secret })
    const listed = JSON.stringify(await ok(app, listBankAccounts, as()))
    expect(listed).not.toContain(secret)
    expect(JSON.stringify(await ok(app, syncBankAccount, withId(saved.id)))).not.toContain(secret)
    await app.jobs.runDue()
  })
})
