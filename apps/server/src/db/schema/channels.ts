import { sql } from 'drizzle-orm'
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { resourceGroups, resources } from './accommodation.ts'
import { workspaces } from './identity.ts'

/**
 * A published iCal feed, `/ical/{token}.ics`, of a room or of a group of rooms (with its mode: closed
 * when any room is taken, or only when all are). One live row per room or group; publishing anew
 * revokes the older address. The token is looked up without a workspace (the portal knows only the
 * address).
 */
export const channelExports = pgTable(
  'channel_exports',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    resourceId: uuid(),
    groupId: uuid(),
    mode: text({ enum: ['ANY_TAKEN', 'ALL_TAKEN'] }),
    token: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'channel_exports_resource_fk',
      columns: [t.workspaceId, t.resourceId],
      foreignColumns: [resources.workspaceId, resources.id],
    }),
    foreignKey({
      name: 'channel_exports_group_fk',
      columns: [t.workspaceId, t.groupId],
      foreignColumns: [resourceGroups.workspaceId, resourceGroups.id],
    }),
    index('channel_exports_token_idx').on(t.token),
    uniqueIndex('channel_exports_live_key').on(t.workspaceId, t.resourceId).where(sql`${t.revokedAt} is null`),
    uniqueIndex('channel_exports_live_group_key').on(t.workspaceId, t.groupId).where(sql`${t.revokedAt} is null`),
    check('channel_exports_target_check', sql`(${t.resourceId} is null) <> (${t.groupId} is null)`),
    check('channel_exports_mode_check', sql`(${t.groupId} is null) = (${t.mode} is null)`),
  ],
)

/** A portal's feed a room imports (Airbnb, Booking.com, another PMS), and how its last fetch went. */
export const channelFeeds = pgTable(
  'channel_feeds',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    resourceId: uuid().notNull(),
    name: text().notNull(),
    url: text().notNull(),
    color: text().notNull().default('blue'),
    /** The last answer's validators, sent back so an unchanged feed answers 304. */
    etag: text(),
    lastModified: text(),
    lastFetchedAt: timestamp({ withTimezone: true }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    lastError: text(),
    lastHttpStatus: integer(),
    eventsCount: integer().notNull().default(0),
    /** When the feed first answered an empty calendar while it had events: held until it does so again. */
    emptySince: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'channel_feeds_resource_fk',
      columns: [t.workspaceId, t.resourceId],
      foreignColumns: [resources.workspaceId, resources.id],
    }),
  ],
)

/**
 * An event of an imported feed, keyed by (feed, UID): a fetch inserts new ones, moves moved ones and
 * removes vanished ones. `resolved*` keeps the dates staff accepted it over our reservation with.
 */
export const channelBlocks = pgTable(
  'channel_blocks',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    feedId: uuid().notNull(),
    uid: text().notNull(),
    resourceId: uuid().notNull(),
    since: date().notNull(),
    till: date().notNull(),
    kind: text({ enum: ['BOOKING', 'BLOCK'] }).notNull(),
    summary: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedSince: date(),
    resolvedTill: date(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'channel_blocks_feed_fk',
      columns: [t.workspaceId, t.feedId],
      foreignColumns: [channelFeeds.workspaceId, channelFeeds.id],
    }).onDelete('cascade'),
    uniqueIndex('channel_blocks_uid_key').on(t.workspaceId, t.feedId, t.uid),
    index('channel_blocks_resource_idx').on(t.workspaceId, t.resourceId, t.since),
    check('channel_blocks_range_check', sql`${t.till} > ${t.since}`),
  ],
)
