import type { Db } from '../../db/index.ts'
import { notFound } from '../../http/errors.ts'
import { randomToken } from '../../lib/secrets.ts'
import { workspaceBySlug } from '../workspaces/workspaces.service.ts'
import * as q from './attachments.queries.ts'
import { type AttachmentDeps, hashDownloadId, openFile, openThumbnailOf } from './attachments.service.ts'

const DOWNLOAD_LIFETIME_MS = 10 * 60 * 1000
const GALLERY_LIMIT = 500

/** The workspace's public photos with the address of each; 204 for an unknown slug. */
export async function publicGallery(db: Db, slug: string) {
  const workspace = await workspaceBySlug(db, slug)
  if (!workspace) throw notFound()
  const rows = await q.selectGallery(db, workspace.id, GALLERY_LIMIT)
  return {
    workspace: { slug: workspace.slug, name: workspace.name },
    photos: rows.map((row) => ({
      id: row.id,
      title: row.title,
      contentType: row.contentType,
      width: row.width,
      height: row.height,
      url: `/public/gallery/${encodeURIComponent(workspace.slug)}/${row.id}`,
      thumbnailUrl: `/public/gallery/${encodeURIComponent(workspace.slug)}/${row.id}/thumbnail`,
    })),
  }
}

async function galleryRow(db: Db, slug: string, id: string) {
  const workspace = await workspaceBySlug(db, slug)
  const row = workspace ? await q.findAttachment(db, workspace.id, id) : undefined
  return row?.visibility === 'GALLERY' ? row : undefined
}

export async function openGalleryPhoto(deps: AttachmentDeps, slug: string, id: string) {
  return openFile(deps.storage, await galleryRow(deps.db, slug, id))
}

/** A gallery photo's thumbnail; the photo itself when it has none (photos from before thumbnails). */
export async function openGalleryThumbnail(deps: AttachmentDeps, slug: string, id: string) {
  const row = await galleryRow(deps.db, slug, id)
  return row?.thumbnailKey ? openThumbnailOf(deps.storage, row) : openFile(deps.storage, row)
}

/**
 * A guest with the stay's link (booking's guest-info.service found the stay) may download the stay's
 * GUESTS files, its room's and the house documents; anything else (another stay's, another
 * workspace's, a private file) is 204, the same as a file that does not exist. Only a hash of the
 * download id is stored.
 */
export async function guestDownload(
  db: Db,
  stay: { workspaceId: string; reservationId: string; resourceId: string },
  attachmentId: string,
) {
  const { workspaceId } = stay
  const row = await q.findAttachment(db, workspaceId, attachmentId)
  const allowed =
    row?.visibility === 'GUESTS' &&
    ((row.objectType === 'RESERVATION' && row.objectId === stay.reservationId) ||
      (row.objectType === 'RESOURCE' && row.objectId === stay.resourceId) ||
      row.objectType === 'WORKSPACE')
  if (!row || !allowed) throw notFound()
  const now = new Date()
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LIFETIME_MS)
  const id = randomToken(24)
  await q.deleteExpiredDownloads(db, workspaceId, now)
  await q.insertDownload(db, { workspaceId, tokenHash: hashDownloadId(id), attachmentId: row.id, expiresAt })
  return { id, url: `/public/download-attachment/${id}`, fileName: row.fileName, expiresAt: expiresAt.toISOString() }
}

export async function openDownload(deps: AttachmentDeps, id: string) {
  return openFile(deps.storage, await q.findDownload(deps.db, hashDownloadId(id), new Date()))
}
