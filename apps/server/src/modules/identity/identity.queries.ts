import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { identities, memberships, workspaces } from '../../db/schema/index.ts'

export type IdentityRow = typeof identities.$inferSelect

export async function findIdentity(db: Db, issuer: string, subject: string): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.issuer, issuer), eq(identities.subject, subject)))
  return row
}

export async function insertIdentity(db: Db, row: typeof identities.$inferInsert): Promise<void> {
  await db.insert(identities).values(row).onConflictDoNothing()
}

export async function updateIdentityName(db: Db, id: string, fullName: string): Promise<IdentityRow | undefined> {
  const [row] = await db
    .update(identities)
    .set({ fullName, updatedAt: new Date() })
    .where(eq(identities.id, id))
    .returning()
  return row
}

export async function workspacesOf(db: Db, identityId: string) {
  return db
    .select({ slug: workspaces.slug, name: workspaces.name, kind: workspaces.kind, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.identityId, identityId))
    .orderBy(workspaces.name)
}
