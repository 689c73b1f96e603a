import { z } from 'zod'
import { Attachment, AttachmentObjectType, AttachmentVisibility } from './attachments.ts'
import { Id, Instant, SlugParams, Version, withCode } from './common.ts'
import { endpoint } from './endpoint.ts'

// The staff photo gallery and copies of files in pCloud (issue 8); attachments live in attachments.ts.
// docs/attachments.md tells how they fit.

/** pCloud keeps an account in one region: EU (eapi.pcloud.com) or US (api.pcloud.com). */
export const PCloudRegion = z.enum(['EU', 'US'])
export type PCloudRegion = z.infer<typeof PCloudRegion>

/**
 * Why a copy to pCloud failed, worded by the app: the token is refused (enter a new one), the
 * account is full, the connection was removed, the token cannot be opened (SECRETS_KEY changed), the
 * local file is gone, pCloud refused the file, or pCloud did not answer (retried with growing pauses).
 */
export const PCloudProblem = z.enum([
  'PCLOUD_UNAUTHORIZED',
  'PCLOUD_QUOTA',
  'PCLOUD_NOT_CONNECTED',
  'PCLOUD_TOKEN_UNREADABLE',
  'PCLOUD_FILE_MISSING',
  'PCLOUD_REFUSED',
  'PCLOUD_UNAVAILABLE',
])
export type PCloudProblem = z.infer<typeof PCloudProblem>

/** NONE: never asked; QUEUED: a copy job waits or runs; STORED: the copy exists; FAILED: the last job gave up. */
export const PCloudCopyState = z.enum(['NONE', 'QUEUED', 'STORED', 'FAILED'])
export type PCloudCopyState = z.infer<typeof PCloudCopyState>

export const PCloudCopy = z.object({
  state: PCloudCopyState,
  /** pCloud's file id, a number beyond 2^53 possible, so text. */
  fileId: z.string().nullable(),
  storedAt: Instant.nullable(),
  /** QUEUED after a failed attempt, or FAILED: what went wrong. */
  problem: PCloudProblem.nullable(),
})
export type PCloudCopy = z.infer<typeof PCloudCopy>

/** Objects that have photos of their own in the gallery screen. */
export const GalleryObjectType = AttachmentObjectType.extract(['RESOURCE', 'WORKSPACE', 'CAR', 'CONTRACT'])
export type GalleryObjectType = z.infer<typeof GalleryObjectType>

export const GalleryQuery = z.object({
  /** With it: every photo of that object (any visibility); without: every GALLERY photo of the workspace. */
  objectType: GalleryObjectType.optional(),
  /** Required with every object type but WORKSPACE. */
  objectId: Id.optional(),
  /** Zero-based page. */
  page: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(100).default(48),
})
export type GalleryQuery = z.input<typeof GalleryQuery>

export const GalleryItem = Attachment.extend({ pcloud: PCloudCopy })
export type GalleryItem = z.infer<typeof GalleryItem>

export const GalleryPage = z.object({
  items: z.array(GalleryItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Whether "store to pCloud" can work, and where copies go. */
  pcloud: z.object({ connected: z.boolean(), folderPath: z.string().nullable() }),
})
export type GalleryPage = z.infer<typeof GalleryPage>

export const StoreToPCloudInput = z
  .object({
    /** These attachments; each must belong to the workspace (else 204, nothing queued). */
    attachmentIds: z.array(Id).min(1).max(200).optional(),
    /** Or every attachment (at most 500) matching the filter. */
    filter: z
      .object({
        objectType: AttachmentObjectType.optional(),
        objectId: Id.optional(),
        visibility: AttachmentVisibility.optional(),
      })
      .optional(),
  })
  .refine((v) => (v.attachmentIds === undefined) !== (v.filter === undefined), withCode('pcloud.storeWhat'))
export type StoreToPCloudInput = z.input<typeof StoreToPCloudInput>

export const StoreToPCloudResult = z.object({
  /** A copy job was queued for each of these. */
  queued: z.array(Id),
  /** A copy job was already waiting or running (one per attachment at a time). */
  alreadyQueued: z.array(Id),
  /** Copied before; nothing to do. */
  alreadyStored: z.array(Id),
})
export type StoreToPCloudResult = z.infer<typeof StoreToPCloudResult>

export const getGalleryData = endpoint({
  name: 'getGalleryData',
  method: 'POST',
  path: '/api/{slugs}/get-gallery-data',
  access: 'staff',
  permission: 'files.read',
  status: 'ready',
  summary:
    'Photos of an object (room, house, car, contract) or every gallery photo, paged, with thumbnails and pCloud state',
  params: SlugParams,
  body: GalleryQuery,
  response: GalleryPage,
})

export const storeToPCloud = endpoint({
  name: 'storeToPCloud',
  method: 'PUT',
  path: '/api/{slugs}/store-to-p-cloud',
  access: 'staff',
  permission: 'files.write',
  status: 'ready',
  summary: 'Queue copies of attachments (by ids or a filter) to the workspace pCloud folder, one durable job each',
  params: SlugParams,
  body: StoreToPCloudInput,
  response: StoreToPCloudResult,
})

// Additions: the workspace's pCloud account (not in the spec, which only copies to it).

/** A folder path in pCloud: `/` and names, no `.` or `..`, no backslash. */
const FolderPath = z
  .string()
  .trim()
  .max(200)
  .transform((v) => `/${v.split('/').filter(Boolean).join('/')}`)
  .refine((v) => v.split('/').every((name) => name !== '.' && name !== '..' && !name.includes('\\')), {
    ...withCode('pcloud.folderPath'),
  })

/** An OAuth access token of a pCloud app, as pCloud hands it out. */
const AccessToken = z
  .string()
  .trim()
  .refine((v) => /^[A-Za-z0-9_.~+/=-]{16,200}$/.test(v), withCode('pcloud.tokenFormat'))

export const PCloudConnectionInput = z.object({
  region: PCloudRegion,
  /** Required to connect; when the connection exists, leave it out to keep the stored token. */
  accessToken: AccessToken.optional(),
  folderPath: FolderPath.default('/Innkeep'),
  /** The version read; a stale one answers CONFLICT. */
  version: Version.optional(),
})
export type PCloudConnectionInput = z.input<typeof PCloudConnectionInput>

export const PCloudConnection = z.object({
  connected: z.boolean(),
  region: PCloudRegion.nullable(),
  folderPath: z.string().nullable(),
  version: z.number().int().nullable(),
  updatedAt: Instant.nullable(),
  /** A problem of the account itself (token refused, account full) met by a copy since the last save. */
  problem: PCloudProblem.nullable(),
  /** Attachments copied, and copies waiting or running. */
  stored: z.number().int(),
  queued: z.number().int(),
})
export type PCloudConnection = z.infer<typeof PCloudConnection>

export const getPCloudConnection = endpoint({
  name: 'getPCloudConnection',
  method: 'GET',
  path: '/api/{slugs}/p-cloud-connection',
  access: 'staff',
  permission: 'files.read',
  status: 'ready',
  addition: true,
  summary: 'The workspace pCloud connection (region, folder, state); never the token',
  params: SlugParams,
  response: PCloudConnection,
})

export const savePCloudConnection = endpoint({
  name: 'savePCloudConnection',
  method: 'PUT',
  path: '/api/{slugs}/p-cloud-connection',
  access: 'staff',
  permission: 'workspace.settings',
  status: 'ready',
  addition: true,
  summary: 'Connect pCloud or change the folder: the token is checked by making the folder, then stored sealed',
  params: SlugParams,
  body: PCloudConnectionInput,
  response: PCloudConnection,
})

export const deletePCloudConnection = endpoint({
  name: 'deletePCloudConnection',
  method: 'DELETE',
  path: '/api/{slugs}/p-cloud-connection',
  access: 'staff',
  permission: 'workspace.settings',
  status: 'ready',
  addition: true,
  summary: 'Disconnect pCloud (forgets the token; copies already made stay in pCloud)',
  params: SlugParams,
  response: PCloudConnection,
})

export const galleryEndpoints = [
  getGalleryData,
  storeToPCloud,
  getPCloudConnection,
  savePCloudConnection,
  deletePCloudConnection,
] as const
