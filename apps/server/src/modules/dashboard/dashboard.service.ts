import { type Dashboard, type Permission, roleMay } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { eachDate, type LocalDate, todayIn } from '../../lib/local-date.ts'
import * as q from './dashboard.queries.ts'
import { dashboardPeriod, monthsOf, percentOf } from './dashboard-period.ts'

type Rows<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>

/** Runs a part's query only for a role that may see the part; null otherwise. */
function when<T>(allowed: boolean, run: () => Promise<T>): Promise<T | null> {
  return allowed ? run() : Promise.resolve(null)
}

/**
 * The overview of a period in one call. Every part is one aggregate statement, run side by side, so
 * the number of statements is the same for a house of 2 rooms and of 200; a part the role may not
 * read is left out (null) and costs nothing.
 */
export async function dashboardOf(
  db: Db,
  access: WorkspaceAccess,
  query: { from?: LocalDate | undefined; till?: LocalDate | undefined },
): Promise<Dashboard> {
  const ws = access.workspace.id
  const today = todayIn(access.workspace.timeZone)
  const period = dashboardPeriod(query, today)
  const may = (permission: Permission) => roleMay(access.role, permission)
  const money = may('money.read')
  const [nights, units, reception, revenue, spent, invoices, bank, orders, vehicles] = await Promise.all([
    when(may('reports.read'), () => q.occupiedNights(db, ws, period)),
    when(may('reports.read') || may('housekeeping') || may('restaurant.manage'), () => q.resourceFigures(db, ws)),
    when(may('accommodation.read'), () => q.receptionFigures(db, ws, today)),
    when(money, () => q.revenueByMonth(db, ws, period)),
    when(money, () => q.expensesByMonth(db, ws, period)),
    when(money, () => q.openInvoices(db, ws, today)),
    when(money, () => q.bankBalances(db, ws)),
    when(may('restaurant.manage'), () => q.openOrders(db, ws)),
    when(may('vehicles.read'), () => q.vehicleFigures(db, ws, today)),
  ])
  const unitsOf = (kind: string) => units?.find((row) => row.kind === kind)?.units ?? 0
  const currency = 'CZK'
  return {
    ...period,
    today,
    occupancy: nights ? occupancy(period, nights, unitsOf('PENSIONROOM'), unitsOf('MOTORHOME')) : null,
    reception: reception
      ? {
          arrivals: { stays: reception.arrivals, guests: reception.arrivalGuests },
          departures: { stays: reception.departures, guests: reception.departureGuests },
          inHouse: { stays: reception.inHouse, guests: reception.inHouseGuests },
        }
      : null,
    housekeeping:
      units && may('housekeeping')
        ? {
            dirtyRooms: units.find((row) => row.kind === 'PENSIONROOM')?.dirty ?? 0,
            rooms: unitsOf('PENSIONROOM'),
          }
        : null,
    revenue: revenue && spent ? revenueAndExpenses(period, revenue, spent, currency) : null,
    invoices: invoices
      ? {
          currency,
          unpaid: { count: invoices.unpaid, amount: invoices.unpaidAmount },
          overdue: { count: invoices.overdue, amount: invoices.overdueAmount },
        }
      : null,
    bank,
    restaurant:
      orders && units
        ? {
            restaurants: unitsOf('RESTAURANT'),
            openOrders: orders.orders,
            openAmount: orders.amount,
            currency: access.workspace.currency,
          }
        : null,
    vehicles: vehicles ?? null,
  }
}

function occupancy(
  period: { from: LocalDate; till: LocalDate },
  nights: Rows<typeof q.occupiedNights>,
  rooms: number,
  places: number,
): NonNullable<Dashboard['occupancy']> {
  const byDate = new Map<string, { rooms: number; places: number }>()
  for (const row of nights) {
    const day = byDate.get(row.date) ?? { rooms: 0, places: 0 }
    if (row.kind === 'PENSIONROOM') day.rooms += row.occupied
    if (row.kind === 'MOTORHOME') day.places += row.occupied
    byDate.set(row.date, day)
  }
  const days = eachDate(period.from, period.till).map((date) => ({
    date,
    ...(byDate.get(date) ?? { rooms: 0, places: 0 }),
  }))
  const totals = (units: number, occupiedNights: number) => ({
    units,
    occupiedNights,
    availableNights: units * days.length,
    percent: percentOf(occupiedNights, units * days.length),
  })
  return {
    rooms: totals(
      rooms,
      days.reduce((sum, day) => sum + day.rooms, 0),
    ),
    places: totals(
      places,
      days.reduce((sum, day) => sum + day.places, 0),
    ),
    days,
  }
}

function revenueAndExpenses(
  period: { from: LocalDate; till: LocalDate },
  revenue: Rows<typeof q.revenueByMonth>,
  spent: Rows<typeof q.expensesByMonth>,
  currency: string,
): NonNullable<Dashboard['revenue']> {
  const amountIn = (rows: typeof revenue, month: string) => rows.find((row) => row.month === month)?.amount ?? 0
  const months = monthsOf(period).map((month) => ({
    month,
    revenue: amountIn(revenue, month),
    expenses: amountIn(spent, month),
  }))
  const sum = (rows: typeof revenue, pick: (row: (typeof revenue)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0)
  return {
    currency,
    revenue: sum(revenue, (row) => row.amount),
    expenses: sum(spent, (row) => row.amount),
    months,
    withoutRate: sum(revenue, (row) => row.withoutRate) + sum(spent, (row) => row.withoutRate),
  }
}
