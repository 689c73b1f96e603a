import type { RestaurantTable } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { groupByArea } from './table-areas.ts'

const table = (name: string, area: string, position: number): RestaurantTable => ({
  id: name,
  restaurantId: 'r',
  name,
  seats: 4,
  area,
  position,
  active: true,
  version: 1,
})

describe('groupByArea', () => {
  it('groups tables by area in position order, tables without an area last', () => {
    const groups = groupByArea([
      table('5', '', 0),
      table('2', 'Zahrádka', 3),
      table('1', 'Salonek', 2),
      table('3', 'Zahrádka', 1),
    ])
    expect(groups.map((g) => [g.area, g.tables.map((t) => t.name)])).toEqual([
      ['Zahrádka', ['3', '2']],
      ['Salonek', ['1']],
      ['', ['5']],
    ])
  })
})
