import { z } from 'zod'
import { Id, LocalDate, withCode } from './common.ts'

// The owner's overview of a period (issue 9): the schemas of `GET dash-board` (the record is in sync.ts).

/** The longest period the dashboard covers, in days: a year, leap day included. */
export const DASHBOARD_MAX_DAYS = 366

function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000
}

/** What is wrong with a period `[from, till)`, as a message code; null when it is fine. */
export function dashboardPeriodProblem(
  from: string,
  till: string,
): 'validation.periodOrder' | 'dashboard.periodTooLong' | null {
  const days = dayNumber(till) - dayNumber(from)
  if (days < 1) return 'validation.periodOrder'
  if (days > DASHBOARD_MAX_DAYS) return 'dashboard.periodTooLong'
  return null
}

/**
 * The period `[from, till)`: `till` is the day after the last one, as a stay's is. Either end left out
 * is this month's where the workspace is (from the 1st, till the 1st of the next month).
 */
export const DashboardQuery = z
  .object({ from: LocalDate.optional(), till: LocalDate.optional() })
  .refine((q) => !q.from || !q.till || dashboardPeriodProblem(q.from, q.till) !== 'validation.periodOrder', {
    ...withCode('validation.periodOrder'),
    path: ['till'],
  })
  .refine((q) => !q.from || !q.till || dashboardPeriodProblem(q.from, q.till) !== 'dashboard.periodTooLong', {
    ...withCode('dashboard.periodTooLong'),
    path: ['till'],
  })
export type DashboardQuery = z.input<typeof DashboardQuery>

const Count = z.number().int().nonnegative()
/** Minor units (haléř) of the workspace currency. */
const Amount = z.number().int().safe()

export const OccupancyTotals = z.object({
  /** Rooms (or places) in use now: not retired. */
  units: Count,
  occupiedNights: Count,
  /** units × nights of the period. */
  availableNights: Count,
  /** occupied / available × 100, one decimal; 0 without units. */
  percent: z.number(),
})
export type OccupancyTotals = z.infer<typeof OccupancyTotals>

export const DashboardOccupancy = z.object({
  rooms: OccupancyTotals,
  places: OccupancyTotals,
  /** Every night of the period: how many rooms and places a stay held (canceled stays left out). */
  days: z.array(z.object({ date: LocalDate, rooms: Count, places: Count })),
})
export type DashboardOccupancy = z.infer<typeof DashboardOccupancy>

const Stays = z.object({ stays: Count, guests: Count })

/** Today where the workspace is, counted as the reception overview lists it. */
export const DashboardReception = z.object({ arrivals: Stays, departures: Stays, inHouse: Stays })
export type DashboardReception = z.infer<typeof DashboardReception>

export const DashboardHousekeeping = z.object({ dirtyRooms: Count, rooms: Count })

export const DashboardMonth = z.object({
  /** `YYYY-MM` */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  revenue: Amount,
  expenses: Amount,
})
export type DashboardMonth = z.infer<typeof DashboardMonth>

/**
 * Issued, valid tax documents (not proformas) and supplier invoices by taxable supply date, totals with
 * VAT, converted to CZK at each document's rate; a foreign-currency one without a rate is left out.
 */
export const DashboardRevenue = z.object({
  currency: z.string(),
  revenue: Amount,
  expenses: Amount,
  months: z.array(DashboardMonth),
  /** Documents left out: in a foreign currency without a rate. */
  withoutRate: Count,
})
export type DashboardRevenue = z.infer<typeof DashboardRevenue>

const Open = z.object({ count: Count, amount: Amount })

/** Issued, valid invoices not paid in full today (what is left to pay, in CZK); overdue: past the due date. */
export const DashboardInvoices = z.object({ currency: z.string(), unpaid: Open, overdue: Open })

export const DashboardBankAccount = z.object({
  id: Id,
  name: z.string(),
  kind: z.enum(['BANK', 'CASH']),
  currency: z.string(),
  balance: Amount,
})
export type DashboardBankAccount = z.infer<typeof DashboardBankAccount>

export const DashboardRestaurant = z.object({
  restaurants: Count,
  openOrders: Count,
  /** What the open orders have not paid yet. */
  openAmount: Amount,
  currency: z.string(),
})

export const DashboardVehicles = z.object({
  /** Active cars. */
  fleet: Count,
  /** Out now, as borrowed-cars-list counts them; overdue: due back before today. */
  out: Count,
  overdue: Count,
})

/**
 * One call for the whole overview. A part the caller's role may not read is null: occupancy needs
 * reports.read, reception accommodation.read, housekeeping housekeeping, revenue, invoices and bank
 * money.read, restaurant restaurant.manage, vehicles vehicles.read.
 */
export const Dashboard = z.object({
  from: LocalDate,
  till: LocalDate,
  /** Today where the workspace is: the day of the reception, housekeeping, invoice and vehicle figures. */
  today: LocalDate,
  occupancy: DashboardOccupancy.nullable(),
  reception: DashboardReception.nullable(),
  housekeeping: DashboardHousekeeping.nullable(),
  revenue: DashboardRevenue.nullable(),
  invoices: DashboardInvoices.nullable(),
  bank: z.array(DashboardBankAccount).nullable(),
  restaurant: DashboardRestaurant.nullable(),
  vehicles: DashboardVehicles.nullable(),
})
export type Dashboard = z.infer<typeof Dashboard>
