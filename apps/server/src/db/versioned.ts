import { and, eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from './index.ts'

/** A table of a workspace's records that are changed at the version their writer read (optimistic lock). */
type Versioned = PgTable & { workspaceId: PgColumn; id: PgColumn; version: PgColumn }

/**
 * Writes `values` to the record when it is still at `key.version`, raising the version; the record as
 * written, or undefined when it is gone or someone changed it since.
 */
export async function updateAtVersion<T extends Versioned>(
  db: Db,
  table: T,
  key: { workspaceId: string; id: string; version: number },
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
    .where(and(eq(table.workspaceId, key.workspaceId), eq(table.id, key.id), eq(table.version, key.version)))
    .returning()) as unknown as T['$inferSelect'][]
  return rows[0]
}
