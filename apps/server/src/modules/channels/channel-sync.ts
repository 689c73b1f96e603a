import type { Db } from '../../db/index.ts'
import { lockResourceDays } from '../../db/resource-lock.ts'
import type { channelBlocks } from '../../db/schema/index.ts'
import { FeedFetchError, fetchFeed } from '../../integrations/ical/feed-fetch.ts'
import { type FeedEvent, FeedParseError, parseFeed } from '../../integrations/ical/feed-parse.ts'
import { newId } from '../../lib/ids.ts'
import { todayIn } from '../../lib/local-date.ts'
import * as q from './channels.queries.ts'

/** How feeds are fetched: limits, and which private addresses are allowed (tests, the demo's fake portal). */
export interface FeedFetching {
  timeoutMs: number
  maxBytes: number
  allowPrivate: boolean | readonly string[]
  signal?: AbortSignal
}

export const FEED_LIMITS = { timeoutMs: 15_000, maxBytes: 2_000_000 }

/** Recorded when an empty answer is held: the next empty one is believed. */
const EMPTY_HELD = 'EMPTY: The portal answered an empty calendar; its events stay until it answers empty again.'

/** The last error as staff read it: what failed, without the feed's secret address. */
function errorOf(error: unknown): { message: string; status: number | null } {
  if (error instanceof FeedFetchError) return { message: `${error.code}: ${error.message}`, status: error.status }
  if (error instanceof FeedParseError) return { message: `PARSE: ${error.message}`, status: 200 }
  throw error
}

/**
 * Fetches one feed (conditionally, with the last answer's ETag and Last-Modified) and applies its
 * events to the room: new ones added, moved ones moved (a resolved conflict opens again), vanished
 * ones removed. Events that ended before today are not kept. Idempotent: the same feed twice leaves
 * the same blocks. A failure is recorded on the feed (its blocks stay as they were) and not thrown.
 * Portals have answered an empty calendar by mistake: a feed with events that suddenly has none
 * keeps them until it answers empty a second time in a row.
 */
export async function syncFeed(db: Db, workspace: { id: string; timeZone: string }, feedId: string, how: FeedFetching) {
  const feed = await q.findFeed(db, workspace.id, feedId)
  if (!feed) return undefined
  const now = new Date()
  let fetched: Awaited<ReturnType<typeof fetchFeed>>
  let events: FeedEvent[] = []
  try {
    fetched = await fetchFeed(feed.url, {
      ...(feed.etag ? { etag: feed.etag } : {}),
      ...(feed.lastModified ? { lastModified: feed.lastModified } : {}),
      timeoutMs: how.timeoutMs,
      maxBytes: how.maxBytes,
      allowPrivate: how.allowPrivate,
      ...(how.signal ? { signal: how.signal } : {}),
    })
    if (fetched.status === 'OK') events = parseFeed(fetched.text, { timeZone: workspace.timeZone }).events
  } catch (error) {
    const { message, status } = errorOf(error)
    return q.updateFeed(db, workspace.id, feedId, { lastFetchedAt: now, lastError: message, lastHttpStatus: status })
  }
  if (fetched.status === 'NOT_MODIFIED') {
    // the calendar we applied last, unchanged: an empty answer in between was the mistake
    return q.updateFeed(db, workspace.id, feedId, {
      emptySince: null,
      lastFetchedAt: now,
      lastSuccessAt: now,
      lastError: null,
      lastHttpStatus: 304,
    })
  }
  const today = todayIn(workspace.timeZone)
  const current = events.filter((event) => event.till > today)
  return db.transaction(async (tx) => {
    const locked = await q.lockFeed(tx, workspace.id, feedId)
    // the feed was deleted or pointed elsewhere while we fetched: this answer is not its calendar
    if (!locked || locked.url !== feed.url) return locked
    // the room's days lock: a guest booking the room waits, and sees these blocks after (decision 006)
    await lockResourceDays(tx, workspace.id, locked.resourceId)
    if (events.length === 0 && locked.eventsCount > 0 && locked.emptySince === null) {
      // the validators stay the old answer's, so the next fetch gets the calendar whole again
      return q.updateFeed(tx, workspace.id, feedId, {
        lastFetchedAt: now,
        lastError: EMPTY_HELD,
        lastHttpStatus: 200,
        emptySince: now,
      })
    }
    await applyEvents(tx, workspace.id, locked, current, now)
    return q.updateFeed(tx, workspace.id, feedId, {
      emptySince: null,
      etag: fetched.etag ?? null,
      lastModified: fetched.lastModified ?? null,
      lastFetchedAt: now,
      lastSuccessAt: now,
      lastError: null,
      lastHttpStatus: 200,
      eventsCount: current.length,
    })
  })
}

async function applyEvents(tx: Db, workspaceId: string, feed: q.FeedRow, events: FeedEvent[], now: Date) {
  const known = new Map((await q.selectBlocksOfFeed(tx, workspaceId, feed.id)).map((block) => [block.uid, block]))
  const added: (typeof channelBlocks.$inferInsert)[] = []
  for (const event of events) {
    const block = known.get(event.uid)
    if (!block) {
      added.push({
        workspaceId,
        id: newId(),
        feedId: feed.id,
        uid: event.uid,
        resourceId: feed.resourceId,
        since: event.since,
        till: event.till,
        kind: event.kind,
        summary: event.summary.slice(0, 200),
        updatedAt: now,
      })
    } else if (
      block.since !== event.since ||
      block.till !== event.till ||
      block.kind !== event.kind ||
      block.summary !== event.summary.slice(0, 200) ||
      block.resourceId !== feed.resourceId
    ) {
      await q.moveBlock(tx, workspaceId, block.id, {
        since: event.since,
        till: event.till,
        kind: event.kind,
        summary: event.summary.slice(0, 200),
        resourceId: feed.resourceId,
        updatedAt: now,
      })
    }
  }
  await q.insertBlocks(tx, added)
  await q.deleteVanished(
    tx,
    workspaceId,
    feed.id,
    events.map((event) => event.uid),
  )
}
