import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { prepared } from '../../db/prepared.ts'
import { accessHashes, identities, memberships, workspaces } from '../../db/schema/index.ts'

export type WorkspaceRow = typeof workspaces.$inferSelect
export type AccessHashRow = typeof accessHashes.$inferSelect

export async function findWorkspaceBySlug(db: Db, slug: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.slug, slug))
  return row
}

export async function findWorkspaceById(db: Db, id: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id))
  return row
}

/** The workspace of a slug and, in the same query, the person's role in it (null: not a member). */
export async function findWorkspaceWithRole(db: Db, slug: string, identityId: string) {
  const [row] = await db
    .select({ workspace: workspaces, role: memberships.role })
    .from(workspaces)
    .leftJoin(memberships, and(eq(memberships.workspaceId, workspaces.id), eq(memberships.identityId, identityId)))
    .where(eq(workspaces.slug, slug))
  return row
}

/**
 * A person's identity, the workspace of a slug and the person's role there, in one query. No row:
 * no identity yet; a null workspace or role: unknown slug or not a member.
 */
export async function findIdentityInWorkspace(db: Db, issuer: string, subject: string, slug: string) {
  const [row] = await prepared(db, 'identity_in_workspace', (db) =>
    db
      .select({ identity: identities, workspace: workspaces, role: memberships.role })
      .from(identities)
      .leftJoin(workspaces, eq(workspaces.slug, sql.placeholder('slug')))
      .leftJoin(memberships, and(eq(memberships.workspaceId, workspaces.id), eq(memberships.identityId, identities.id)))
      .where(and(eq(identities.issuer, sql.placeholder('issuer')), eq(identities.subject, sql.placeholder('subject'))))
      .prepare('identity_in_workspace'),
  ).execute({ issuer, subject, slug })
  return row
}

export async function membershipsOf(db: Db, identityId: string) {
  return db
    .select({ workspace: workspaces, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.identityId, identityId))
}

export async function findActiveAccessHash(db: Db, secretHash: string): Promise<AccessHashRow | undefined> {
  const [row] = await db
    .select()
    .from(accessHashes)
    .where(and(eq(accessHashes.secretHash, secretHash), isNull(accessHashes.revokedAt)))
  return row
}

/** Records the device's last use, at most once a minute (not a write on every request). */
export async function touchAccessHash(db: Db, row: AccessHashRow): Promise<void> {
  if (row.lastUsedAt && Date.now() - row.lastUsedAt.getTime() < 60_000) return
  await db
    .update(accessHashes)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(accessHashes.workspaceId, row.workspaceId), eq(accessHashes.id, row.id)))
}
