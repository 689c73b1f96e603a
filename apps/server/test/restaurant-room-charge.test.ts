import {
  changeCompany,
  createAccessHash,
  createReservation,
  dailyClose,
  dailyClosePdf,
  facturationSummary,
  type MenuItem,
  markCheckinDone,
  markCheckoutDone,
  recordStayPayment,
  restaurantDailySummary,
  saveBankAccount,
  saveMenuCategory,
  saveMenuItem,
  saveResource,
  saveRestaurantTable,
  stayAccount,
  waiterAddToTable,
  waiterGetTables,
  waiterInfo,
  waiterPayOrderItems,
  waiterRoomStays,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { todayIn } from '../src/lib/local-date.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { joinAs } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

// Issue 24: "Na pokoj" — the waiter puts a table's bill on a guest's stay; reception sees the items
// on the account, they are paid with the stay, and the restaurant's VAT leaves them to the invoice.

const { app } = await startTestApp()
let house: House
let hash: string
let restaurantId: string
const menu: Record<string, MenuItem> = {}
const today = todayIn('Europe/Prague')
const staff = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const at = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })

beforeAll(async () => {
  house = await buildHouse(app)
  await ok(app, changeCompany, {
    ...staff(),
    body: { name: 'Penzion Pod Lesem s.r.o.', ico: '27082440', dic: 'CZ27082440', vatPayerStatus: 'PAYER', version: 0 },
  })
  restaurantId = (
    await ok(app, saveResource, {
      ...staff(),
      body: { groupId: house.groupId, kind: 'RESTAURANT', name: 'Restaurace' },
    })
  ).id
  const inRestaurant = { token: house.owner.token, params: { slugs: house.slug, id: restaurantId } }
  const category = (await ok(app, saveMenuCategory, { ...inRestaurant, body: { name: 'Jídla' } })).id
  for (const [name, price, priceCategory] of [
    ['Svíčková na smetaně', 259_00, 'FOOD_REGULAR'],
    ['Plzeň 12° 0,5 l', 59_00, 'BEV_BEER'],
  ] as const) {
    menu[name] = await ok(app, saveMenuItem, {
      ...inRestaurant,
      body: { categoryId: category, name, price, priceCategory },
    })
  }
  hash = (await ok(app, createAccessHash, { ...staff(), body: { name: 'Tablet', role: 'WAITER' } })).secret
})

let roomIndex = 0
async function guestInHouse(name: string) {
  const resourceId = house.rooms[roomIndex++]?.id ?? ''
  const till = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10)
  const stay = await ok(app, createReservation, {
    ...staff(),
    body: { resourceId, since: today, till, guests: { ADULT: 2 }, contact: { name } },
  })
  return ok(app, markCheckinDone, { ...at(stay.id), body: { confirm: ['ROOM_NOT_CLEAN'] } })
}

async function tableWithDinner(name: string) {
  const table = await ok(app, saveRestaurantTable, {
    token: house.owner.token,
    params: { slugs: house.slug, id: restaurantId },
    body: { name, area: 'Lokál', active: true },
  })
  await ok(app, waiterAddToTable, { hash, params: { a: table.id, b: menu['Svíčková na smetaně']?.id ?? '', c: 2 } })
  await ok(app, waiterAddToTable, { hash, params: { a: table.id, b: menu['Plzeň 12° 0,5 l']?.id ?? '', c: 3 } })
  return table
}

describe('a bill put on a room', () => {
  it('offers the stays in house, and moves the bill to the stay: table free, receipt names the room', async () => {
    const stay = await guestInHouse('Karel Dvořák')
    expect((await ok(app, waiterInfo, { hash })).paymentMethods).toContain('room')
    const stays = await ok(app, waiterRoomStays, { hash })
    expect(stays).toEqual([
      {
        reservationId: stay.id,
        resourceName: 'Pokoj 1',
        guestName: 'Karel Dvořák',
        since: stay.since,
        till: stay.till,
      },
    ])

    const table = await tableWithDinner('Stůl 1')
    const paid = await ok(app, waiterPayOrderItems, {
      hash,
      params: { id: table.id },
      body: { method: 'room', reservationId: stay.id },
    })
    // 2 × 259 + 3 × 59 = 695 Kč, nothing rounded: no cash changes hands
    expect(paid.receipt).toMatchObject({
      method: 'room',
      toPay: 695_00,
      rounding: 0,
      room: { reservationId: stay.id, resourceName: 'Pokoj 1', guestName: 'Karel Dvořák' },
    })
    expect(paid.table.order).toBeNull()

    const account = await ok(app, stayAccount, at(stay.id))
    expect(account.charges.map((c) => [c.source, c.name, c.quantity, c.unitPrice, c.vatRate])).toEqual([
      ['RESTAURANT', 'Svíčková na smetaně', 2, 259_00, 12],
      ['RESTAURANT', 'Plzeň 12° 0,5 l', 3, 59_00, 21],
    ])
    expect(account.balance).toBe(stay.price.total + 695_00)

    // the restaurant's day counts the bill under "room"; its VAT is the stay invoice's, not the day's
    const day = await ok(app, restaurantDailySummary, {
      token: house.owner.token,
      params: { slugs: house.slug, id: restaurantId },
      query: { date: today },
    })
    expect(day.byMethod.find((m) => m.method === 'room')).toEqual({ method: 'room', count: 1, total: 695_00 })
    expect(day.vatRecap).toEqual([])
    // the accountant books the restaurant's day: they read it (issue 26); housekeeping does not
    const accountant = await joinAs(app, house.owner, house.slug, 'ACCOUNTANT')
    const daySeen = { params: { slugs: house.slug, id: restaurantId }, query: { date: today } }
    expect(await ok(app, restaurantDailySummary, { token: accountant.token, ...daySeen })).toEqual(day)
    const cleaner = await joinAs(app, house.owner, house.slug, 'HOUSEKEEPING')
    expect((await call(app, restaurantDailySummary, { token: cleaner.token, ...daySeen })).status).toBe(403)
    const tables = await ok(app, waiterGetTables, { hash, query: { restaurantId } })
    expect(tables.find((t) => t.id === table.id)?.order ?? null).toBeNull()
  })

  it('refuses a stay that is not in house, and a room bill without a stay', async () => {
    const stay = await guestInHouse('Eva Malá')
    await ok(app, markCheckoutDone, { ...at(stay.id), body: { confirm: ['MONEY_OWED'] } })
    const table = await tableWithDinner('Stůl 2')
    const gone = await call(app, waiterPayOrderItems, {
      hash,
      params: { id: table.id },
      body: { method: 'room', reservationId: stay.id },
    })
    expect(gone.envelope?.messages[0]).toMatchObject({ field: 'reservationId', code: 'restaurant.roomNotInHouse' })
    const none = await call(app, waiterPayOrderItems, { hash, params: { id: table.id }, body: { method: 'room' } })
    expect(none.envelope?.messages[0]).toMatchObject({ field: 'reservationId', code: 'validation.required' })
    // nothing was charged, the table still holds the dinner
    expect((await ok(app, stayAccount, at(stay.id))).charges).toEqual([])
    const tables = await ok(app, waiterGetTables, { hash, query: { restaurantId } })
    expect(tables.find((t) => t.id === table.id)?.order).not.toBeNull()
  })

  it("leaves room bills out of the period's VAT, which counts a bill paid by card", async () => {
    const table = await tableWithDinner('Stůl 3')
    await ok(app, waiterPayOrderItems, { hash, params: { id: table.id }, body: { method: 'card' } })
    const summary = await ok(app, facturationSummary, { ...staff(), body: { from: today, till: today } })
    // only the card bill: 518 Kč of food at 12 %, 177 Kč of beer at 21 % (the room bill's are the invoice's)
    expect(summary.issued.byRate.map((rate) => [rate.vatRate, rate.total])).toEqual([
      [21, 177_00],
      [12, 518_00],
    ])
  })
})

describe("the day's close", () => {
  it('sums the money of reception and restaurant by method and by who took it; room bills apart', async () => {
    const register = await ok(app, saveBankAccount, {
      ...staff(),
      body: { kind: 'CASH', name: 'Pokladna recepce', openingBalance: 5_000_00 },
    })
    const desk = await joinAs(app, house.owner, house.slug, 'RECEPTION', { fullName: 'Recepční Lenka' })
    const stays = await ok(app, waiterRoomStays, { hash })
    const stay = stays[0]?.reservationId ?? ''
    await ok(app, recordStayPayment, { ...at(stay), body: { amount: 1_000_00, method: 'cash' } })
    await ok(app, recordStayPayment, {
      token: desk.token,
      params: { slugs: house.slug, id: stay },
      body: { amount: 2_500_00, method: 'card' },
    })
    await ok(app, recordStayPayment, {
      token: desk.token,
      params: { slugs: house.slug, id: stay },
      body: { kind: 'REFUND', amount: 200_00, method: 'cash' },
    })

    const close = await ok(app, dailyClose, { ...staff(), query: { date: today } })
    // reception: cash 1 000 − 200, card 2 500; restaurant (earlier in this file): one bill by card, 695 Kč
    expect(close.byMethod).toEqual([
      { method: 'cash', reception: 800_00, restaurant: 0, total: 800_00 },
      { method: 'card', reception: 2_500_00, restaurant: 695_00, total: 3_195_00 },
      { method: 'bank', reception: 0, restaurant: 0, total: 0 },
      { method: 'code', reception: 0, restaurant: 0, total: 0 },
    ])
    expect(close.total).toBe(3_995_00)
    expect(close.roomCharges).toEqual({ count: 1, total: 695_00 })
    const byPerson = Object.fromEntries(close.byPerson.map((p) => [p.by, p.total]))
    expect(byPerson['Recepční Lenka']).toBe(2_300_00)
    expect(byPerson.Tablet).toBe(695_00)
    expect(close.payments.find((p) => p.amount === -200_00)).toMatchObject({
      source: 'RECEPTION',
      by: 'Recepční Lenka',
    })
    expect(close.payments.find((p) => p.method === 'room')?.label).toContain('Pokoj 1 – Karel Dvořák')
    // reception's cash went into the register: 5 000 + 1 000 − 200
    expect(close.cashRegisters).toEqual([
      {
        id: register.id,
        name: 'Pokladna recepce',
        currency: 'CZK',
        balance: 5_800_00,
        received: 1_000_00,
        paidOut: 200_00,
      },
    ])

    const pdf = await call(app, dailyClosePdf, { ...staff(), query: { date: today } })
    expect(pdf.status).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.raw.startsWith('%PDF')).toBe(true)

    const future = await call(app, dailyClose, { ...staff(), query: { date: '2999-01-01' } })
    expect(future.envelope?.messages[0]).toMatchObject({ field: 'date', code: 'dailyClose.future' })
    const housekeeper = await joinAs(app, house.owner, house.slug, 'HOUSEKEEPING')
    const refused = await call(app, dailyClose, { token: housekeeper.token, params: { slugs: house.slug } })
    expect(refused.status).toBe(403)
  })
})
