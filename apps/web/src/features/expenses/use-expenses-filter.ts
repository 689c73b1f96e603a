import type { ExpenseFilter } from '@innkeep/contract'
import { DOCUMENT_FILTER_PARAMS, type PeriodState, readPeriod } from '../../components/documents/document-filter.ts'
import { DEFAULT_PERIOD, periodRange } from '../../components/invoices/invoice-period.ts'
import { readLabelIds } from '../../components/labels/label-param.ts'
import { oneOf, pageOf, type UrlFilterChange, type UrlParamNames, useUrlFilter } from '../../lib/url-filter.ts'

export type ExpensePayment = NonNullable<ExpenseFilter['payment']>
export type ExpenseSort = NonNullable<ExpenseFilter['sort']>
export const EXPENSE_PAYMENTS: readonly ExpensePayment[] = ['UNPAID', 'OVERDUE', 'PAID']
export const EXPENSE_SORTS: readonly ExpenseSort[] = ['issueDate', 'dueDate', 'total', 'supplier']
export const EXPENSES_PAGE_SIZE = 50

export interface ExpensesFilterState extends PeriodState {
  payment?: ExpensePayment
  /** Supplier invoices carrying any of these labels (`?label=<id>,<id>`). */
  labels: string[]
  text: string
  sort: ExpenseSort
  direction: 'asc' | 'desc'
  page: number
}

export type ExpensesFilterChange = UrlFilterChange<ExpensesFilterState>

/** The list's filters as the address holds them (`?period=custom&from=2027-01-01&payment=UNPAID&q=praní&page=2`). */
export function readExpensesFilter(params: URLSearchParams): ExpensesFilterState {
  const payment = oneOf(EXPENSE_PAYMENTS, params.get('payment'))
  return {
    ...readPeriod(params),
    ...(payment ? { payment } : {}),
    labels: readLabelIds(params),
    // the server takes up to 100 characters
    text: (params.get('q') ?? '').slice(0, 100),
    sort: oneOf(EXPENSE_SORTS, params.get('sort')) ?? 'issueDate',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: pageOf(params),
  }
}

/** The list's filter as the server takes it: the period as dates as of `today`, nothing empty. */
export function toExpenseFilter(state: ExpensesFilterState, today: string): ExpenseFilter {
  const range = periodRange(state.period, today, state)
  const text = state.text.trim()
  return {
    ...(range.from ? { from: range.from } : {}),
    ...(range.till ? { till: range.till } : {}),
    ...(state.payment ? { payment: state.payment } : {}),
    ...(state.labels.length > 0 ? { labelId: state.labels } : {}),
    ...(text ? { text } : {}),
    sort: state.sort,
    direction: state.direction,
    page: state.page,
    size: EXPENSES_PAGE_SIZE,
  }
}

/**
 * How many of the filters a phone folds away narrow the list: a period other than this year,
 * payment, labels (the search stays in sight; sort and page narrow nothing).
 */
export function activeExpensesFilters(state: ExpensesFilterState): number {
  return [state.period !== DEFAULT_PERIOD, state.payment, state.labels.length > 0].filter(Boolean).length
}

/** Whether anything but the period narrows the list (for the empty state's wording: an empty period says so itself). */
export function isExpensesFiltered(state: ExpensesFilterState): boolean {
  return Boolean(state.text.trim()) || activeExpensesFilters({ ...state, period: DEFAULT_PERIOD }) > 0
}

/** The parameter each filter value goes under. */
export const EXPENSES_FILTER_PARAMS: UrlParamNames<ExpensesFilterState> = DOCUMENT_FILTER_PARAMS

/**
 * The supplier invoices' filters live in the address, so a reload or the back button after opening
 * one returns to the same list. The search box answers at once; the address follows once typing rests.
 */
export function useExpensesFilter() {
  return useUrlFilter(readExpensesFilter, EXPENSES_FILTER_PARAMS)
}
