import { describe, expect, it } from 'vitest'
import { moveCategory } from './category-order.ts'

describe('moveCategory', () => {
  it('swaps a category with its neighbour', () => {
    expect(moveCategory(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c'])
    expect(moveCategory(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b'])
  })

  it('moves nothing past either end', () => {
    expect(moveCategory(['a', 'b'], 'a', -1)).toBeNull()
    expect(moveCategory(['a', 'b'], 'b', 1)).toBeNull()
    expect(moveCategory(['a', 'b'], 'x', 1)).toBeNull()
  })
})
