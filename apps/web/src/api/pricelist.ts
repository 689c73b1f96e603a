import {
  computeStayPrice,
  deletePricelistItem,
  getAccommodationSettings,
  getPricelistItem,
  listPricelist,
  listResources,
  type StayQuery,
  saveAccommodationSettings,
  savePricelistItem,
} from '@innkeep/contract'
import { useQueries } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiQueryOptions, useApiMutation, useApiQuery } from './query.ts'

export function usePricelist(slugs: string, enabled = true) {
  return useApiQuery(listPricelist, { params: { slugs } }, { enabled })
}

/** One item read fresh from the server (the dialog edits the current version, not the list's copy). */
export function usePricelistItem(slugs: string, code: string | null) {
  return useApiQuery(
    getPricelistItem,
    { params: { slugs, code: code ?? '' } },
    { enabled: code !== null, refetchOnMount: 'always' },
  )
}

export const useSavePricelistItem = () =>
  useApiMutation(savePricelistItem, { invalidates: [listPricelist, getPricelistItem] })
export const useDeletePricelistItem = () =>
  useApiMutation(deletePricelistItem, { invalidates: [listPricelist, listResources] })

/** `enabled`: false until a dialog that needs them opens. */
export function useAccommodationSettings(slugs: string, enabled = true) {
  return useApiQuery(getAccommodationSettings, { params: { slugs } }, { enabled })
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

/** The prices of several stays (the rooms of one booking), read with the same keys as `useStayPrice`. */
export function useStayPrices(slugs: string, stays: readonly z.input<typeof StayQuery>[]) {
  return useQueries({
    queries: stays.map((stay) =>
      apiQueryOptions(computeStayPrice, { params: { slugs }, body: stay }, { onError: () => undefined }),
    ),
  })
}
