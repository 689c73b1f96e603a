import type { JobHandler } from '../../jobs/jobs.ts'
import { findWorkspaceById } from '../workspaces/access.queries.ts'
import { type FeedFetching, syncFeed } from './channel-sync.ts'
import * as q from './channels.queries.ts'

/** Fetches every feed of a workspace (the periodic run), or the one feed of the payload (a new feed). */
export const CHANNEL_SYNC = 'channels.sync'

export function channelSyncHandler(how: Omit<FeedFetching, 'signal'>): JobHandler {
  return {
    kind: CHANNEL_SYNC,
    async run({ db, job, signal }) {
      const workspace = await findWorkspaceById(db, job.workspaceId)
      if (!workspace) return
      const { feedId } = (job.payload ?? {}) as { feedId?: string }
      const feeds = feedId ? [feedId] : (await q.selectFeeds(db, workspace.id)).map((feed) => feed.id)
      // one feed's failure is recorded on it and does not stop the others
      for (const id of feeds) {
        if (signal.aborted) return
        await syncFeed(db, workspace, id, { ...how, signal })
      }
    },
  }
}
