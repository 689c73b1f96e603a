import type { Db } from '../../db/index.ts'
import { eachDate, type LocalDate } from '../../lib/local-date.ts'
import * as q from './reservations.queries.ts'

/** The nights of [from, till) each resource is taken by an active reservation (no guest details). */
export async function takenNights(
  db: Db,
  workspaceId: string,
  range: { from: LocalDate; till: LocalDate },
  resourceIds: string[],
) {
  const taken = new Map<string, Set<string>>()
  if (resourceIds.length === 0) return taken
  for (const stay of await q.selectOverlapping(db, workspaceId, range, resourceIds)) {
    const nights = taken.get(stay.resourceId) ?? new Set<string>()
    for (const night of eachDate(stay.since, stay.till)) nights.add(night)
    taken.set(stay.resourceId, nights)
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
