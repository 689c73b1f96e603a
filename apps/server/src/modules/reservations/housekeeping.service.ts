import type { RoomCleaningState } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { Principal, WorkspaceAccess } from '../../http/access.ts'
import { notFound } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { todayIn } from '../../lib/local-date.ts'
import { activeResources, groupExists } from '../resources/resources.service.ts'
import * as hq from './housekeeping.queries.ts'
import { receptionOverview } from './reception.service.ts'

/** Who cleaned, as people read it: the person's name or the device's. */
function cleanerName(principal: Principal): string {
  if (principal.kind === 'device') return principal.accessHash.name
  return principal.identity?.fullName ?? principal.token.email ?? 'unknown'
}

/** Rooms of a group (or all): dirty after a check-out until cleaned; dirty first, then today's arrivals. */
export async function roomOverview(db: Db, access: WorkspaceAccess, group: string) {
  const ws = access.workspace.id
  if (group !== 'all' && !(await groupExists(db, ws, group))) throw notFound()
  const date = todayIn(access.workspace.timeZone)
  const [rooms, cleanings, checkouts, today] = [
    (await activeResources(db, ws)).filter((r) => r.kind === 'PENSIONROOM' && (group === 'all' || r.groupId === group)),
    new Map((await hq.lastCleanings(db, ws)).map((c) => [c.resourceId, c])),
    new Map((await hq.lastCheckouts(db, ws)).map((c) => [c.resourceId, c.checkedOutAt])),
    await receptionOverview(db, access, date),
  ]
  const states: RoomCleaningState[] = rooms.map((room) => {
    const cleaning = cleanings.get(room.id)
    const checkout = checkouts.get(room.id)
    const dirty = checkout != null && (!cleaning || checkout > cleaning.cleanedAt)
    const stays = [...today.inHouse, ...today.arrivals]
    return {
      resourceId: room.id,
      resourceName: room.name,
      groupId: room.groupId,
      kind: room.kind,
      state: dirty ? 'DIRTY' : 'CLEAN',
      lastCleanedAt: cleaning?.cleanedAt.toISOString() ?? null,
      lastCleanedBy: cleaning?.cleanedBy ?? null,
      departureToday: today.departures.some((r) => r.resourceId === room.id),
      arrivalToday: today.arrivals.some((r) => r.resourceId === room.id),
      occupied: stays.some((r) => r.resourceId === room.id && r.status === 'CHECKED_IN'),
    }
  })
  const rank = (s: RoomCleaningState) => (s.state === 'DIRTY' ? 0 : 2) + (s.arrivalToday ? 0 : 1)
  return { date, rooms: states.sort((a, b) => rank(a) - rank(b)) }
}

export async function markCleaned({ db, access, principal }: StaffContext, resourceId: string) {
  const before = (await roomOverview(db, access, 'all')).rooms.find((r) => r.resourceId === resourceId)
  if (!before) throw notFound()
  await hq.insertCleaning(db, {
    workspaceId: access.workspace.id,
    id: newId(),
    resourceId,
    cleanedBy: cleanerName(principal),
  })
  const after = (await roomOverview(db, access, 'all')).rooms.find((r) => r.resourceId === resourceId)
  if (!after) throw notFound()
  return after
}
