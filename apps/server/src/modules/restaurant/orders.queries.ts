import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { restaurantOrderItems, restaurantOrders, restaurantTickets } from '../../db/schema/index.ts'

export type OrderRow = typeof restaurantOrders.$inferSelect
export type OrderItemRow = typeof restaurantOrderItems.$inferSelect

export async function findOpenOrder(db: Db, workspaceId: string, tableId: string) {
  const [row] = await db
    .select()
    .from(restaurantOrders)
    .where(
      and(
        eq(restaurantOrders.workspaceId, workspaceId),
        eq(restaurantOrders.tableId, tableId),
        eq(restaurantOrders.status, 'OPEN'),
      ),
    )
  return row
}

export async function findOrder(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(restaurantOrders)
    .where(and(eq(restaurantOrders.workspaceId, workspaceId), eq(restaurantOrders.id, id)))
  return row
}

export async function selectOpenOrders(db: Db, workspaceId: string, restaurantId: string) {
  return db
    .select()
    .from(restaurantOrders)
    .where(
      and(
        eq(restaurantOrders.workspaceId, workspaceId),
        eq(restaurantOrders.restaurantId, restaurantId),
        eq(restaurantOrders.status, 'OPEN'),
      ),
    )
}

/** The order of an order's lines, as selectOrderItems sorts them (uuid text compares as PostgreSQL's uuid does). */
export const byAddedAt = (a: OrderItemRow, b: OrderItemRow) =>
  a.addedAt.getTime() - b.addedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

export async function selectOrderItems(db: Db, workspaceId: string, orderIds: string[]) {
  if (orderIds.length === 0) return []
  return db
    .select()
    .from(restaurantOrderItems)
    .where(and(eq(restaurantOrderItems.workspaceId, workspaceId), inArray(restaurantOrderItems.orderId, orderIds)))
    .orderBy(asc(restaurantOrderItems.addedAt), asc(restaurantOrderItems.id))
}

/** Each open order's piece count and totals, summed in the database (the waiter's grid needs no lines). */
export async function selectOpenOrderTotals(db: Db, workspaceId: string, restaurantId: string) {
  const items = restaurantOrderItems
  return db
    .select({
      id: restaurantOrders.id,
      tableId: restaurantOrders.tableId,
      openedAt: restaurantOrders.openedAt,
      version: restaurantOrders.version,
      itemCount: sql<number>`coalesce(sum(${items.count}), 0)::int`,
      total: sql<number>`coalesce(sum(${items.count}::bigint * ${items.unitPrice}), 0)::bigint`.mapWith(Number),
      unpaidTotal:
        sql<number>`coalesce(sum((${items.count} - ${items.paidCount})::bigint * ${items.unitPrice}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(restaurantOrders)
    .leftJoin(items, and(eq(items.workspaceId, restaurantOrders.workspaceId), eq(items.orderId, restaurantOrders.id)))
    .where(
      and(
        eq(restaurantOrders.workspaceId, workspaceId),
        eq(restaurantOrders.restaurantId, restaurantId),
        eq(restaurantOrders.status, 'OPEN'),
      ),
    )
    .groupBy(restaurantOrders.workspaceId, restaurantOrders.id)
}

export async function insertOrder(db: Db, row: typeof restaurantOrders.$inferInsert) {
  const [saved] = await db.insert(restaurantOrders).values(row).returning()
  if (!saved) throw new Error('order insert returned nothing')
  return saved
}

/** Every change of an order or its items raises its version: a waiter's stale view is told by it. */
export async function bumpOrder(db: Db, workspaceId: string, id: string) {
  const [bumped] = await db
    .update(restaurantOrders)
    .set({ version: sql`${restaurantOrders.version} + 1` })
    .where(and(eq(restaurantOrders.workspaceId, workspaceId), eq(restaurantOrders.id, id)))
    .returning()
  return bumped
}

export async function closeOrder(
  db: Db,
  workspaceId: string,
  id: string,
  values: { status: 'FINISHED' | 'DELETED' | 'VOIDED'; closedBy: string; voidReason?: string | null },
) {
  await db
    .update(restaurantOrders)
    .set({ ...values, closedAt: new Date(), version: sql`${restaurantOrders.version} + 1` })
    .where(and(eq(restaurantOrders.workspaceId, workspaceId), eq(restaurantOrders.id, id)))
}

/**
 * An order that lost its last item before anything was paid leaves no trace, unless a station got a
 * ticket of it: then it is closed as deleted, and the tickets keep their order.
 */
export async function deleteEmptyOrder(db: Db, workspaceId: string, id: string) {
  const [ticket] = await db
    .select({ id: restaurantTickets.id })
    .from(restaurantTickets)
    .where(and(eq(restaurantTickets.workspaceId, workspaceId), eq(restaurantTickets.orderId, id)))
    .limit(1)
  if (ticket) return closeOrder(db, workspaceId, id, { status: 'DELETED', closedBy: '' })
  await db
    .delete(restaurantOrders)
    .where(and(eq(restaurantOrders.workspaceId, workspaceId), eq(restaurantOrders.id, id)))
}

export async function insertOrderItem(db: Db, row: typeof restaurantOrderItems.$inferInsert) {
  const [saved] = await db.insert(restaurantOrderItems).values(row).returning()
  if (!saved) throw new Error('order item insert returned nothing')
  return saved
}

export async function setItemCounts(
  db: Db,
  workspaceId: string,
  id: string,
  values: { count?: number; paidCount?: number; orderId?: string },
) {
  await db
    .update(restaurantOrderItems)
    .set(values)
    .where(and(eq(restaurantOrderItems.workspaceId, workspaceId), eq(restaurantOrderItems.id, id)))
}

export async function deleteOrderItem(db: Db, workspaceId: string, id: string) {
  await db
    .delete(restaurantOrderItems)
    .where(and(eq(restaurantOrderItems.workspaceId, workspaceId), eq(restaurantOrderItems.id, id)))
}
