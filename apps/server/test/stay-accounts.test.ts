import {
  cancelReservation,
  createReservation,
  deleteReservation,
  markAsPaid,
  reservationDetail,
  searchReservations,
  updateDurationAndGuests,
} from '@innkeep/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { reservations, stayAccounts, stayPayments } from '../src/db/schema/index.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

// Issue 24, second part (decision 011): a stay's "paid" is derived from its account's payments, so it
// cannot disagree with them.

const { app, database } = await startTestApp()
let house: House
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const at = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })

beforeAll(async () => {
  house = await buildHouse(app)
})

let week = 0
async function book(name: string) {
  week += 1
  const since = new Date(Date.UTC(2033, 0, 7 * week)).toISOString().slice(0, 10)
  const till = new Date(Date.UTC(2033, 0, 7 * week + 2)).toISOString().slice(0, 10)
  return ok(app, createReservation, {
    ...as(),
    body: { resourceId: house.rooms[0]?.id ?? '', since, till, guests: { ADULT: 2 }, contact: { name } },
  })
}

async function paymentsOf(reservationId: string) {
  const [row] = await database.db
    .select({ accountId: reservations.accountId })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
  return database.db
    .select()
    .from(stayPayments)
    .where(eq(stayPayments.accountId, row?.accountId ?? ''))
    .orderBy(stayPayments.createdAt)
}

describe("a stay's account", () => {
  it('gives every booking its own account, with nothing paid', async () => {
    const stay = await book('Jana Dvořáková')
    expect(stay).toMatchObject({ paid: false, paidAt: null })
    const [row] = await database.db.select().from(reservations).where(eq(reservations.id, stay.id))
    const accounts = await database.db
      .select()
      .from(stayAccounts)
      .where(eq(stayAccounts.id, row?.accountId ?? ''))
    expect(accounts).toMatchObject([{ currency: 'CZK' }])
  })

  it('records mark-as-paid as a payment of what is owed, and owes again when the stay grows', async () => {
    // 2 nights × 1 000 Kč + local fee 2 adults × 2 nights × 20 Kč = 2 080 Kč
    const stay = await book('Petr Svoboda')
    expect(stay.price.total).toBe(2_080_00)
    const paid = await ok(app, markAsPaid, at(stay.id))
    expect(paid.paid).toBe(true)
    expect(paid.paidAt).not.toBeNull()
    expect((await paymentsOf(stay.id)).map((p) => [p.amount, p.method])).toEqual([[2_080_00, 'cash']])

    // one night more (1 000 Kč + 2 × 20 Kč): the stay is no longer paid, nothing else was changed
    const longer = await ok(app, updateDurationAndGuests, {
      ...at(stay.id),
      body: { version: paid.version, since: stay.since, till: addDay(stay.till), guests: { ADULT: 2 } },
    })
    expect(longer).toMatchObject({ paid: false, paidAt: null })
    const owing = await ok(app, searchReservations, { ...as(), query: { q: 'Svoboda', payment: 'OWING' } })
    expect(owing.items.map((item) => item.id)).toEqual([stay.id])

    // paying again takes only the difference
    const settled = await ok(app, markAsPaid, at(stay.id))
    expect(settled.paid).toBe(true)
    expect((await paymentsOf(stay.id)).map((p) => p.amount)).toEqual([2_080_00, 1_040_00])
  })

  it('takes one payment when the stay is marked paid twenty times at once', async () => {
    const stay = await book('Karel Novák')
    const answers = await Promise.all(Array.from({ length: 20 }, () => ok(app, markAsPaid, at(stay.id))))
    expect(answers.every((answer) => answer.paid)).toBe(true)
    const payments = await paymentsOf(stay.id)
    expect(payments.map((p) => p.amount)).toEqual([stay.price.total])
  })

  it('keeps a canceled stay that was paid, and deletes the account of a mistaken one', async () => {
    const paidStay = await book('Lucie Malá')
    await ok(app, markAsPaid, at(paidStay.id))
    const canceled = await ok(app, cancelReservation, at(paidStay.id))
    expect(canceled.paid).toBe(true) // paid, and the money is still there to refund

    const mistake = await book('Omyl Omylný')
    const [row] = await database.db.select().from(reservations).where(eq(reservations.id, mistake.id))
    await ok(app, deleteReservation, at(mistake.id))
    const left = await database.db
      .select()
      .from(stayAccounts)
      .where(eq(stayAccounts.id, row?.accountId ?? ''))
    expect(left).toEqual([])
    const detail = await ok(app, reservationDetail, at(paidStay.id))
    expect(detail.paid).toBe(true)
  })
})

function addDay(date: string) {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}
