import type { ReservationSummary } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { daysBetween, type LocalDate } from '../../lib/local-date.ts'
import { toSummary } from './reservation-view.ts'
import * as q from './reservations.queries.ts'

/**
 * Which nights of [from, till) each resource of the workspace is taken, by an active reservation or
 * a rental contract of the resource (no guest or tenant details): per resource, one flag per night,
 * night 0 being `from`. Free resources are absent.
 */
export async function occupancy(
  db: Db,
  workspaceId: string,
  range: { from: LocalDate; till: LocalDate },
): Promise<Map<string, Uint8Array>> {
  const taken = new Map<string, Uint8Array>()
  const nights = daysBetween(range.from, range.till)
  for (const stay of await q.selectStays(db, workspaceId, range)) {
    const flags = taken.get(stay.resourceId) ?? new Uint8Array(nights)
    flags.fill(
      1,
      Math.max(0, daysBetween(range.from, stay.since)),
      stay.till === null ? nights : Math.min(nights, daysBetween(range.from, stay.till)),
    )
    taken.set(stay.resourceId, flags)
  }
  return taken
}

/** Whether the resource is free for every night of [since, till): no stay and no rental contract holds one. */
export async function isFree(
  db: Db,
  workspaceId: string,
  resourceId: string,
  stay: { since: LocalDate; till: LocalDate },
) {
  return !(await q.isTaken(db, workspaceId, resourceId, stay))
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
): Promise<ReservationSummary | undefined> {
  const row = await q.findClash(db, workspaceId, resourceId, days)
  return row ? toSummary(row) : undefined
}
