import { and, asc, eq, gt, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import {
  channelBlocks,
  channelExports,
  channelFeeds,
  reservations,
  resourceGroups,
  resources,
  workspaces,
} from '../../db/schema/index.ts'

export type FeedRow = typeof channelFeeds.$inferSelect
export type BlockRow = typeof channelBlocks.$inferSelect
export type ExportRow = typeof channelExports.$inferSelect

/** The workspace's rooms and places (not restaurants, not retired) with their group's name, in order. */
export async function selectRooms(db: Db, workspaceId: string) {
  return db
    .select({ id: resources.id, name: resources.name, groupId: resourceGroups.id, groupName: resourceGroups.name })
    .from(resources)
    .innerJoin(
      resourceGroups,
      and(eq(resourceGroups.workspaceId, resources.workspaceId), eq(resourceGroups.id, resources.groupId)),
    )
    .where(and(eq(resources.workspaceId, workspaceId), isNull(resources.retiredAt), ne(resources.kind, 'RESTAURANT')))
    .orderBy(asc(resourceGroups.position), asc(resources.position), asc(resources.name))
}

export async function findRoom(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select({ id: resources.id, name: resources.name })
    .from(resources)
    .where(and(eq(resources.workspaceId, workspaceId), eq(resources.id, id), ne(resources.kind, 'RESTAURANT')))
  return row
}

export async function selectLiveExports(db: Db, workspaceId: string) {
  return db
    .select()
    .from(channelExports)
    .where(and(eq(channelExports.workspaceId, workspaceId), isNull(channelExports.revokedAt)))
}

/** What a feed is published for: one room, or one group of rooms. */
export type ExportTarget = { resourceId: string } | { groupId: string }

export async function revokeExportsOf(db: Db, workspaceId: string, target: ExportTarget, now: Date) {
  await db
    .update(channelExports)
    .set({ revokedAt: now })
    .where(
      and(
        eq(channelExports.workspaceId, workspaceId),
        'resourceId' in target
          ? eq(channelExports.resourceId, target.resourceId)
          : eq(channelExports.groupId, target.groupId),
        isNull(channelExports.revokedAt),
      ),
    )
}

/** Sets a live group feed's mode; undefined when no live group feed has this id. */
export async function updateExportMode(
  db: Db,
  workspaceId: string,
  id: string,
  mode: NonNullable<typeof channelExports.$inferInsert.mode>,
) {
  const [row] = await db
    .update(channelExports)
    .set({ mode })
    .where(
      and(
        eq(channelExports.workspaceId, workspaceId),
        eq(channelExports.id, id),
        isNotNull(channelExports.groupId),
        isNull(channelExports.revokedAt),
      ),
    )
    .returning()
  return row
}

export async function insertExport(db: Db, row: typeof channelExports.$inferInsert) {
  const [inserted] = await db.insert(channelExports).values(row).returning()
  return inserted
}

export async function revokeExport(db: Db, workspaceId: string, id: string, now: Date) {
  const rows = await db
    .update(channelExports)
    .set({ revokedAt: now })
    .where(and(eq(channelExports.workspaceId, workspaceId), eq(channelExports.id, id)))
    .returning({ id: channelExports.id })
  return rows.length > 0
}

/**
 * The live export of a token, with its room's or group's name and its workspace (the public feed
 * knows nothing else).
 */
export async function findExportByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      export: channelExports,
      resourceName: resources.name,
      groupName: resourceGroups.name,
      workspaceName: workspaces.name,
      timeZone: workspaces.timeZone,
    })
    .from(channelExports)
    .leftJoin(
      resources,
      and(eq(resources.workspaceId, channelExports.workspaceId), eq(resources.id, channelExports.resourceId)),
    )
    .leftJoin(
      resourceGroups,
      and(eq(resourceGroups.workspaceId, channelExports.workspaceId), eq(resourceGroups.id, channelExports.groupId)),
    )
    .innerJoin(workspaces, eq(workspaces.id, channelExports.workspaceId))
    .where(and(eq(channelExports.token, token), isNull(channelExports.revokedAt)))
  return row
}

/** The rooms' active stays and imported events ending after `from`, for a published feed. */
export async function selectExportEvents(db: Db, workspaceId: string, resourceIds: string[], from: string) {
  if (resourceIds.length === 0) return { stays: [], blocks: [] }
  const [stays, blocks] = await Promise.all([
    db
      .select({
        id: reservations.id,
        resourceId: reservations.resourceId,
        since: reservations.since,
        till: reservations.till,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.workspaceId, workspaceId),
          inArray(reservations.resourceId, resourceIds),
          inArray(reservations.status, ['REQUESTED', 'CONFIRMED', 'CHECKED_IN']),
          gt(reservations.till, from),
        ),
      )
      .orderBy(asc(reservations.since)),
    db
      .select({
        id: channelBlocks.id,
        resourceId: channelBlocks.resourceId,
        since: channelBlocks.since,
        till: channelBlocks.till,
      })
      .from(channelBlocks)
      .where(
        and(
          eq(channelBlocks.workspaceId, workspaceId),
          inArray(channelBlocks.resourceId, resourceIds),
          gt(channelBlocks.till, from),
        ),
      )
      .orderBy(asc(channelBlocks.since)),
  ])
  return { stays, blocks }
}

export async function selectFeeds(db: Db, workspaceId: string) {
  return db
    .select()
    .from(channelFeeds)
    .where(eq(channelFeeds.workspaceId, workspaceId))
    .orderBy(asc(channelFeeds.createdAt))
}

export async function findFeed(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(channelFeeds)
    .where(and(eq(channelFeeds.workspaceId, workspaceId), eq(channelFeeds.id, id)))
  return row
}

/** The feed row locked for this transaction: one fetch applies its events at a time. */
export async function lockFeed(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(channelFeeds)
    .where(and(eq(channelFeeds.workspaceId, workspaceId), eq(channelFeeds.id, id)))
    .for('update')
  return row
}

export async function insertFeed(db: Db, row: typeof channelFeeds.$inferInsert) {
  const [inserted] = await db.insert(channelFeeds).values(row).returning()
  return inserted
}

export async function updateFeed(
  db: Db,
  workspaceId: string,
  id: string,
  values: Partial<typeof channelFeeds.$inferInsert>,
  version?: number,
) {
  const conditions = [eq(channelFeeds.workspaceId, workspaceId), eq(channelFeeds.id, id)]
  if (version !== undefined) conditions.push(eq(channelFeeds.version, version))
  const [row] = await db
    .update(channelFeeds)
    .set(values)
    .where(and(...conditions))
    .returning()
  return row
}

export async function deleteFeed(db: Db, workspaceId: string, id: string) {
  const rows = await db
    .delete(channelFeeds)
    .where(and(eq(channelFeeds.workspaceId, workspaceId), eq(channelFeeds.id, id)))
    .returning({ id: channelFeeds.id })
  return rows.length > 0
}

export async function selectBlocksOfFeed(db: Db, workspaceId: string, feedId: string) {
  return db
    .select()
    .from(channelBlocks)
    .where(and(eq(channelBlocks.workspaceId, workspaceId), eq(channelBlocks.feedId, feedId)))
}

export async function insertBlocks(db: Db, rows: (typeof channelBlocks.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(channelBlocks).values(rows)
}

export async function moveBlock(db: Db, workspaceId: string, id: string, values: Partial<BlockRow>) {
  await db
    .update(channelBlocks)
    .set(values)
    .where(and(eq(channelBlocks.workspaceId, workspaceId), eq(channelBlocks.id, id)))
}

/** Removes the feed's events whose UIDs the feed no longer lists. */
export async function deleteVanished(db: Db, workspaceId: string, feedId: string, keptUids: string[]) {
  const conditions = [eq(channelBlocks.workspaceId, workspaceId), eq(channelBlocks.feedId, feedId)]
  if (keptUids.length > 0) conditions.push(notInArray(channelBlocks.uid, keptUids))
  const rows = await db
    .delete(channelBlocks)
    .where(and(...conditions))
    .returning({ id: channelBlocks.id })
  return rows.length
}

const overlapsStay = sql`daterange(${channelBlocks.since}, ${channelBlocks.till}, '[)') && ${sql.raw('"reservations"."stay"')}`
/** Not accepted by staff at the block's present dates. */
const unresolved = or(
  isNull(channelBlocks.resolvedSince),
  ne(channelBlocks.resolvedSince, channelBlocks.since),
  ne(channelBlocks.resolvedTill, channelBlocks.till),
)

/** Imported events over active reservations of the same room that staff did not resolve, soonest first. */
export async function selectConflicts(db: Db, workspaceId: string, today: string) {
  return db
    .select({
      block: channelBlocks,
      feedName: channelFeeds.name,
      color: channelFeeds.color,
      reservation: {
        id: reservations.id,
        code: reservations.code,
        status: reservations.status,
        contactName: reservations.contactName,
        since: reservations.since,
        till: reservations.till,
      },
      resourceName: resources.name,
    })
    .from(channelBlocks)
    .innerJoin(
      channelFeeds,
      and(eq(channelFeeds.workspaceId, channelBlocks.workspaceId), eq(channelFeeds.id, channelBlocks.feedId)),
    )
    .innerJoin(
      reservations,
      and(
        eq(reservations.workspaceId, channelBlocks.workspaceId),
        eq(reservations.resourceId, channelBlocks.resourceId),
        inArray(reservations.status, ['REQUESTED', 'CONFIRMED', 'CHECKED_IN']),
        overlapsStay,
      ),
    )
    .innerJoin(
      resources,
      and(eq(resources.workspaceId, channelBlocks.workspaceId), eq(resources.id, channelBlocks.resourceId)),
    )
    .where(and(eq(channelBlocks.workspaceId, workspaceId), gt(channelBlocks.till, today), unresolved))
    .orderBy(asc(channelBlocks.since), asc(reservations.since))
}

/** The imported events of the rooms overlapping [from, till), each with whether it is an open conflict. */
export async function selectBlocksInRange(db: Db, workspaceId: string, range: { from: string; till: string }) {
  const conflict = sql<boolean>`exists (
    select 1 from ${reservations}
    where ${reservations.workspaceId} = ${channelBlocks.workspaceId}
      and ${reservations.resourceId} = ${channelBlocks.resourceId}
      and ${reservations.status} in ('REQUESTED', 'CONFIRMED', 'CHECKED_IN')
      and ${overlapsStay}
  ) and (${unresolved})`
  return db
    .select({ block: channelBlocks, feedName: channelFeeds.name, color: channelFeeds.color, conflict })
    .from(channelBlocks)
    .innerJoin(
      channelFeeds,
      and(eq(channelFeeds.workspaceId, channelBlocks.workspaceId), eq(channelFeeds.id, channelBlocks.feedId)),
    )
    .where(
      and(
        eq(channelBlocks.workspaceId, workspaceId),
        sql`daterange(${channelBlocks.since}, ${channelBlocks.till}, '[)') && daterange(${range.from}::date, ${range.till}::date, '[)')`,
      ),
    )
    .orderBy(asc(channelBlocks.since))
}

export async function resolveBlock(db: Db, workspaceId: string, id: string) {
  const rows = await db
    .update(channelBlocks)
    .set({ resolvedSince: sql`${channelBlocks.since}`, resolvedTill: sql`${channelBlocks.till}` })
    .where(and(eq(channelBlocks.workspaceId, workspaceId), eq(channelBlocks.id, id)))
    .returning({ id: channelBlocks.id })
  return rows.length > 0
}

/** Workspaces with feeds to fetch (the periodic sync enqueues only there). */
export const hasFeeds = sql`exists (select 1 from ${channelFeeds} where ${channelFeeds.workspaceId} = ${workspaces.id})`
