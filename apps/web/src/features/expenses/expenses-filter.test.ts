import { describe, expect, it } from 'vitest'
import { writeFilter } from '../../lib/url-filter.ts'
import { FIRST_LIST_QUERY, LIST_TODAY } from '../../test/documents-test-data.ts'
import {
  activeExpensesFilters,
  EXPENSES_FILTER_PARAMS,
  type ExpensesFilterChange,
  isExpensesFiltered,
  readExpensesFilter,
  toExpenseFilter,
} from './use-expenses-filter.ts'

const TODAY = LIST_TODAY
const LABEL = '01a200a8-0000-7000-8000-00000000aa01'
const OTHER_LABEL = '01a200a8-0000-7000-8000-00000000aa02'

const read = (search: string) => readExpensesFilter(new URLSearchParams(search))
const write = (search: string, changes: ExpensesFilterChange) =>
  writeFilter(new URLSearchParams(search), changes, EXPENSES_FILTER_PARAMS)

describe('the supplier invoices’ filter in the address', () => {
  it('starts with this year, newest first, on the first page', () => {
    expect(read('')).toEqual({
      period: 'year',
      labels: [],
      text: '',
      sort: 'issueDate',
      direction: 'desc',
      page: 0,
    })
    expect(toExpenseFilter(read(''), TODAY)).toEqual(FIRST_LIST_QUERY)
    expect(isExpensesFiltered(read(''))).toBe(false)
  })

  it('asks the server for what the address says', () => {
    const state = read(
      `period=custom&from=2027-01-05&till=2027-02-10&payment=OVERDUE&label=${LABEL},${OTHER_LABEL}&q=%20bělidlo%20&sort=total&dir=asc&page=3`,
    )
    expect(toExpenseFilter(state, TODAY)).toEqual({
      from: '2027-01-05',
      till: '2027-02-10',
      payment: 'OVERDUE',
      labelId: [LABEL, OTHER_LABEL],
      text: 'bělidlo',
      sort: 'total',
      direction: 'asc',
      page: 2,
      size: 50,
    })
    expect(isExpensesFiltered(state)).toBe(true)
  })

  it('takes the typed dates only for a typed period', () => {
    expect(toExpenseFilter(read('period=lastMonth&from=2020-01-01'), TODAY)).toMatchObject({
      from: '2027-02-01',
      till: '2027-02-28',
    })
    expect(toExpenseFilter(read('period=all'), TODAY)).not.toHaveProperty('from')
  })

  it('falls back to the defaults for what it does not know', () => {
    const state = read(
      'period=decade&from=2027-02-30&till=yesterday&payment=LATE&sort=color&dir=up&page=-4&label=../admin',
    )
    expect(state).toEqual({ period: 'year', labels: [], text: '', sort: 'issueDate', direction: 'desc', page: 0 })
    expect(read('page=abc').page).toBe(0)
    expect(read('page=1e400').page).toBe(0)
    // the server refuses a longer search: the list asks for the first 100 characters
    expect(read(`q=${'x'.repeat(500)}`).text).toHaveLength(100)
  })

  it('reads back what it wrote, empty values out of the address and any change on the first page', () => {
    const written = write('page=4', {
      period: 'custom',
      from: '2027-01-05',
      till: undefined,
      payment: 'UNPAID',
      labels: [LABEL],
      text: 'praní',
      sort: 'supplier',
      direction: 'asc',
    })
    expect(Object.fromEntries(written)).toEqual({
      period: 'custom',
      from: '2027-01-05',
      payment: 'UNPAID',
      label: LABEL,
      q: 'praní',
      sort: 'supplier',
      dir: 'asc',
    })
    expect(readExpensesFilter(written)).toEqual({
      period: 'custom',
      from: '2027-01-05',
      payment: 'UNPAID',
      labels: [LABEL],
      text: 'praní',
      sort: 'supplier',
      direction: 'asc',
      page: 0,
    })
    const cleared = write(written.toString(), { payment: undefined, labels: [], text: '', page: 1 })
    expect(cleared.toString()).toBe('period=custom&from=2027-01-05&sort=supplier&dir=asc&page=2')
  })
})

describe('the supplier invoices’ filters a phone folds away', () => {
  it('counts a period other than this year, payment and labels; not the search, sort or page', () => {
    expect(activeExpensesFilters(read('q=pran%C3%AD&sort=total&dir=asc&page=2'))).toBe(0)
    expect(activeExpensesFilters(read('period=lastMonth'))).toBe(1)
    expect(activeExpensesFilters(read(`period=all&payment=UNPAID&label=${LABEL}`))).toBe(3)
  })

  it('calls the list filtered by anything but the period', () => {
    expect(isExpensesFiltered(read('period=month'))).toBe(false)
    expect(isExpensesFiltered(read('q=%20%20'))).toBe(false)
    expect(isExpensesFiltered(read(`period=month&label=${LABEL}`))).toBe(true)
  })
})
