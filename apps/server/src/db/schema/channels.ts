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
import { resources } from './accommodation.ts'
import { workspaces } from './identity.ts'

/**
 * A room's published iCal feed: `/ical/{token}.ics`. One live row per room; publishing anew revokes
 * the older address. The token is looked up without a workspace (the portal knows only the address).
 */
export const channelExports = pgTable(
  'channel_exports',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    resourceId: uuid().notNull(),
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
    index('channel_exports_token_idx').on(t.token),
    uniqueIndex('channel_exports_live_key').on(t.workspaceId, t.resourceId).where(sql`${t.revokedAt} is null`),
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
