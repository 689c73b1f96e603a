import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { resources } from './accommodation.ts'
import { workspaces } from './identity.ts'
import { stayAccounts } from './stay-accounts.ts'

export const RESERVATION_STATUSES = ['REQUESTED', 'CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT', 'CANCELED'] as const
/** Where a booking came from (contract ReservationSource). */
export const RESERVATION_SOURCES = ['RECEPTION', 'PHONE', 'EMAIL', 'WEB', 'BOOKING_COM', 'AIRBNB', 'OTHER'] as const

/**
 * A stay of guests in one resource, [since, till). The migrations add the generated `stay` daterange
 * and the exclusion constraint that makes a double booking of an active reservation impossible, and
 * the generated `search` text (code, contact and guest names folded without accents) with its
 * trigram index (0027).
 */
export const reservations = pgTable(
  'reservations',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    code: text().notNull(),
    status: text({ enum: RESERVATION_STATUSES }).notNull(),
    source: text({ enum: RESERVATION_SOURCES }).notNull(),
    resourceId: uuid().notNull(),
    since: date().notNull(),
    till: date().notNull(),
    adults: integer().notNull().default(0),
    children: integer().notNull().default(0),
    ztp: integer().notNull().default(0),
    over60: integer().notNull().default(0),
    work: integer().notNull().default(0),
    contactName: text().notNull(),
    contactEmail: text().notNull().default(''),
    contactPhone: text().notNull().default(''),
    /** The language the guest booked in: the guest's e-mails are written in it. */
    contactLanguage: text({ enum: ['cs', 'en', 'de'] })
      .notNull()
      .default('cs'),
    note: text().notNull().default(''),
    /** The guests' names, kept by the reservations module beside the guest rows for the search. */
    guestNames: text().notNull().default(''),
    /** The price breakdown when the stay was last priced (contract StayPrice). */
    price: jsonb().notNull(),
    total: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** The booking's account (decision 011): whether the stay is paid is derived from it. */
    accountId: uuid().notNull(),
    guestInfoToken: text().notNull(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    checkedInAt: timestamp({ withTimezone: true }),
    checkedOutAt: timestamp({ withTimezone: true }),
    canceledAt: timestamp({ withTimezone: true }),
    /** Contact, note, e-mails and notices anonymised after the workspace's retention (privacy module). */
    contactAnonymizedAt: timestamp({ withTimezone: true }),
    /** The guests' register entries anonymised, 6 years after the stay. */
    registerAnonymizedAt: timestamp({ withTimezone: true }),
    /** When the stay's guests last went to the police (Ubyport); later edits of them are audited. */
    policeReportedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'reservations_resource_fk',
      columns: [t.workspaceId, t.resourceId],
      foreignColumns: [resources.workspaceId, resources.id],
    }),
    foreignKey({
      name: 'reservations_account_fk',
      columns: [t.workspaceId, t.accountId],
      foreignColumns: [stayAccounts.workspaceId, stayAccounts.id],
    }),
    index('reservations_account_idx').on(t.workspaceId, t.accountId),
    uniqueIndex('reservations_code_key').on(t.workspaceId, t.code),
    index('reservations_since_idx').on(t.workspaceId, t.since),
    index('reservations_till_idx').on(t.workspaceId, t.till),
    index('reservations_token_idx').on(t.guestInfoToken),
    check('reservations_stay_check', sql`${t.till} > ${t.since}`),
  ],
)

export const guests = pgTable(
  'guests',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    reservationId: uuid().notNull(),
    position: integer().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    birthDate: date(),
    nationality: text(),
    address: text().notNull().default(''),
    documentType: text({ enum: ['OP', 'PAS', 'PPPU', 'KARTAEU', 'PPP', 'PPPPC', 'PPTP', 'PZUMO', 'PZPDO'] }),
    documentNumber: text().notNull().default(''),
    visaNumber: text().notNull().default(''),
    ageCategory: text({ enum: ['ADULT', 'CHILD', 'ZTP', 'OVER60', 'WORK'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'guests_reservation_fk',
      columns: [t.workspaceId, t.reservationId],
      foreignColumns: [reservations.workspaceId, reservations.id],
    }).onDelete('cascade'),
    index('guests_reservation_idx').on(t.workspaceId, t.reservationId),
  ],
)

/** A room marked cleaned: who and when. The newest row per resource is its state. */
export const resourceCleanings = pgTable(
  'resource_cleanings',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    resourceId: uuid().notNull(),
    cleanedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cleanedBy: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'resource_cleanings_resource_fk',
      columns: [t.workspaceId, t.resourceId],
      foreignColumns: [resources.workspaceId, resources.id],
    }),
    index('resource_cleanings_resource_idx').on(t.workspaceId, t.resourceId, t.cleanedAt),
  ],
)

/** Append-only record of what was changed or removed, by whom (deleted reservations first). */
export const auditLog = pgTable(
  'audit_log',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actor: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    action: text().notNull(),
    data: jsonb().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index('audit_log_entity_idx').on(t.workspaceId, t.entity, t.entityId),
    // the activity screen reads a workspace's newest rows first
    index('audit_log_at_idx').on(t.workspaceId, t.at),
  ],
)

/** How long a workspace keeps guests' personal data beyond the guest register (privacy module). */
export const privacySettings = pgTable('privacy_settings', {
  workspaceId: uuid()
    .primaryKey()
    .references(() => workspaces.id),
  /** Months after a stay's departure its contact data, notes and e-mails are anonymised. */
  retentionMonths: integer().notNull().default(36),
  version: integer().notNull().default(0),
})
