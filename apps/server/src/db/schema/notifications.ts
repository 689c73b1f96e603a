import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { identities, workspaces } from './identity.ts'

const KINDS = ['BOOKING_CREATED', 'GUEST_INFO_FILLED', 'PAYMENT_MATCHED', 'BOOKING_AUTO_CANCELED'] as const

/**
 * What happened that staff should know of, once per workspace: who sees it follows from their role
 * (NOTIFICATION_AUDIENCE in the contract), so a new member sees the list as it is.
 */
export const notifications = pgTable(
  'notifications',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    kind: text({ enum: KINDS }).notNull(),
    /** The reservation or invoice it is about; null for a summary of many payments. */
    entityId: uuid(),
    /** What the list shows, as it was when it happened (names and amounts may change later). */
    data: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index('notifications_created_idx').on(t.workspaceId, t.createdAt),
    index('notifications_entity_idx').on(t.workspaceId, t.kind, t.entityId),
  ],
)

/** A member's side of the list: read up to when, and which kinds also go to their e-mail. */
export const notificationReaders = pgTable(
  'notification_readers',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    identityId: uuid()
      .notNull()
      .references(() => identities.id),
    readUntil: timestamp({ withTimezone: true }),
    emailKinds: text({ enum: KINDS }).array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.identityId] })],
)

/** Whom a notification reached (e-mail and push), so a delivery job run again sends nothing twice. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    notificationId: uuid().notNull(),
    identityId: uuid().notNull(),
    deliveredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.notificationId, t.identityId] })],
)

/**
 * One browser installation of the web app (`POST application-id`), the member signed in there, and
 * its Web Push subscription while the browser allows notifications.
 */
export const appInstallations = pgTable(
  'app_installations',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    identityId: uuid()
      .notNull()
      .references(() => identities.id),
    /** The Accept-Language of the last registration: the language of this member's e-mails and pushes. */
    language: text({ enum: ['cs', 'en'] })
      .notNull()
      .default('cs'),
    userAgent: text().notNull().default(''),
    pushEndpoint: text(),
    pushPublicKey: text(),
    pushAuth: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index('app_installations_identity_idx').on(t.workspaceId, t.identityId),
  ],
)
