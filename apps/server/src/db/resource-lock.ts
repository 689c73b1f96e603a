import { sql } from 'drizzle-orm'
import type { Db } from './index.ts'

/**
 * The one transaction lock on the days of a room, place or car (decision 006). Every writer of those
 * days takes it first — reservations and rental contracts alike — so writers of one resource queue
 * instead of deadlocking on an exclusion constraint, and a writer that checks the other table under
 * the lock sees everything committed before it. Ids are UUIDv7, so a car's key never meets a room's.
 */
export async function lockResourceDays(tx: Db, workspaceId: string, subjectId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${workspaceId}:${subjectId}`}, 0))`)
}
