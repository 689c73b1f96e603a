import { describe, expect, it } from 'vitest'
import { activeContactsFilters, readContactsFilter } from './use-contacts-filter.ts'

const LABEL = '01a200a8-0000-7000-8000-00000000aa01'
const read = (search: string) => readContactsFilter(new URLSearchParams(search))

describe('the contact list’s filter in the address', () => {
  it('reads the search, the page, with-account and the labels, hostile values as the defaults', () => {
    expect(read(`q=nov%C3%A1k&page=3&show=account&label=${LABEL}`)).toEqual({
      text: 'novák',
      show: 'withAccount',
      labels: [LABEL],
      page: 2,
    })
    expect(read('show=everyone&label=42&page=-2')).toEqual({ text: '', show: 'all', labels: [], page: 0 })
  })

  it('counts with-account and labels as the filters a phone folds away; not the search or page', () => {
    expect(activeContactsFilters(read('q=nov%C3%A1k&page=2'))).toBe(0)
    expect(activeContactsFilters(read('show=account'))).toBe(1)
    expect(activeContactsFilters(read(`show=account&label=${LABEL}`))).toBe(2)
  })
})
