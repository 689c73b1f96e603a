import { and, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { accessHashes, auditLog, identities } from '../../db/schema/index.ts'

export type AuditRow = typeof auditLog.$inferInsert

/** Audit rows, in chunks within the bind-parameter limit. */
export async function insertAuditRows(db: Db, rows: AuditRow[]) {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(auditLog).values(rows.slice(i, i + 1000))
}

export interface ActivityQuery {
  entity?: string | undefined
  entityId?: string | undefined
  actor?: string | undefined
  action?: string | undefined
  /** Instants: [from, till). */
  from?: Date | undefined
  till?: Date | undefined
  offset: number
  limit: number
  /** Only these entities, and of the workspace's own rows only these actions (a narrower role's view). */
  only?: { entities: readonly string[]; workspaceActions: readonly string[] } | undefined
}

export async function selectActivity(db: Db, workspaceId: string, query: ActivityQuery) {
  const conditions: SQL[] = [eq(auditLog.workspaceId, workspaceId)]
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity))
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId))
  if (query.actor) conditions.push(eq(auditLog.actor, query.actor))
  if (query.action) conditions.push(eq(auditLog.action, query.action))
  if (query.from) conditions.push(gte(auditLog.at, query.from))
  if (query.till) conditions.push(lt(auditLog.at, query.till))
  if (query.only) {
    const { entities, workspaceActions } = query.only
    const within = or(
      inArray(auditLog.entity, [...entities]),
      and(eq(auditLog.entity, 'WORKSPACE'), inArray(auditLog.action, [...workspaceActions])),
    )
    if (within) conditions.push(within)
  }
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      // ids are time-ordered (UUIDv7): rows of one instant keep the order they were written in
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Names of identities by id, for the actors of a page. */
export async function selectIdentityNames(db: Db, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: identities.id, fullName: identities.fullName, email: identities.email })
    .from(identities)
    .where(inArray(identities.id, ids))
}

/** Names of a workspace's devices (access hashes) by id, revoked ones included. */
export async function selectDeviceNames(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: accessHashes.id, name: accessHashes.name })
    .from(accessHashes)
    .where(and(eq(accessHashes.workspaceId, workspaceId), inArray(accessHashes.id, ids)))
}
