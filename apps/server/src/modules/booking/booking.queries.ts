import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { idempotencyKeys } from '../../db/schema/index.ts'

/** Serializes the posts that carry one Idempotency-Key (until the transaction ends). */
export async function lockKey(tx: Db, workspaceId: string, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${workspaceId}:idempotency:${key}`}, 0))`)
}

export async function findKey(db: Db, workspaceId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.workspaceId, workspaceId), eq(idempotencyKeys.key, key)))
  return row
}

export async function insertKey(db: Db, row: typeof idempotencyKeys.$inferInsert) {
  await db.insert(idempotencyKeys).values(row)
}
