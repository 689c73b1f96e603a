import {
  ReservationPayment,
  type ReservationSearchQuery,
  ReservationSort,
  ReservationSource,
  ReservationStatus,
} from '@innkeep/contract'
import { readLabelIds } from '../../components/labels/label-param.ts'
import { dateOf, oneOf, pageOf, type UrlFilterChange, type UrlParamNames, useUrlFilter } from '../../lib/url-filter.ts'

export const RESERVATIONS_PAGE_SIZE = 50

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const idOf = (params: URLSearchParams, name: string) => {
  const value = params.get(name)
  return value && ID.test(value) ? value : undefined
}

/** The values of `list` a comma-separated parameter names (`?status=CONFIRMED,CHECKED_IN`), each once. */
function manyOf<T extends string>(list: readonly T[], value: string | null): T[] {
  const named = (value ?? '').split(',')
  return list.filter((item) => named.includes(item))
}

export interface ReservationsFilterState {
  text: string
  from?: string
  till?: string
  status: ReservationStatus[]
  payment?: ReservationPayment
  source: ReservationSource[]
  /** One room or place (`?room=<id>`), or every one of a group (`?group=<id>`). */
  room?: string
  group?: string
  labels: string[]
  sort: ReservationSort
  direction: 'asc' | 'desc'
  page: number
}

/** The list's filters as the address holds them (`?q=horakova&status=CONFIRMED&from=2027-12-01&page=2`). */
export function readFilter(params: URLSearchParams): ReservationsFilterState {
  const from = dateOf(params, 'from')
  const till = dateOf(params, 'till')
  const payment = oneOf(ReservationPayment.options, params.get('payment'))
  const room = idOf(params, 'room')
  const group = idOf(params, 'group')
  return {
    text: params.get('q') ?? '',
    ...(from ? { from } : {}),
    ...(till ? { till } : {}),
    status: manyOf(ReservationStatus.options, params.get('status')),
    ...(payment ? { payment } : {}),
    source: manyOf(ReservationSource.options, params.get('source')),
    ...(room ? { room } : {}),
    ...(group ? { group } : {}),
    labels: readLabelIds(params),
    sort: oneOf(ReservationSort.options, params.get('sort')) ?? 'since',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: pageOf(params),
  }
}

/** The state as the server's query (a range typed the wrong way round is left out rather than refused). */
export function toSearchQuery(state: ReservationsFilterState): ReservationSearchQuery {
  const range = state.from && state.till && state.from > state.till ? {} : { from: state.from, till: state.till }
  return {
    ...(state.text ? { q: state.text } : {}),
    ...(range.from ? { from: range.from } : {}),
    ...(range.till ? { till: range.till } : {}),
    ...(state.status.length > 0 ? { status: state.status } : {}),
    ...(state.payment ? { payment: state.payment } : {}),
    ...(state.source.length > 0 ? { source: state.source } : {}),
    ...(state.room ? { resourceId: state.room } : {}),
    ...(state.group ? { groupId: state.group } : {}),
    ...(state.labels.length > 0 ? { labelId: state.labels } : {}),
    sort: state.sort,
    order: state.direction,
    page: state.page,
    pageSize: RESERVATIONS_PAGE_SIZE,
  }
}

export type FilterChange = UrlFilterChange<ReservationsFilterState>

/** A click on a column header: the same column turns round; a new one starts A–Z for names and codes, newest first otherwise. */
export function nextSort(
  state: Pick<ReservationsFilterState, 'sort' | 'direction'>,
  column: ReservationSort,
): FilterChange {
  if (state.sort === column) return { sort: column, direction: state.direction === 'asc' ? 'desc' : 'asc' }
  return { sort: column, direction: column === 'contactName' || column === 'code' ? 'asc' : 'desc' }
}

/** How many of the filters a phone folds away narrow the list (the search stays in sight). */
export function activeFilters(state: ReservationsFilterState): number {
  const set = [
    state.from || state.till,
    state.status.length > 0,
    state.payment,
    state.source.length > 0,
    state.room || state.group,
    state.labels.length > 0,
  ]
  return set.filter(Boolean).length
}

export function isFiltered(state: ReservationsFilterState): boolean {
  return Boolean(state.text) || activeFilters(state) > 0
}

/** The parameter each filter value goes under. */
export const RESERVATIONS_FILTER_PARAMS: UrlParamNames<ReservationsFilterState> = {
  text: 'q',
  from: 'from',
  till: 'till',
  status: 'status',
  payment: 'payment',
  source: 'source',
  room: 'room',
  group: 'group',
  labels: 'label',
  sort: 'sort',
  direction: 'dir',
}

/**
 * The filters live in the address, so a reload, the back button or a shared link returns to the same
 * list. The search box answers at once; the address (and the server) follow once typing rests.
 */
export function useReservationsFilter() {
  return useUrlFilter(readFilter, RESERVATIONS_FILTER_PARAMS)
}
