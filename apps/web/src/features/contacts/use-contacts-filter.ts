import { readLabelIds } from '../../components/labels/label-param.ts'
import { pageOf, type UrlParamNames, useUrlFilter } from '../../lib/url-filter.ts'

export type ContactsShow = 'all' | 'withAccount'

export interface ContactsFilterState {
  text: string
  /** All contacts, or only those with a bank account (`?show=account`). */
  show: ContactsShow
  /** Contacts carrying any of these labels (`?label=<id>,<id>`). */
  labels: string[]
  page: number
}

/** The list's filters as the address holds them: `?q=novak&page=2&show=account&label=<id>`. */
export function readContactsFilter(params: URLSearchParams): ContactsFilterState {
  return {
    text: params.get('q') ?? '',
    show: params.get('show') === 'account' ? 'withAccount' : 'all',
    labels: readLabelIds(params),
    page: pageOf(params),
  }
}

/** The parameter each filter value goes under. */
const CONTACTS_FILTER_PARAMS: UrlParamNames<ContactsFilterState> = {
  text: 'q',
  show: { name: 'show', write: (show) => (show === 'withAccount' ? 'account' : null) },
  labels: 'label',
}

/** How many of the filters a phone folds away narrow the list (the search stays in sight). */
export function activeContactsFilters(state: Pick<ContactsFilterState, 'show' | 'labels'>): number {
  return (state.show === 'withAccount' ? 1 : 0) + (state.labels.length > 0 ? 1 : 0)
}

/**
 * The search, the page, "all / with a bank account" and the labels live in the address, so a
 * reload or the back button returns to the same list. The search box answers at once; the
 * address (and the server) follow once typing rests.
 */
export function useContactsFilter() {
  const { state, search, setSearch, clearSearch, update } = useUrlFilter(readContactsFilter, CONTACTS_FILTER_PARAMS)
  return {
    ...state,
    search,
    setSearch,
    clearSearch,
    setPage: (page: number) => update({ page }),
    setShow: (show: ContactsShow) => update({ show }),
    setLabels: (labels: string[]) => update({ labels }),
  }
}
