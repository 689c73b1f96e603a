import { describe, expect, it } from 'vitest'
import { moveInOrder } from './reorder.ts'

const items = [
  { id: 'r1', groupId: 'rooms' },
  { id: 'p1', groupId: 'camp' },
  { id: 'r2', groupId: 'rooms' },
  { id: 'r3', groupId: 'rooms' },
]
const inRooms = (item: { groupId: string }) => item.groupId === 'rooms'

describe('moveInOrder', () => {
  it('swaps a room with its neighbour in the same group and keeps everyone else in place', () => {
    expect(moveInOrder(items, 'r2', -1, inRooms)).toEqual(['r2', 'p1', 'r1', 'r3'])
    expect(moveInOrder(items, 'r2', 1, inRooms)).toEqual(['r1', 'p1', 'r3', 'r2'])
  })

  it('says null at the ends of the group', () => {
    expect(moveInOrder(items, 'r1', -1, inRooms)).toBeNull()
    expect(moveInOrder(items, 'r3', 1, inRooms)).toBeNull()
  })

  it('orders groups among themselves without a filter', () => {
    expect(moveInOrder([{ id: 'a' }, { id: 'b' }], 'b', -1)).toEqual(['b', 'a'])
  })
})
