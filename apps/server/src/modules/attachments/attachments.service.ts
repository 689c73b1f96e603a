import { createHash } from 'node:crypto'
import {
  type Attachment,
  type AttachmentChange,
  type AttachmentFilter,
  type AttachmentObjectType,
  type AttachmentUpload,
  type GuestLanguage,
  MAX_ATTACHMENT_BYTES,
  AttachmentObjectType as ObjectTypes,
  roleMay,
} from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import { actorOf, type WorkspaceAccess } from '../../http/access.ts'
import { forbidden, notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { randomToken } from '../../lib/secrets.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { removeObjectLabels } from '../labels/labels.service.ts'
import { GALLERY_OBJECTS, GUEST_OBJECTS, objectExists, READ, WRITE } from './attachment-access.ts'
import * as q from './attachments.queries.ts'
import { sanitizeFileName, titleOf } from './file-name.ts'
import { detectFileType, type ImageSize, imageSize } from './file-type.ts'
import { ImageTooLargeError, isTooLarge, MAX_IMAGE_PIXELS, makeThumbnail } from './thumbnail.ts'

export interface AttachmentDeps {
  db: Db
  storage: FileStorage
}

type UploadValues = z.output<typeof AttachmentUpload>
type FilterValues = z.output<typeof AttachmentFilter>
type ChangeValues = z.output<typeof AttachmentChange>

/** The API path of an attachment's thumbnail; the workspace's slug names it, as every staff path. */
export function thumbnailPath(slug: string, row: Pick<q.AttachmentRow, 'id' | 'thumbnailKey'>): string | null {
  return row.thumbnailKey ? `/api/${encodeURIComponent(slug)}/attachment/${row.id}/thumbnail` : null
}

export function toAttachment(row: q.AttachmentRow, slug: string): Attachment {
  return {
    id: row.id,
    objectType: row.objectType,
    objectId: row.objectId,
    visibility: row.visibility,
    fileName: row.fileName,
    title: row.title,
    contentType: row.contentType,
    size: row.size,
    language: row.language ?? null,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    thumbnailUrl: thumbnailPath(slug, row),
  }
}

export async function listAttachments(db: Db, access: WorkspaceAccess, filter: FilterValues) {
  const ws = access.workspace.id
  if (filter.objectType && !roleMay(access.role, READ[filter.objectType])) throw forbidden()
  const objectTypes = filter.objectType
    ? [filter.objectType]
    : ObjectTypes.options.filter((type) => roleMay(access.role, READ[type]))
  if (filter.objectType && filter.objectId && !(await objectExists(db, ws, filter.objectType, filter.objectId)))
    throw notFound()
  const { rows, total } = await q.selectAttachments(db, ws, {
    objectTypes,
    objectId: filter.objectType === 'WORKSPACE' ? undefined : filter.objectId,
    visibility: filter.visibility,
    page: filter.page,
    size: filter.size,
  })
  const items = rows.map((row) => toAttachment(row, access.workspace.slug))
  return { items, total, page: filter.page, size: filter.size }
}

function checkVisibility(input: Pick<UploadValues, 'objectType' | 'visibility'>, contentType: string) {
  if (input.visibility === 'GUESTS' && !GUEST_OBJECTS.includes(input.objectType))
    throw validation('visibility', 'attachments.guestsNotAllowed')
  if (
    input.visibility === 'GALLERY' &&
    (!GALLERY_OBJECTS.includes(input.objectType) || !contentType.startsWith('image/'))
  )
    throw validation('visibility', 'attachments.galleryPhotosOnly')
}

/** Stores the file under a random key, then its row; the type comes from the content, never the name. */
export async function uploadAttachment(
  { db, storage, access, principal }: StaffContext & AttachmentDeps,
  input: UploadValues,
) {
  const ws = access.workspace.id
  if (!roleMay(access.role, WRITE[input.objectType])) throw forbidden()
  const objectId = input.objectType === 'WORKSPACE' ? null : (input.objectId ?? null)
  if (input.objectType !== 'WORKSPACE' && !objectId) throw validation('objectId', 'validation.required')
  if (objectId && !(await objectExists(db, ws, input.objectType, objectId)))
    throw validation('objectId', 'attachments.objectNotFound')
  const content = Buffer.from(input.contentBase64, 'base64')
  if (content.length > MAX_ATTACHMENT_BYTES)
    throw validation('contentBase64', 'attachments.tooLarge', { max: MAX_ATTACHMENT_BYTES / 1024 / 1024 })
  const type = detectFileType(content)
  if (!type) throw validation('contentBase64', 'attachments.unsupportedType')
  checkVisibility(input, type.contentType)
  const fileName = sanitizeFileName(input.fileName, type.extensions)
  const size = imageSize(content, type.contentType)
  const thumbnail = await thumbnailOf(content, type.contentType, size)
  const storageKey = `${ws}/${randomToken(24)}`
  const thumbnailKey = thumbnail ? `${ws}/${randomToken(24)}` : null
  try {
    await storage.put(storageKey, content)
    if (thumbnail && thumbnailKey) await storage.put(thumbnailKey, thumbnail)
    const row = await q.insertAttachment(db, {
      workspaceId: ws,
      id: newId(),
      objectType: input.objectType,
      objectId,
      visibility: input.visibility,
      language: input.visibility === 'GUESTS' ? input.language : null,
      fileName,
      title: input.title || titleOf(fileName),
      contentType: type.contentType,
      size: content.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
      storageKey,
      thumbnailKey,
      sha256: createHash('sha256').update(content).digest('hex'),
      createdBy: actorOf(principal).label,
    })
    return toAttachment(row, access.workspace.slug)
  } catch (error) {
    await removeFiles(storage, { storageKey, thumbnailKey })
    throw error
  }
}

/**
 * The thumbnail of an image; undefined for a PDF or an image that cannot be read. An image whose
 * header declares too many pixels is refused before anything decodes it (a decompression bomb).
 */
async function thumbnailOf(content: Buffer, contentType: string, size: ImageSize | undefined) {
  if (!contentType.startsWith('image/')) return undefined
  const tooLarge = () =>
    validation('contentBase64', 'attachments.tooManyPixels', { max: Math.round(MAX_IMAGE_PIXELS / 1_000_000) })
  if (size && isTooLarge(size)) throw tooLarge()
  try {
    return await makeThumbnail(content)
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw tooLarge()
    throw error
  }
}

/** Removes an attachment's file and its thumbnail; a missing one is no error. */
async function removeFiles(storage: FileStorage, row: Pick<q.AttachmentRow, 'storageKey' | 'thumbnailKey'>) {
  await storage.remove(row.storageKey)
  if (row.thumbnailKey) await storage.remove(row.thumbnailKey)
}

/** A new title or visibility, under the same rules as an upload (gallery photos only, guest files only). */
export async function updateAttachment({ db, access }: StaffContext, id: string, change: ChangeValues) {
  const row = await q.findAttachment(db, access.workspace.id, id)
  if (!row) throw notFound()
  if (!roleMay(access.role, WRITE[row.objectType])) throw forbidden()
  if (change.visibility) checkVisibility({ objectType: row.objectType, visibility: change.visibility }, row.contentType)
  const values = {
    ...(change.title ? { title: change.title } : {}),
    ...(change.visibility ? { visibility: change.visibility } : {}),
    ...(change.language !== undefined ? { language: change.language } : {}),
  }
  if (Object.keys(values).length === 0) return toAttachment(row, access.workspace.slug)
  const updated = await q.updateAttachmentRow(db, access.workspace.id, id, values)
  if (!updated) throw notFound()
  return toAttachment(updated, access.workspace.slug)
}

// The file goes first: should the row's delete then fail, a retry finishes the job.
export async function deleteAttachment(deps: AttachmentDeps, access: WorkspaceAccess, id: string) {
  const row = await q.findAttachment(deps.db, access.workspace.id, id)
  if (!row) throw notFound()
  if (!roleMay(access.role, WRITE[row.objectType])) throw forbidden()
  await removeFiles(deps.storage, row)
  await deps.db.transaction(async (tx) => {
    await q.deleteAttachmentRow(tx, access.workspace.id, id)
    await removeObjectLabels(tx, access.workspace.id, 'ATTACHMENT', id)
  })
  return { id }
}

/** When an object is deleted its files go too (the rows first: a file left behind is never served). */
export async function removeAttachmentsOf(
  deps: AttachmentDeps,
  workspaceId: string,
  objectType: AttachmentObjectType,
  objectId: string,
) {
  const rows = await q.deleteAttachmentsOf(deps.db, workspaceId, objectType, objectId)
  for (const row of rows) await removeObjectLabels(deps.db, workspaceId, 'ATTACHMENT', row.id)
  for (const row of rows) await removeFiles(deps.storage, row)
}

/** The row and a stream of its file; 204 when either is missing. */
export async function openFile(storage: FileStorage, row: q.AttachmentRow | undefined) {
  if (!row) throw notFound()
  const stream = await storage.open(row.storageKey)
  if (!stream) throw notFound()
  return { row, stream }
}

export async function openAttachment(deps: AttachmentDeps, access: WorkspaceAccess, id: string) {
  const row = await q.findAttachment(deps.db, access.workspace.id, id)
  if (row && !roleMay(access.role, READ[row.objectType])) throw forbidden()
  return openFile(deps.storage, row)
}

/** An attachment's thumbnail (always a JPEG); 204 for a PDF or an image without one. */
export async function openThumbnail(deps: AttachmentDeps, access: WorkspaceAccess, id: string) {
  const row = await q.findAttachment(deps.db, access.workspace.id, id)
  if (row && !roleMay(access.role, READ[row.objectType])) throw forbidden()
  return openThumbnailOf(deps.storage, row)
}

/** The thumbnail as a file to send: a JPEG under the photo's name; 204 when there is none. */
export async function openThumbnailOf(storage: FileStorage, row: q.AttachmentRow | undefined) {
  if (!row?.thumbnailKey) throw notFound()
  const stream = await storage.open(row.thumbnailKey)
  if (!stream) throw notFound()
  const fileName = `${titleOf(row.fileName)}.jpg`
  return { row: { ...row, contentType: 'image/jpeg' as const, fileName, size: null }, stream }
}

/** What the guest page of a stay offers for download. */
/**
 * The files a stay's guests may download, for a guest speaking `language`: those for everyone, and of
 * the files meant for one language (house rules in German…) those in the guest's, else the Czech ones.
 */
export async function guestDownloads(
  db: Db,
  workspaceId: string,
  stay: { id: string; resourceId: string },
  language: GuestLanguage,
) {
  const rows = await q.selectGuestFiles(db, workspaceId, stay)
  const shown = rows.some((row) => row.language === language) ? language : 'cs'
  return rows
    .filter((row) => row.language === null || row.language === shown)
    .map((row) => ({
      id: row.id,
      title: row.title,
      fileName: row.fileName,
      contentType: row.contentType,
      size: row.size,
    }))
}

export function hashDownloadId(id: string): string {
  return createHash('sha256').update(id).digest('base64url')
}

/** A list page's attachment counts by object id, in one statement (a paperclip in the list). */
export async function attachmentCounts(
  db: Db,
  workspaceId: string,
  objectType: AttachmentObjectType,
  objectIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await q.countAttachmentsOf(db, workspaceId, objectType, [...new Set(objectIds)])
  return new Map(rows.map((row) => [row.objectId as string, row.n]))
}
