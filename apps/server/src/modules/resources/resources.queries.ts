import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { prepared } from '../../db/prepared.ts'
import { resourceGroups, resources } from '../../db/schema/index.ts'

export type ResourceRow = typeof resources.$inferSelect
export type ResourceGroupRow = typeof resourceGroups.$inferSelect

export async function selectResources(
  db: Db,
  workspaceId: string,
  filter: { includeRetired: boolean; groupId?: string | undefined; kind?: ResourceRow['kind'] | undefined },
) {
  return db
    .select()
    .from(resources)
    .where(
      and(
        eq(resources.workspaceId, workspaceId),
        filter.includeRetired ? undefined : isNull(resources.retiredAt),
        filter.groupId ? eq(resources.groupId, filter.groupId) : undefined,
        filter.kind ? eq(resources.kind, filter.kind) : undefined,
      ),
    )
    .orderBy(asc(resources.position), asc(resources.name))
}

/** Resources by id in any workspace (public calls), with their group's online flag. */
export async function selectAnywhere(db: Db, ids: string[]) {
  return db
    .select({
      resource: resources,
      bookableOnline: resourceGroups.bookableOnline,
      groupRetiredAt: resourceGroups.retiredAt,
    })
    .from(resources)
    .innerJoin(
      resourceGroups,
      and(eq(resourceGroups.workspaceId, resources.workspaceId), eq(resourceGroups.id, resources.groupId)),
    )
    .where(inArray(resources.id, ids))
}

export async function findGroupAnywhere(db: Db, id: string) {
  const [row] = await db.select().from(resourceGroups).where(eq(resourceGroups.id, id))
  return row
}

/** One statement for any number of ids (an IN list would be planned anew for every length). */
export async function selectNames(db: Db, workspaceId: string, ids: string[]) {
  return prepared(db, 'resource_names', (db) =>
    db
      .select({ id: resources.id, name: resources.name })
      .from(resources)
      .where(
        and(
          eq(resources.workspaceId, sql.placeholder('workspaceId')),
          sql`${resources.id} = any(${sql.placeholder('ids')}::uuid[])`,
        ),
      )
      .prepare('resource_names'),
  ).execute({ workspaceId, ids })
}

export async function selectGroups(db: Db, workspaceId: string, includeRetired: boolean) {
  const counts = db
    .select({ groupId: resources.groupId, n: count().as('n') })
    .from(resources)
    .where(and(eq(resources.workspaceId, workspaceId), isNull(resources.retiredAt)))
    .groupBy(resources.groupId)
    .as('counts')
  return db
    .select({ group: resourceGroups, resourceCount: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(resourceGroups)
    .leftJoin(counts, eq(counts.groupId, resourceGroups.id))
    .where(
      and(eq(resourceGroups.workspaceId, workspaceId), includeRetired ? undefined : isNull(resourceGroups.retiredAt)),
    )
    .orderBy(asc(resourceGroups.position), asc(resourceGroups.name))
}

export async function findGroup(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(resourceGroups)
    .where(and(eq(resourceGroups.workspaceId, workspaceId), eq(resourceGroups.id, id)))
  return row
}

export async function findResource(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.workspaceId, workspaceId), eq(resources.id, id)))
  return row
}

/** The next position at the end of the list. */
export async function nextPosition(db: Db, workspaceId: string, table: 'resources' | 'groups'): Promise<number> {
  const target = table === 'resources' ? resources : resourceGroups
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${target.position}), -1)::int` })
    .from(target)
    .where(eq(target.workspaceId, workspaceId))
  return (row?.max ?? -1) + 1
}

export async function insertGroup(db: Db, row: typeof resourceGroups.$inferInsert) {
  const [inserted] = await db.insert(resourceGroups).values(row).returning()
  return inserted
}

export async function updateGroupIfVersion(
  db: Db,
  workspaceId: string,
  id: string,
  version: number,
  values: Partial<typeof resourceGroups.$inferInsert>,
) {
  const [row] = await db
    .update(resourceGroups)
    .set({ ...values, version: version + 1 })
    .where(
      and(eq(resourceGroups.workspaceId, workspaceId), eq(resourceGroups.id, id), eq(resourceGroups.version, version)),
    )
    .returning()
  return row
}

export async function insertResource(db: Db, row: typeof resources.$inferInsert) {
  const [inserted] = await db.insert(resources).values(row).returning()
  return inserted
}

export async function updateResourceIfVersion(
  db: Db,
  workspaceId: string,
  id: string,
  version: number,
  values: Partial<typeof resources.$inferInsert>,
) {
  const [row] = await db
    .update(resources)
    .set({ ...values, version: version + 1 })
    .where(and(eq(resources.workspaceId, workspaceId), eq(resources.id, id), eq(resources.version, version)))
    .returning()
  return row
}

export async function setRetired(
  db: Db,
  workspaceId: string,
  table: 'resources' | 'groups',
  id: string,
  retired: boolean,
) {
  const target = table === 'resources' ? resources : resourceGroups
  const [row] = await db
    .update(target)
    .set({ retiredAt: retired ? sql`coalesce(${target.retiredAt}, now())` : null, version: sql`${target.version} + 1` })
    .where(and(eq(target.workspaceId, workspaceId), eq(target.id, id)))
    .returning({ id: target.id })
  return row
}

/** Positions 0..n-1 in the given order; ids of another workspace match nothing. */
export async function setPositions(db: Db, workspaceId: string, table: 'resources' | 'groups', ids: string[]) {
  const target = table === 'resources' ? resources : resourceGroups
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
    sql` `,
  )
  const rows = await db
    .update(target)
    .set({ position: sql`case ${target.id} ${cases} end` })
    .where(and(eq(target.workspaceId, workspaceId), inArray(target.id, ids)))
    .returning({ id: target.id })
  return rows.length
}

/** The cancellation policy of the group a room belongs to, as stored (null: none). */
export async function findPolicyOfRoom(db: Db, workspaceId: string, resourceId: string) {
  const [row] = await db
    .select({ policy: resourceGroups.cancellationPolicy })
    .from(resources)
    .innerJoin(
      resourceGroups,
      and(eq(resourceGroups.workspaceId, resources.workspaceId), eq(resourceGroups.id, resources.groupId)),
    )
    .where(and(eq(resources.workspaceId, workspaceId), eq(resources.id, resourceId)))
  return row?.policy ?? null
}
