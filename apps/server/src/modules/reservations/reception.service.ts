import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { notFound, validation } from '../../http/errors.ts'
import { addDays, daysBetween, type LocalDate, todayIn } from '../../lib/local-date.ts'
import { activeResources, groupExists, resourceNames } from '../resources/resources.service.ts'
import { toSummary } from './reservation-view.ts'
import * as q from './reservations.queries.ts'

const MAX_TIMELINE_DAYS = 400

/** Summaries of the active stays overlapping a range, named by their resources. */
async function summaries(
  db: Db,
  workspaceId: string,
  range: { from: LocalDate; till: LocalDate },
  options: { resourceIds?: string[] | undefined; known?: Map<string, string> } = {},
) {
  const rows = await q.selectOverlapping(db, workspaceId, range, options.resourceIds)
  const known = options.known ?? new Map<string, string>()
  const missing = rows.map((row) => row.resourceId).filter((id) => !known.has(id))
  const names = new Map([...known, ...(await resourceNames(db, workspaceId, missing))])
  return rows.map((row) => toSummary({ ...row, resourceName: names.get(row.resourceId) ?? '' }))
}

/** Resources of a group (or all bookable ones) and the reservations overlapping [from, till). */
export async function timeline(db: Db, access: WorkspaceAccess, group: string, from: LocalDate, till: LocalDate) {
  const days = daysBetween(from, till)
  if (days < 1) throw validation('c', 'stay.tillNotAfterSince')
  if (days > MAX_TIMELINE_DAYS) throw validation('c', 'timeline.tooLong', { max: MAX_TIMELINE_DAYS })
  if (group !== 'all' && !(await groupExists(db, access.workspace.id, group))) throw notFound()
  const resources = (await activeResources(db, access.workspace.id)).filter(
    (r) => r.kind !== 'RESTAURANT' && (group === 'all' || r.groupId === group),
  )
  const ids = group === 'all' ? undefined : resources.map((r) => r.id)
  return {
    from,
    till,
    resources: resources.map(({ id, groupId, name, kind, capacity }) => ({ id, groupId, name, kind, capacity })),
    reservations: await summaries(
      db,
      access.workspace.id,
      { from, till },
      {
        resourceIds: ids,
        known: new Map(resources.map((r) => [r.id, r.name])),
      },
    ),
  }
}

/** Arrivals, departures and guests in house on a date (default: today where the workspace is). */
export async function receptionOverview(db: Db, access: WorkspaceAccess, effectiveDate: LocalDate | undefined) {
  const date = effectiveDate ?? todayIn(access.workspace.timeZone)
  const rows = await summaries(db, access.workspace.id, { from: addDays(date, -1), till: addDays(date, 1) })
  return {
    date,
    arrivals: rows.filter((r) => r.since === date),
    departures: rows.filter((r) => r.till === date),
    inHouse: rows.filter((r) => r.since < date && r.till > date),
  }
}
