import type { Db } from '../../db/index.ts'
import type { LocalDate } from '../../lib/local-date.ts'
import * as q from './availability.queries.ts'

/**
 * One flag per night of a range, 1 where something holds it, from what `holding` (availability.queries)
 * found there as night offsets: each hold takes the nights [starts[i], ends[i]) of the range.
 */
export function takenNights(nights: number, held: { starts: number[] | null; ends: number[] | null }): Uint8Array {
  const flags = new Uint8Array(nights)
  const { starts, ends } = held
  if (starts && ends) for (const [i, start] of starts.entries()) flags.fill(1, start, ends[i])
  return flags
}

/**
 * The active reservation holding a night of the resource in [since, till) (`till` null: open-ended),
 * for the other writer of those days (rental contracts), inside its transaction and lock.
 */
export async function stayHolding(
  db: Db,
  workspaceId: string,
  resourceId: string,
  days: { since: LocalDate; till: LocalDate | null },
) {
  const row = await q.findStayClash(db, workspaceId, resourceId, days)
  return row && { id: row.id, code: row.code, contactName: row.contactName, since: row.since, till: row.till }
}

/**
 * The contract (not canceled) renting the resource on a day of [since, till), for a writer of the
 * resource's reservations inside its transaction and lock; undefined when none does. `end` null: rented
 * until further notice.
 */
export async function leaseHolding(
  db: Db,
  workspaceId: string,
  resourceId: string,
  days: { since: LocalDate; till: LocalDate },
) {
  return q.findLeaseClash(db, workspaceId, resourceId, days)
}
