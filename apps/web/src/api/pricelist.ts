import {
  computeStayPrice,
  deletePricelistItem,
  getAccommodationSettings,
  listPricelist,
  listResources,
  type StayQuery,
  saveAccommodationSettings,
  savePricelistItem,
} from '@innkeep/contract'
import type { z } from 'zod'
import { useApiMutation, useApiQuery } from './query.ts'

export function usePricelist(slugs: string, enabled = true) {
  return useApiQuery(listPricelist, { params: { slugs } }, { enabled })
}

export const useSavePricelistItem = () => useApiMutation(savePricelistItem, { invalidates: [listPricelist] })
export const useDeletePricelistItem = () =>
  useApiMutation(deletePricelistItem, { invalidates: [listPricelist, listResources] })

export function useAccommodationSettings(slugs: string) {
  return useApiQuery(getAccommodationSettings, { params: { slugs } })
}

export const useSaveAccommodationSettings = () =>
  useApiMutation(saveAccommodationSettings, { invalidates: [getAccommodationSettings] })

/** The price of a stay as the form describes it; null input (an incomplete form) asks nothing. */
export function useStayPrice(slugs: string, stay: z.input<typeof StayQuery> | null) {
  return useApiQuery(
    computeStayPrice,
    { params: { slugs }, body: stay ?? { resourceId: '', since: '', till: '', guests: {} } },
    { enabled: stay !== null, onError: () => undefined },
  )
}
