import {
  exportReservations,
  type QuickSearchResult,
  quickSearch,
  type ReservationSearchPage,
  type ReservationSearchQuery,
  searchReservations,
} from '@innkeep/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call } from './client.ts'
import { downloadFile } from './download.ts'
import { apiQueryKey, type QueryError, unwrap } from './query.ts'

/**
 * One page of the reservation search. The previous page stays on screen while the next one loads,
 * so typing, filtering and paging do not flash a skeleton.
 */
export function useReservationSearch(slugs: string, query: ReservationSearchQuery) {
  const input = { params: { slugs }, query }
  return useQuery<ReservationSearchPage | null, QueryError>({
    queryKey: apiQueryKey(searchReservations, input),
    queryFn: async () => unwrap(await call(searchReservations, input)),
    placeholderData: keepPreviousData,
  })
}

/** The same filter and order as a CSV file, saved as `rezervace-<today>.csv`. */
export function downloadReservationsCsv(slugs: string, query: ReservationSearchQuery, fileName: string) {
  const { page: _page, pageSize: _size, ...filter } = query
  return downloadFile(exportReservations, { params: { slugs }, query: filter }, fileName)
}

/** The staff header's search while something is typed (the answer of the last text stays meanwhile). */
export function useQuickSearch(slugs: string, text: string) {
  const input = { params: { slugs }, query: { q: text } }
  return useQuery<QuickSearchResult | null, QueryError>({
    queryKey: apiQueryKey(quickSearch, input),
    queryFn: async ({ signal }) => unwrap(await call(quickSearch, input, {}, { signal })),
    placeholderData: keepPreviousData,
    enabled: text.trim().length >= 2,
    staleTime: 10_000,
  })
}
