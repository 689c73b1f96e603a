import type { ChannelExport, ChannelGroupMode, CreateChannelExport } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import { notFound, validation } from '../../http/errors.ts'
import type { ExportEvent } from '../../integrations/ical/feed-export.ts'
import { buildFeed } from '../../integrations/ical/feed-export.ts'
import { newId } from '../../lib/ids.ts'
import { addDays, eachDate, todayIn } from '../../lib/local-date.ts'
import { randomToken } from '../../lib/secrets.ts'
import * as q from './channels.queries.ts'

// The feeds we publish for the portals: a room's, or a group's as a whole. Publishing, a new
// address, revoking, a group's mode, and the text the portal fetches.

const TOKEN_FILE = /^([A-Za-z0-9_-]{20,64})\.ics$/
/** What every event says: no guest's name or contact leaves the house. */
const TAKEN = 'Obsazeno'

interface ExportRow {
  id: string
  resourceId: string | null
  groupId: string | null
  mode: ChannelGroupMode | null
  token: string
  createdAt: Date
}

export function toExport(row: ExportRow, publicUrl: string): ChannelExport {
  return {
    id: row.id,
    resourceId: row.resourceId,
    groupId: row.groupId,
    mode: row.mode,
    url: `${publicUrl}/ical/${row.token}.ics`,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The rooms of a group a feed may speak for (not retired, not restaurants); none means no such group. */
async function roomsOfGroup(db: Db, workspaceId: string, groupId: string) {
  const rooms = (await q.selectRooms(db, workspaceId)).filter((room) => room.groupId === groupId)
  if (rooms.length === 0) throw validation('groupId', 'channels.unknownGroup')
  return rooms
}

/** Publishes under a new secret address; the room's or group's older address stops working. */
export async function createExport(
  deps: { db: Db; publicUrl: string },
  workspaceId: string,
  input: z.output<typeof CreateChannelExport>,
  now = new Date(),
) {
  let target: q.ExportTarget
  if (input.groupId) {
    await roomsOfGroup(deps.db, workspaceId, input.groupId)
    target = { groupId: input.groupId }
  } else {
    const room = input.resourceId && (await q.findRoom(deps.db, workspaceId, input.resourceId))
    if (!room) throw validation('resourceId', 'channels.unknownRoom')
    target = { resourceId: room.id }
  }
  const mode = input.groupId ? (input.mode ?? 'ANY_TAKEN') : null
  const row = await deps.db.transaction(async (tx) => {
    await q.revokeExportsOf(tx, workspaceId, target, now)
    return q.insertExport(tx, { workspaceId, id: newId(), ...target, mode, token: randomToken(24), createdAt: now })
  })
  if (!row) throw notFound()
  return toExport(row, deps.publicUrl)
}

export async function revokeExport(db: Db, workspaceId: string, id: string) {
  if (!(await q.revokeExport(db, workspaceId, id, new Date()))) throw notFound()
  return { id }
}

/** A group feed's rule changes under the same address (the portal keeps importing it). */
export async function setExportMode(
  deps: { db: Db; publicUrl: string },
  workspaceId: string,
  id: string,
  mode: ChannelGroupMode,
) {
  const row = await q.updateExportMode(deps.db, workspaceId, id, mode)
  if (row) return toExport(row, deps.publicUrl)
  const live = (await q.selectLiveExports(deps.db, workspaceId)).some((found) => found.id === id)
  if (live) throw validation('mode', 'channels.modeForGroups')
  throw notFound()
}

interface Period {
  resourceId: string
  since: string
  till: string
}

/**
 * The runs of nights on which every one of `roomIds` is taken by some period, merged into periods
 * (`till` exclusive). A room with nothing keeps every night open.
 */
export function fullyTakenRuns(roomIds: string[], periods: Period[], from: string): { since: string; till: string }[] {
  const takenBy = new Map<string, Set<string>>()
  for (const period of periods) {
    const since = period.since > from ? period.since : from
    if (period.till <= since) continue
    for (const night of eachDate(since, period.till)) {
      const rooms = takenBy.get(night) ?? new Set<string>()
      rooms.add(period.resourceId)
      takenBy.set(night, rooms)
    }
  }
  const full = [...takenBy.entries()]
    .filter(([, rooms]) => roomIds.every((id) => rooms.has(id)))
    .map(([night]) => night)
    .sort()
  const runs: { since: string; till: string }[] = []
  for (const night of full) {
    const last = runs.at(-1)
    if (last && last.till === night) last.till = addDays(night, 1)
    else runs.push({ since: night, till: addDays(night, 1) })
  }
  return runs
}

async function eventsOf(db: Db, published: ExportRow & { workspaceId: string }, from: string): Promise<ExportEvent[]> {
  const rooms = published.groupId
    ? (await q.selectRooms(db, published.workspaceId)).filter((room) => room.groupId === published.groupId)
    : [{ id: published.resourceId ?? '' }]
  const roomIds = rooms.map((room) => room.id)
  const { stays, blocks } = await q.selectExportEvents(db, published.workspaceId, roomIds, from)
  if (published.mode === 'ALL_TAKEN') {
    // a run's UID is the feed's and its first night's: a run growing at its end keeps its UID
    return fullyTakenRuns(roomIds, [...stays, ...blocks], from).map((run) => ({
      uid: `${published.id}-${run.since}@innkeep`,
      ...run,
      summary: TAKEN,
    }))
  }
  return [...stays, ...blocks].map((period) => ({
    uid: `${period.id}@innkeep`,
    since: period.since,
    till: period.till,
    summary: TAKEN,
  }))
}

/**
 * A published calendar: every active stay and every event imported from another portal (so a night
 * sold on Airbnb closes on Booking.com too), from a month ago on, with stable UIDs. A room's feed
 * lists its own; a group's lists its rooms' (ANY_TAKEN) or only the nights none of them is free
 * (ALL_TAKEN). Undefined for an unknown or revoked address.
 */
export async function publishedFeed(db: Db, file: string, now = new Date()) {
  const token = TOKEN_FILE.exec(file)?.[1]
  if (!token) return undefined
  const found = await q.findExportByToken(db, token)
  if (!found) return undefined
  const { export: published, workspaceName, timeZone } = found
  const from = addDays(todayIn(timeZone, now), -31)
  return buildFeed({
    name: `${workspaceName} – ${found.resourceName ?? found.groupName ?? ''}`,
    events: await eventsOf(db, published, from),
    stamp: now,
  })
}
