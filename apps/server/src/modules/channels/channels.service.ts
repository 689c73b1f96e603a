import { isIP } from 'node:net'
import type {
  ChannelBlock,
  ChannelConflict,
  ChannelFeed,
  ChannelsOverview,
  LabelColor,
  SaveChannelFeed,
} from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import { addressPolicy } from '../../integrations/ical/feed-fetch.ts'
import { enqueueJob } from '../../jobs/jobs.ts'
import { newId } from '../../lib/ids.ts'
import { todayIn } from '../../lib/local-date.ts'
import { toExport } from './channel-export.service.ts'
import { CHANNEL_SYNC } from './channel-sync.job.ts'
import { type FeedFetching, syncFeed } from './channel-sync.ts'
import * as q from './channels.queries.ts'

export interface ChannelDeps {
  db: Db
  publicUrl: string
  syncMinutes: number
  fetching: FeedFetching
  pokeJobs: () => void
}

interface Workspace {
  id: string
  timeZone: string
}

const iso = (at: Date | null) => at?.toISOString() ?? null

/** The address without its secret part: scheme, host and the first path segment. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url)
    const [first] = parsed.pathname.split('/').filter(Boolean)
    const more = parsed.pathname.split('/').filter(Boolean).length > 1 || parsed.search !== ''
    return `${parsed.origin}${first ? `/${first}` : ''}${more ? '/…' : ''}`
  } catch {
    return '…'
  }
}

function toFeed(row: q.FeedRow, resourceName: string): ChannelFeed {
  return {
    id: row.id,
    resourceId: row.resourceId,
    resourceName,
    name: row.name,
    urlShown: shownUrl(row.url),
    color: row.color as LabelColor,
    version: row.version,
    status: {
      lastFetchedAt: iso(row.lastFetchedAt),
      lastSuccessAt: iso(row.lastSuccessAt),
      lastError: row.lastError,
      lastHttpStatus: row.lastHttpStatus,
      eventsCount: row.eventsCount,
    },
  }
}

export async function overview(deps: ChannelDeps, workspaceId: string): Promise<ChannelsOverview> {
  const [rooms, exports, feeds] = await Promise.all([
    q.selectRooms(deps.db, workspaceId),
    q.selectLiveExports(deps.db, workspaceId),
    q.selectFeeds(deps.db, workspaceId),
  ])
  const published = (found: q.ExportRow | undefined) => (found ? toExport(found, deps.publicUrl) : null)
  const groups = new Map<string, ChannelsOverview['groups'][number]>()
  for (const room of rooms) {
    const group = groups.get(room.groupId)
    if (group) group.roomCount += 1
    else {
      const live = exports.find((row) => row.groupId === room.groupId)
      groups.set(room.groupId, { id: room.groupId, name: room.groupName, roomCount: 1, export: published(live) })
    }
  }
  return {
    resources: rooms.map((room) => ({
      ...room,
      export: published(exports.find((row) => row.resourceId === room.id)),
      feeds: feeds.filter((feed) => feed.resourceId === room.id).map((feed) => toFeed(feed, room.name)),
    })),
    groups: [...groups.values()],
    syncMinutes: deps.syncMinutes,
  }
}

async function roomOf(db: Db, workspaceId: string, resourceId: string) {
  const room = await q.findRoom(db, workspaceId, resourceId)
  if (!room) throw validation('resourceId', 'channels.unknownRoom')
  return room
}

/**
 * A feed address the server may fetch: a private address written in it (or `localhost`) is refused
 * at once; a host name resolving to one is refused when fetched (feed-fetch.ts), shown as the error.
 */
function checkUrl(url: string, allowPrivate: FeedFetching['allowPrivate']) {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  const address = host === 'localhost' || host.endsWith('.localhost') ? '127.0.0.1' : host
  if (isIP(address) && !addressPolicy(allowPrivate)(address)) throw validation('url', 'channels.privateAddress')
}

export async function saveFeed(deps: ChannelDeps, workspaceId: string, input: z.output<typeof SaveChannelFeed>) {
  const room = await roomOf(deps.db, workspaceId, input.resourceId)
  if (input.url) checkUrl(input.url, deps.fetching.allowPrivate)
  const values = { resourceId: input.resourceId, name: input.name, color: input.color }
  let row: q.FeedRow | undefined
  if (!input.id) {
    if (!input.url) throw validation('url', 'validation.required')
    row = await q.insertFeed(deps.db, { workspaceId, id: newId(), ...values, url: input.url })
  } else {
    const current = await q.findFeed(deps.db, workspaceId, input.id)
    if (!current) throw notFound()
    // a new address starts afresh: the old one's validators mean nothing to it
    const moved = input.url !== undefined && input.url !== current.url
    row = await q.updateFeed(
      deps.db,
      workspaceId,
      input.id,
      {
        ...values,
        ...(moved ? { url: input.url, etag: null, lastModified: null, emptySince: null } : {}),
        version: current.version + 1,
      },
      input.version ?? current.version,
    )
    if (!row) throw conflict('channels.stale', toFeed(current, room.name))
  }
  if (!row) throw notFound()
  await enqueueJob(deps.db, {
    workspaceId,
    kind: CHANNEL_SYNC,
    payload: { feedId: row.id },
    dedupeKey: `channels:${row.id}`,
  })
  deps.pokeJobs()
  return toFeed(row, room.name)
}

export async function deleteFeed(db: Db, workspaceId: string, id: string) {
  if (!(await q.deleteFeed(db, workspaceId, id))) throw notFound()
  return { id }
}

export async function syncNow(deps: ChannelDeps, workspace: Workspace, id: string) {
  const feed = await q.findFeed(deps.db, workspace.id, id)
  if (!feed) throw notFound()
  const synced = (await syncFeed(deps.db, workspace, id, deps.fetching)) ?? feed
  const room = await q.findRoom(deps.db, workspace.id, synced.resourceId)
  return toFeed(synced, room?.name ?? '')
}

type BlockJoin = { block: q.BlockRow; feedName: string; color: string }

function toBlock(row: BlockJoin, conflicting: boolean): ChannelBlock {
  const { block } = row
  return {
    id: block.id,
    feedId: block.feedId,
    feedName: row.feedName,
    color: row.color as LabelColor,
    resourceId: block.resourceId,
    since: block.since,
    till: block.till,
    kind: block.kind,
    summary: block.summary,
    conflict: conflicting,
  }
}

export async function conflicts(db: Db, workspace: Workspace): Promise<ChannelConflict[]> {
  const rows = await q.selectConflicts(db, workspace.id, todayIn(workspace.timeZone))
  return rows.map((row) => ({
    block: toBlock(row, true),
    reservation: row.reservation,
    resourceName: row.resourceName,
  }))
}

export async function resolveConflict(db: Db, workspaceId: string, blockId: string) {
  if (!(await q.resolveBlock(db, workspaceId, blockId))) throw notFound()
  return { id: blockId }
}

/** The imported events the timeline draws in [from, till). */
export async function blocksInRange(db: Db, workspaceId: string, range: { from: string; till: string }) {
  const rows = await q.selectBlocksInRange(db, workspaceId, range)
  return rows.map((row) => toBlock(row, row.conflict))
}
