import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { prepared } from '../../db/prepared.ts'
import { idempotencyKeys, resourceGroups, resources, workspaces } from '../../db/schema/index.ts'

/** Serializes the posts that carry one Idempotency-Key (until the transaction ends). */
export async function lockKey(tx: Db, workspaceId: string, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${workspaceId}:idempotency:${key}`}, 0))`)
}

export async function findKey(db: Db, workspaceId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.workspaceId, workspaceId), eq(idempotencyKeys.key, key)))
  return row
}

export async function insertKey(db: Db, row: typeof idempotencyKeys.$inferInsert) {
  await db.insert(idempotencyKeys).values(row)
}

// The public calls know a workspace only through one of its records. These two read the record and
// its workspace in one prepared statement (they were two statements, each planned on every call); the
// booking page only reads the resources' tables, their module writes them.
const offeredGroup = and(eq(resourceGroups.bookableOnline, true), isNull(resourceGroups.retiredAt))

/** A room or place offered online (active, in an active group offered online), with its workspace. */
export async function findBookableResource(db: Db, id: string) {
  const [row] = await prepared(db, 'booking_resource', (db) =>
    db
      .select({ resource: resources, workspace: workspaces })
      .from(resources)
      .innerJoin(
        resourceGroups,
        and(eq(resourceGroups.workspaceId, resources.workspaceId), eq(resourceGroups.id, resources.groupId)),
      )
      .innerJoin(workspaces, eq(workspaces.id, resources.workspaceId))
      .where(
        and(
          eq(resources.id, sql.placeholder('id')),
          isNull(resources.retiredAt),
          ne(resources.kind, 'RESTAURANT'),
          offeredGroup,
        ),
      )
      .limit(1)
      .prepare('booking_resource'),
  ).execute({ id })
  return row
}

/** A group offered online, with its workspace. */
export async function findBookableGroup(db: Db, id: string) {
  const [row] = await prepared(db, 'booking_group', (db) =>
    db
      .select({ group: resourceGroups, workspace: workspaces })
      .from(resourceGroups)
      .innerJoin(workspaces, eq(workspaces.id, resourceGroups.workspaceId))
      .where(and(eq(resourceGroups.id, sql.placeholder('id')), offeredGroup))
      .limit(1)
      .prepare('booking_group'),
  ).execute({ id })
  return row
}
