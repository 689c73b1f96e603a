import {
  listPricelist,
  listReservationsByResource,
  listResourceGroups,
  listResources,
  orderResources,
  saveResource,
  saveResourceGroup,
  setResourceGroupRetired,
  setResourceRetired,
} from '@innkeep/contract'
import { useApiMutation, useApiQuery } from './query.ts'

/** Every resource of the workspace, retired ones too (screens filter): one cache entry for all. */
export function useResources(slugs: string) {
  return useApiQuery(listResources, { params: { slugs }, query: { includeRetired: 'true' } })
}

export function useResourceGroups(slugs: string) {
  return useApiQuery(listResourceGroups, { params: { slugs }, query: { includeRetired: 'true' } })
}

// A renamed, moved or retired resource changes the timeline and the price list's "used by" too.
const AFFECTED = [listResources, listResourceGroups, listReservationsByResource, listPricelist]

export const useSaveResourceGroup = () => useApiMutation(saveResourceGroup, { invalidates: AFFECTED })
export const useSaveResource = () => useApiMutation(saveResource, { invalidates: AFFECTED })
export const useOrderResources = () => useApiMutation(orderResources, { invalidates: AFFECTED })
export const useSetResourceRetired = () => useApiMutation(setResourceRetired, { invalidates: AFFECTED })
export const useSetResourceGroupRetired = () => useApiMutation(setResourceGroupRetired, { invalidates: AFFECTED })
