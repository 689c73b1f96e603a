import {
  changeCompany,
  createInvoice,
  getCompanyRegistration,
  invoiceList,
  listBankItems,
  markNotificationsRead,
  saveRetention,
} from '@innkeep/contract'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { installErrorHandler } from '../src/http/error-handler.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'
import { buildTenant, type Tenant } from './support/world.ts'

// Issue 22, items 1, 2 and 4: what PostgreSQL cannot hold is refused by the contract, field by field,
// in the caller's language, before it reaches the database; a body names records of its workspace.

const { app, database } = await startTestApp()
let a: Tenant
let b: Tenant

beforeAll(async () => {
  a = await buildTenant(app, 'H')
  b = await buildTenant(app, 'I')
}, 120_000)

const staff = () => ({ token: a.owner.token, params: { slugs: a.slug } })

describe('days PostgreSQL has or the product takes', () => {
  it('refuses year 0 in a filter, with the field and the range in Czech and English', async () => {
    for (const [language, text] of [
      ['cs', 'Zadejte datum od 1900-01-01 do 2999-12-31.'],
      ['en', 'Enter a date from 1900-01-01 to 2999-12-31.'],
    ] as const) {
      const result = await call(app, invoiceList, { ...staff(), language, query: { from: '0000-01-01' } })
      expect(result.status).toBe(200)
      expect(result.envelope?.errorType).toBe('VALIDATION')
      expect(result.envelope?.messages).toMatchObject([{ field: 'from', code: 'validation.dateRange', text }])
    }
  })

  it('refuses a day before 1900 or after 2999 in a body, and takes the first and the last', async () => {
    const items = (from: string, till: string) => call(app, listBankItems, { ...staff(), body: { from, till } })
    for (const [from, till, field] of [
      ['1899-12-31', '2029-01-01', 'from'],
      ['2029-01-01', '3000-01-01', 'till'],
    ] as const) {
      const result = await items(from, till)
      expect(result.envelope?.errorType).toBe('VALIDATION')
      expect(result.envelope?.messages.map((m) => m.field)).toEqual([field])
    }
    expect((await items('1900-01-01', '2999-12-31')).envelope?.errorType).toBeNull()
  })

  it('refuses year 0 in a document’s day and in a moment (an instant with its offset)', async () => {
    const invoice = await call(app, createInvoice, {
      ...staff(),
      body: { contactId: a.named.contactId, issueDate: '0000-02-29', lines: [{ text: 'Pokoj', unitPrice: 100 }] },
    })
    expect(invoice.envelope?.messages.map((m) => m.field)).toEqual(['issueDate'])
    const read = await call(app, markNotificationsRead, { ...staff(), body: { until: '0000-01-01T00:00:00Z' } })
    expect(read.envelope?.messages).toMatchObject([{ field: 'until', code: 'validation.dateRange' }])
    const now = await call(app, markNotificationsRead, { ...staff(), body: { until: '2029-07-01T10:00:00+02:00' } })
    expect(now.envelope?.errorType).toBeNull()
  })
})

describe('numbers the columns hold', () => {
  it('refuses a version past PostgreSQL’s integer (2^31 − 1) and takes the largest', async () => {
    const settings = (version: number) =>
      call(app, saveRetention, { ...staff(), body: { retentionMonths: 36, version } })
    for (const version of [2 ** 31, 2 ** 53 - 1]) {
      const result = await settings(version)
      expect(result.envelope?.errorType).toBe('VALIDATION')
      expect(result.envelope?.messages).toMatchObject([{ field: 'version', code: 'validation.tooBig' }])
    }
    // the largest integer is a version like any other, not a broken call
    const largest = await settings(2 ** 31 - 1)
    expect(largest.status).toBe(200)
    expect(largest.envelope?.errorType).not.toBe('VALIDATION')
  })

  it('refuses it on the company too', async () => {
    const company = await ok(app, getCompanyRegistration, staff())
    const { version: _, ...rest } = company
    const result = await call(app, changeCompany, { ...staff(), body: { ...rest, version: 2 ** 31 } })
    expect(result.envelope?.messages.map((m) => m.field)).toEqual(['version'])
  })
})

describe('references in a body (item 4)', () => {
  it('keeps an invoice’s stay in its own workspace: another’s or none is refused on the field', async () => {
    const body = (reservationId: string) => ({
      contactId: a.named.contactId,
      reservationId,
      lines: [{ text: 'Ubytování', unitPrice: 1000_00 }],
    })
    const own = await ok(app, createInvoice, { ...staff(), body: body(a.named.reservationId ?? '') })
    expect(own.reservationId).toBe(a.named.reservationId)
    for (const [language, foreign] of [
      ['cs', b.named.reservationId ?? ''],
      ['en', '01a21e80-0000-7000-8000-000000000000'],
    ] as const) {
      const result = await call(app, createInvoice, { ...staff(), language, body: body(foreign) })
      expect(result.envelope?.errorType).toBe('VALIDATION')
      expect(result.envelope?.messages.map((m) => m.field)).toEqual(['reservationId'])
    }
  })
})

describe('the last line: a value PostgreSQL refuses', () => {
  it('answers VALIDATION in the caller’s language, not 500, when a value slips past the contract', async () => {
    const probe = Fastify({ logger: false })
    probe.decorateRequest('language', 'cs')
    probe.addHook('onRequest', async (request) => {
      request.language = request.headers['accept-language'] === 'en' ? 'en' : 'cs'
    })
    installErrorHandler(probe)
    // SQLSTATE 22008 (no year 0) and 22003 (past integer): what the contract now refuses first
    probe.get('/year-zero', async () => database.db.execute(sql`select ${'0000-01-01'}::date`))
    probe.get('/past-integer', async () => database.db.execute(sql`select ${String(2 ** 31)}::integer`))
    for (const url of ['/year-zero', '/past-integer']) {
      const answer = await probe.inject({ url, headers: { 'accept-language': 'en' } })
      expect(answer.statusCode).toBe(200)
      expect(answer.json()).toMatchObject({
        errorType: 'VALIDATION',
        messages: [
          {
            code: 'validation.outOfRange',
            text: 'A value is outside what can be stored. Check the dates and numbers.',
          },
        ],
      })
    }
    await probe.close()
  })
})
