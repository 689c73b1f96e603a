import { randomUUID } from 'node:crypto'
import {
  createContact,
  createInvoice,
  getNotificationSettings,
  importBankStatement,
  issueInvoice,
  listNotifications,
  markNotificationsRead,
  type Notification,
  type PublicBooking,
  publicCreateReservation,
  publicSaveGuestInfo,
  registerApplicationId,
  saveBankAccount,
  saveNotificationSettings,
} from '@innkeep/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeSmtp } from '../../../tools/fakes/smtp.ts'
import { startFakePushService } from '../../../tools/fakes/web-push.ts'
import { appInstallations, notifications, sentMail } from '../src/db/schema/index.ts'
import { buildHouse, type House, publicBookingOf } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { movement, statementFile } from './support/bank-statements.ts'
import { createWorkspace, joinAs, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const smtp = await startFakeSmtp()
const push = await startFakePushService()
afterAll(async () => {
  await smtp.close()
  await push.close()
})
const { app, database } = await startTestApp({
  smtpUrl: smtp.smtpUrl,
  publicRateLimit: 100_000,
  pushServiceOrigins: [push.url],
})

let house: House
let reception: TestPerson
let accountant: TestPerson
const as = (person: TestPerson = house.owner) => ({ token: person.token, params: { slugs: house.slug } })

beforeAll(async () => {
  house = await buildHouse(app)
  reception = await joinAs(app, house.owner, house.slug, 'RECEPTION')
  accountant = await joinAs(app, house.owner, house.slug, 'ACCOUNTANT')
})

const booking = (overrides: Partial<PublicBooking> = {}) => publicBookingOf(house, overrides)

const list = async (person: TestPerson, query = {}) => ok(app, listNotifications, { ...as(person), query })
const newest = async (person: TestPerson) => (await list(person)).items[0] as Notification
const mailTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email))

describe('what staff are told of', () => {
  it('a public booking: reception and owner see it unread; the accountant does not', async () => {
    const before = (await list(house.owner)).unread
    const made = await ok(app, publicCreateReservation, { body: booking() })
    const seen = await newest(reception)
    expect(seen).toMatchObject({
      kind: 'BOOKING_CREATED',
      unread: true,
      booking: {
        code: made.code,
        guestName: 'Greta Lindqvist',
        resourceName: 'Pokoj 1',
        since: made.since,
        till: made.till,
        status: 'REQUESTED',
        total: made.price.total,
        currency: 'CZK',
      },
    })
    expect((await list(house.owner)).unread).toBe(before + 1)
    expect((await list(accountant)).items.filter((n) => n.kind === 'BOOKING_CREATED')).toEqual([])
  })

  it('a booking that fails (the room is taken) leaves no notice behind', async () => {
    const first = booking()
    await ok(app, publicCreateReservation, { body: first })
    const total = (await list(house.owner)).total
    const taken = await call(app, publicCreateReservation, {
      body: { ...first, contact: { ...first.contact, name: 'Druhý' } },
    })
    expect(taken.envelope?.errorType).toBe('CONFLICT')
    expect((await list(house.owner)).total).toBe(total)
  })

  it('a guest filling in the check-in form: one notice per stay while they keep saving', async () => {
    const made = await ok(app, publicCreateReservation, { body: booking() })
    const guest = {
      firstName: 'Greta',
      lastName: 'Lindqvist',
      birthDate: '1990-04-01',
      nationality: 'SWE',
      documentType: 'PAS' as const,
      documentNumber: 'SE1234567',
    }
    await ok(app, publicSaveGuestInfo, { params: { id: made.guestInfoToken }, body: { guests: [guest] } })
    const total = (await list(house.owner)).total
    await ok(app, publicSaveGuestInfo, {
      params: { id: made.guestInfoToken },
      body: { guests: [guest, { ...guest, firstName: 'Nils', birthDate: '1988-02-02' }] },
    })
    const after = await list(house.owner)
    expect(after.total).toBe(total)
    expect(after.items[0]).toMatchObject({
      kind: 'GUEST_INFO_FILLED',
      guestInfo: { code: made.code, guestName: 'Greta Lindqvist', guests: 2 },
    })
  })

  it('an imported payment matched to an invoice: the accountant and owner see it, reception does not', async () => {
    const customer = await ok(app, createContact, {
      ...as(),
      body: { name: 'Cestovní kancelář Krkonoše s.r.o.', ico: '26168685' },
    })
    const draft = await ok(app, createInvoice, {
      ...as(),
      body: {
        contactId: customer.id,
        issueDate: '2026-11-02',
        vatMode: 'FROM_TOTAL',
        currency: 'CZK',
        lines: [{ text: 'Ubytování', quantity: 1, unitPrice: 2_400_00, vatRate: 12 }],
      },
    })
    const invoice = await ok(app, issueInvoice, {
      token: house.owner.token,
      params: { slugs: house.slug, id: draft.id },
      body: { version: draft.version },
    })
    const account = await ok(app, saveBankAccount, {
      ...as(),
      body: { kind: 'BANK', name: 'Provozní účet', bank: 'FIO', accountNumber: '2001234561/2010', isDefault: true },
    })
    await ok(app, importBankStatement, {
      token: house.owner.token,
      params: { slugs: house.slug, id: account.id },
      body: {
        fileName: 'vypis.gpc',
        content: statementFile('2001234561/2010', [
          movement({ amount: 2_400_00, variableSymbol: invoice.variableSymbol }),
        ]),
      },
    })
    expect(await newest(accountant)).toMatchObject({
      kind: 'PAYMENT_MATCHED',
      payment: {
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        payer: 'Cestovní kancelář Krkonoše s.r.o.',
        amount: 2_400_00,
        currency: 'CZK',
        count: 1,
      },
    })
    expect((await list(reception)).items.some((n) => n.kind === 'PAYMENT_MATCHED')).toBe(false)
  })
})

describe('reading the list', () => {
  it('pages newest first and counts unread across pages; marking read moves forward only', async () => {
    for (let i = 0; i < 3; i++) await ok(app, publicCreateReservation, { body: booking() })
    const first = await list(reception, { page: 0, size: 2 })
    const second = await list(reception, { page: 1, size: 2 })
    expect(first.items).toHaveLength(2)
    expect(first.total).toBeGreaterThanOrEqual(5)
    expect(first.unread).toBe(first.total)
    const times = [...first.items, ...second.items].map((n) => n.createdAt)
    expect(times).toEqual([...times].sort().reverse())

    const upTo = second.items[0]?.createdAt ?? ''
    const marked = await ok(app, markNotificationsRead, { ...as(reception), body: { until: upTo } })
    expect(marked.unread).toBe(2)
    const after = await list(reception, { page: 0, size: 4 })
    expect(after.items.map((n) => n.unread)).toEqual([true, true, false, false])
    // an older moment from another tab does not make read ones unread again
    await ok(app, markNotificationsRead, { ...as(reception), body: { until: '2020-01-01T00:00:00Z' } })
    expect((await list(reception)).unread).toBe(2)
    // another member's list is their own
    expect((await list(house.owner)).unread).toBeGreaterThan(2)
  })

  it('refuses a malformed moment and a page out of range with field messages', async () => {
    const moment = await call(app, markNotificationsRead, { ...as(), body: { until: 'včera' } })
    expect(moment.envelope?.errorType).toBe('VALIDATION')
    expect(moment.envelope?.messages[0]?.field).toBe('until')
    const page = await call(app, listNotifications, { ...as(), query: { size: 1000 } })
    expect(page.status === 400 || page.envelope?.errorType === 'VALIDATION').toBe(true)
  })
})

describe('e-mail and push', () => {
  it('e-mails the kinds a member chose, in the language of their browser, once', async () => {
    await app.jobs.runDue()
    const settings = await ok(app, getNotificationSettings, as(reception))
    expect(settings).toMatchObject({
      kinds: ['BOOKING_CREATED', 'GUEST_INFO_FILLED', 'BOOKING_AUTO_CANCELED'],
      email: [],
      emailAddress: reception.email,
    })
    const refused = await call(app, saveNotificationSettings, {
      ...as(reception),
      body: { email: ['PAYMENT_MATCHED'] },
    })
    expect(refused.envelope?.messages[0]).toMatchObject({ field: 'email', code: 'notifications.kindNotForRole' })
    await ok(app, saveNotificationSettings, { ...as(reception), body: { email: ['BOOKING_CREATED'] } })
    await ok(app, registerApplicationId, { ...as(reception), language: 'en', body: { installationId: randomUUID() } })

    const before = mailTo(reception.email).length
    const made = await ok(app, publicCreateReservation, {
      body: booking({ contact: { name: 'Jan Novák', email: 'jan@example.cz', phone: '' } }),
    })
    await app.jobs.runDue()
    const mails = mailTo(reception.email).slice(before)
    expect(mails).toHaveLength(1)
    const [sent] = await database.db
      .select()
      .from(sentMail)
      .where(and(eq(sentMail.to, reception.email), eq(sentMail.entity, 'NOTIFICATION')))
    expect(sent).toMatchObject({
      status: 'SENT',
      subject: 'Penzion Pod Lesem: New booking from the website: Jan Novák',
    })
    expect(sent?.text).toContain(made.code)
    expect(sent?.text).toMatch(new RegExp(`/${house.slug}/reservations/[0-9a-f-]{36}$`))
    // the owner did not ask for e-mail
    expect(
      mailTo(house.owner.email).filter(
        (m) => m.raw.includes(made.code) && m.raw.includes('Nová rezervace z webu: Jan'),
      ),
    ).toEqual([])

    await app.jobs.runDue()
    expect(mailTo(reception.email).slice(before)).toHaveLength(1)
  })

  it('pushes to a subscribed browser, encrypted for it and signed with the server key', async () => {
    const browser = push.subscribe()
    const installationId = randomUUID()
    const registered = await ok(app, registerApplicationId, {
      ...as(house.owner),
      body: { installationId, push: browser.subscription },
    })
    expect(registered).toMatchObject({ installationId, push: true })
    expect(registered.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    // registering again without push keeps the subscription
    expect((await ok(app, registerApplicationId, { ...as(house.owner), body: { installationId } })).push).toBe(true)
    expect((await ok(app, getNotificationSettings, as(house.owner))).pushInstallations).toBe(1)

    const made = await ok(app, publicCreateReservation, { body: booking() })
    await app.jobs.runDue()
    const arrived = push.received.filter((p) => p.subscriptionId === browser.id)
    expect(push.refused).toEqual([])
    expect(arrived).toHaveLength(1)
    const message = JSON.parse(arrived[0]?.payload ?? '{}')
    expect(message).toMatchObject({ title: 'Nová rezervace z webu: Greta Lindqvist' })
    expect(message.body).toContain(made.code)
    expect(message.url).toMatch(new RegExp(`/${house.slug}/reservations/[0-9a-f-]{36}$`))
    expect(arrived[0]?.vapid).toMatchObject({ aud: push.url, publicKey: registered.vapidPublicKey })
    expect(arrived[0]?.vapid.sub).toMatch(/^mailto:/)
    expect(arrived[0]?.ttl).toBe(86_400)
  })

  it('forgets a subscription the push service calls gone, and keeps going when it is busy', async () => {
    const browser = push.subscribe()
    const installationId = randomUUID()
    await ok(app, registerApplicationId, { ...as(reception), body: { installationId, push: browser.subscription } })
    push.unsubscribe(browser.id)
    await ok(app, publicCreateReservation, { body: booking() })
    await app.jobs.runDue()
    const [row] = await database.db.select().from(appInstallations).where(eq(appInstallations.id, installationId))
    expect(row?.pushEndpoint).toBeNull()

    const busy = push.subscribe()
    await ok(app, registerApplicationId, { ...as(reception), body: { installationId, push: busy.subscription } })
    push.failNext(503)
    await ok(app, publicCreateReservation, { body: booking() })
    await app.jobs.runDue()
    const [kept] = await database.db.select().from(appInstallations).where(eq(appInstallations.id, installationId))
    expect(kept?.pushEndpoint).toBe(busy.subscription.endpoint)

    // turning push off in the browser
    const off = await ok(app, registerApplicationId, { ...as(reception), body: { installationId, push: null } })
    expect(off.push).toBe(false)
  })

  it('refuses a subscription pointing anywhere but a push service, and malformed keys', async () => {
    const browser = push.subscribe()
    const elsewhere = await call(app, registerApplicationId, {
      ...as(),
      body: {
        installationId: randomUUID(),
        push: { ...browser.subscription, endpoint: 'http://169.254.169.254/latest' },
      },
    })
    expect(elsewhere.envelope?.messages[0]).toMatchObject({ field: 'push.endpoint', code: 'notifications.pushService' })
    const keys = await call(app, registerApplicationId, {
      ...as(),
      body: {
        installationId: randomUUID(),
        push: { endpoint: browser.subscription.endpoint, keys: { p256dh: 'x', auth: '!' } },
      },
    })
    expect(keys.envelope?.errorType).toBe('VALIDATION')
    const rows = await database.db.select().from(appInstallations)
    expect(rows.some((r) => r.pushEndpoint?.includes('169.254'))).toBe(false)
  })

  it('a browser passed to another person stops receiving the first one’s pushes', async () => {
    const browser = push.subscribe()
    const installationId = randomUUID()
    await ok(app, registerApplicationId, { ...as(house.owner), body: { installationId, push: browser.subscription } })
    const handedOver = await ok(app, registerApplicationId, { ...as(reception), body: { installationId } })
    expect(handedOver.push).toBe(false)
    const [row] = await database.db.select().from(appInstallations).where(eq(appInstallations.id, installationId))
    expect(row?.identityId).not.toBeUndefined()
    expect(row?.pushEndpoint).toBeNull()
  })
})

describe('many payments in one import', () => {
  it('become one summary notice instead of one per invoice', async () => {
    const customer = await ok(app, createContact, { ...as(), body: { name: 'Hromadný plátce s.r.o.' } })
    const invoices = []
    for (let i = 0; i < 12; i++) {
      const draft = await ok(app, createInvoice, {
        ...as(),
        body: {
          contactId: customer.id,
          issueDate: '2026-11-02',
          vatMode: 'FROM_TOTAL',
          currency: 'CZK',
          lines: [{ text: 'Ubytování', quantity: 1, unitPrice: 1_000_00 + i, vatRate: 12 }],
        },
      })
      invoices.push(
        await ok(app, issueInvoice, {
          token: house.owner.token,
          params: { slugs: house.slug, id: draft.id },
          body: { version: draft.version },
        }),
      )
    }
    const account = await ok(app, saveBankAccount, {
      ...as(),
      body: { kind: 'BANK', name: 'Druhý účet', bank: 'FIO', accountNumber: '2100000007/2010' },
    })
    const before = (await list(accountant)).total
    await ok(app, importBankStatement, {
      token: house.owner.token,
      params: { slugs: house.slug, id: account.id },
      body: {
        fileName: 'vypis.gpc',
        content: statementFile(
          '2100000007/2010',
          invoices.map((invoice) => movement({ amount: invoice.total, variableSymbol: invoice.variableSymbol })),
        ),
      },
    })
    const after = await list(accountant)
    expect(after.total).toBe(before + 1)
    expect(after.items[0]).toMatchObject({
      kind: 'PAYMENT_MATCHED',
      payment: { invoiceId: null, count: 12, amount: invoices.reduce((sum, i) => sum + i.total, 0) },
    })
    const stored = await database.db.select().from(notifications).where(eq(notifications.kind, 'PAYMENT_MATCHED'))
    expect(stored).toHaveLength(2)
  })
})

describe('another workspace', () => {
  it('never sees this one’s notices, and its installations are its own even under the same id', async () => {
    const stranger = await signUpPerson(app)
    const theirSlug = await createWorkspace(app, stranger)
    const theirs = { token: stranger.token, params: { slugs: theirSlug } }
    expect((await ok(app, listNotifications, { ...theirs, query: {} })).total).toBe(0)
    const browser = push.subscribe()
    const installationId = randomUUID()
    await ok(app, registerApplicationId, { ...theirs, body: { installationId, push: browser.subscription } })

    expect(
      (await call(app, listNotifications, { token: house.owner.token, params: { slugs: theirSlug } })).status,
    ).toBe(403)
    await ok(app, registerApplicationId, { ...as(), body: { installationId, push: null } })
    const rows = await database.db.select().from(appInstallations).where(eq(appInstallations.id, installationId))
    expect(rows.map((r) => [r.identityId === stranger.identityId, r.pushEndpoint !== null]).sort()).toEqual([
      [false, false],
      [true, true],
    ])
  })
})
