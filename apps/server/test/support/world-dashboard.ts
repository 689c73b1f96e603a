import {
  cancelInvoice,
  cancelReservation,
  createCashItem,
  createContact,
  createInvoice,
  createPayment,
  createReservation,
  type InvoiceInput,
  issueInvoice,
  linkPaymentInvoice,
  markCheckinDone,
  markCheckoutDone,
  saveBankAccount,
  saveCar,
  saveContract,
  saveMenuCategory,
  saveMenuItem,
  saveRentalRecord,
  saveResource,
  saveRestaurantTable,
  saveSupplierInvoice,
  waiterAddToTable,
  waiterPayOrderItems,
} from '@innkeep/contract'
import type { FastifyInstance } from 'fastify'
import { addDays, todayIn } from '../../src/lib/local-date.ts'
import { buildHouse, type House } from './accommodation.ts'
import { ok } from './api.ts'

/**
 * A small house whose dashboard is worked out by hand (figures in dashboard.test.ts): April 2029 for
 * the period, stays, documents, money, a restaurant and cars around today for the rest.
 */
export interface DashboardHouse extends House {
  placeId: string
  today: string
  overdueInvoiceId: string
}

export async function buildDashboardHouse(app: FastifyInstance): Promise<DashboardHouse> {
  const house = await buildHouse(app)
  const as = { token: house.owner.token, params: { slugs: house.slug } }
  const byId = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })
  const today = todayIn('Europe/Prague')
  const day = (offset: number) => addDays(today, offset)
  const place = await ok(app, saveResource, {
    ...as,
    body: {
      groupId: house.groupId,
      kind: 'MOTORHOME',
      name: 'Stání 1',
      capacity: 4,
      vehicleTypes: ['MOTORHOME'],
      priceCode: 'DBL',
    },
  })
  const [room1 = '', room2 = ''] = house.rooms.map((room) => room.id)
  const book = (resourceId: string, since: string, till: string, guests: Record<string, number>) =>
    ok(app, createReservation, {
      ...as,
      body: { resourceId, since, till, guests, contact: { name: 'Eliška Dvořáková', email: 'host@example.com' } },
    })

  // April 2029: rooms 4 + 5 + 6 = 15 of 60 nights, the place 3 of 30; a canceled stay counts nothing
  await book(room1, '2029-03-28', '2029-04-05', { ADULT: 2 })
  await book(room1, '2029-04-10', '2029-04-15', { ADULT: 2 })
  await book(room2, '2029-04-25', '2029-05-03', { ADULT: 1 })
  const canceled = await book(room2, '2029-04-01', '2029-04-10', { ADULT: 1 })
  await ok(app, cancelReservation, byId(canceled.id))
  await book(place.id, '2029-04-01', '2029-04-04', { ADULT: 2 })

  // today: a departure (checked out, so room 1 is dirty), an arrival, a stay in the house, a canceled arrival
  const leaving = await book(room1, day(-2), today, { ADULT: 1, CHILD: 1 })
  await ok(app, markCheckinDone, byId(leaving.id))
  await ok(app, markCheckoutDone, { ...byId(leaving.id), body: { confirm: ['MONEY_OWED'] } })
  await book(room1, today, day(2), { ADULT: 2 })
  await book(room2, day(-1), day(1), { ADULT: 3 })
  const gone = await book(place.id, today, day(1), { ADULT: 2 })
  await ok(app, cancelReservation, byId(gone.id))

  const contact = await ok(app, createContact, { ...as, body: { name: 'Cestovní kancelář Sněžka s.r.o.' } })
  const overdueInvoiceId = await buildDocuments(app, house, contact.id, today)
  await buildRestaurant(app, house)
  await buildCars(app, house, contact.id, today)
  return { ...house, placeId: place.id, today, overdueInvoiceId }
}

async function buildDocuments(app: FastifyInstance, house: House, contactId: string, today: string) {
  const as = { token: house.owner.token, params: { slugs: house.slug } }
  const byId = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })
  const invoice = async (input: Partial<InvoiceInput> & { unitPrice: number }, then: 'issue' | 'cancel' | 'draft') => {
    const { unitPrice, ...rest } = input
    const draft = await ok(app, createInvoice, {
      ...as,
      body: { contactId, vatMode: 'FROM_TOTAL', lines: [{ text: 'Ubytování', unitPrice }], ...rest },
    })
    if (then === 'draft') return draft
    const issued = await ok(app, issueInvoice, { ...byId(draft.id), body: { version: draft.version } })
    if (then === 'cancel') await ok(app, cancelInvoice, { ...byId(draft.id), body: { version: issued.version } })
    return issued
  }
  // revenue of April 2029: 10 000 Kč + 100 € at 25,50 = 12 550 Kč
  await invoice({ unitPrice: 10_000_00, issueDate: '2029-04-10' }, 'issue')
  await invoice({ unitPrice: 100_00, currency: 'EUR', exchangeRate: 25.5, issueDate: '2029-04-20' }, 'issue')
  // not revenue: a proforma, a canceled invoice, a draft, supplied in March, supplied on 1 May
  await invoice({ unitPrice: 5_000_00, type: 'PROFORMA', issueDate: '2029-04-12' }, 'issue')
  await invoice({ unitPrice: 7_000_00, issueDate: '2029-04-15' }, 'cancel')
  await invoice({ unitPrice: 3_000_00, issueDate: '2029-04-16' }, 'draft')
  await invoice({ unitPrice: 4_000_00, issueDate: '2029-04-02', taxableSupplyDate: '2029-03-31' }, 'issue')
  await invoice({ unitPrice: 2_500_00, issueDate: '2029-05-01' }, 'issue')
  // overdue today: 6 000 Kč, 1 000 Kč of it paid in cash
  const overdue = await invoice(
    { unitPrice: 6_000_00, issueDate: addDays(today, -60), dueDate: addDays(today, -46) },
    'issue',
  )

  // expenses of April 2029: 2 000 Kč + 40 € at 25,50 = 3 020 Kč; the one of 1 May is May's
  const expense = (number: string, unitPrice: number, date: string, euro = false) =>
    ok(app, saveSupplierInvoice, {
      ...as,
      body: {
        contactId,
        number,
        issueDate: date,
        dueDate: addDays(date, 14),
        vatMode: 'FROM_TOTAL',
        ...(euro ? { currency: 'EUR', exchangeRate: 25.5 } : {}),
        lines: [{ text: 'Praní prádla', unitPrice }],
      },
    })
  const laundry = await expense('PR-1', 2_000_00, '2029-04-05')
  await expense('PR-2', 40_00, '2029-04-20', true)
  await expense('PR-3', 900_00, '2029-05-01')

  // the bank account keeps 50 000 Kč: the payment order for the laundry is pending, not counted
  const account = await ok(app, saveBankAccount, {
    ...as,
    body: { kind: 'BANK', name: 'Běžný účet', openingBalance: 50_000_00 },
  })
  await ok(app, createPayment, { ...byId(laundry.id), query: { accountId: account.id } })
  // the cash register: 1 000 Kč in (paying the overdue invoice), 300 Kč out
  const register = await ok(app, saveBankAccount, { ...as, body: { kind: 'CASH', name: 'Pokladna' } })
  const cash = await ok(app, createCashItem, { ...byId(register.id), body: { bookedOn: today, amount: 1_000_00 } })
  await ok(app, createCashItem, { ...byId(register.id), body: { bookedOn: today, amount: -300_00 } })
  await ok(app, linkPaymentInvoice, {
    ...as,
    body: { bankItemId: cash.id, invoiceId: overdue.id, amount: 1_000_00 },
  })
  return overdue.id
}

/** Two open orders (2 × 45 Kč left on one, 2 × 120 Kč on the other) and one paid in full. */
async function buildRestaurant(app: FastifyInstance, house: House) {
  const staff = { token: house.owner.token }
  const restaurant = await ok(app, saveResource, {
    ...staff,
    params: { slugs: house.slug },
    body: { groupId: house.groupId, kind: 'RESTAURANT', name: 'Restaurace' },
  })
  const inRestaurant = { slugs: house.slug, id: restaurant.id }
  const category = await ok(app, saveMenuCategory, { ...staff, params: inRestaurant, body: { name: 'Nápoje' } })
  const item = async (name: string, price: number) =>
    ok(app, saveMenuItem, {
      ...staff,
      params: inRestaurant,
      body: { categoryId: category.id, name, price, priceCategory: 'BEV_BEER' },
    })
  const beer = await item('Pivo 0,5 l', 45_00)
  const wine = await item('Víno 0,2 l', 120_00)
  const table = async (name: string) => ok(app, saveRestaurantTable, { ...staff, params: inRestaurant, body: { name } })
  const [t1, t2, t3] = [await table('1'), await table('2'), await table('3')]
  const add = (tableId: string, itemId: string, count: number) =>
    ok(app, waiterAddToTable, { ...staff, params: { a: tableId, b: itemId, c: count } })
  const first = await add(t1.id, beer.id, 3)
  const line = first.order?.items[0]
  if (!line) throw new Error('the order has no item')
  await ok(app, waiterPayOrderItems, {
    ...staff,
    params: { id: t1.id },
    body: { method: 'card', items: [{ orderItemId: line.id, count: 1 }] },
  })
  await add(t2.id, wine.id, 2)
  await add(t3.id, beer.id, 1)
  await ok(app, waiterPayOrderItems, { ...staff, params: { id: t3.id }, body: { method: 'cash' } })
}

/** Four cars: one out, one out and overdue, one returned, one booked for later. */
async function buildCars(app: FastifyInstance, house: House, contactId: string, today: string) {
  const as = { token: house.owner.token, params: { slugs: house.slug } }
  const byId = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })
  const rent = async (name: string, since: number, till: number, records: ('HANDOVER' | 'RETURN')[]) => {
    const car = await ok(app, saveCar, {
      ...as,
      body: {
        name,
        vehicleType: 'MOTORHOME',
        fuel: 'DIESEL',
        gearbox: 'MANUAL',
        seats: 4,
        beds: 4,
        pricePerDay: 2_900_00,
        mileage: 10_000,
      },
    })
    const rental = await ok(app, saveContract, {
      ...as,
      body: { contactId, carId: car.id, since: addDays(today, since), till: addDays(today, till) },
    })
    for (const [index, kind] of records.entries()) {
      await ok(app, saveRentalRecord, {
        ...byId(rental.contract.id),
        body: { kind, mileage: 10_000 + index * 500, fuelEighths: 8 },
      })
    }
  }
  await rent('Obytný vůz 1', -3, 4, ['HANDOVER'])
  await rent('Obytný vůz 2', -6, -1, ['HANDOVER'])
  await rent('Obytný vůz 3', -10, -5, ['HANDOVER', 'RETURN'])
  await rent('Obytný vůz 4', 5, 8, [])
}
