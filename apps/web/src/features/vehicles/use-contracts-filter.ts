import { type ContractFilter, ContractState } from '@innkeep/contract'
import { dateOf, oneOf, pageOf, type UrlParamNames, useUrlFilter } from '../../lib/url-filter.ts'

export const CONTRACTS_PAGE_SIZE = 50

export const CONTRACT_SORTS = ['since', 'number', 'contact', 'price'] as const
export type ContractSort = (typeof CONTRACT_SORTS)[number]

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface ContractsFilterState {
  state?: ContractState
  contactId?: string
  carId?: string
  from?: string
  till?: string
  text: string
  sort: ContractSort
  direction: 'asc' | 'desc'
  page: number
}

/** The list's filters as the address holds them: `?state=ACTIVE&car=<id>&from=2027-07-01&q=kučera&page=2`. */
export function readContractsFilter(params: URLSearchParams): ContractsFilterState {
  const id = (key: string) => {
    const value = params.get(key)
    return value && ID.test(value) ? value : undefined
  }
  const state = oneOf(ContractState.options, params.get('state'))
  const contactId = id('contact')
  const carId = id('car')
  const from = dateOf(params, 'from')
  const till = dateOf(params, 'till')
  return {
    ...(state ? { state } : {}),
    ...(contactId ? { contactId } : {}),
    ...(carId ? { carId } : {}),
    ...(from ? { from } : {}),
    // a period the wrong way round would be refused: the end is dropped instead
    ...(till && (!from || from <= till) ? { till } : {}),
    text: params.get('q') ?? '',
    sort: oneOf(CONTRACT_SORTS, params.get('sort')) ?? 'since',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: pageOf(params),
  }
}

export function toContractFilter(state: ContractsFilterState): ContractFilter {
  const { text, page, ...rest } = state
  return { ...rest, ...(text ? { text } : {}), page, size: CONTRACTS_PAGE_SIZE }
}

/** The same column turns round; a new one starts A–Z for names, the latest (largest) first otherwise. */
export function nextContractSort(state: Pick<ContractsFilterState, 'sort' | 'direction'>, column: ContractSort) {
  if (state.sort === column) return { sort: column, direction: state.direction === 'asc' ? 'desc' : 'asc' } as const
  return { sort: column, direction: column === 'contact' ? 'asc' : 'desc' } as const
}

export type ContractsFilterChange = Partial<
  Pick<ContractsFilterState, 'state' | 'contactId' | 'carId' | 'from' | 'till' | 'sort' | 'direction'>
>

/** The parameter each filter value goes under. */
const CONTRACTS_FILTER_PARAMS: UrlParamNames<ContractsFilterState> = {
  state: 'state',
  contactId: 'contact',
  carId: 'car',
  from: 'from',
  till: 'till',
  text: 'q',
  sort: 'sort',
  direction: 'dir',
}

/** How many of the filters a phone folds away narrow the list (the search stays in sight; sort and page narrow nothing). */
export function activeContractsFilters(state: ContractsFilterState): number {
  return [state.state, state.contactId, state.carId, state.from, state.till].filter(Boolean).length
}

/** Whether anything narrows the list (for the empty state's wording). */
export function isContractsFiltered(state: ContractsFilterState): boolean {
  return Boolean(state.text) || activeContractsFilters(state) > 0
}

export function useContractsFilter() {
  const { state, search, setSearch, clearSearch, update } = useUrlFilter(readContractsFilter, CONTRACTS_FILTER_PARAMS)
  return {
    state,
    search,
    setSearch,
    clearSearch,
    /** Keys given as undefined leave the address. */
    change: (changes: ContractsFilterChange) => update(changes),
    setPage: (page: number) => update({ page }),
  }
}
