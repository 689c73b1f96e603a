import type { Readable } from 'node:stream'
import {
  attachmentFile,
  deleteAttachment,
  listAttachments,
  publicDownload,
  publicGallery,
  publicGalleryPhoto,
  publicRequestDownload,
  uploadAttachment,
} from '@innkeep/contract'
import type { FastifyReply } from 'fastify'
import { route } from '../../http/route.ts'
import type { AttachmentRow } from './attachments.queries.ts'
import * as service from './attachments.service.ts'
import { contentDisposition } from './file-name.ts'
import { publicGallery as gallery, openDownload, openGalleryPhoto, requestDownload } from './public-files.service.ts'

/** 8 MiB of file as base64 in JSON, with room to spare; every other call keeps the global 1 MiB. */
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024

/** A stored file as the answer: its own type, never sniffed, never run as a page. */
function sendFile(
  reply: FastifyReply,
  file: { row: AttachmentRow; stream: Readable },
  options: { disposition: 'attachment' | 'inline'; cache: string },
) {
  reply
    .header('content-type', file.row.contentType)
    .header('content-length', String(file.row.size))
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
      async ({ access, principal, body }) => service.uploadAttachment(deps, access, principal, body),
      { bodyLimit: UPLOAD_BODY_LIMIT },
    ),
    route(deleteAttachment, async ({ access, params }) => service.deleteAttachment(deps, access, params.id)),
    route(attachmentFile, async ({ access, params, reply }) =>
      sendFile(reply, await service.openAttachment(deps, access, params.id), {
        disposition: 'attachment',
        cache: 'private, no-store',
      }),
    ),
    route(publicGallery, async ({ query }) => gallery(db, query.slug)),
    route(publicGalleryPhoto, async ({ params, reply }) => {
      const file = await openGalleryPhoto(deps, params.a, params.b)
      // a photo may be shown on the guest house's own website too
      reply.header('cross-origin-resource-policy', 'cross-origin')
      return sendFile(reply, file, { disposition: 'inline', cache: 'public, max-age=3600' })
    }),
    route(publicRequestDownload, async ({ body }) => requestDownload(db, body.token, body.attachmentId)),
    route(publicDownload, async ({ params, reply }) =>
      sendFile(reply, await openDownload(deps, params.id), { disposition: 'attachment', cache: 'private, no-store' }),
    ),
  ]
}
