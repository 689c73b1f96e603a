import {
  borrowedCarsList,
  createReservation,
  type Dashboard,
  dashboard,
  invoiceList,
  listBankAccounts,
  markCheckinDone,
  markCheckoutDone,
  markRoomCleaned,
  PERMISSIONS,
  type Permission,
  type Role,
  receptionOverview,
  resourceReportData,
  roleMay,
  roomserviceOverview,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, firstOfMonth, firstOfNextMonth } from '../src/lib/local-date.ts'
import { buildHouse } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { joinAs } from './support/factories.ts'
import { growHouse } from './support/grow-house.ts'
import { statementsDuring } from './support/statement-counter.ts'
import { startTestApp } from './support/test-app.ts'
import { buildDashboardHouse, type DashboardHouse } from './support/world-dashboard.ts'

const { app, database } = await startTestApp()
let house: DashboardHouse
const as = (query: { from?: string; till?: string } = {}, token = house.owner.token) => ({
  token,
  params: { slugs: house.slug },
  query,
})
const staff = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const april = { from: '2029-04-01', till: '2029-05-01' }

beforeAll(async () => {
  house = await buildDashboardHouse(app)
}, 120_000)

describe('dashboard figures, worked out by hand (support/world-dashboard.ts)', () => {
  it('counts occupancy per night of the period, rooms and places apart, canceled stays left out', async () => {
    const { occupancy } = await ok(app, dashboard, as(april))
    // rooms: 4 + 5 + 6 of 2 × 30 nights; the place: 3 of 30
    expect(occupancy?.rooms).toEqual({ units: 2, occupiedNights: 15, availableNights: 60, percent: 25 })
    expect(occupancy?.places).toEqual({ units: 1, occupiedNights: 3, availableNights: 30, percent: 10 })
    expect(occupancy?.days).toHaveLength(30)
    const night = (date: string) => occupancy?.days.find((day) => day.date === date)
    expect(night('2029-04-01')).toEqual({ date: '2029-04-01', rooms: 1, places: 1 })
    expect(night('2029-04-04')).toEqual({ date: '2029-04-04', rooms: 1, places: 0 })
    expect(night('2029-04-05')).toEqual({ date: '2029-04-05', rooms: 0, places: 0 })
    expect(night('2029-04-30')).toEqual({ date: '2029-04-30', rooms: 1, places: 0 })
  })

  it('agrees with the monthly occupancy report', async () => {
    const report = await ok(app, resourceReportData, {
      token: house.owner.token,
      params: { slugs: house.slug, a: 'all', b: 2029, c: 4 },
    })
    const { occupancy } = await ok(app, dashboard, as(april))
    expect((occupancy?.rooms.occupiedNights ?? 0) + (occupancy?.places.occupiedNights ?? 0)).toBe(
      report.totals.occupiedNights,
    )
    expect((occupancy?.rooms.availableNights ?? 0) + (occupancy?.places.availableNights ?? 0)).toBe(
      report.totals.availableNights,
    )
  })

  it('counts today’s arrivals, departures and stays in the house with their guests, as the reception lists them', async () => {
    const { reception, today } = await ok(app, dashboard, as(april))
    expect(today).toBe(house.today)
    expect(reception).toEqual({
      arrivals: { stays: 1, guests: 2 },
      departures: { stays: 1, guests: 2 },
      inHouse: { stays: 1, guests: 3 },
    })
    const desk = await ok(app, receptionOverview, { ...staff(), query: { effectiveDate: today } })
    expect([desk.arrivals.length, desk.departures.length, desk.inHouse.length]).toEqual([1, 1, 1])
  })

  it('counts the rooms to clean as housekeeping shows them', async () => {
    const { housekeeping } = await ok(app, dashboard, as(april))
    expect(housekeeping).toEqual({ dirtyRooms: 1, rooms: 2 })
    const overview = await ok(app, roomserviceOverview, {
      token: house.owner.token,
      params: { slugs: house.slug, id: 'all' },
    })
    expect(overview.rooms.filter((room) => room.state === 'DIRTY')).toHaveLength(1)
  })

  it('sums revenue and expenses by month of taxable supply, in CZK at each document’s rate', async () => {
    const { revenue } = await ok(app, dashboard, as(april))
    // 10 000 Kč + 100 € × 25,50; 2 000 Kč + 40 € × 25,50; proforma, canceled, draft, March and May left out
    expect(revenue).toEqual({
      currency: 'CZK',
      revenue: 12_550_00,
      expenses: 3_020_00,
      months: [{ month: '2029-04', revenue: 12_550_00, expenses: 3_020_00 }],
      withoutRate: 0,
    })
  })

  it('gives every month the period touches, the ones without documents at zero', async () => {
    const spring = await ok(app, dashboard, as({ from: '2029-03-01', till: '2029-07-01' }))
    expect(spring.revenue?.months).toEqual([
      { month: '2029-03', revenue: 4_000_00, expenses: 0 },
      { month: '2029-04', revenue: 12_550_00, expenses: 3_020_00 },
      { month: '2029-05', revenue: 2_500_00, expenses: 900_00 },
      { month: '2029-06', revenue: 0, expenses: 0 },
    ])
    expect(spring.revenue).toMatchObject({ revenue: 19_050_00, expenses: 3_920_00 })
  })

  it('counts unpaid and overdue invoices as of today, what is left to pay, as the invoice list filters them', async () => {
    const { invoices } = await ok(app, dashboard, as(april))
    // 10 000 + 2 550 + 5 000 (proforma) + 4 000 + 2 500 + (6 000 − 1 000 paid) Kč; overdue: the last one
    expect(invoices).toEqual({
      currency: 'CZK',
      unpaid: { count: 6, amount: 29_050_00 },
      overdue: { count: 1, amount: 5_000_00 },
    })
    const issued = { status: 'ISSUED', validity: 'VALID' } as const
    const unpaid = await ok(app, invoiceList, { ...staff(), query: { ...issued, payment: 'UNPAID' } })
    const overdue = await ok(app, invoiceList, { ...staff(), query: { ...issued, payment: 'OVERDUE' } })
    expect([unpaid.total, overdue.total]).toEqual([6, 1])
    expect(overdue.items[0]?.id).toBe(house.overdueInvoiceId)
  })

  it('gives each account’s balance, a pending payment order not counted, as the bank screen does', async () => {
    const { bank } = await ok(app, dashboard, as(april))
    expect(bank?.map(({ name, kind, currency, balance }) => ({ name, kind, currency, balance }))).toEqual([
      { name: 'Běžný účet', kind: 'BANK', currency: 'CZK', balance: 50_000_00 },
      { name: 'Pokladna', kind: 'CASH', currency: 'CZK', balance: 700_00 },
    ])
    const accounts = await ok(app, listBankAccounts, staff())
    expect(Object.fromEntries(accounts.map((a) => [a.id, a.balance]))).toEqual(
      Object.fromEntries(bank?.map((a) => [a.id, a.balance]) ?? []),
    )
  })

  it('counts open restaurant orders and what they have not paid', async () => {
    const { restaurant } = await ok(app, dashboard, as(april))
    // 2 × 45 Kč left of table 1, 2 × 120 Kč of table 2; table 3 paid and finished
    expect(restaurant).toEqual({ restaurants: 1, openOrders: 2, openAmount: 330_00, currency: 'CZK' })
  })

  it('counts the vehicles out today and the overdue ones, as the borrowed cars list does', async () => {
    const { vehicles } = await ok(app, dashboard, as(april))
    expect(vehicles).toEqual({ fleet: 4, out: 2, overdue: 1 })
    const borrowed = await ok(app, borrowedCarsList, staff())
    expect([borrowed.length, borrowed.filter((b) => b.overdue).length]).toEqual([2, 1])
  })
})

describe('dashboard period', () => {
  it('is this month where the workspace is when none is given', async () => {
    const result = await ok(app, dashboard, as())
    expect(result.from).toBe(firstOfMonth(house.today))
    expect(result.till).toBe(firstOfNextMonth(house.today))
    expect(result.occupancy?.days[0]?.date).toBe(result.from)
    expect(result.occupancy?.days.at(-1)?.date).toBe(addDays(result.till, -1))
  })

  it('completes the month of the one end given', async () => {
    expect(await ok(app, dashboard, as({ from: '2029-04-10' }))).toMatchObject({
      from: '2029-04-10',
      till: '2029-05-01',
    })
    expect(await ok(app, dashboard, as({ till: '2029-05-01' }))).toMatchObject({
      from: '2029-04-01',
      till: '2029-05-01',
    })
  })

  it('takes a whole leap year', async () => {
    const year = await ok(app, dashboard, as({ from: '2028-01-01', till: '2029-01-01' }))
    expect(year.occupancy?.days).toHaveLength(366)
    expect(year.revenue?.months).toHaveLength(12)
  })

  it.each([
    ['an end before the start', { from: '2029-04-10', till: '2029-04-01' }, 'validation.periodOrder'],
    ['an empty period', { from: '2029-04-10', till: '2029-04-10' }, 'validation.periodOrder'],
    ['more than 366 days', { from: '2028-01-01', till: '2029-01-02' }, 'dashboard.periodTooLong'],
    ['a day that does not exist', { from: '2029-02-30' }, 'validation.date'],
  ])('refuses %s with VALIDATION', async (_, query, code) => {
    const result = await call(app, dashboard, as(query))
    expect(result.status).toBe(200)
    expect(result.envelope?.errorType).toBe('VALIDATION')
    expect(result.envelope?.messages.map((m) => [m.field, m.code])).toContainEqual([
      code === 'validation.date' ? 'from' : 'till',
      code,
    ])
  })
})

describe('dashboard by role', () => {
  const parts: [keyof Dashboard, Permission][] = [
    ['occupancy', 'reports.read'],
    ['reception', 'accommodation.read'],
    ['housekeeping', 'housekeeping'],
    ['revenue', 'money.read'],
    ['invoices', 'money.read'],
    ['bank', 'money.read'],
    ['restaurant', 'restaurant.manage'],
    ['vehicles', 'vehicles.read'],
  ]

  async function dashboardOfRole(role: Exclude<Role, 'OWNER'>) {
    const person = await joinAs(app, house.owner, house.slug, role, { fullName: `Člen ${role}` })
    return call(app, dashboard, as(april, person.token))
  }

  it.each(['MANAGER', 'RECEPTION', 'ACCOUNTANT', 'HOUSEKEEPING', 'WAITER'] as const)(
    '%s sees the parts its permissions allow, the rest null; without dashboard.read 403',
    async (role) => {
      const result = await dashboardOfRole(role)
      if (!roleMay(role, 'dashboard.read')) {
        expect(result.status).toBe(403)
        return
      }
      const payload = result.envelope?.payload
      for (const [part, permission] of parts) {
        expect(payload?.[part] === null, `${role} ${part}`).toBe(!roleMay(role, permission))
      }
    },
  )

  it('leaves a receptionist without money, and an accountant without today’s stays', async () => {
    expect(PERMISSIONS['dashboard.read']).toEqual(['OWNER', 'MANAGER', 'RECEPTION', 'ACCOUNTANT'])
    const reception = (await dashboardOfRole('RECEPTION')).envelope?.payload
    expect([reception?.revenue, reception?.invoices, reception?.bank]).toEqual([null, null, null])
    expect(reception?.reception?.arrivals.stays).toBe(1)
    const accountant = (await dashboardOfRole('ACCOUNTANT')).envelope?.payload
    expect([accountant?.reception, accountant?.housekeeping]).toEqual([null, null])
    expect(accountant?.revenue?.revenue).toBe(12_550_00)
  })
})

describe('dashboard housekeeping', () => {
  it('counts a room clean again once it was cleaned after the check-out', async () => {
    const small = await buildHouse(app)
    const at = { token: small.owner.token, params: { slugs: small.slug } }
    const byId = (id: string) => ({ token: small.owner.token, params: { slugs: small.slug, id } })
    const today = (await ok(app, dashboard, at)).today
    const stay = await ok(app, createReservation, {
      ...at,
      body: {
        resourceId: small.rooms[0]?.id ?? '',
        since: addDays(today, -1),
        till: today,
        guests: { ADULT: 1 },
        contact: { name: 'Jan Novák' },
      },
    })
    await ok(app, markCheckinDone, byId(stay.id))
    await ok(app, markCheckoutDone, { ...byId(stay.id), body: { confirm: ['MONEY_OWED'] } })
    expect((await ok(app, dashboard, at)).housekeeping).toEqual({ dirtyRooms: 1, rooms: 2 })
    await ok(app, markRoomCleaned, byId(small.rooms[0]?.id ?? ''))
    expect((await ok(app, dashboard, at)).housekeeping).toEqual({ dirtyRooms: 0, rooms: 2 })
  })
})

describe('dashboard cost', () => {
  it('sends the same statements for a house twenty times larger', async () => {
    const grown = await buildDashboardHouse(app)
    const call = () => ok(app, dashboard, { token: grown.owner.token, params: { slugs: grown.slug } })
    await call()
    const small = await statementsDuring(database, call)
    await growHouse(database.db, grown.slug, 20)
    let after: Awaited<ReturnType<typeof call>> | undefined
    const large = await statementsDuring(database, async () => {
      after = await call()
    })
    expect(large.sort()).toEqual(small.sort())
    expect(small.length).toBeLessThanOrEqual(10)
    // the larger house is really counted: 40 more rooms, 20 more places, 40 more cars out
    expect(after?.occupancy?.rooms.units).toBe(42)
    expect(after?.occupancy?.places.units).toBe(21)
    expect(after?.vehicles?.out).toBe(42)
    expect(after?.restaurant?.openOrders).toBe(42)
    expect(after?.housekeeping?.dirtyRooms).toBeGreaterThan(1)
  }, 120_000)
})
