import { z } from 'zod'
import { Id, Instant, SlugIdParams, SlugParams } from './common.ts'
import { endpoint } from './endpoint.ts'
import { GuestLanguage } from './enums.ts'

// Attachments: files of reservations, rooms, the house (documents, gallery photos) and, later, of
// invoices, expenses, contacts, cars and contracts. docs/attachments.md tells how they fit.

/** What an attachment belongs to; WORKSPACE = the house itself (house rules, gallery) and has no object id. */
export const AttachmentObjectType = z.enum([
  'RESERVATION',
  'RESOURCE',
  'WORKSPACE',
  'INVOICE',
  'EXPENSE',
  'CONTACT',
  'CAR',
  'CONTRACT',
])
export type AttachmentObjectType = z.infer<typeof AttachmentObjectType>

/** PRIVATE: staff only; GUESTS: downloadable through the guest links of the stays it concerns; GALLERY: public photo. */
export const AttachmentVisibility = z.enum(['PRIVATE', 'GUESTS', 'GALLERY'])
export type AttachmentVisibility = z.infer<typeof AttachmentVisibility>

/** The only kinds of file accepted, told by the content's first bytes, never by the name. */
export const AttachmentContentType = z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'])
export type AttachmentContentType = z.infer<typeof AttachmentContentType>

/** Largest file, decoded: 8 MiB. */
export const MAX_ATTACHMENT_BYTES = 8 * 1024 * 1024
/** Base64 of a little more than the limit, so that a slightly larger file gets the friendly message. */
const MAX_BASE64_LENGTH = 11_600_000

export const Attachment = z.object({
  id: Id,
  objectType: AttachmentObjectType,
  objectId: Id.nullable(),
  visibility: AttachmentVisibility,
  /** The sanitised name, with the extension of its real type. */
  fileName: z.string(),
  title: z.string(),
  contentType: AttachmentContentType,
  /** Bytes. */
  size: z.number().int(),
  /**
   * For a guest download (GUESTS): the language of the guests it is for (house rules in German for
   * German guests); null for everyone. A guest sees those of their language, else the Czech ones.
   */
  language: GuestLanguage.nullable(),
  /** Pixels of an image, when its header tells them; null for PDFs. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: Instant,
  /**
   * Path of a small JPEG of an image (`/api/{slugs}/attachment/{id}/thumbnail`, staff credentials);
   * null for PDFs and for images that could not be read. Prefix it with the API base.
   */
  thumbnailUrl: z.string().nullable(),
})
export type Attachment = z.infer<typeof Attachment>

export const AttachmentUpload = z.object({
  objectType: AttachmentObjectType,
  /** Required for every object type but WORKSPACE; must belong to the workspace. */
  objectId: Id.optional(),
  fileName: z.string().trim().min(1).max(255),
  /** Shown to guests (gallery, downloads); the file name without its extension when empty. */
  title: z.string().trim().max(200).optional(),
  /** The file itself, base64 (no `data:` prefix). */
  contentBase64: z.base64().min(4).max(MAX_BASE64_LENGTH),
  visibility: AttachmentVisibility.default('PRIVATE'),
  /** Which guests a GUESTS file is for, by language (null: everyone). */
  language: GuestLanguage.nullable().default(null),
})
export type AttachmentUpload = z.input<typeof AttachmentUpload>

/** A new title or visibility of an attachment (an addition: the spec only uploads and deletes). */
export const AttachmentChange = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  visibility: AttachmentVisibility.optional(),
  /** Left out: kept; null: for everyone. */
  language: GuestLanguage.nullable().optional(),
})
export type AttachmentChange = z.input<typeof AttachmentChange>

export const AttachmentFilter = z.object({
  objectType: AttachmentObjectType.optional(),
  objectId: Id.optional(),
  visibility: AttachmentVisibility.optional(),
  /** Zero-based page. */
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(50),
})
export type AttachmentFilter = z.input<typeof AttachmentFilter>

export const AttachmentPage = z.object({
  items: z.array(Attachment),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})
export type AttachmentPage = z.infer<typeof AttachmentPage>

export const listAttachments = endpoint({
  name: 'listAttachments',
  method: 'GET',
  path: '/api/{slugs}/attachment',
  access: 'staff',
  permission: 'files.read',
  status: 'ready',
  summary: 'Attachments, newest first, filtered by object type, object id and visibility, paged',
  params: SlugParams,
  query: AttachmentFilter,
  response: AttachmentPage,
})

export const uploadAttachment = endpoint({
  name: 'uploadAttachment',
  method: 'PUT',
  path: '/api/{slugs}/attachment',
  access: 'staff',
  permission: 'files.write',
  status: 'ready',
  summary: 'Upload a file (JPEG, PNG, WebP, GIF or PDF, at most 8 MiB) as JSON with its content in base64',
  params: SlugParams,
  body: AttachmentUpload,
  response: Attachment,
})

export const deleteAttachment = endpoint({
  name: 'deleteAttachment',
  method: 'DELETE',
  path: '/api/{slugs}/attachment/{id}',
  access: 'staff',
  permission: 'files.write',
  status: 'ready',
  summary: 'Delete an attachment and its file',
  params: SlugIdParams,
  response: z.object({ id: Id }),
})

export const attachmentFile = endpoint({
  name: 'attachmentFile',
  method: 'GET',
  path: '/api/{slugs}/attachment/{id}/file',
  access: 'staff',
  permission: 'files.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary: 'The file of an attachment (its own content type, as a download)',
  params: SlugIdParams,
  response: z.unknown(),
})

export const updateAttachment = endpoint({
  name: 'updateAttachment',
  method: 'PATCH',
  path: '/api/{slugs}/attachment/{id}',
  access: 'staff',
  permission: 'files.write',
  status: 'ready',
  addition: true,
  summary: 'Change the title or the visibility of an attachment (the gallery and guest rules apply)',
  params: SlugIdParams,
  body: AttachmentChange,
  response: Attachment,
})

export const attachmentThumbnail = endpoint({
  name: 'attachmentThumbnail',
  method: 'GET',
  path: '/api/{slugs}/attachment/{id}/thumbnail',
  access: 'staff',
  permission: 'files.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary: 'A small JPEG of an image attachment (at most 400 px); 204 for a PDF',
  params: SlugIdParams,
  response: z.unknown(),
})

export const attachmentEndpoints = [
  listAttachments,
  uploadAttachment,
  deleteAttachment,
  updateAttachment,
  attachmentFile,
  attachmentThumbnail,
] as const

// Public calls (no Authorization). They are listed in public.ts's publicEndpoints, not above.

/** A file a guest may download from the guest page of a stay. */
export const GuestDownload = z.object({
  id: Id,
  title: z.string(),
  fileName: z.string(),
  contentType: AttachmentContentType,
  size: z.number().int(),
})
export type GuestDownload = z.infer<typeof GuestDownload>

export const GalleryPhoto = z.object({
  id: Id,
  title: z.string(),
  contentType: AttachmentContentType,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Path of the photo on this server (`/public/gallery/{slug}/{id}`); prefix it with the API base. */
  url: z.string(),
  /** Path of a small JPEG of it for grids (`/public/gallery/{slug}/{id}/thumbnail`). */
  thumbnailUrl: z.string(),
})
export type GalleryPhoto = z.infer<typeof GalleryPhoto>

export const publicGallery = endpoint({
  name: 'publicGallery',
  method: 'GET',
  path: '/public-api/p-cloud',
  access: 'public',
  status: 'ready',
  summary: 'The public photo gallery of a workspace (query slug), oldest photo first; 204 for an unknown slug',
  query: z.object({ slug: z.string().max(100) }),
  response: z.object({
    workspace: z.object({ slug: z.string(), name: z.string() }),
    photos: z.array(GalleryPhoto),
  }),
})

export const publicGalleryPhoto = endpoint({
  name: 'publicGalleryPhoto',
  method: 'GET',
  path: '/public/gallery/{a}/{b}',
  access: 'public',
  status: 'ready',
  addition: true,
  raw: true,
  summary: 'One gallery photo (a = workspace slug, b = attachment id), shown inline; 204 unless it is in the gallery',
  params: z.object({ a: z.string().max(100), b: Id }),
  response: z.unknown(),
})

export const publicGalleryThumbnail = endpoint({
  name: 'publicGalleryThumbnail',
  method: 'GET',
  path: '/public/gallery/{a}/{b}/thumbnail',
  access: 'public',
  status: 'ready',
  addition: true,
  raw: true,
  summary: 'A small JPEG of one gallery photo (the photo itself when it has none); 204 unless it is in the gallery',
  params: z.object({ a: z.string().max(100), b: Id }),
  response: z.unknown(),
})

const DownloadId = z.string().min(16).max(100)

export const publicRequestDownload = endpoint({
  name: 'publicRequestDownload',
  method: 'POST',
  path: '/public/download-attachment',
  access: 'public',
  status: 'ready',
  summary:
    'Exchange a guest-info token and an attachment id for a download id valid 10 minutes (204 when the guest may not have it)',
  body: z.object({ token: z.string().min(16).max(100), attachmentId: Id }),
  response: z.object({
    id: z.string(),
    /** Path of the download on this server; prefix it with the API base. */
    url: z.string(),
    fileName: z.string(),
    expiresAt: Instant,
  }),
})

export const publicDownload = endpoint({
  name: 'publicDownload',
  method: 'GET',
  path: '/public/download-attachment/{id}',
  access: 'public',
  status: 'ready',
  raw: true,
  summary: 'Stream a file by its short-lived download id (204 when unknown or expired)',
  params: z.object({ id: DownloadId }),
  response: z.unknown(),
})
