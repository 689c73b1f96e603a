import {
  computeStayPrice,
  invoiceList,
  listAttachments,
  listContacts,
  listNotifications,
  listPricelist,
  listResourceGroups,
  listResources,
  publicGallery,
  supplierInvoiceList,
  ubyportExport,
} from '@innkeep/contract'
import { and, eq, isNotNull, ne } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invoices, reservations, stayCharges, stayExtras, stayPayments, workspaces } from '../src/db/schema/index.ts'
import { stayIsPaid } from '../src/modules/stay-accounts/stay-accounts.queries.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { LocalFileStorage } from '../src/storage/local-file-storage.ts'
import { ok } from './support/api.ts'
import { signInAs } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database, config } = await startTestApp()
const storage = new LocalFileStorage(config.storageDir)

describe('the demo workspace', () => {
  it('is created once with rooms, motorhome places and a restaurant; the password changes on every seed', async () => {
    const first = await seedDemo(database.db, { password: 'first-password-1', storage })
    const second = await seedDemo(database.db, { password: 'second-password-2', storage })
    expect([first.created, second.created]).toEqual([true, false])
    const idToken = await signInAs(app, 'demo@example.com', 'second-password-2')
    const params = { slugs: 'demo' }
    const groups = await ok(app, listResourceGroups, { token: idToken, params })
    expect(groups.map((g) => [g.name, g.resourceCount])).toEqual([
      ['Pokoje', 6],
      ['Kemp – stání', 6],
      ['Restaurace', 1],
    ])
    const resources = await ok(app, listResources, { token: idToken, params })
    expect(new Set(resources.map((r) => r.kind))).toEqual(new Set(['PENSIONROOM', 'MOTORHOME', 'RESTAURANT']))
    const prices = await ok(app, listPricelist, { token: idToken, params })
    expect(prices.map((p) => p.code)).toEqual(['APT', 'DBL', 'SGL', 'STANI', 'STANI-T'])
    const room = resources.find((r) => r.priceCode === 'DBL')
    const quote = await ok(app, computeStayPrice, {
      token: idToken,
      params,
      body: { resourceId: room?.id ?? '', since: '2031-03-02', till: '2031-03-04', guests: { ADULT: 2 } },
    })
    expect(quote).toMatchObject({ accommodationTotal: 2_900_00, localFeeTotal: 120_00 })
    const today = new Date().toISOString().slice(0, 10)
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
    const police = await ok(app, ubyportExport, { token: idToken, params, query: { from: monthAgo, till: today } })
    expect(police.guests).toBeGreaterThan(0)
    expect(await signInAs(app, 'recepce@example.com', 'second-password-2')).toBeTruthy()
    const contacts = await ok(app, listContacts, { token: idToken, params })
    expect(contacts.items.map((c) => c.name)).toContain('Prádelna Bělidlo s.r.o.')
    const documents = await ok(app, listAttachments, { token: idToken, params, query: { objectType: 'WORKSPACE' } })
    expect(documents.items.map((d) => [d.fileName, d.visibility]).sort()).toEqual([
      ['Domovní řád.pdf', 'GUESTS'],
      ['dum-za-soumraku.jpg', 'GALLERY'],
      ['dvouluzkovy-pokoj.jpg', 'GALLERY'],
      ['stani-pro-obytne-vozy.jpg', 'GALLERY'],
      ['zahradka-restaurace.jpg', 'GALLERY'],
    ])
    // the gallery's photos are real JPEGs to the public call, in the order they were put in
    const gallery = await ok(app, publicGallery, { query: { slug: params.slugs } })
    expect(gallery.photos.map((p) => p.title)).toEqual([
      'Penzion za soumraku',
      'Dvoulůžkový pokoj',
      'Zahrádka restaurace',
      'Stání pro obytné vozy',
    ])
    const invoices = await ok(app, invoiceList, { token: idToken, params, query: { size: 100 } })
    expect(invoices.items.map((i) => [i.type, i.status]).sort()).toEqual([
      ['PROFORMA', 'ISSUED'],
      // three stays' deposit requests (seedDemoDeposits)
      ['PROFORMA', 'ISSUED'],
      ['PROFORMA', 'ISSUED'],
      ['PROFORMA', 'ISSUED'],
      ['REGULAR_INVOICE', 'DRAFT'],
      ['REGULAR_INVOICE', 'ISSUED'],
      ['REGULAR_INVOICE', 'ISSUED'],
      // the demo rental's returned motorhome (demo-vehicles.ts)
      ['REGULAR_INVOICE', 'ISSUED'],
    ])
    expect(invoices.items.some((i) => i.paymentState === 'OVERDUE')).toBe(true)
    const expenses = await ok(app, supplierInvoiceList, { token: idToken, params })
    expect(expenses.total).toBe(2)
    // the bell has something to show: bookings from the web, a filled-in form, a matched payment
    const notices = await ok(app, listNotifications, { token: idToken, params, query: {} })
    expect(new Set(notices.items.map((n) => n.kind))).toEqual(
      new Set(['BOOKING_CREATED', 'GUEST_INFO_FILLED', 'PAYMENT_MATCHED']),
    )
    expect(notices.unread).toBe(notices.total)
  })

  it('has stays a guest house would recognise: no party in two rooms at once but on one booking, every state, portals, guests owing', async () => {
    await seedDemo(database.db, { password: 'third-password-3', storage })
    const rows = await database.db
      .select({
        contact: reservations.contactName,
        account: reservations.accountId,
        since: reservations.since,
        till: reservations.till,
        status: reservations.status,
        source: reservations.source,
        paid: stayIsPaid.mapWith(Boolean),
      })
      .from(reservations)
      .innerJoin(workspaces, eq(workspaces.id, reservations.workspaceId))
      .where(and(eq(workspaces.slug, 'demo'), ne(reservations.status, 'CANCELED')))
    const overlapping = rows.filter((a) =>
      rows.some(
        (b) => a !== b && a.contact === b.contact && a.account !== b.account && a.since < b.till && b.since < a.till,
      ),
    )
    expect(overlapping).toEqual([])
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date())
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['REQUESTED', 'CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT']))
    // today's arrivals wait at reception; whoever arrived before today is in
    expect(
      rows.filter((r) => r.since === today).every((r) => r.status === 'CONFIRMED' || r.status === 'REQUESTED'),
    ).toBe(true)
    expect(rows.filter((r) => r.since < today && r.till >= today).every((r) => r.status === 'CHECKED_IN')).toBe(true)
    expect(rows.some((r) => r.source === 'BOOKING_COM' || r.source === 'AIRBNB')).toBe(true)
    expect(rows.some((r) => r.status === 'CHECKED_OUT' && !r.paid)).toBe(true)
  })
  it('keeps stays with extras, deposits, a dinner put on a room and a family in two rooms (issue 24)', async () => {
    await seedDemo(database.db, { password: 'fourth-password-4', storage })
    const [demo] = await database.db.select().from(workspaces).where(eq(workspaces.slug, 'demo'))
    const ws = demo?.id ?? ''
    const extras = await database.db.select().from(stayExtras).where(eq(stayExtras.workspaceId, ws))
    expect(extras.map((extra) => [extra.name, extra.vatRate])).toEqual(
      expect.arrayContaining([
        ['Snídaně', 12],
        ['Parkování', 21],
      ]),
    )
    const charges = await database.db.select().from(stayCharges).where(eq(stayCharges.workspaceId, ws))
    const sources = new Set(charges.map((charge) => charge.source))
    expect(sources).toEqual(new Set(['EXTRA', 'RESTAURANT']))
    const payments = await database.db.select().from(stayPayments).where(eq(stayPayments.workspaceId, ws))
    expect(new Set(payments.map((payment) => payment.method))).toEqual(new Set(['cash', 'card', 'bank']))
    expect(payments.some((payment) => payment.note === 'Záloha 30 %')).toBe(true)
    const deposits = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.workspaceId, ws), eq(invoices.type, 'PROFORMA'), isNotNull(invoices.reservationId)))
    expect(deposits.length).toBeGreaterThan(0)
    // a family in two rooms on one booking
    const stays = await database.db.select().from(reservations).where(eq(reservations.workspaceId, ws))
    const family = stays.filter((stay) => stay.contactName === 'Petra Procházková')
    expect(family).toHaveLength(2)
    expect(new Set(family.map((stay) => stay.accountId)).size).toBe(1)
  })
})
