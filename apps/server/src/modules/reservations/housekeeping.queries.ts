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
