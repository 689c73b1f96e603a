import { and, asc, eq, inArray, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { restaurantOrders, restaurantTables } from '../../db/schema/index.ts'
import { updateAtVersion } from '../../db/versioned.ts'

export type TableRow = typeof restaurantTables.$inferSelect

export async function selectTables(db: Db, workspaceId: string, restaurantId: string, activeOnly: boolean) {
  return db
    .select()
    .from(restaurantTables)
    .where(
      and(
        eq(restaurantTables.workspaceId, workspaceId),
        eq(restaurantTables.restaurantId, restaurantId),
        activeOnly ? eq(restaurantTables.active, true) : undefined,
      ),
    )
    .orderBy(asc(restaurantTables.area), asc(restaurantTables.position), asc(restaurantTables.name))
}

export async function findTable(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(restaurantTables)
    .where(and(eq(restaurantTables.workspaceId, workspaceId), eq(restaurantTables.id, id)))
  return row
}

/**
 * Locks tables for the rest of the transaction, always in id order: every change of a table's order
 * runs behind this lock, so two waiters at one table queue instead of overwriting each other.
 */
export async function lockTables(db: Db, workspaceId: string, ids: string[]) {
  return db
    .select()
    .from(restaurantTables)
    .where(and(eq(restaurantTables.workspaceId, workspaceId), inArray(restaurantTables.id, ids)))
    .orderBy(asc(restaurantTables.id))
    .for('update')
}

export async function nextTablePosition(db: Db, workspaceId: string, restaurantId: string) {
  const [row] = await db
    .select({ last: max(restaurantTables.position) })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.workspaceId, workspaceId), eq(restaurantTables.restaurantId, restaurantId)))
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1
}

export async function insertTable(db: Db, row: typeof restaurantTables.$inferInsert) {
  const [saved] = await db.insert(restaurantTables).values(row).returning()
  return saved
}

export async function updateTableIfVersion(
  db: Db,
  workspaceId: string,
  id: string,
  version: number,
  values: Partial<typeof restaurantTables.$inferInsert>,
) {
  return updateAtVersion(db, restaurantTables, { workspaceId, id, version }, values)
}

export async function tableHasOrders(db: Db, workspaceId: string, tableId: string) {
  const [row] = await db
    .select({ id: restaurantOrders.id })
    .from(restaurantOrders)
    .where(and(eq(restaurantOrders.workspaceId, workspaceId), eq(restaurantOrders.tableId, tableId)))
    .limit(1)
  return row !== undefined
}

export async function deleteTable(db: Db, workspaceId: string, id: string) {
  await db
    .delete(restaurantTables)
    .where(and(eq(restaurantTables.workspaceId, workspaceId), eq(restaurantTables.id, id)))
}

export async function deactivateTable(db: Db, workspaceId: string, id: string) {
  await db
    .update(restaurantTables)
    .set({ active: false, version: sql`${restaurantTables.version} + 1` })
    .where(and(eq(restaurantTables.workspaceId, workspaceId), eq(restaurantTables.id, id)))
}
