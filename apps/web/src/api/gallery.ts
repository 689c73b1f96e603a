import {
  deletePCloudConnection,
  type GalleryQuery,
  getGalleryData,
  getPCloudConnection,
  listAttachments,
  publicGallery,
  savePCloudConnection,
  storeToPCloud,
  updateAttachment,
} from '@innkeep/contract'
import { useApiMutation, useApiQuery } from './query.ts'

// The staff gallery, copies to pCloud and the workspace's pCloud connection (docs/attachments.md).

/** One page of the gallery; reloads every few seconds while `waiting` (copies to pCloud under way). */
export function useGalleryData(slugs: string, query: GalleryQuery, waiting = false) {
  return useApiQuery(getGalleryData, { params: { slugs }, body: query }, { refetchInterval: waiting ? 3000 : false })
}

export function usePCloudConnection(slugs: string, waiting = false) {
  return useApiQuery(getPCloudConnection, { params: { slugs } }, { refetchInterval: waiting ? 3000 : false })
}

// a copy, a new title or a new visibility shows in the gallery, the lists and the public gallery
const AFFECTED = [getGalleryData, getPCloudConnection, listAttachments, publicGallery]

export const useStoreToPCloud = () => useApiMutation(storeToPCloud, { invalidates: AFFECTED })
export const useUpdateAttachment = () => useApiMutation(updateAttachment, { invalidates: AFFECTED })
export const useSavePCloudConnection = () => useApiMutation(savePCloudConnection, { invalidates: AFFECTED })
export const useDeletePCloudConnection = () => useApiMutation(deletePCloudConnection, { invalidates: AFFECTED })
