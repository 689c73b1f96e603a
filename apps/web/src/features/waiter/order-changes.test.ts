import { describe, expect, it } from 'vitest'
import { countsByMenuItem, reverseOf, withChanges } from './order-changes.ts'
import { BEER_ID, BEER_LINE_ID, menuItem, order, orderItem, tableOrder } from './waiter-test-data.ts'

const beer = menuItem()

describe('what the waiter sees before the server answers', () => {
  it('opens an order on a free table with the added piece', () => {
    const shown = withChanges(tableOrder(null), [{ kind: 'add', item: beer, count: 1 }])
    expect(shown.order?.items.map((i) => [i.name, i.unit, i.count])).toEqual([['Pivo', '0,5 l', 1]])
    expect(shown.order?.unpaidTotal).toBe(6500)
  })

  it('adds to the line of the same menu item and price, and lessens by a delta', () => {
    const shown = withChanges(tableOrder([orderItem({ count: 2, paidCount: 1 })]), [
      { kind: 'add', item: beer, count: 1 },
      { kind: 'add', item: beer, count: 1 },
      { kind: 'delta', orderItemId: BEER_LINE_ID, name: 'Pivo', delta: -1 },
    ])
    expect(shown.order?.items.map((i) => [i.count, i.unpaidCount])).toEqual([[3, 2]])
    expect(shown.order?.paidTotal).toBe(6500)
    expect(countsByMenuItem(shown.order).get(BEER_ID)).toBe(3)
  })

  it('leaves the paid pieces of a removed line', () => {
    const shown = withChanges(tableOrder([orderItem({ count: 3, paidCount: 1 })]), [
      { kind: 'remove', orderItemId: BEER_LINE_ID, name: 'Pivo' },
    ])
    expect(shown.order?.items.map((i) => i.count)).toEqual([1])
  })
})

describe('undo', () => {
  it('takes an add back on the line that grew', () => {
    const reverse = reverseOf({ kind: 'add', item: beer, count: 1 }, null, order([orderItem({ count: 1 })]))
    expect(reverse).toEqual({ kind: 'delta', orderItemId: BEER_LINE_ID, name: 'Pivo 0,5 l', delta: -1 })
  })

  it('takes a + or − back with the opposite step', () => {
    const before = order([orderItem({ count: 2 })])
    const after = order([orderItem({ count: 1 })])
    const reverse = reverseOf({ kind: 'delta', orderItemId: BEER_LINE_ID, name: 'Pivo', delta: -1 }, before, after)
    expect(reverse).toEqual({ kind: 'delta', orderItemId: BEER_LINE_ID, name: 'Pivo 0,5 l', delta: 1 })
  })

  it('adds the menu item again when − took the last piece and the line with it', () => {
    const before = order([orderItem({ count: 1 })])
    const reverse = reverseOf({ kind: 'delta', orderItemId: BEER_LINE_ID, name: 'Pivo', delta: -1 }, before, null)
    expect(reverse).toMatchObject({ kind: 'add', item: { id: BEER_ID }, count: 1 })
  })

  it('puts a removed line back by adding its menu item again', () => {
    const before = order([orderItem({ count: 2 })])
    const reverse = reverseOf({ kind: 'remove', orderItemId: BEER_LINE_ID, name: 'Pivo 0,5 l' }, before, null)
    expect(reverse).toMatchObject({ kind: 'add', item: { id: BEER_ID, price: 6500 }, count: 2 })
  })

  it('puts removed pieces back on a line that stayed for its paid pieces', () => {
    const before = order([orderItem({ count: 3, paidCount: 1 })])
    const after = order([orderItem({ count: 1, paidCount: 1 })])
    const reverse = reverseOf({ kind: 'remove', orderItemId: BEER_LINE_ID, name: 'Pivo' }, before, after)
    expect(reverse).toEqual({ kind: 'delta', orderItemId: BEER_LINE_ID, name: 'Pivo 0,5 l', delta: 2 })
  })
})
