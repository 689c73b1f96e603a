import {
  addStayCharge,
  cancelInvoice,
  createInvoice,
  createReservation,
  getInvoice,
  invoiceReservation,
  issueInvoice,
  stayDocuments,
  updateInvoice,
} from '@innkeep/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { invoices } from '../src/db/schema/index.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { joinAs, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

// Issue 24, first part: a stay has one live invoice; the stay lists its documents, an invoice names its stay.

const { app, database } = await startTestApp()
let house: House
let reception: TestPerson
const as = (token = house.owner.token) => ({ token, params: { slugs: house.slug } })
const at = (id: string, token = house.owner.token) => ({ token, params: { slugs: house.slug, id } })

beforeAll(async () => {
  house = await buildHouse(app)
  reception = await joinAs(app, house.owner, house.slug, 'RECEPTION')
})

let night = 0
async function book(name: string) {
  night += 3
  const since = new Date(Date.UTC(2032, 0, 1 + night)).toISOString().slice(0, 10)
  const till = new Date(Date.UTC(2032, 0, 3 + night)).toISOString().slice(0, 10)
  return ok(app, createReservation, {
    ...as(),
    body: { resourceId: house.rooms[0]?.id ?? '', since, till, guests: { ADULT: 2 }, contact: { name } },
  })
}

const invoiceStay = (id: string) => ok(app, invoiceReservation, { ...at(id), body: {} })

describe("a stay's invoice", () => {
  it('opens the draft again when the stay is invoiced again, and ten clicks at once make one', async () => {
    const stay = await book('Jana Dvořáková')
    const results = await Promise.all(Array.from({ length: 10 }, () => invoiceStay(stay.id)))
    expect(new Set(results.map((invoice) => invoice.id)).size).toBe(1)
    const again = await invoiceStay(stay.id)
    expect(again.id).toBe(results[0]?.id)
    const rows = await database.db.select().from(invoices).where(eq(invoices.reservationId, stay.id))
    expect(rows).toHaveLength(1)
  })

  it('brings its draft up to date with the account, unless its lines were edited by hand', async () => {
    const stay = await book('Alena Nová')
    const draft = await invoiceStay(stay.id)
    expect((await invoiceStay(stay.id)).version).toBe(draft.version) // nothing changed: nothing written
    await ok(app, addStayCharge, {
      ...at(stay.id),
      body: { name: 'Víno k večeři', quantity: 1, unitPrice: 390_00, vatRate: 21 },
    })
    const refreshed = await invoiceStay(stay.id)
    expect(refreshed.id).toBe(draft.id)
    expect(refreshed.lines.map((line) => line.text)).toContain('Víno k večeři')
    expect(refreshed.toPay).toBe(2_080_00 + 390_00)

    // the desk rewrites a line by hand: later charges no longer touch the draft
    const { id, version, lines, ...rest } = refreshed
    await ok(app, updateInvoice, {
      ...as(),
      body: {
        ...rest,
        id,
        version,
        advanceIds: [],
        lines: lines.map((line) => (line.text === 'Víno k večeři' ? { ...line, text: 'Víno (Merlot)' } : line)),
      },
    })
    await ok(app, addStayCharge, {
      ...at(stay.id),
      body: { name: 'Parkování', quantity: 1, unitPrice: 150_00, vatRate: 21 },
    })
    const kept = await invoiceStay(stay.id)
    expect(kept.lines.map((line) => line.text)).toContain('Víno (Merlot)')
    expect(kept.lines.map((line) => line.text)).not.toContain('Parkování')
  })

  it('opens the issued invoice, and makes a new draft only after it is canceled', async () => {
    const stay = await book('Petr Svoboda')
    const draft = await invoiceStay(stay.id)
    const issued = await ok(app, issueInvoice, { ...at(draft.id), body: { version: draft.version } })
    expect((await invoiceStay(stay.id)).id).toBe(issued.id)
    await ok(app, cancelInvoice, { ...at(issued.id), body: { version: issued.version } })
    const second = await invoiceStay(stay.id)
    expect(second.id).not.toBe(issued.id)
    expect(second).toMatchObject({ status: 'DRAFT', reservationId: stay.id, total: stay.price.total })

    const documents = await ok(app, stayDocuments, at(stay.id, reception.token))
    expect(documents.map((d) => [d.id, d.status, d.validity])).toEqual([
      [issued.id, 'ISSUED', 'CANCELED'],
      [second.id, 'DRAFT', 'VALID'],
    ])
    expect(documents[0]).toMatchObject({ number: issued.number, total: stay.price.total, customerName: 'Petr Svoboda' })
  })

  it('names the stay on the invoice, and none on an invoice made by hand', async () => {
    const stay = await book('Karel Novák')
    const invoice = await invoiceStay(stay.id)
    const detail = await ok(app, getInvoice, at(invoice.id))
    expect(detail.stay).toEqual({
      id: stay.id,
      code: stay.code,
      resourceName: 'Pokoj 1',
      since: stay.since,
      till: stay.till,
    })
    const byHand = await ok(app, createInvoice, {
      ...as(),
      body: { contactId: invoice.contactId, lines: [{ text: 'Pronájem sálu', quantity: 1, unitPrice: 3_000_00 }] },
    })
    expect((await ok(app, getInvoice, at(byHand.id))).stay).toBeNull()
  })

  it('lists no documents of a stay without any, and none of a stay that is not there', async () => {
    const stay = await book('Lucie Malá')
    expect(await ok(app, stayDocuments, at(stay.id))).toEqual([])
    const missing = await call(app, stayDocuments, at('01a200a8-0000-7000-8000-00000000dead'))
    expect(missing.status).toBe(204) // the spec's answer for a record that is not there
  })
})
