import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { channelExports, channelFeeds, resources, workspaces } from '../db/schema/index.ts'
import { enqueueJob } from '../jobs/jobs.ts'
import { newId } from '../lib/ids.ts'
import { randomToken } from '../lib/secrets.ts'
import { CHANNEL_SYNC } from '../modules/channels/channel-sync.job.ts'

/** The demo's imported calendar is named so, on the demo's first room. */
export const DEMO_FEED_NAME = 'Airbnb (ukázka)'

/**
 * Channel calendars of the demo workspace: the first room publishes its feed (added once), and when
 * `npm start` runs the local fake portal (tools/start-demo.ts), the same room imports the portal's
 * calendar from `feedUrl`. The fake's address changes with every start, so the feed follows it and
 * is fetched at once.
 */
export async function seedDemoChannels(db: Db, slug: string, feedUrl: string | undefined): Promise<void> {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.slug, slug))
  if (!workspace) return
  const ws = workspace.id
  const [room] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.workspaceId, ws), isNull(resources.retiredAt), ne(resources.kind, 'RESTAURANT')))
    .orderBy(asc(resources.position), asc(resources.name))
    .limit(1)
  if (!room) return
  const [published] = await db.select().from(channelExports).where(eq(channelExports.workspaceId, ws)).limit(1)
  if (!published) {
    await db
      .insert(channelExports)
      .values({ workspaceId: ws, id: newId(), resourceId: room.id, token: randomToken(24) })
  }
  if (!feedUrl) return
  const [feed] = await db
    .select()
    .from(channelFeeds)
    .where(and(eq(channelFeeds.workspaceId, ws), eq(channelFeeds.name, DEMO_FEED_NAME)))
  const id = feed?.id ?? newId()
  if (!feed) {
    await db
      .insert(channelFeeds)
      .values({ workspaceId: ws, id, resourceId: room.id, name: DEMO_FEED_NAME, url: feedUrl, color: 'red' })
  } else if (feed.url !== feedUrl) {
    await db
      .update(channelFeeds)
      .set({ url: feedUrl, etag: null, lastModified: null })
      .where(and(eq(channelFeeds.workspaceId, ws), eq(channelFeeds.id, id)))
  }
  await enqueueJob(db, { workspaceId: ws, kind: CHANNEL_SYNC, payload: { feedId: id }, dedupeKey: `channels:${id}` })
}
