import { describe, expect, it } from 'vitest'
import { readItemsFilter, toBankItemFilter } from './use-bank-items-filter.ts'

const read = (query: string) => readItemsFilter(new URLSearchParams(query))

describe('bank items filter in the address', () => {
  it('asks for the first page of 50, unfiltered, when the address says nothing', () => {
    expect(toBankItemFilter(read(''))).toEqual({ page: 0, size: 50 })
  })

  it('turns typed crowns into minor units and drops what the server would refuse', () => {
    expect(toBankItemFilter(read('min=1 234,50&max=abc&vs=12a&from=2027-13-45&kinds=FEE,NOPE&state=MAYBE'))).toEqual({
      amountMin: 123450,
      kinds: ['FEE'],
      page: 0,
      size: 50,
    })
  })

  it('reads pages from one and sizes only from the offered ones', () => {
    expect(read('page=3&size=100')).toMatchObject({ page: 2, size: 100 })
    expect(read('page=0&size=7')).toMatchObject({ page: 0, size: 50 })
  })
})
