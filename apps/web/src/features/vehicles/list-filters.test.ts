import { describe, expect, it } from 'vitest'
import { activeContractsFilters, isContractsFiltered, readContractsFilter } from './use-contracts-filter.ts'
import { activeFleetFilters, isFleetFiltered, readFleetFilter } from './use-fleet-filter.ts'

const ID = '01a200a8-0000-7000-8000-0000000000a1'

describe('the filters a phone folds away', () => {
  it('count the contracts’ state, renter, vehicle and period ends; not the search, sort or page', () => {
    const contracts = (search: string) => readContractsFilter(new URLSearchParams(search))
    expect(activeContractsFilters(contracts('q=ku%C4%8Dera&sort=price&dir=asc&page=2'))).toBe(0)
    expect(
      activeContractsFilters(contracts(`state=ACTIVE&contact=${ID}&car=${ID}&from=2027-07-01&till=2027-07-31`)),
    ).toBe(5)
    // what the address cannot hold does not count: no state DONE, no id 42
    expect(activeContractsFilters(contracts('state=DONE&car=42'))).toBe(0)
    expect(isContractsFiltered(contracts('q=ku%C4%8Dera'))).toBe(true)
    expect(isContractsFiltered(contracts('sort=price'))).toBe(false)
  })

  it('count the fleet’s type and anything but the vehicles in service; not the search or page', () => {
    const fleet = (search: string) => readFleetFilter(new URLSearchParams(search))
    expect(activeFleetFilters(fleet('q=nugget&page=2'))).toBe(0)
    expect(activeFleetFilters(fleet('type=CARAVAN&active=false'))).toBe(2)
    expect(activeFleetFilters(fleet('active=all'))).toBe(1)
    expect(isFleetFiltered(fleet('q=nugget'))).toBe(true)
    expect(isFleetFiltered(fleet('active=yes'))).toBe(false)
  })
})
