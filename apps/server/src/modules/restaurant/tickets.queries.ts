import type { TicketLine } from '@innkeep/contract'
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import {
  menuCategories,
  menuItems,
  restaurantOrderItems,
  restaurantStations,
  restaurantTickets,
} from '../../db/schema/index.ts'

export type TicketRow = Omit<typeof restaurantTickets.$inferSelect, 'lines'> & { lines: TicketLine[] }

const asTicket = (row: typeof restaurantTickets.$inferSelect): TicketRow => ({
  ...row,
  lines: row.lines as TicketLine[],
})

/** The station each menu item's category goes to (none: not listed). */
export async function stationsOfMenuItems(db: Db, workspaceId: string, menuItemIds: string[]) {
  if (menuItemIds.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ menuItemId: menuItems.id, stationId: menuCategories.stationId })
    .from(menuItems)
    .innerJoin(
      menuCategories,
      and(eq(menuCategories.workspaceId, menuItems.workspaceId), eq(menuCategories.id, menuItems.categoryId)),
    )
    .where(and(eq(menuItems.workspaceId, workspaceId), inArray(menuItems.id, menuItemIds)))
  return new Map(rows.flatMap((row) => (row.stationId ? [[row.menuItemId, row.stationId] as const] : [])))
}

/**
 * The stations that still exist, each held (key share) until the transaction ends: a station being
 * deleted meanwhile is waited for and then missing, so no ticket is written to it.
 */
export async function holdStations(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>()
  const rows = await db
    .select({ id: restaurantStations.id })
    .from(restaurantStations)
    .where(and(eq(restaurantStations.workspaceId, workspaceId), inArray(restaurantStations.id, ids)))
    .orderBy(asc(restaurantStations.id))
    .for('key share')
  return new Set(rows.map((row) => row.id))
}

export async function insertTickets(db: Db, rows: (typeof restaurantTickets.$inferInsert)[]) {
  if (rows.length === 0) return
  await db.insert(restaurantTickets).values(rows)
}

/** Every ticket of the orders (their lines and whether done): where each order line is in the kitchen. */
export async function selectTicketsOfOrders(db: Db, workspaceId: string, orderIds: string[]) {
  if (orderIds.length === 0) return []
  const rows = await db
    .select()
    .from(restaurantTickets)
    .where(and(eq(restaurantTickets.workspaceId, workspaceId), inArray(restaurantTickets.orderId, orderIds)))
    .orderBy(asc(restaurantTickets.createdAt), asc(restaurantTickets.id))
  return rows.map(asTicket)
}

/** A station's tickets to prepare (oldest first), or those done (the last done first). */
export async function selectStationTickets(
  db: Db,
  workspaceId: string,
  stationId: string,
  which: 'open' | 'done',
  limit: number,
) {
  const done = which === 'done'
  const rows = await db
    .select()
    .from(restaurantTickets)
    .where(
      and(
        eq(restaurantTickets.workspaceId, workspaceId),
        eq(restaurantTickets.stationId, stationId),
        done ? isNotNull(restaurantTickets.doneAt) : isNull(restaurantTickets.doneAt),
      ),
    )
    .orderBy(
      ...(done
        ? [desc(restaurantTickets.doneAt), desc(restaurantTickets.id)]
        : [asc(restaurantTickets.createdAt), asc(restaurantTickets.id)]),
    )
    .limit(limit)
  return rows.map(asTicket)
}

/** Locks a ticket for the rest of the transaction: a bump and its undo at once queue. */
export async function lockTicket(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(restaurantTickets)
    .where(and(eq(restaurantTickets.workspaceId, workspaceId), eq(restaurantTickets.id, id)))
    .for('update')
  return row ? asTicket(row) : undefined
}

export async function setTicketDone(
  db: Db,
  workspaceId: string,
  id: string,
  values: { doneAt: Date | null; doneBy: string | null },
) {
  const [row] = await db
    .update(restaurantTickets)
    .set(values)
    .where(and(eq(restaurantTickets.workspaceId, workspaceId), eq(restaurantTickets.id, id)))
    .returning()
  if (!row) throw new Error('ticket update returned nothing')
  return asTicket(row)
}

/** Held lines of a later course go: they are released, and a repeated release finds none. */
export async function releaseItems(db: Db, workspaceId: string, ids: string[], at: Date) {
  if (ids.length === 0) return
  await db
    .update(restaurantOrderItems)
    .set({ releasedAt: at })
    .where(and(eq(restaurantOrderItems.workspaceId, workspaceId), inArray(restaurantOrderItems.id, ids)))
}
