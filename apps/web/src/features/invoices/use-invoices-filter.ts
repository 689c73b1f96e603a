import { type Invoice, type InvoiceFilter, InvoiceType } from '@innkeep/contract'
import { DOCUMENT_FILTER_PARAMS, type PeriodState, readPeriod } from '../../components/documents/document-filter.ts'
import { DEFAULT_PERIOD, periodRange } from '../../components/invoices/invoice-period.ts'
import { readLabelIds } from '../../components/labels/label-param.ts'
import { oneOf, pageOf, type UrlFilterChange, type UrlParamNames, useUrlFilter } from '../../lib/url-filter.ts'

/** How long typing rests before the list asks the server. */
export { SEARCH_DEBOUNCE_MS } from '../../lib/url-filter.ts'
export const INVOICES_PAGE_SIZE = 50

export const STATES = ['draft', 'issued', 'canceled'] as const
export type StateFilter = (typeof STATES)[number]
export const PAYMENTS = ['PAID', 'UNPAID', 'OVERDUE'] as const
export type PaymentFilter = (typeof PAYMENTS)[number]
export const SORTS = ['number', 'customer', 'issueDate', 'dueDate', 'total'] as const
export type SortKey = (typeof SORTS)[number]
type Direction = 'asc' | 'desc'

/** Draft, issued or canceled: the list's one "state" filter over the server's status and validity. */
function stateQuery(state: StateFilter | undefined): Pick<InvoiceFilter, 'status' | 'validity'> {
  if (state === 'draft') return { status: 'DRAFT' }
  if (state === 'issued') return { status: 'ISSUED', validity: 'VALID' }
  if (state === 'canceled') return { validity: 'CANCELED' }
  return {}
}

export interface InvoicesFilterState extends PeriodState {
  type?: Invoice['type']
  state?: StateFilter
  payment?: PaymentFilter
  /** Invoices carrying any of these labels (`?label=<id>,<id>`). */
  labels: string[]
  text: string
  sort: SortKey
  direction: Direction
  page: number
}

/** The list's filters as the address holds them (`?period=month&type=PROFORMA&q=novak&page=2`). */
export function readFilter(params: URLSearchParams): InvoicesFilterState {
  const type = oneOf(InvoiceType.options, params.get('type'))
  const state = oneOf(STATES, params.get('state'))
  const payment = oneOf(PAYMENTS, params.get('payment'))
  return {
    ...readPeriod(params),
    ...(type ? { type } : {}),
    ...(state ? { state } : {}),
    ...(payment ? { payment } : {}),
    labels: readLabelIds(params),
    text: params.get('q') ?? '',
    sort: oneOf(SORTS, params.get('sort')) ?? 'issueDate',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: pageOf(params),
  }
}

/** The state as the server's filter, the period resolved to issue dates as of `today`. */
export function toInvoiceFilter(state: InvoicesFilterState, today: string): InvoiceFilter {
  return {
    ...periodRange(state.period, today, state),
    ...(state.type ? { type: state.type } : {}),
    ...stateQuery(state.state),
    ...(state.payment ? { payment: state.payment } : {}),
    ...(state.labels.length > 0 ? { labelId: state.labels } : {}),
    ...(state.text ? { text: state.text } : {}),
    sort: state.sort,
    direction: state.direction,
    page: state.page,
    size: INVOICES_PAGE_SIZE,
  }
}

/** A click on a column header: the same column turns round; a new one starts A–Z for names, newest first otherwise. */
export function nextSort(state: Pick<InvoicesFilterState, 'sort' | 'direction'>, column: SortKey): FilterChange {
  if (state.sort === column) return { sort: column, direction: state.direction === 'asc' ? 'desc' : 'asc' }
  return { sort: column, direction: column === 'customer' ? 'asc' : 'desc' }
}

export type FilterChange = UrlFilterChange<InvoicesFilterState>

/**
 * How many of the filters a phone folds away narrow the list: a period other than this year, type,
 * state, payment, labels (the search stays in sight; sort and page narrow nothing).
 */
export function activeFilters(state: InvoicesFilterState): number {
  const set = [state.period !== DEFAULT_PERIOD, state.type, state.state, state.payment, state.labels.length > 0]
  return set.filter(Boolean).length
}

/** Whether anything but the period narrows the list (for the empty state's wording: an empty period says so itself). */
export function isFiltered(state: InvoicesFilterState): boolean {
  return Boolean(state.text) || activeFilters({ ...state, period: DEFAULT_PERIOD }) > 0
}

/** The parameter each filter value goes under. */
export const INVOICES_FILTER_PARAMS: UrlParamNames<InvoicesFilterState> = {
  ...DOCUMENT_FILTER_PARAMS,
  type: 'type',
  state: 'state',
}

/**
 * The filters live in the address, so a reload or the back button returns to the same list. The
 * search box answers at once; the address (and the server) follow once typing rests.
 */
export function useInvoicesFilter() {
  return useUrlFilter(readFilter, INVOICES_FILTER_PARAMS)
}
