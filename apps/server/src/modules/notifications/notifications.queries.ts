import { and, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import {
  appInstallations,
  identities,
  memberships,
  notificationDeliveries,
  notificationReaders,
  notifications,
} from '../../db/schema/index.ts'

export type NotificationRow = typeof notifications.$inferSelect
export type NotificationKindValue = NotificationRow['kind']
export type InstallationRow = typeof appInstallations.$inferSelect

// Times are set here in milliseconds, as the list shows them: a reader marking read "up to the
// newest I saw" must cover that one, which PostgreSQL's microseconds would leave just after it.
export async function insertNotification(db: Db, row: Omit<typeof notifications.$inferInsert, 'createdAt'>) {
  await db.insert(notifications).values({ ...row, createdAt: new Date() })
}

/** The newest notification of a kind about one object created after `since`, if any. */
export async function findRecent(db: Db, ws: string, kind: NotificationKindValue, entityId: string, since: Date) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.workspaceId, ws),
        eq(notifications.kind, kind),
        eq(notifications.entityId, entityId),
        gt(notifications.createdAt, since),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1)
  return row
}

/** Brings a notification up to date and to the top of the list (unread again). */
export async function refreshNotification(db: Db, ws: string, id: string, data: unknown) {
  await db
    .update(notifications)
    .set({ data, createdAt: new Date() })
    .where(and(eq(notifications.workspaceId, ws), eq(notifications.id, id)))
}

export async function findNotification(db: Db, ws: string, id: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.workspaceId, ws), eq(notifications.id, id)))
  return row
}

/** One page of the kinds a reader receives, newest first, with the total and how many are unread. */
export async function selectPage(
  db: Db,
  ws: string,
  query: { kinds: NotificationKindValue[]; readUntil: Date | null; page: number; size: number },
) {
  if (query.kinds.length === 0) return { rows: [], total: 0, unread: 0 }
  const mine = and(eq(notifications.workspaceId, ws), inArray(notifications.kind, query.kinds))
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.size)
    .offset(query.page * query.size)
  const unreadWhen = query.readUntil ? sql`${notifications.createdAt} > ${query.readUntil.toISOString()}` : sql`true`
  const [totals] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${unreadWhen})`.mapWith(Number) })
    .from(notifications)
    .where(mine)
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 }
}

export async function findReader(db: Db, ws: string, identityId: string) {
  const [row] = await db
    .select()
    .from(notificationReaders)
    .where(and(eq(notificationReaders.workspaceId, ws), eq(notificationReaders.identityId, identityId)))
  return row
}

/** Moves the reader's "read up to" forward, never back (two tabs may mark in either order). */
export async function markReadUntil(db: Db, ws: string, identityId: string, until: Date) {
  await db
    .insert(notificationReaders)
    .values({ workspaceId: ws, identityId, readUntil: until })
    .onConflictDoUpdate({
      target: [notificationReaders.workspaceId, notificationReaders.identityId],
      set: { readUntil: sql`greatest(${notificationReaders.readUntil}, excluded.read_until)` },
    })
}

export async function saveEmailKinds(db: Db, ws: string, identityId: string, kinds: NotificationKindValue[]) {
  await db
    .insert(notificationReaders)
    .values({ workspaceId: ws, identityId, emailKinds: kinds })
    .onConflictDoUpdate({
      target: [notificationReaders.workspaceId, notificationReaders.identityId],
      set: { emailKinds: kinds },
    })
}

/** The workspace's members in these roles, with their e-mail and which kinds they want e-mailed. */
export async function selectRecipients(db: Db, ws: string, roles: readonly string[]) {
  return db
    .select({
      identityId: identities.id,
      email: identities.email,
      emailKinds: notificationReaders.emailKinds,
    })
    .from(memberships)
    .innerJoin(identities, eq(identities.id, memberships.identityId))
    .leftJoin(
      notificationReaders,
      and(eq(notificationReaders.workspaceId, ws), eq(notificationReaders.identityId, memberships.identityId)),
    )
    .where(
      and(
        eq(memberships.workspaceId, ws),
        inArray(memberships.role, roles as (typeof memberships.$inferSelect.role)[]),
      ),
    )
}

export async function selectDelivered(db: Db, ws: string, notificationId: string) {
  const rows = await db
    .select({ identityId: notificationDeliveries.identityId })
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.workspaceId, ws), eq(notificationDeliveries.notificationId, notificationId)))
  return new Set(rows.map((row) => row.identityId))
}

export async function insertDelivery(db: Db, ws: string, notificationId: string, identityId: string) {
  await db.insert(notificationDeliveries).values({ workspaceId: ws, notificationId, identityId }).onConflictDoNothing()
}

/** These members' installations, newest first (the first one's language is the member's). */
export async function selectInstallations(db: Db, ws: string, identityIds: string[]) {
  if (identityIds.length === 0) return []
  return db
    .select()
    .from(appInstallations)
    .where(and(eq(appInstallations.workspaceId, ws), inArray(appInstallations.identityId, identityIds)))
    .orderBy(desc(appInstallations.lastSeenAt))
}

export async function countPushInstallations(db: Db, ws: string, identityId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(appInstallations)
    .where(
      and(
        eq(appInstallations.workspaceId, ws),
        eq(appInstallations.identityId, identityId),
        isNotNull(appInstallations.pushEndpoint),
      ),
    )
  return row?.value ?? 0
}

/**
 * Records an installation for the member signed in there now; `push` undefined keeps its
 * subscription, null drops it. A browser shared by two people belongs to whoever registered last.
 */
export async function upsertInstallation(
  db: Db,
  row: {
    workspaceId: string
    id: string
    identityId: string
    language: 'cs' | 'en'
    userAgent: string
    push: { endpoint: string; p256dh: string; auth: string } | null | undefined
  },
) {
  const pushColumns =
    row.push === undefined
      ? {}
      : {
          pushEndpoint: row.push?.endpoint ?? null,
          pushPublicKey: row.push?.p256dh ?? null,
          pushAuth: row.push?.auth ?? null,
        }
  const [saved] = await db
    .insert(appInstallations)
    .values({
      workspaceId: row.workspaceId,
      id: row.id,
      identityId: row.identityId,
      language: row.language,
      userAgent: row.userAgent,
      ...pushColumns,
    })
    .onConflictDoUpdate({
      target: [appInstallations.workspaceId, appInstallations.id],
      set: {
        identityId: row.identityId,
        language: row.language,
        userAgent: row.userAgent,
        lastSeenAt: sql`now()`,
        // another person on this browser must not receive the previous one's pushes
        ...(row.push === undefined
          ? {
              pushEndpoint: sql`case when ${appInstallations.identityId} = ${row.identityId}::uuid then ${appInstallations.pushEndpoint} end`,
            }
          : pushColumns),
      },
    })
    .returning()
  return saved
}

/** The push service said the subscription is gone: the browser unsubscribed or was reset. */
export async function dropPush(db: Db, ws: string, installationId: string) {
  await db
    .update(appInstallations)
    .set({ pushEndpoint: null, pushPublicKey: null, pushAuth: null })
    .where(and(eq(appInstallations.workspaceId, ws), eq(appInstallations.id, installationId)))
}
