import { sql } from 'drizzle-orm'
import { bigint, check, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { workspaces } from './identity.ts'

const KINDS = ['INVOICE', 'EXPENSE'] as const

/**
 * The workspace's Fakturoid account: client credentials sealed (lib/sealed.ts), and the last access
 * token (client credentials flow, valid 2 h) sealed too, so every process and job shares it until it expires.
 */
export const fakturoidConnections = pgTable('fakturoid_connections', {
  workspaceId: uuid()
    .primaryKey()
    .references(() => workspaces.id),
  accountSlug: text().notNull(),
  accountName: text(),
  clientIdSealed: text().notNull(),
  clientSecretSealed: text().notNull(),
  accessTokenSealed: text(),
  tokenExpiresAt: timestamp({ withTimezone: true }),
  checkedAt: timestamp({ withTimezone: true }),
  version: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * What Innkeep sent of one document (issued invoice or supplier invoice) and when. The document is
 * SYNCED while its version is `synced_version`; `create_started_at` is written before every create,
 * so a later attempt looks the document up by `custom_id` before it creates it again.
 */
export const fakturoidDocuments = pgTable(
  'fakturoid_documents',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    kind: text({ enum: KINDS }).notNull(),
    documentId: uuid().notNull(),
    fakturoidId: bigint({ mode: 'number' }),
    fakturoidUrl: text(),
    syncedVersion: integer(),
    /** SHA-256 of what was sent: an edit that changes nothing Fakturoid holds sends nothing. */
    syncedHash: text(),
    syncedAt: timestamp({ withTimezone: true }),
    createStartedAt: timestamp({ withTimezone: true }),
    /** The last attempt's refusal: a message code and Fakturoid's field messages. */
    errorCode: text(),
    errorDetail: jsonb(),
    errorAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.kind, t.documentId] })],
)

/**
 * The Fakturoid subject of a contact. The row is claimed (`claimed_at`) before the subject is looked
 * up or created, so two runs never create the same subject twice.
 */
export const fakturoidSubjects = pgTable(
  'fakturoid_subjects',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    contactId: uuid().notNull(),
    subjectId: bigint({ mode: 'number' }),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.contactId] })],
)

/** The last sync run per kind: what was asked, and its progress and result for the settings screen. */
export const fakturoidSyncRuns = pgTable(
  'fakturoid_sync_runs',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    kind: text({ enum: KINDS }).notNull(),
    jobId: uuid().notNull(),
    filter: jsonb().notNull(),
    state: text({ enum: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] }).notNull(),
    total: integer().notNull().default(0),
    sent: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    problem: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.kind] }),
    check('fakturoid_sync_runs_counts', sql`${t.sent} >= 0 and ${t.unchanged} >= 0 and ${t.failed} >= 0`),
  ],
)
