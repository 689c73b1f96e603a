import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { pcloudConnections } from '../../db/schema/index.ts'

export type PCloudConnectionRow = typeof pcloudConnections.$inferSelect
type ConnectionValues = Pick<PCloudConnectionRow, 'apiHost' | 'tokenSealed' | 'folderId' | 'folderPath'>

export async function findConnection(db: Db, workspaceId: string) {
  const [row] = await db.select().from(pcloudConnections).where(eq(pcloudConnections.workspaceId, workspaceId))
  return row
}

/** The first connection of the workspace; undefined when another request made one meanwhile. */
export async function insertConnection(db: Db, workspaceId: string, values: ConnectionValues) {
  const [row] = await db
    .insert(pcloudConnections)
    .values({ workspaceId, ...values, version: 0, updatedAt: new Date() })
    .onConflictDoNothing()
    .returning()
  return row
}

/** Replaces the connection if it still has `version`; undefined when it changed meanwhile. */
export async function updateConnection(db: Db, workspaceId: string, version: number, values: ConnectionValues) {
  const [row] = await db
    .update(pcloudConnections)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(pcloudConnections.workspaceId, workspaceId), eq(pcloudConnections.version, version)))
    .returning()
  return row
}

/** The folder was made again (the owner had deleted it): same path, a new id. */
export async function setConnectionFolder(db: Db, workspaceId: string, folderId: string) {
  await db.update(pcloudConnections).set({ folderId }).where(eq(pcloudConnections.workspaceId, workspaceId))
}

export async function deleteConnection(db: Db, workspaceId: string) {
  await db.delete(pcloudConnections).where(eq(pcloudConnections.workspaceId, workspaceId))
}
