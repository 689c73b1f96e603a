import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { workspaces } from './identity.ts'

export const ATTACHMENT_OBJECT_TYPES = [
  'RESERVATION',
  'RESOURCE',
  'WORKSPACE',
  'INVOICE',
  'EXPENSE',
  'CONTACT',
  'CAR',
  'CONTRACT',
] as const

/**
 * A file attached to an object of the workspace (or to the workspace itself: house documents, gallery).
 * The object is named by type and id only, as labels do; the file lives in the file storage under
 * `storageKey`, a random key that never derives from the file name.
 */
export const attachments = pgTable(
  'attachments',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    objectType: text({ enum: ATTACHMENT_OBJECT_TYPES }).notNull(),
    objectId: uuid(),
    visibility: text({ enum: ['PRIVATE', 'GUESTS', 'GALLERY'] }).notNull(),
    fileName: text().notNull(),
    title: text().notNull(),
    contentType: text({
      enum: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'],
    }).notNull(),
    size: integer().notNull(),
    /** Which guests a GUESTS file is for (cs, en, de); null: everyone. */
    language: text({ enum: ['cs', 'en', 'de'] }),
    width: integer(),
    height: integer(),
    storageKey: text().notNull(),
    sha256: text().notNull(),
    /** A smaller JPEG of an image for lists and galleries, in the file storage; null for PDFs. */
    thumbnailKey: text(),
    /** The copy in pCloud (store-to-p-cloud): its file id, a number beyond 2^53, kept as text. */
    pcloudFileId: text(),
    pcloudStoredAt: timestamp({ withTimezone: true }),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index('attachments_object_idx').on(t.workspaceId, t.objectType, t.objectId, t.createdAt),
    index('attachments_visibility_idx').on(t.workspaceId, t.visibility),
  ],
)

/**
 * Short-lived public download ids (guest links): only a SHA-256 of the id is kept, so a copy of the
 * table opens nothing. Kept in the database so that every server process honours every id.
 */
export const attachmentDownloads = pgTable(
  'attachment_downloads',
  {
    workspaceId: uuid().notNull(),
    tokenHash: text().notNull(),
    attachmentId: uuid().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.tokenHash] }),
    foreignKey({
      name: 'attachment_downloads_attachment_fk',
      columns: [t.workspaceId, t.attachmentId],
      foreignColumns: [attachments.workspaceId, attachments.id],
    }).onDelete('cascade'),
    index('attachment_downloads_token_idx').on(t.tokenHash),
    index('attachment_downloads_attachment_idx').on(t.workspaceId, t.attachmentId),
    index('attachment_downloads_expires_idx').on(t.workspaceId, t.expiresAt),
  ],
)

/**
 * A workspace's pCloud account (INTEGRATIONS.md): the API host of its region, the access token sealed
 * (lib/sealed.ts) and the folder files are copied to.
 */
export const pcloudConnections = pgTable('pcloud_connections', {
  workspaceId: uuid()
    .primaryKey()
    .references(() => workspaces.id),
  apiHost: text().notNull(),
  tokenSealed: text().notNull(),
  /** The folder's id (beyond 2^53 possible, so text) and its path as the owner chose it. */
  folderId: text().notNull(),
  folderPath: text().notNull(),
  version: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
