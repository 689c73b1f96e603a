import { z } from 'zod'
import { Id, Instant, LocalDate, SlugParams, Version, withCode } from './common.ts'
import { endpoint } from './endpoint.ts'
import { LabelColor } from './labels.ts'

// Channel calendars (issue 11): each room publishes a secret iCal feed of its stays for Booking.com,
// Airbnb or another PMS, and reads any number of their feeds; what they hold shows as blocks on the
// timeline, and a block over one of our reservations is a conflict until staff resolve it.
// docs/ical.md tells how the parts fit.

/** An imported event: a stay sold elsewhere (BOOKING) or dates closed there (BLOCK, "Not available"). */
export const ChannelBlockKind = z.enum(['BOOKING', 'BLOCK'])
export type ChannelBlockKind = z.infer<typeof ChannelBlockKind>

/**
 * When a group's feed says a night is taken: `ANY_TAKEN` as soon as one of its rooms is (the whole
 * house sold as one listing), `ALL_TAKEN` only once none is free (one listing standing for several
 * alike rooms).
 */
export const ChannelGroupMode = z.enum(['ANY_TAKEN', 'ALL_TAKEN'])
export type ChannelGroupMode = z.infer<typeof ChannelGroupMode>

export const ChannelExport = z.object({
  id: Id,
  /** The room's feed, or null for a group's. */
  resourceId: Id.nullable(),
  /** The group's feed, or null for a room's. */
  groupId: Id.nullable(),
  /** A group feed's rule; null for a room's. */
  mode: ChannelGroupMode.nullable(),
  /** The feed's address for the portal to import (`{PUBLIC_URL}/ical/{token}.ics`). */
  url: z.string(),
  createdAt: Instant,
})
export type ChannelExport = z.infer<typeof ChannelExport>

export const ChannelFeedStatus = z.object({
  /** When the feed was last asked for, answered or not. */
  lastFetchedAt: Instant.nullable(),
  /** When it last answered with a calendar we could read (or 304: unchanged). */
  lastSuccessAt: Instant.nullable(),
  /** The last fetch's problem (HTTP status, unreadable calendar, refused address); null once it worked. */
  lastError: z.string().nullable(),
  lastHttpStatus: z.number().int().nullable(),
  /** Events of the feed now on the timeline. */
  eventsCount: z.number().int(),
})

export const ChannelFeed = z.object({
  id: Id,
  resourceId: Id,
  resourceName: z.string(),
  /** The portal as staff call it: "Booking.com", "Airbnb". */
  name: z.string(),
  /** The address with its secret part hidden (`https://www.airbnb.com/calendar/ical/…`). */
  urlShown: z.string(),
  color: LabelColor,
  version: z.number().int(),
  status: ChannelFeedStatus,
})
export type ChannelFeed = z.infer<typeof ChannelFeed>

const FeedUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s/]+/i.test(v), withCode('channels.feedUrl'))

export const SaveChannelFeed = z.object({
  /** Absent for a new feed. */
  id: Id.optional(),
  resourceId: Id,
  name: z.string().trim().min(1).max(60),
  /** Absent when an existing feed keeps its address (the screen never gets it back whole). */
  url: FeedUrl.optional(),
  color: LabelColor.default('blue'),
  version: Version.optional(),
})
export type SaveChannelFeed = z.input<typeof SaveChannelFeed>

export const ChannelBlock = z.object({
  id: Id,
  feedId: Id,
  feedName: z.string(),
  color: LabelColor,
  resourceId: Id,
  since: LocalDate,
  /** Exclusive, as a stay's. */
  till: LocalDate,
  kind: ChannelBlockKind,
  summary: z.string(),
  /** It overlaps one of our active reservations and nobody resolved that yet. */
  conflict: z.boolean(),
})
export type ChannelBlock = z.infer<typeof ChannelBlock>

export const ChannelConflict = z.object({
  block: ChannelBlock,
  reservation: z.object({
    id: Id,
    code: z.string(),
    status: z.string(),
    contactName: z.string(),
    since: LocalDate,
    till: LocalDate,
  }),
  resourceName: z.string(),
})
export type ChannelConflict = z.infer<typeof ChannelConflict>

export const ChannelsOverview = z.object({
  resources: z.array(
    z.object({
      id: Id,
      name: z.string(),
      groupId: Id,
      groupName: z.string(),
      export: ChannelExport.nullable(),
      feeds: z.array(ChannelFeed),
    }),
  ),
  /** The groups holding rooms, each with the feed it may publish for the group as a whole. */
  groups: z.array(
    z.object({
      id: Id,
      name: z.string(),
      roomCount: z.number().int(),
      export: ChannelExport.nullable(),
    }),
  ),
  /** Minutes between fetches of every feed. */
  syncMinutes: z.number().int(),
})
export type ChannelsOverview = z.infer<typeof ChannelsOverview>

/** A room's feed (`resourceId`) or a group's (`groupId`, with its mode; any rooms taken by default). */
export const CreateChannelExport = z
  .object({
    resourceId: Id.optional(),
    groupId: Id.optional(),
    mode: ChannelGroupMode.optional(),
  })
  .refine((b) => (b.resourceId === undefined) !== (b.groupId === undefined), {
    ...withCode('channels.exportTarget'),
    path: ['resourceId'],
  })
  .refine((b) => b.mode === undefined || b.groupId !== undefined, {
    ...withCode('channels.modeForGroups'),
    path: ['mode'],
  })
export type CreateChannelExport = z.input<typeof CreateChannelExport>

export const getChannels = endpoint({
  name: 'getChannels',
  method: 'GET',
  path: '/api/{slugs}/channels',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary: "Every room's published feed and imported feeds with their last fetch",
  params: SlugParams,
  response: ChannelsOverview,
})

export const createChannelExport = endpoint({
  name: 'createChannelExport',
  method: 'POST',
  path: '/api/{slugs}/channel-exports',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary:
    "Publish a room's or a group's feed under a new secret address (an older address of the same room or group stops working)",
  params: SlugParams,
  body: CreateChannelExport,
  response: ChannelExport,
})

export const setChannelExportMode = endpoint({
  name: 'setChannelExportMode',
  method: 'POST',
  path: '/api/{slugs}/channel-exports/{id}/mode',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary: "Change when a group's published feed calls a night taken; its address stays",
  params: SlugParams.extend({ id: Id }),
  body: z.object({ mode: ChannelGroupMode }),
  response: ChannelExport,
})

export const revokeChannelExport = endpoint({
  name: 'revokeChannelExport',
  method: 'POST',
  path: '/api/{slugs}/channel-exports/{id}/revoke',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary: "Stop publishing a room's feed: its address answers 404 from now on",
  params: SlugParams.extend({ id: Id }),
  response: z.object({ id: Id }),
})

export const saveChannelFeed = endpoint({
  name: 'saveChannelFeed',
  method: 'POST',
  path: '/api/{slugs}/channel-feeds',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary: 'Add or change a portal feed a room imports; it is fetched at once',
  params: SlugParams,
  body: SaveChannelFeed,
  response: ChannelFeed,
})

export const deleteChannelFeed = endpoint({
  name: 'deleteChannelFeed',
  method: 'DELETE',
  path: '/api/{slugs}/channel-feeds/{id}',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary: 'Stop importing a feed; its blocks leave the timeline',
  params: SlugParams.extend({ id: Id }),
  response: z.object({ id: Id }),
})

export const syncChannelFeed = endpoint({
  name: 'syncChannelFeed',
  method: 'POST',
  path: '/api/{slugs}/channel-feeds/{id}/sync',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary: 'Fetch a feed now; answers once it was fetched (its status tells how it went)',
  params: SlugParams.extend({ id: Id }),
  response: ChannelFeed,
})

export const listChannelConflicts = endpoint({
  name: 'listChannelConflicts',
  method: 'GET',
  path: '/api/{slugs}/channel-conflicts',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  summary: 'Imported blocks over our active reservations that nobody resolved yet, soonest first',
  params: SlugParams,
  response: z.array(ChannelConflict),
})

export const resolveChannelConflict = endpoint({
  name: 'resolveChannelConflict',
  method: 'POST',
  path: '/api/{slugs}/channel-conflicts/{id}/resolve',
  access: 'staff',
  permission: 'accommodation.write',
  status: 'ready',
  addition: true,
  summary:
    'Mark a conflict (id = the block) as dealt with while the block keeps its dates; a block that moves is a conflict again',
  params: SlugParams.extend({ id: Id }),
  response: z.object({ id: Id }),
})

export const publicChannelFeed = endpoint({
  name: 'publicChannelFeed',
  method: 'GET',
  path: '/ical/{token}',
  access: 'public',
  status: 'ready',
  addition: true,
  raw: true,
  summary:
    "A room's or a group's published iCal feed (token = the secret, ending .ics): text/calendar; 404 for an unknown or revoked one",
  params: z.object({ token: z.string().max(100) }),
  response: z.unknown(),
})

export const channelEndpoints = [
  getChannels,
  createChannelExport,
  setChannelExportMode,
  revokeChannelExport,
  saveChannelFeed,
  deleteChannelFeed,
  syncChannelFeed,
  listChannelConflicts,
  resolveChannelConflict,
  publicChannelFeed,
] as const
