import { createHash } from 'node:crypto'
import {
  type Attachment,
  type AttachmentFilter,
  type AttachmentObjectType,
  type AttachmentUpload,
  MAX_ATTACHMENT_BYTES,
  AttachmentObjectType as ObjectTypes,
  type Permission,
  roleMay,
} from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { Principal, WorkspaceAccess } from '../../http/access.ts'
import { AppError, forbidden, notFound, validation } from '../../http/errors.ts'
import { newId } from '../../lib/ids.ts'
import { randomToken } from '../../lib/secrets.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { actorOf, getReservation } from '../reservations/reservations.service.ts'
import { resourceNames } from '../resources/resources.service.ts'
import * as q from './attachments.queries.ts'
import { sanitizeFileName, titleOf } from './file-name.ts'
import { detectFileType, imageSize } from './file-type.ts'

export interface AttachmentDeps {
  db: Db
  storage: FileStorage
}

type UploadValues = z.output<typeof AttachmentUpload>
type FilterValues = z.output<typeof AttachmentFilter>

// You may attach to, and see the files of, what you may edit or see.
const WRITE: Record<AttachmentObjectType, Permission> = {
  RESERVATION: 'accommodation.write',
  RESOURCE: 'resources.manage',
  WORKSPACE: 'resources.manage',
  INVOICE: 'money.write',
  EXPENSE: 'money.write',
  CONTACT: 'contacts.write',
  CAR: 'vehicles.write',
  CONTRACT: 'vehicles.write',
}
const READ: Record<AttachmentObjectType, Permission> = {
  RESERVATION: 'accommodation.read',
  RESOURCE: 'workspace.read',
  WORKSPACE: 'workspace.read',
  INVOICE: 'money.read',
  EXPENSE: 'money.read',
  CONTACT: 'contacts.read',
  CAR: 'vehicles.read',
  CONTRACT: 'vehicles.read',
}
const GUEST_OBJECTS: AttachmentObjectType[] = ['RESERVATION', 'RESOURCE', 'WORKSPACE']
const GALLERY_OBJECTS: AttachmentObjectType[] = ['RESOURCE', 'WORKSPACE']

export function toAttachment(row: q.AttachmentRow): Attachment {
  return {
    id: row.id,
    objectType: row.objectType,
    objectId: row.objectId,
    visibility: row.visibility,
    fileName: row.fileName,
    title: row.title,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Whether the object exists in the workspace; only reservations and rooms can be checked yet. */
async function objectExists(db: Db, workspaceId: string, type: AttachmentObjectType, id: string) {
  if (type === 'RESOURCE') return (await resourceNames(db, workspaceId, [id])).has(id)
  if (type !== 'RESERVATION') return true
  try {
    await getReservation(db, workspaceId, id)
    return true
  } catch (error) {
    if (error instanceof AppError && error.kind === 'NOT_FOUND') return false
    throw error
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
  return { items: rows.map(toAttachment), total, page: filter.page, size: filter.size }
}

function checkVisibility(input: UploadValues, contentType: string) {
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
  deps: AttachmentDeps,
  access: WorkspaceAccess,
  principal: Principal,
  input: UploadValues,
) {
  const ws = access.workspace.id
  if (!roleMay(access.role, WRITE[input.objectType])) throw forbidden()
  const objectId = input.objectType === 'WORKSPACE' ? null : (input.objectId ?? null)
  if (input.objectType !== 'WORKSPACE' && !objectId) throw validation('objectId', 'validation.required')
  if (objectId && !(await objectExists(deps.db, ws, input.objectType, objectId)))
    throw validation('objectId', 'attachments.objectNotFound')
  const content = Buffer.from(input.contentBase64, 'base64')
  if (content.length > MAX_ATTACHMENT_BYTES)
    throw validation('contentBase64', 'attachments.tooLarge', { max: MAX_ATTACHMENT_BYTES / 1024 / 1024 })
  const type = detectFileType(content)
  if (!type) throw validation('contentBase64', 'attachments.unsupportedType')
  checkVisibility(input, type.contentType)
  const fileName = sanitizeFileName(input.fileName, type.extensions)
  const size = imageSize(content, type.contentType)
  const storageKey = `${ws}/${randomToken(24)}`
  await deps.storage.put(storageKey, content)
  try {
    const row = await q.insertAttachment(deps.db, {
      workspaceId: ws,
      id: newId(),
      objectType: input.objectType,
      objectId,
      visibility: input.visibility,
      fileName,
      title: input.title || titleOf(fileName),
      contentType: type.contentType,
      size: content.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
      storageKey,
      sha256: createHash('sha256').update(content).digest('hex'),
      createdBy: actorOf(principal).label,
    })
    return toAttachment(row)
  } catch (error) {
    await deps.storage.remove(storageKey)
    throw error
  }
}

// The file goes first: should the row's delete then fail, a retry finishes the job.
export async function deleteAttachment(deps: AttachmentDeps, access: WorkspaceAccess, id: string) {
  const row = await q.findAttachment(deps.db, access.workspace.id, id)
  if (!row) throw notFound()
  if (!roleMay(access.role, WRITE[row.objectType])) throw forbidden()
  await deps.storage.remove(row.storageKey)
  await q.deleteAttachmentRow(deps.db, access.workspace.id, id)
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
  for (const row of rows) await deps.storage.remove(row.storageKey)
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

/** What the guest page of a stay offers for download. */
export async function guestDownloads(db: Db, workspaceId: string, stay: { id: string; resourceId: string }) {
  const rows = await q.selectGuestFiles(db, workspaceId, stay)
  return rows.map((row) => ({
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
