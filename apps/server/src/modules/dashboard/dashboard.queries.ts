import { and, asc, desc, eq, gte, isNotNull, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/index.ts'
import {
  bankAccounts,
  bankItems,
  cars,
  expenses,
  invoices,
  rentalContracts,
  rentalRecords,
  reservations,
  resourceCleanings,
  resources,
  restaurantOrderItems,
  restaurantOrders,
} from '../../db/schema/index.ts'

// The dashboard is a read model over other areas' tables: one aggregate per tile, so its statements
// do not grow with the house. Each rule repeats its area's (named in the comment) and the tests hold
// the figures against the areas' own calls.

export interface Period {
  from: string
  till: string
}

const int = (expression: SQL) => sql<number>`(${expression})::int`.mapWith(Number)
const bigint = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::bigint`.mapWith(Number)

/**
 * Nights held by stays that are not canceled, per night of [from, till) and resource kind, on rooms
 * and places in use (not retired) — the monthly occupancy report's rule.
 */
export async function occupiedNights(db: Db, workspaceId: string, period: Period) {
  const nights = db
    .select({
      resourceId: reservations.resourceId,
      night:
        sql<string>`generate_series(greatest(${reservations.since}, ${period.from}::date), least(${reservations.till}, ${period.till}::date) - 1, interval '1 day')::date`.as(
          'night',
        ),
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        ne(reservations.status, 'CANCELED'),
        sql`"reservations"."stay" && daterange(${period.from}::date, ${period.till}::date, '[)')`,
      ),
    )
    .as('nights')
  return db
    .select({
      date: sql<string>`to_char(${nights.night}, 'YYYY-MM-DD')`,
      kind: resources.kind,
      occupied: int(sql`count(*)`),
    })
    .from(nights)
    .innerJoin(resources, and(eq(resources.workspaceId, workspaceId), eq(resources.id, nights.resourceId)))
    .where(isNull(resources.retiredAt))
    .groupBy(nights.night, resources.kind)
}

// housekeeping: a room is dirty when its newest check-out is later than its newest cleaning
const lastCheckout = sql`(select max(${reservations.checkedOutAt}) from ${reservations} where ${reservations.workspaceId} = ${resources.workspaceId} and ${reservations.resourceId} = ${resources.id})`
const lastCleaning = sql`(select max(${resourceCleanings.cleanedAt}) from ${resourceCleanings} where ${resourceCleanings.workspaceId} = ${resources.workspaceId} and ${resourceCleanings.resourceId} = ${resources.id})`

/** Resources in use per kind, and of the rooms how many are dirty. */
export async function resourceFigures(db: Db, workspaceId: string) {
  const inUse = db
    .select({
      kind: resources.kind,
      lastCheckout: sql`${lastCheckout}`.as('last_checkout'),
      lastCleaning: sql`${lastCleaning}`.as('last_cleaning'),
    })
    .from(resources)
    .where(and(eq(resources.workspaceId, workspaceId), isNull(resources.retiredAt)))
    .as('in_use')
  return db
    .select({
      kind: inUse.kind,
      units: int(sql`count(*)`),
      dirty: int(
        sql`count(*) filter (where ${inUse.kind} = 'PENSIONROOM' and ${inUse.lastCheckout} is not null and (${inUse.lastCleaning} is null or ${inUse.lastCheckout} > ${inUse.lastCleaning}))`,
      ),
    })
    .from(inUse)
    .groupBy(inUse.kind)
}

const guests = sql`(${reservations.adults} + ${reservations.children} + ${reservations.ztp} + ${reservations.over60} + ${reservations.work})`

/** Arrivals, departures and stays in the house on a day, with their guests, as the reception overview lists them. */
export async function receptionFigures(db: Db, workspaceId: string, day: string) {
  const arriving = sql`${reservations.since} = ${day}::date`
  const leaving = sql`${reservations.till} = ${day}::date`
  const staying = sql`${reservations.since} < ${day}::date and ${reservations.till} > ${day}::date`
  const [row] = await db
    .select({
      arrivals: int(sql`count(*) filter (where ${arriving})`),
      arrivalGuests: bigint(sql`sum(${guests}) filter (where ${arriving})`),
      departures: int(sql`count(*) filter (where ${leaving})`),
      departureGuests: bigint(sql`sum(${guests}) filter (where ${leaving})`),
      inHouse: int(sql`count(*) filter (where ${staying})`),
      inHouseGuests: bigint(sql`sum(${guests}) filter (where ${staying})`),
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        ne(reservations.status, 'CANCELED'),
        lte(reservations.since, day),
        gte(reservations.till, day),
      ),
    )
  return row
}

/** An amount of a document in CZK at its rate (CZK per unit × 1000); null in a foreign currency without one. */
function inCzk(amount: SQL, table: typeof invoices | typeof expenses) {
  return sql`case when ${table.currency} = 'CZK' then ${amount} when ${table.exchangeRateMilli} is not null then round(${amount}::numeric * ${table.exchangeRateMilli} / 1000) end`
}

const withoutRate = (table: typeof invoices | typeof expenses) =>
  int(sql`count(*) filter (where ${table.currency} <> 'CZK' and ${table.exchangeRateMilli} is null)`)

// months are grouped by position: the same format parameter twice would be two different expressions
const monthOf = (column: AnyPgColumn) => sql<string>`to_char(${column}, 'YYYY-MM')`

/** Issued, valid tax documents (proformas are not) per month of taxable supply in [from, till), in CZK. */
export async function revenueByMonth(db: Db, workspaceId: string, period: Period) {
  return db
    .select({
      month: monthOf(invoices.taxableSupplyDate),
      amount: bigint(sql`sum(${inCzk(sql`${invoices.total}`, invoices)})`),
      withoutRate: withoutRate(invoices),
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.workspaceId, workspaceId),
        eq(invoices.status, 'ISSUED'),
        eq(invoices.validity, 'VALID'),
        ne(invoices.type, 'PROFORMA'),
        gte(invoices.taxableSupplyDate, period.from),
        lt(invoices.taxableSupplyDate, period.till),
      ),
    )
    .groupBy(sql`1`)
}

/** Supplier invoices per month of taxable supply in [from, till), in CZK. */
export async function expensesByMonth(db: Db, workspaceId: string, period: Period) {
  return db
    .select({
      month: monthOf(expenses.taxableSupplyDate),
      amount: bigint(sql`sum(${inCzk(sql`${expenses.total}`, expenses)})`),
      withoutRate: withoutRate(expenses),
    })
    .from(expenses)
    .where(
      and(
        eq(expenses.workspaceId, workspaceId),
        gte(expenses.taxableSupplyDate, period.from),
        lt(expenses.taxableSupplyDate, period.till),
      ),
    )
    .groupBy(sql`1`)
}

/** Issued, valid invoices not paid in full, and those past their due date: how many, what is left, in CZK. */
export async function openInvoices(db: Db, workspaceId: string, today: string) {
  const left = inCzk(sql`(${invoices.toPay} - ${invoices.paidAmount})`, invoices)
  const overdue = sql`${invoices.dueDate} < ${today}::date`
  const [row] = await db
    .select({
      unpaid: int(sql`count(*)`),
      unpaidAmount: bigint(sql`sum(${left})`),
      overdue: int(sql`count(*) filter (where ${overdue})`),
      overdueAmount: bigint(sql`sum(${left}) filter (where ${overdue})`),
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.workspaceId, workspaceId),
        eq(invoices.status, 'ISSUED'),
        eq(invoices.validity, 'VALID'),
        lt(invoices.paidAmount, invoices.toPay),
      ),
    )
  return row
}

/** Every account's balance: the opening balance and every item that is not a pending payment order (bank). */
export async function bankBalances(db: Db, workspaceId: string) {
  const items = sql`(select sum(${bankItems.amount}) from ${bankItems} where ${bankItems.workspaceId} = ${bankAccounts.workspaceId} and ${bankItems.accountId} = ${bankAccounts.id} and not ${bankItems.pending})`
  return db
    .select({
      id: bankAccounts.id,
      name: bankAccounts.name,
      kind: bankAccounts.kind,
      currency: bankAccounts.currency,
      balance: sql<number>`(${bankAccounts.openingBalance} + coalesce(${items}, 0))::bigint`.mapWith(Number),
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.workspaceId, workspaceId))
    .orderBy(desc(bankAccounts.isDefault), asc(bankAccounts.kind), asc(bankAccounts.name))
}

/** Open restaurant orders and what their items have not paid yet. */
export async function openOrders(db: Db, workspaceId: string) {
  const [row] = await db
    .select({
      orders: int(sql`count(distinct ${restaurantOrders.id})`),
      amount: bigint(
        sql`sum((${restaurantOrderItems.count} - ${restaurantOrderItems.paidCount}) * ${restaurantOrderItems.unitPrice})`,
      ),
    })
    .from(restaurantOrders)
    .leftJoin(
      restaurantOrderItems,
      and(
        eq(restaurantOrderItems.workspaceId, restaurantOrders.workspaceId),
        eq(restaurantOrderItems.orderId, restaurantOrders.id),
      ),
    )
    .where(and(eq(restaurantOrders.workspaceId, workspaceId), eq(restaurantOrders.status, 'OPEN')))
  return row
}

function recordExists(kind: 'HANDOVER' | 'RETURN') {
  return sql`exists (select 1 from ${rentalRecords} where ${rentalRecords.workspaceId} = ${rentalContracts.workspaceId} and ${rentalRecords.contractId} = ${rentalContracts.id} and ${rentalRecords.kind} = ${kind})`
}

/**
 * Active cars, and the car contracts holding their car today (vehicles: not canceled, not returned,
 * the period holds today or the car was handed over and is still due back); overdue: due before today.
 */
export async function vehicleFigures(db: Db, workspaceId: string, today: string) {
  const fleet = sql`(select count(*) from ${cars} where ${cars.workspaceId} = ${workspaceId} and ${cars.active})`
  const [row] = await db
    .select({
      fleet: int(fleet),
      out: int(sql`count(*)`),
      overdue: int(
        sql`count(*) filter (where least(${rentalContracts.till}, ${rentalContracts.endedOn}) < ${today}::date)`,
      ),
    })
    .from(rentalContracts)
    .where(
      and(
        eq(rentalContracts.workspaceId, workspaceId),
        isNotNull(rentalContracts.carId),
        ne(rentalContracts.state, 'CANCELED'),
        sql`not ${recordExists('RETURN')}`,
        or(
          sql`"rental_contracts"."period" @> ${today}::date`,
          and(recordExists('HANDOVER'), lte(rentalContracts.since, today)),
        ),
      ),
    )
  return row
}
