import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { memberships, workspaces } from '../../db/schema/index.ts'
import type { WorkspaceRow } from './access.queries.ts'

/** Inserts the workspace and its first OWNER together; undefined when the slug is taken. */
export async function insertWorkspaceWithOwner(
  db: Db,
  row: typeof workspaces.$inferInsert,
  ownerIdentityId: string,
): Promise<WorkspaceRow | undefined> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(workspaces).values(row).onConflictDoNothing().returning()
    if (!inserted) return undefined
    await tx.insert(memberships).values({ workspaceId: inserted.id, identityId: ownerIdentityId, role: 'OWNER' })
    return inserted
  })
}

/** Optimistic update: only when the stored version is the one the caller saw. */
export async function updateWorkspaceIfVersion(
  db: Db,
  id: string,
  version: number,
  values: Partial<typeof workspaces.$inferInsert>,
): Promise<WorkspaceRow | undefined> {
  const [row] = await db
    .update(workspaces)
    .set({ ...values, version: version + 1 })
    .where(and(eq(workspaces.id, id), eq(workspaces.version, version)))
    .returning()
  return row
}

/** Not versioned: the switch is no part of the company form, whose version it must not make stale. */
export async function updateRequireSecondStep(db: Db, id: string, requireSecondStep: boolean) {
  const [row] = await db
    .update(workspaces)
    .set({ requireSecondStep })
    .where(eq(workspaces.id, id))
    .returning({ requireSecondStep: workspaces.requireSecondStep })
  return row
}
