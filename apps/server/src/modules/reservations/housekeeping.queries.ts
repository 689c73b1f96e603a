import { and, desc, eq, isNotNull, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { reservations, resourceCleanings } from '../../db/schema/index.ts'

/** The newest cleaning of each resource of the workspace. */
export async function lastCleanings(db: Db, workspaceId: string) {
  return db
    .selectDistinctOn([resourceCleanings.resourceId], {
      resourceId: resourceCleanings.resourceId,
      cleanedAt: resourceCleanings.cleanedAt,
      cleanedBy: resourceCleanings.cleanedBy,
    })
    .from(resourceCleanings)
    .where(eq(resourceCleanings.workspaceId, workspaceId))
    .orderBy(resourceCleanings.resourceId, desc(resourceCleanings.cleanedAt))
}

/** The newest check-out of each resource. */
export async function lastCheckouts(db: Db, workspaceId: string) {
  return db
    .select({ resourceId: reservations.resourceId, checkedOutAt: max(reservations.checkedOutAt) })
    .from(reservations)
    .where(and(eq(reservations.workspaceId, workspaceId), isNotNull(reservations.checkedOutAt)))
    .groupBy(reservations.resourceId)
}

export async function insertCleaning(db: Db, row: typeof resourceCleanings.$inferInsert) {
  await db.insert(resourceCleanings).values({ ...row, cleanedAt: sql`now()` })
}

/** Whether a guest left the room after it was last marked cleaned. */
export async function isRoomDirty(db: Db, workspaceId: string, resourceId: string) {
  const [left] = await db
    .select({ at: max(reservations.checkedOutAt) })
    .from(reservations)
    .where(and(eq(reservations.workspaceId, workspaceId), eq(reservations.resourceId, resourceId)))
  if (!left?.at) return false
  const [cleaned] = await db
    .select({ at: max(resourceCleanings.cleanedAt) })
    .from(resourceCleanings)
    .where(and(eq(resourceCleanings.workspaceId, workspaceId), eq(resourceCleanings.resourceId, resourceId)))
  return !cleaned?.at || new Date(left.at) > new Date(cleaned.at)
}
