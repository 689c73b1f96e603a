import type { AttachmentObjectType, AttachmentUpload, AttachmentVisibility, GalleryQuery } from '@innkeep/contract'

/**
 * What the gallery shows: the public gallery, the house's own photos, or one room's
 * (`RESOURCE:<id>`), vehicle's (`CAR:<id>`) or rental contract's (`CONTRACT:<id>`, handover photos).
 */
export type GalleryTarget = 'GALLERY' | 'WORKSPACE' | `${ObjectTarget}:${string}`
type ObjectTarget = 'RESOURCE' | 'CAR' | 'CONTRACT'

export const GALLERY_PAGE_SIZE = 24

/** The object a target names, or undefined for the public gallery and the house. */
function objectOf(target: GalleryTarget): { objectType: ObjectTarget; objectId: string } | undefined {
  if (target === 'GALLERY' || target === 'WORKSPACE') return undefined
  const at = target.indexOf(':')
  return { objectType: target.slice(0, at) as ObjectTarget, objectId: target.slice(at + 1) }
}

export function galleryQuery(target: GalleryTarget, page: number): GalleryQuery {
  const base = { page, size: GALLERY_PAGE_SIZE }
  if (target === 'GALLERY') return base
  return { ...base, ...(objectOf(target) ?? { objectType: 'WORKSPACE' }) }
}

/** Who may see photos of an object: only the house's and the rooms' go public or to guests. */
export function visibilitiesOf(objectType: AttachmentObjectType): AttachmentVisibility[] {
  return objectType === 'RESOURCE' || objectType === 'WORKSPACE' ? ['GALLERY', 'PRIVATE', 'GUESTS'] : ['PRIVATE']
}

/** Whether photos dropped on this view may be put into the public gallery (the view itself always does). */
export function offersPublic(target: GalleryTarget): boolean {
  const object = objectOf(target)
  return target !== 'GALLERY' && (!object || visibilitiesOf(object.objectType).includes('GALLERY'))
}

/** Where a photo dropped on this view goes; in the public gallery view it is always public. */
export function uploadTarget(
  target: GalleryTarget,
  forGallery: boolean,
): Pick<AttachmentUpload, 'objectType' | 'objectId' | 'visibility'> {
  const object = objectOf(target)
  const visibility = target === 'GALLERY' || (forGallery && offersPublic(target)) ? 'GALLERY' : 'PRIVATE'
  if (!object) return { objectType: 'WORKSPACE', visibility }
  return { ...object, visibility }
}
