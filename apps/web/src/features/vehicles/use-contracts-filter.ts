import { type ContractFilter, ContractState } from '@innkeep/contract'
import { isLocalDate } from '../../lib/local-date.ts'
import { oneOf, pageOf, useUrlFilter } from './url-filter.ts'

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
  const date = (key: string) => {
    const value = params.get(key)
    return isLocalDate(value) ? value : undefined
  }
  const state = oneOf(ContractState.options, params.get('state'))
  const contactId = id('contact')
  const carId = id('car')
  const from = date('from')
  const till = date('till')
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

const PARAM = {
  state: 'state',
  contactId: 'contact',
  carId: 'car',
  from: 'from',
  till: 'till',
  sort: 'sort',
  direction: 'dir',
} as const

export function useContractsFilter() {
  const url = useUrlFilter()
  const state = readContractsFilter(url.params)
  return {
    state,
    search: url.search,
    setSearch: url.setSearch,
    clearSearch: url.clearSearch,
    /** Keys given as undefined leave the address. */
    change: (changes: ContractsFilterChange) =>
      url.update(
        Object.fromEntries(
          Object.entries(changes).map(([key, value]) => [PARAM[key as keyof typeof PARAM], value ?? null]),
        ),
      ),
    setPage: (page: number) => url.update({}, page),
  }
}
