import {
  type ChannelsOverview,
  createChannelExport,
  deleteChannelFeed,
  getChannels,
  listChannelConflicts,
  listReservationsByResource,
  revokeChannelExport,
  saveChannelFeed,
  setChannelExportMode,
  syncChannelFeed,
} from '@innkeep/contract'
import { useApiMutation, useApiQuery } from './query.ts'

// a feed's events are blocks on the timeline and may be conflicts on the home page
const FEED_VIEWS = [getChannels, listReservationsByResource, listChannelConflicts]

/** How often the page looks again while a feed waits for its first fetch (the server's job runs it). */
const WHILE_FETCHING_MS = 2000
const LOOKS_AT_MOST = 30

const waitsForFirstFetch = (overview: ChannelsOverview | null | undefined) =>
  overview?.resources.some((room) => room.feeds.some((feed) => feed.status.lastFetchedAt === null)) ?? false

/** Every room's published feed and imported feeds; reloaded every 2 s while a new feed is not fetched yet. */
export function useChannels(slugs: string) {
  return useApiQuery(
    getChannels,
    { params: { slugs } },
    {
      refetchInterval: (query) =>
        waitsForFirstFetch(query.state.data) && query.state.dataUpdateCount < LOOKS_AT_MOST ? WHILE_FETCHING_MS : false,
    },
  )
}
export const usePublishExport = () => useApiMutation(createChannelExport, { invalidates: [getChannels] })
export const useSetExportMode = () => useApiMutation(setChannelExportMode, { invalidates: [getChannels] })
export const useRevokeExport = () => useApiMutation(revokeChannelExport, { invalidates: [getChannels] })
export const useSaveFeed = () => useApiMutation(saveChannelFeed, { invalidates: FEED_VIEWS })
export const useDeleteFeed = () => useApiMutation(deleteChannelFeed, { invalidates: FEED_VIEWS })
export const useSyncFeed = () => useApiMutation(syncChannelFeed, { invalidates: FEED_VIEWS })
