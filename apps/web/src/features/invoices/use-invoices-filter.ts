import { type Invoice, type InvoiceFilter, InvoiceType } from '@innkeep/contract'
import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { isLocalDate } from '../../lib/local-date.ts'
import { readLabelIds } from '../labels/label-param.ts'
import { isPeriod, type Period, periodRange } from './invoice-period.ts'

/** How long typing rests before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300
export const INVOICES_PAGE_SIZE = 50

export const STATES = ['draft', 'issued', 'canceled'] as const
export type StateFilter = (typeof STATES)[number]
export const PAYMENTS = ['PAID', 'UNPAID', 'OVERDUE'] as const
export type PaymentFilter = (typeof PAYMENTS)[number]
export const SORTS = ['number', 'customer', 'issueDate', 'dueDate', 'total'] as const
export type SortKey = (typeof SORTS)[number]
type Direction = 'asc' | 'desc'

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value)

/** Draft, issued or canceled: the list's one "state" filter over the server's status and validity. */
function stateQuery(state: StateFilter | undefined): Pick<InvoiceFilter, 'status' | 'validity'> {
  if (state === 'draft') return { status: 'DRAFT' }
  if (state === 'issued') return { status: 'ISSUED', validity: 'VALID' }
  if (state === 'canceled') return { validity: 'CANCELED' }
  return {}
}

export interface InvoicesFilterState {
  period: Period
  from?: string
  till?: string
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
  const period = params.get('period')
  const date = (key: string) => {
    const value = params.get(key)
    return isLocalDate(value) ? value : undefined
  }
  const from = date('from')
  const till = date('till')
  const type = oneOf(InvoiceType.options, params.get('type'))
  const state = oneOf(STATES, params.get('state'))
  const payment = oneOf(PAYMENTS, params.get('payment'))
  return {
    period: isPeriod(period) ? period : 'year',
    ...(from ? { from } : {}),
    ...(till ? { till } : {}),
    ...(type ? { type } : {}),
    ...(state ? { state } : {}),
    ...(payment ? { payment } : {}),
    labels: readLabelIds(params),
    text: params.get('q') ?? '',
    sort: oneOf(SORTS, params.get('sort')) ?? 'issueDate',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Math.max(0, Math.trunc(Number(params.get('page') ?? '1')) - 1 || 0),
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

export type FilterChange = Partial<Omit<InvoicesFilterState, 'page'>> & { page?: number }

const PARAM: Record<keyof Omit<InvoicesFilterState, 'page'>, string> = {
  period: 'period',
  from: 'from',
  till: 'till',
  type: 'type',
  state: 'state',
  payment: 'payment',
  labels: 'label',
  text: 'q',
  sort: 'sort',
  direction: 'dir',
}

/**
 * The filters live in the address, so a reload or the back button returns to the same list. The
 * search box answers at once; the address (and the server) follow once typing rests.
 */
export function useInvoicesFilter() {
  const [params, setParams] = useSearchParams()
  const state = readFilter(params)
  const [search, setSearch] = useState(state.text)
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)

  const update = (changes: FilterChange) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (key === 'page') continue
          const name = PARAM[key as keyof typeof PARAM]
          const text = Array.isArray(value) ? value.join(',') : value
          if (text === undefined || text === '' || text === null) next.delete(name)
          else next.set(name, String(text))
        }
        // anything but turning the page starts on the first page
        const page = changes.page ?? 0
        if (page > 0) next.set('page', String(page + 1))
        else next.delete('page')
        return next
      },
      { replace: true },
    )

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a rested search moves the address
  useEffect(() => {
    if (debounced !== state.text) update({ text: debounced })
  }, [debounced])

  return {
    state,
    search,
    setSearch,
    update,
    clearSearch: () => {
      setSearch('')
      update({ text: '' })
    },
  }
}
