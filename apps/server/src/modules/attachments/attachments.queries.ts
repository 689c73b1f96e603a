import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, like, lt, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { attachmentDownloads, attachments } from '../../db/schema/index.ts'

export type AttachmentRow = typeof attachments.$inferSelect
type ObjectType = AttachmentRow['objectType']
type Visibility = AttachmentRow['visibility']

export interface AttachmentQuery {
  objectTypes: ObjectType[]
  objectId?: string | undefined
  visibility?: Visibility | undefined
  /** Images only (the gallery). */
  imagesOnly?: boolean
  page: number
  size: number
}

export async function insertAttachment(db: Db, row: typeof attachments.$inferInsert) {
  const [inserted] = await db.insert(attachments).values(row).returning()
  return inserted as AttachmentRow
}

export async function findAttachment(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.workspaceId, workspaceId), eq(attachments.id, id)))
  return row
}

export async function findAttachments(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select()
    .from(attachments)
    .where(and(eq(attachments.workspaceId, workspaceId), inArray(attachments.id, ids)))
}

/** Records the copy in pCloud (its file id, beyond 2^53, as text). */
export async function setPCloudCopy(db: Db, workspaceId: string, id: string, copy: { fileId: string; storedAt: Date }) {
  await db
    .update(attachments)
    .set({ pcloudFileId: copy.fileId, pcloudStoredAt: copy.storedAt })
    .where(and(eq(attachments.workspaceId, workspaceId), eq(attachments.id, id)))
}

export async function countPCloudCopies(db: Db, workspaceId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(attachments)
    .where(and(eq(attachments.workspaceId, workspaceId), isNotNull(attachments.pcloudFileId)))
  return row?.value ?? 0
}

/** One page of the workspace's attachments, newest first, and how many match in all. */
export async function selectAttachments(db: Db, workspaceId: string, query: AttachmentQuery) {
  const conditions: SQL[] = [
    eq(attachments.workspaceId, workspaceId),
    inArray(attachments.objectType, query.objectTypes),
  ]
  if (query.objectId) conditions.push(eq(attachments.objectId, query.objectId))
  if (query.visibility) conditions.push(eq(attachments.visibility, query.visibility))
  if (query.imagesOnly) conditions.push(like(attachments.contentType, 'image/%'))
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(attachments)
      .where(where)
      .orderBy(desc(attachments.createdAt), desc(attachments.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ value: count() }).from(attachments).where(where),
  ])
  return { rows, total: total?.value ?? 0 }
}

export async function updateAttachmentRow(
  db: Db,
  workspaceId: string,
  id: string,
  values: Partial<Pick<AttachmentRow, 'title' | 'visibility'>>,
) {
  const [row] = await db
    .update(attachments)
    .set(values)
    .where(and(eq(attachments.workspaceId, workspaceId), eq(attachments.id, id)))
    .returning()
  return row
}

export async function deleteAttachmentRow(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .delete(attachments)
    .where(and(eq(attachments.workspaceId, workspaceId), eq(attachments.id, id)))
    .returning()
  return row
}

/** How many attachments each of these objects has (objects without any are left out). */
export async function countAttachmentsOf(
  db: Db,
  workspaceId: string,
  objectType: AttachmentRow['objectType'],
  objectIds: string[],
) {
  if (objectIds.length === 0) return []
  return db
    .select({ objectId: attachments.objectId, n: count() })
    .from(attachments)
    .where(
      and(
        eq(attachments.workspaceId, workspaceId),
        eq(attachments.objectType, objectType),
        inArray(attachments.objectId, objectIds),
      ),
    )
    .groupBy(attachments.objectId)
}

/** Deletes every attachment of one object and returns the rows (their files are the caller's). */
export async function deleteAttachmentsOf(
  db: Db,
  workspaceId: string,
  objectType: AttachmentRow['objectType'],
  objectId: string,
) {
  return db
    .delete(attachments)
    .where(
      and(
        eq(attachments.workspaceId, workspaceId),
        eq(attachments.objectType, objectType),
        eq(attachments.objectId, objectId),
      ),
    )
    .returning()
}

/** The workspace's gallery photos, oldest first (the order they were put in). */
export async function selectGallery(db: Db, workspaceId: string, limit: number) {
  return db
    .select()
    .from(attachments)
    .where(and(eq(attachments.workspaceId, workspaceId), eq(attachments.visibility, 'GALLERY')))
    .orderBy(asc(attachments.createdAt), asc(attachments.id))
    .limit(limit)
}

/** GUESTS files of a stay: its own, its room's and the house documents (workspace-level). */
export async function selectGuestFiles(db: Db, workspaceId: string, stay: { id: string; resourceId: string }) {
  return db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.workspaceId, workspaceId),
        eq(attachments.visibility, 'GUESTS'),
        or(
          and(eq(attachments.objectType, 'RESERVATION'), eq(attachments.objectId, stay.id)),
          and(eq(attachments.objectType, 'RESOURCE'), eq(attachments.objectId, stay.resourceId)),
          and(eq(attachments.objectType, 'WORKSPACE'), isNull(attachments.objectId)),
        ),
      ),
    )
    .orderBy(asc(attachments.createdAt), asc(attachments.id))
}

export async function insertDownload(db: Db, row: typeof attachmentDownloads.$inferInsert) {
  await db.insert(attachmentDownloads).values(row)
}

export async function deleteExpiredDownloads(db: Db, workspaceId: string, now: Date) {
  await db
    .delete(attachmentDownloads)
    .where(and(eq(attachmentDownloads.workspaceId, workspaceId), lt(attachmentDownloads.expiresAt, now)))
}

/** The attachment behind an unexpired download id (by its hash), in whichever workspace. */
export async function findDownload(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ attachment: attachments })
    .from(attachmentDownloads)
    .innerJoin(
      attachments,
      and(
        eq(attachments.workspaceId, attachmentDownloads.workspaceId),
        eq(attachments.id, attachmentDownloads.attachmentId),
      ),
    )
    .where(and(eq(attachmentDownloads.tokenHash, tokenHash), gt(attachmentDownloads.expiresAt, now)))
  return row?.attachment
}
