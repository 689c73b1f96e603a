import type { AttachmentUpload, GalleryQuery } from '@innkeep/contract'

/** What the gallery shows: the public gallery, the house's own photos, or one room's (`RESOURCE:<id>`). */
export type GalleryTarget = 'GALLERY' | 'WORKSPACE' | `RESOURCE:${string}`

export const GALLERY_PAGE_SIZE = 24

export function galleryQuery(target: GalleryTarget, page: number): GalleryQuery {
  const base = { page, size: GALLERY_PAGE_SIZE }
  if (target === 'GALLERY') return base
  if (target === 'WORKSPACE') return { ...base, objectType: 'WORKSPACE' }
  return { ...base, objectType: 'RESOURCE', objectId: target.slice('RESOURCE:'.length) }
}

/** Where a photo dropped on this view goes; in the public gallery view it is always public. */
export function uploadTarget(
  target: GalleryTarget,
  forGallery: boolean,
): Pick<AttachmentUpload, 'objectType' | 'objectId' | 'visibility'> {
  const visibility = target === 'GALLERY' || forGallery ? 'GALLERY' : 'PRIVATE'
  if (target === 'GALLERY' || target === 'WORKSPACE') return { objectType: 'WORKSPACE', visibility }
  return { objectType: 'RESOURCE', objectId: target.slice('RESOURCE:'.length), visibility }
}
