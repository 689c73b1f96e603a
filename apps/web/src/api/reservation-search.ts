import { exportReservations, quickSearch, type ReservationSearchQuery, searchReservations } from '@innkeep/contract'
import { downloadFile } from './download.ts'
import { useApiQuery } from './query.ts'

/**
 * One page of the reservation search. The previous page stays on screen while the next one loads,
 * so typing, filtering and paging do not flash a skeleton.
 */
export function useReservationSearch(slugs: string, query: ReservationSearchQuery) {
  return useApiQuery(searchReservations, { params: { slugs }, query }, { keepPrevious: true })
}

/** The same filter and order as a CSV file, saved as `rezervace-<today>.csv`. */
export function downloadReservationsCsv(slugs: string, query: ReservationSearchQuery, fileName: string) {
  const { page: _page, pageSize: _size, ...filter } = query
  return downloadFile(exportReservations, { params: { slugs }, query: filter }, fileName)
}

/** The staff header's search while something is typed (the answer of the last text stays meanwhile). */
export function useQuickSearch(slugs: string, text: string) {
  return useApiQuery(
    quickSearch,
    { params: { slugs }, query: { q: text } },
    { keepPrevious: true, abortable: true, enabled: text.trim().length >= 2, staleTime: 10_000 },
  )
}
