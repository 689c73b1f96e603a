import { and, eq } from 'drizzle-orm'
import type { Db } from '../../src/db/index.ts'
import {
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
  restaurantTables,
  stayAccounts,
  workspaces,
} from '../../src/db/schema/index.ts'
import { newId } from '../../src/lib/ids.ts'
import { addDays, todayIn } from '../../src/lib/local-date.ts'

// Growing a house row by row through the API would take minutes; the dashboard's cost test copies rows.

async function first<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows
  if (!row) throw new Error('the house to grow lacks a row to copy')
  return row
}

/**
 * Makes a dashboard house `times` larger by copying its rows straight into the tables: rooms and
 * places with a year of stays, invoices, supplier invoices, bank items, open orders and cars out.
 */
export async function growHouse(db: Db, slug: string, times: number): Promise<void> {
  const workspace = await first(db.select().from(workspaces).where(eq(workspaces.slug, slug)))
  const ws = workspace.id
  const today = todayIn(workspace.timeZone)
  const ofKind = (kind: 'PENSIONROOM' | 'MOTORHOME') =>
    first(
      db
        .select()
        .from(resources)
        .where(and(eq(resources.workspaceId, ws), eq(resources.kind, kind))),
    )
  const room = await ofKind('PENSIONROOM')
  const place = await ofKind('MOTORHOME')
  const stay = await first(db.select().from(reservations).where(eq(reservations.workspaceId, ws)))
  const added = Array.from({ length: times * 3 }, (_, i) => ({
    ...(i % 3 === 2 ? place : room),
    id: newId(),
    name: `Přidaný ${i}`,
    position: 100 + i,
  }))
  await db.insert(resources).values(added)
  const stays = added.flatMap((resource, i) =>
    [
      // one stay around today, checked out on every other resource (dirty rooms), and a year of 2029
      { since: addDays(today, -1 - (i % 2)), till: addDays(today, 1 - (i % 2)), out: i % 2 === 1 },
      ...Array.from({ length: 12 }, (_, m) => ({
        since: `2029-${String(m + 1).padStart(2, '0')}-0${1 + (i % 5)}`,
        till: `2029-${String(m + 1).padStart(2, '0')}-1${i % 8}`,
        out: false,
      })),
    ].map((range, j) => {
      const id = newId()
      return {
        ...stay,
        id,
        accountId: id,
        code: `G${i}-${j}`,
        resourceId: resource.id,
        status: 'CONFIRMED' as const,
        since: range.since,
        till: range.till,
        guestInfoToken: newId(),
        checkedOutAt: range.out ? new Date() : null,
      }
    }),
  )
  // each a booking of its own (decision 011)
  for (let i = 0; i < stays.length; i += 500) {
    const part = stays.slice(i, i + 500)
    await db.insert(stayAccounts).values(part.map((row) => ({ workspaceId: ws, id: row.id, currency: row.currency })))
    await db.insert(reservations).values(part)
  }
  await db
    .insert(resourceCleanings)
    .values(
      added
        .slice(0, times)
        .map((resource) => ({ workspaceId: ws, id: newId(), resourceId: resource.id, cleanedBy: 'Úklid' })),
    )
  await growDocuments(db, ws, times)
  await growRestaurant(db, ws, times)
  await growCars(db, ws, today, times)
}

async function growDocuments(db: Db, ws: string, times: number) {
  const invoice = await first(
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.workspaceId, ws), eq(invoices.status, 'ISSUED'))),
  )
  await db.insert(invoices).values(
    Array.from({ length: times * 10 }, (_, i) => ({
      ...invoice,
      id: newId(),
      number: `G${i}`,
      variableSymbol: `9${i}`,
    })),
  )
  const expense = await first(db.select().from(expenses).where(eq(expenses.workspaceId, ws)))
  await db
    .insert(expenses)
    .values(Array.from({ length: times * 5 }, (_, i) => ({ ...expense, id: newId(), number: `G-${i}` })))
  const item = await first(db.select().from(bankItems).where(eq(bankItems.workspaceId, ws)))
  await db
    .insert(bankItems)
    .values(
      Array.from({ length: times * 20 }, (_, i) => ({ ...item, id: newId(), externalId: `G${i}`, linkedAmount: 0 })),
    )
}

async function growRestaurant(db: Db, ws: string, times: number) {
  const table = await first(db.select().from(restaurantTables).where(eq(restaurantTables.workspaceId, ws)))
  const order = await first(
    db
      .select()
      .from(restaurantOrders)
      .where(and(eq(restaurantOrders.workspaceId, ws), eq(restaurantOrders.status, 'OPEN'))),
  )
  const item = await first(db.select().from(restaurantOrderItems).where(eq(restaurantOrderItems.workspaceId, ws)))
  const tables = Array.from({ length: times * 2 }, (_, i) => ({ ...table, id: newId(), name: `G${i}` }))
  await db.insert(restaurantTables).values(tables)
  const orders = tables.map((t) => ({ ...order, id: newId(), tableId: t.id }))
  await db.insert(restaurantOrders).values(orders)
  await db
    .insert(restaurantOrderItems)
    .values(orders.flatMap((o) => [0, 1, 2].map(() => ({ ...item, id: newId(), orderId: o.id }))))
}

async function growCars(db: Db, ws: string, today: string, times: number) {
  const car = await first(db.select().from(cars).where(eq(cars.workspaceId, ws)))
  const contract = await first(db.select().from(rentalContracts).where(eq(rentalContracts.workspaceId, ws)))
  const record = await first(db.select().from(rentalRecords).where(eq(rentalRecords.workspaceId, ws)))
  const added = Array.from({ length: times * 2 }, (_, i) => ({ ...car, id: newId(), name: `Vůz G${i}`, plate: '' }))
  await db.insert(cars).values(added)
  const contracts = added.map((c, i) => ({
    ...contract,
    id: newId(),
    number: `G-${i}`,
    carId: c.id,
    since: addDays(today, -2),
    till: addDays(today, 3),
    endedOn: null,
    state: 'ACTIVE' as const,
  }))
  await db.insert(rentalContracts).values(contracts)
  await db
    .insert(rentalRecords)
    .values(contracts.map((c) => ({ ...record, contractId: c.id, kind: 'HANDOVER' as const, version: 0 })))
}
