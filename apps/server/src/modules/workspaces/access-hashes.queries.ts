import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { accessHashes } from '../../db/schema/index.ts'

export async function listAccessHashes(db: Db, workspaceId: string) {
  return db
    .select()
    .from(accessHashes)
    .where(eq(accessHashes.workspaceId, workspaceId))
    .orderBy(desc(accessHashes.createdAt))
}

export async function insertAccessHash(db: Db, row: typeof accessHashes.$inferInsert) {
  const [inserted] = await db.insert(accessHashes).values(row).returning()
  return inserted
}

export async function revokeAccessHash(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .update(accessHashes)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessHashes.workspaceId, workspaceId), eq(accessHashes.id, id), isNull(accessHashes.revokedAt)))
    .returning()
  if (row) return row
  const [existing] = await db
    .select()
    .from(accessHashes)
    .where(and(eq(accessHashes.workspaceId, workspaceId), eq(accessHashes.id, id)))
  return existing
}
