import { describe, expect, it } from 'vitest'
import { nextContractSort, readContractsFilter, toContractFilter } from './use-contracts-filter.ts'

const CAR = '01a200a8-0000-7000-8000-0000000000a1'
const read = (search: string) => readContractsFilter(new URLSearchParams(search))

describe('the contract list filter in the address', () => {
  it('asks the server for state, renter, vehicle, period and text, newest first, page by page', () => {
    const state = read(`state=ACTIVE&contact=${CAR}&car=${CAR}&from=2027-07-01&till=2027-07-31&q=kučera&page=3`)
    expect(toContractFilter(state)).toEqual({
      state: 'ACTIVE',
      contactId: CAR,
      carId: CAR,
      from: '2027-07-01',
      till: '2027-07-31',
      text: 'kučera',
      sort: 'since',
      direction: 'desc',
      page: 2,
      size: 50,
    })
  })

  it('leaves out what the server would refuse: unknown states, ids that are no ids, a period the wrong way round', () => {
    expect(toContractFilter(read('state=DONE&car=42&from=2027-07-31&till=2027-07-01&page=x'))).toEqual({
      from: '2027-07-31',
      sort: 'since',
      direction: 'desc',
      page: 0,
      size: 50,
    })
  })

  it('turns a sorted column round and starts names A–Z', () => {
    expect(nextContractSort({ sort: 'since', direction: 'desc' }, 'since')).toEqual({ sort: 'since', direction: 'asc' })
    expect(nextContractSort({ sort: 'since', direction: 'desc' }, 'contact')).toEqual({
      sort: 'contact',
      direction: 'asc',
    })
    expect(nextContractSort({ sort: 'contact', direction: 'asc' }, 'price')).toEqual({
      sort: 'price',
      direction: 'desc',
    })
  })
})
