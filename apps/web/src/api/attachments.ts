import {
  type Attachment,
  type AttachmentFilter,
  attachmentFile,
  deleteAttachment,
  type GalleryPhoto,
  getGalleryData,
  getPCloudConnection,
  listAttachments,
  publicGallery,
  publicGalleryPhoto,
  publicGalleryThumbnail,
  publicGetGuestInfo,
  supplierInvoiceList,
  uploadAttachment,
} from '@innkeep/contract'
import { buildUrl } from './client.ts'
import { downloadFile } from './download.ts'
import { useApiMutation, useApiQuery } from './query.ts'

// Attachments: the staff screen of house documents and gallery photos, the guest downloads and the
// public gallery. Files travel as base64 in JSON (docs/attachments.md).

export function useAttachments(slugs: string, filter: AttachmentFilter) {
  return useApiQuery(listAttachments, { params: { slugs }, query: filter })
}

// a new or deleted file changes the galleries and what guests see on their page
// the supplier-invoice list shows a paperclip for those with files
const AFFECTED = [
  listAttachments,
  getGalleryData,
  getPCloudConnection,
  publicGallery,
  publicGetGuestInfo,
  supplierInvoiceList,
]

export const useUploadAttachment = () => useApiMutation(uploadAttachment, { invalidates: AFFECTED })
export const useDeleteAttachment = () => useApiMutation(deleteAttachment, { invalidates: AFFECTED })

/** The file of an attachment, with the staff credentials, saved under its name. */
export function downloadAttachment(slugs: string, attachment: Attachment): Promise<void> {
  return downloadFile(attachmentFile, { params: { slugs, id: attachment.id } }, attachment.fileName)
}

/** The public gallery of a workspace; failures are the page's to show, never a staff toast. */
export function usePublicGallery(slug: string) {
  return useApiQuery(publicGallery, { query: { slug } }, { onError: () => undefined, enabled: slug !== '' })
}

/** Where a gallery photo is served (the same API base as every call). */
export function galleryPhotoUrl(slug: string, photo: Pick<GalleryPhoto, 'id'>): string {
  return buildUrl(publicGalleryPhoto, { params: { a: slug, b: photo.id } })
}

/** Where a gallery photo's small JPEG is served, for grids (the photo itself when it has none). */
export function galleryThumbnailUrl(slug: string, photo: Pick<GalleryPhoto, 'id'>): string {
  return buildUrl(publicGalleryThumbnail, { params: { a: slug, b: photo.id } })
}
