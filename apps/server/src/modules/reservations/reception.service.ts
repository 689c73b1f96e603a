import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { notFound, validation } from '../../http/errors.ts'
import { addDays, daysBetween, type LocalDate, todayIn } from '../../lib/local-date.ts'
import { blocksInRange } from '../channels/channels.service.ts'
import { checkLabelFilter } from '../labels/labels.service.ts'
import { withLabels } from '../labels/labels-of-objects.ts'
import { activeResources, groupExists, resourceNames } from '../resources/resources.service.ts'
import { timelineRentals } from '../vehicles/accommodation-rentals.service.ts'
import { toSummary } from './reservation-view.ts'
import * as q from './reservations.queries.ts'

const MAX_TIMELINE_DAYS = 400

/** Summaries of reservation rows, named by their resources (names not known yet are looked up). */
async function named(db: Db, workspaceId: string, rows: q.SummaryRow[], known = new Map<string, string>()) {
  const missing = rows.map((row) => row.resourceId).filter((id) => !known.has(id))
  const names = new Map([...known, ...(await resourceNames(db, workspaceId, missing))])
  return rows.map((row) => toSummary({ ...row, resourceName: names.get(row.resourceId) ?? '' }))
}

/**
 * Resources of a group (or all bookable ones) and the reservations overlapping [from, till); with
 * `labelIds`, only the reservations carrying any of them (the resources stay, the rows are the house).
 * Rental contracts of the resources shown come along; the full timeline also has the vehicle rows
 * with their contracts (for a role that may read vehicles). Labels filter stays only.
 */
export async function timeline(
  db: Db,
  access: WorkspaceAccess,
  view: { group: string; from: LocalDate; till: LocalDate; labelIds?: string[] | undefined },
) {
  const { group, from, till } = view
  const days = daysBetween(from, till)
  if (days < 1) throw validation('c', 'stay.tillNotAfterSince')
  if (days > MAX_TIMELINE_DAYS) throw validation('c', 'timeline.tooLong', { max: MAX_TIMELINE_DAYS })
  const workspaceId = access.workspace.id
  await checkLabelFilter(db, workspaceId, view.labelIds)
  const [exists, active, rows, rented, blocks] = await Promise.all([
    group === 'all' || groupExists(db, workspaceId, group),
    activeResources(db, workspaceId),
    q.selectOverlapping(db, workspaceId, { from, till }, { labelIds: view.labelIds }),
    timelineRentals({ db, access }, { from, till }, { cars: group === 'all' }),
    blocksInRange(db, workspaceId, { from, till }),
  ])
  if (!exists) throw notFound()
  const resources = active.filter((r) => r.kind !== 'RESTAURANT' && (group === 'all' || r.groupId === group))
  const shown = new Map(resources.map((r) => [r.id, r.name]))
  // stays of retired resources stay on the full timeline, named; a group shows its own resources only
  const stays = group === 'all' ? rows : rows.filter((row) => shown.has(row.resourceId))
  const rentals = rented.rentals.filter((r) => r.carId !== null || group === 'all' || shown.has(r.resourceId ?? ''))
  return {
    from,
    till,
    resources: resources.map(({ id, groupId, name, kind, capacity }) => ({ id, groupId, name, kind, capacity })),
    reservations: await named(db, workspaceId, stays, shown),
    cars: rented.cars,
    rentals,
    // what the portals' calendars hold in the rows shown (never label-filtered: they are not our stays)
    channelBlocks: blocks.filter((block) => shown.has(block.resourceId)),
  }
}

/**
 * Arrivals, departures and guests in house on a date (default: today where the workspace is). The
 * departures also hold guests still checked in whose day of departure has passed (after midnight,
 * or forgotten): they are in the room until someone checks them out, first in the list.
 */
export async function receptionOverview(db: Db, access: WorkspaceAccess, effectiveDate: LocalDate | undefined) {
  const date = effectiveDate ?? todayIn(access.workspace.timeZone)
  const workspaceId = access.workspace.id
  const range = { from: addDays(date, -1), till: addDays(date, 1) }
  const [around, overdue] = await Promise.all([
    q.selectOverlapping(db, workspaceId, range),
    q.selectOverdueDepartures(db, workspaceId, date),
  ])
  const overdueIds = new Set(overdue.map((row) => row.id))
  const summaries = await named(db, workspaceId, [...overdue, ...around])
  const rows = await withLabels(db, workspaceId, 'RESERVATION', summaries)
  return {
    date,
    arrivals: rows.filter((r) => r.since === date),
    departures: rows.filter((r) => r.till === date || overdueIds.has(r.id)),
    inHouse: rows.filter((r) => r.since < date && r.till > date),
  }
}
