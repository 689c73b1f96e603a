import { describe, expect, it } from 'vitest'
import {
  dateOf,
  listPath,
  listReturnState,
  MAX_PAGE,
  oneOf,
  pageOf,
  type UrlParamNames,
  writeFilter,
} from './url-filter.ts'

const KINDS = ['room', 'bed'] as const

interface Filter {
  kind?: (typeof KINDS)[number]
  from?: string
  tags: string[]
  text: string
  size: number
  page: number
}

const NAMES: UrlParamNames<Filter> = { kind: 'kind', from: 'from', tags: 'tag', text: 'q', size: 'size' }

function read(params: URLSearchParams): Filter {
  const kind = oneOf(KINDS, params.get('kind'))
  const from = dateOf(params, 'from')
  return {
    ...(kind ? { kind } : {}),
    ...(from ? { from } : {}),
    tags: (params.get('tag') ?? '').split(',').filter(Boolean),
    text: params.get('q') ?? '',
    size: Number(params.get('size') ?? '20') || 20,
    page: pageOf(params),
  }
}

const write = (current: string, changes: Parameters<typeof writeFilter<Filter>>[1]) =>
  writeFilter<Filter>(new URLSearchParams(current), changes, NAMES)

describe('writeFilter', () => {
  it('writes each value under its parameter, arrays joined by commas, and reads back what it wrote', () => {
    const written = write('', { kind: 'bed', from: '2027-03-01', tags: ['a', 'b'], text: 'nováková', size: 50 })
    expect(Object.fromEntries(written)).toEqual({
      kind: 'bed',
      from: '2027-03-01',
      tag: 'a,b',
      q: 'nováková',
      size: '50',
    })
    expect(read(written)).toEqual({
      kind: 'bed',
      from: '2027-03-01',
      tags: ['a', 'b'],
      text: 'nováková',
      size: 50,
      page: 0,
    })
    expect(read(write(written.toString(), { page: 3 }))).toMatchObject({ kind: 'bed', text: 'nováková', page: 3 })
  })

  it('takes empty values out of the address and leaves the parameters it does not name alone', () => {
    const written = write('kind=bed&from=2027-03-01&tag=a&q=x&item=42', {
      kind: undefined,
      from: '',
      tags: [],
      text: '',
    })
    expect(written.toString()).toBe('item=42')
    expect(write('q=x', { text: null } as never).toString()).toBe('')
  })

  it('turns the page as 1-based `page`, and starts on the first page after any other change', () => {
    expect(write('q=x', { page: 1 }).toString()).toBe('q=x&page=2')
    expect(write('q=x&page=2', { page: 0 }).toString()).toBe('q=x')
    expect(write('q=x&page=5', { kind: 'room' }).toString()).toBe('q=x&kind=room')
    expect(write('q=x&page=5', { text: 'x' }).get('page')).toBeNull()
    expect(write('page=5', { kind: 'room', page: 2 }).toString()).toBe('page=3&kind=room')
  })

  it('writes nothing for a key the map does not know', () => {
    expect(write('q=x', { color: 'red' } as never).toString()).toBe('q=x')
  })

  it('writes a coded value as its parameter says, a default as none', () => {
    interface Shown {
      show: 'all' | 'withAccount'
      text: string
    }
    const names: UrlParamNames<Shown> = {
      show: { name: 'show', write: (show) => (show === 'withAccount' ? 'account' : null) },
      text: 'q',
    }
    const shown = (current: string, changes: Parameters<typeof writeFilter<Shown>>[1]) =>
      writeFilter<Shown>(new URLSearchParams(current), changes, names).toString()
    expect(shown('q=x&page=2', { show: 'withAccount' })).toBe('q=x&show=account')
    expect(shown('q=x&show=account', { show: 'all' })).toBe('q=x')
    expect(shown('show=account', { show: undefined } as never)).toBe('')
  })
})

describe('reading the address', () => {
  it('ignores hostile or unknown values', () => {
    const params = new URLSearchParams('kind=castle&from=2027-02-30&page=-4&size=<script>&tag=,,&q=%3Cb%3E')
    expect(read(params)).toEqual({ tags: [], text: '<b>', size: 20, page: 0 })
    expect(oneOf(KINDS, null)).toBeUndefined()
    expect(oneOf(KINDS, 'Room')).toBeUndefined()
    expect(dateOf(new URLSearchParams('from=27-3-1'), 'from')).toBeUndefined()
    expect(dateOf(new URLSearchParams('from=2028-02-29'), 'from')).toBe('2028-02-29')
  })

  it('reads the 1-based page as a zero-based one, anything but a page number as the first', () => {
    const page = (value: string) => pageOf(new URLSearchParams({ page: value }))
    expect(pageOf(new URLSearchParams())).toBe(0)
    expect(page('1')).toBe(0)
    expect(page('3')).toBe(2)
    expect(page('3.7')).toBe(2)
    for (const hostile of ['0', '-1', 'abc', '', 'Infinity', '1e400', 'NaN']) expect(page(hostile)).toBe(0)
    expect(page('1e9')).toBe(MAX_PAGE)
  })
})

describe('the way back to a list', () => {
  it('returns to the list with the search it was left at', () => {
    expect(listPath('/demo/expenses', listReturnState('?payment=UNPAID&q=pran%C3%AD&page=2'))).toBe(
      '/demo/expenses?payment=UNPAID&q=pran%C3%AD&page=2',
    )
  })

  it('goes to the bare list without a state, with an empty one, or with one it does not know', () => {
    expect(listPath('/demo/expenses', null)).toBe('/demo/expenses')
    expect(listPath('/demo/expenses', listReturnState(''))).toBe('/demo/expenses')
    expect(listPath('/demo/expenses', { listSearch: 42 })).toBe('/demo/expenses')
    expect(listPath('/demo/expenses', 'listSearch')).toBe('/demo/expenses')
  })

  it('keeps only parameters: a search cannot lead elsewhere', () => {
    const path = listPath('/demo/expenses', { listSearch: '//evil.example/#x?q=1' })
    expect(path.startsWith('/demo/expenses?')).toBe(true)
    expect(new URL(path, 'https://innkeep.example').pathname).toBe('/demo/expenses')
  })
})
