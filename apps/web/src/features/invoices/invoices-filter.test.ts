import { describe, expect, it } from 'vitest'
import { periodRange } from '../../components/invoices/invoice-period.ts'
import { writeFilter } from '../../lib/url-filter.ts'
import { FIRST_LIST_QUERY, LIST_TODAY } from '../../test/documents-test-data.ts'
import {
  activeFilters,
  INVOICES_FILTER_PARAMS,
  isFiltered,
  nextSort,
  readFilter,
  toInvoiceFilter,
} from './use-invoices-filter.ts'
import { invoicesKey } from './use-invoices-keys.ts'

const TODAY = LIST_TODAY

describe('periodRange', () => {
  it('covers this month, last month and this year, both ends inclusive', () => {
    expect(periodRange('month', TODAY)).toEqual({ from: '2027-03-01', till: '2027-03-31' })
    expect(periodRange('lastMonth', TODAY)).toEqual({ from: '2027-02-01', till: '2027-02-28' })
    expect(periodRange('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', till: '2028-02-29' })
    expect(periodRange('lastMonth', '2027-01-15')).toEqual({ from: '2026-12-01', till: '2026-12-31' })
    expect(periodRange('year', TODAY)).toEqual({ from: '2027-01-01', till: '2027-12-31' })
  })

  it('takes a typed range as it is, and no limit for all', () => {
    expect(periodRange('custom', TODAY, { from: '2027-01-05' })).toEqual({ from: '2027-01-05', till: undefined })
    expect(periodRange('all', TODAY)).toEqual({})
  })
})

describe('the list filter in the address', () => {
  it('starts with this year, newest first, on the first page', () => {
    expect(toInvoiceFilter(readFilter(new URLSearchParams()), TODAY)).toEqual(FIRST_LIST_QUERY)
  })

  it('asks the server for what the address says', () => {
    const params = new URLSearchParams(
      'period=lastMonth&type=PROFORMA&state=issued&payment=OVERDUE&q=bělidlo&sort=total&dir=asc&page=3',
    )
    expect(toInvoiceFilter(readFilter(params), TODAY)).toEqual({
      from: '2027-02-01',
      till: '2027-02-28',
      type: 'PROFORMA',
      status: 'ISSUED',
      validity: 'VALID',
      payment: 'OVERDUE',
      text: 'bělidlo',
      sort: 'total',
      direction: 'asc',
      page: 2,
      size: 50,
    })
  })

  it('reads drafts and canceled invoices as the server’s status and validity', () => {
    expect(toInvoiceFilter(readFilter(new URLSearchParams('state=draft')), TODAY)).toMatchObject({ status: 'DRAFT' })
    const canceled = toInvoiceFilter(readFilter(new URLSearchParams('state=canceled')), TODAY)
    expect(canceled).toMatchObject({ validity: 'CANCELED' })
    expect(canceled).not.toHaveProperty('status')
  })

  it('ignores what it does not know', () => {
    const state = readFilter(new URLSearchParams('period=decade&type=X&sort=color&from=2027-02-30&page=-4'))
    expect(state).toMatchObject({ period: 'year', sort: 'issueDate', page: 0 })
    expect(state.type).toBeUndefined()
    expect(state.from).toBeUndefined()
    expect(readFilter(new URLSearchParams('page=1e400&state=all&payment=paid&dir=up'))).toMatchObject({
      page: 0,
      direction: 'desc',
    })
  })

  it('writes a change into the address that reads back the same, on the first page', () => {
    const current = new URLSearchParams('period=month&q=novak&page=4&item=42')
    const written = writeFilter(
      current,
      { type: 'PROFORMA', state: 'issued', labels: [], text: '', sort: 'total', direction: 'asc' },
      INVOICES_FILTER_PARAMS,
    )
    expect(written.toString()).toBe('period=month&item=42&type=PROFORMA&state=issued&sort=total&dir=asc')
    expect(readFilter(written)).toMatchObject({ period: 'month', type: 'PROFORMA', state: 'issued', text: '', page: 0 })
    const paged = writeFilter(written, { page: 2 }, INVOICES_FILTER_PARAMS)
    expect(readFilter(paged)).toEqual({ ...readFilter(written), page: 2 })
  })
})

describe('the filters a phone folds away', () => {
  const LABEL = '01a200a8-0000-7000-8000-00000000aa01'
  const state = (search: string) => readFilter(new URLSearchParams(search))

  it('counts a period other than this year, type, state, payment and labels; not the search, sort or page', () => {
    expect(activeFilters(state('q=novak&sort=total&dir=asc&page=3'))).toBe(0)
    expect(activeFilters(state('period=year'))).toBe(0)
    expect(activeFilters(state('period=custom&from=2027-01-01&till=2027-01-31'))).toBe(1)
    expect(activeFilters(state(`period=all&type=PROFORMA&state=issued&payment=UNPAID&label=${LABEL}`))).toBe(5)
  })

  it('calls the list filtered by anything but the period', () => {
    expect(isFiltered(state('period=month'))).toBe(false)
    expect(isFiltered(state('q=novak'))).toBe(true)
    expect(isFiltered(state('period=month&payment=PAID'))).toBe(true)
  })
})

describe('nextSort', () => {
  it('turns the same column round; a new one starts A–Z for names and newest first otherwise', () => {
    expect(nextSort({ sort: 'total', direction: 'desc' }, 'total')).toEqual({ sort: 'total', direction: 'asc' })
    expect(nextSort({ sort: 'total', direction: 'asc' }, 'customer')).toEqual({ sort: 'customer', direction: 'asc' })
    expect(nextSort({ sort: 'customer', direction: 'asc' }, 'dueDate')).toEqual({ sort: 'dueDate', direction: 'desc' })
  })
})

describe('invoicesKey', () => {
  const context = { modified: false, typing: false, inSearch: false, index: -1, count: 3 }

  it('focuses the search on /, starts a new invoice on n, moves through the rows with the arrows', () => {
    expect(invoicesKey({ ...context, key: '/' })).toEqual({ type: 'focusSearch' })
    expect(invoicesKey({ ...context, key: 'n' })).toEqual({ type: 'new' })
    expect(invoicesKey({ ...context, key: 'ArrowDown' })).toEqual({ type: 'focusRow', index: 0 })
    expect(invoicesKey({ ...context, key: 'ArrowDown', index: 2 })).toEqual({ type: 'focusRow', index: 2 })
    expect(invoicesKey({ ...context, key: 'ArrowUp', index: 0 })).toEqual({ type: 'focusSearch' })
  })

  it('leaves typing and the browser’s shortcuts alone', () => {
    expect(invoicesKey({ ...context, key: 'n', typing: true })).toBeNull()
    expect(invoicesKey({ ...context, key: 'n', modified: true })).toBeNull()
    expect(invoicesKey({ ...context, key: 'n', inSearch: true })).toBeNull()
    expect(invoicesKey({ ...context, key: 'Escape', inSearch: true })).toEqual({ type: 'clearSearch' })
  })
})
