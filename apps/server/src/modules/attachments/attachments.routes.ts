import type { Readable } from 'node:stream'
import {
  attachmentFile,
  attachmentThumbnail,
  deleteAttachment,
  listAttachments,
  publicDownload,
  publicGallery,
  publicGalleryPhoto,
  publicGalleryThumbnail,
  updateAttachment,
  uploadAttachment,
} from '@innkeep/contract'
import type { FastifyReply } from 'fastify'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import * as service from './attachments.service.ts'
import { contentDisposition } from './file-name.ts'
import {
  publicGallery as gallery,
  openDownload,
  openGalleryPhoto,
  openGalleryThumbnail,
} from './public-files.service.ts'

/** 8 MiB of file as base64 in JSON, with room to spare; every other call keeps the global 1 MiB. */
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024

/** A stored file as the answer: its own type, never sniffed, never run as a page. */
function sendFile(
  reply: FastifyReply,
  file: { row: { contentType: string; size: number | null; fileName: string }; stream: Readable },
  options: { disposition: 'attachment' | 'inline'; cache: string },
) {
  if (file.row.size !== null) reply.header('content-length', String(file.row.size))
  reply
    .header('content-type', file.row.contentType)
    .header('content-disposition', contentDisposition(options.disposition, file.row.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', options.cache)
  return file.stream
}

export function attachmentRoutes(deps: service.AttachmentDeps) {
  const { db } = deps
  return [
    route(listAttachments, async ({ access, query }) => service.listAttachments(db, access, query)),
    route(
      uploadAttachment,
      async ({ body, ...call }) => service.uploadAttachment({ ...deps, ...staffContext(db, call) }, body),
      { bodyLimit: UPLOAD_BODY_LIMIT },
    ),
    route(deleteAttachment, async ({ access, params }) => service.deleteAttachment(deps, access, params.id)),
    route(updateAttachment, async ({ params, body, ...call }) =>
      service.updateAttachment(staffContext(db, call), params.id, body),
    ),
    route(attachmentFile, async ({ access, params, reply }) =>
      sendFile(reply, await service.openAttachment(deps, access, params.id), {
        disposition: 'attachment',
        cache: 'private, no-store',
      }),
    ),
    route(attachmentThumbnail, async ({ access, params, reply }) =>
      sendFile(reply, await service.openThumbnail(deps, access, params.id), {
        disposition: 'inline',
        cache: 'private, max-age=3600',
      }),
    ),
    route(publicGallery, async ({ query }) => gallery(db, query.slug)),
    route(publicGalleryPhoto, async ({ params, reply }) => {
      const file = await openGalleryPhoto(deps, params.a, params.b)
      // a photo may be shown on the guest house's own website too
      reply.header('cross-origin-resource-policy', 'cross-origin')
      return sendFile(reply, file, { disposition: 'inline', cache: 'public, max-age=3600' })
    }),
    route(publicGalleryThumbnail, async ({ params, reply }) => {
      const file = await openGalleryThumbnail(deps, params.a, params.b)
      reply.header('cross-origin-resource-policy', 'cross-origin')
      return sendFile(reply, file, { disposition: 'inline', cache: 'public, max-age=3600' })
    }),
    route(publicDownload, async ({ params, reply }) =>
      sendFile(reply, await openDownload(deps, params.id), { disposition: 'attachment', cache: 'private, no-store' }),
    ),
  ]
}
