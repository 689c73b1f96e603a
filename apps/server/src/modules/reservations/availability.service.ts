import type { Db } from '../../db/index.ts'
import { daysBetween, type LocalDate } from '../../lib/local-date.ts'
import * as q from './reservations.queries.ts'

/**
 * Which nights of [from, till) each resource of the workspace is taken by an active reservation (no
 * guest details): per resource, one flag per night, night 0 being `from`. Free resources are absent.
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
      Math.min(nights, daysBetween(range.from, stay.till)),
    )
    taken.set(stay.resourceId, flags)
  }
  return taken
}

/** Whether the resource is free for every night of [since, till). */
export async function isFree(
  db: Db,
  workspaceId: string,
  resourceId: string,
  stay: { since: LocalDate; till: LocalDate },
) {
  return (await q.findClash(db, workspaceId, resourceId, stay)) === undefined
}
