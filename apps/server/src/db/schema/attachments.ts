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
    width: integer(),
    height: integer(),
    storageKey: text().notNull(),
    sha256: text().notNull(),
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
