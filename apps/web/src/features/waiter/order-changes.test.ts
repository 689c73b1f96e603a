import { describe, expect, it } from 'vitest'
import { countsByMenuItem, pendingLineId, pendingLineKey, reverseOf, withChanges } from './order-changes.ts'
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

describe('notes and courses before the server answers', () => {
  it('keeps another note or course on a line of its own, as the server does, each with its own pending id', () => {
    const shown = withChanges(tableOrder([orderItem({ count: 1, note: '', course: 'NOW', kitchen: 'SENT' })]), [
      { kind: 'add', item: beer, count: 1 },
      { kind: 'add', item: beer, count: 2, note: 'bez pěny' },
      { kind: 'add', item: beer, count: 1, note: 'bez pěny', course: 'LATER' },
      { kind: 'add', item: beer, count: 1, course: 'LATER' },
      { kind: 'add', item: beer, count: 1, note: 'bez pěny' },
    ])
    const lines = shown.order?.items.map((i) => [i.id, i.count, i.note, i.course, i.kitchen]) ?? []
    expect(lines).toEqual([
      [BEER_LINE_ID, 2, '', 'NOW', 'SENT'],
      [`pending-${BEER_ID}|NOW|bez%20p%C4%9Bny`, 3, 'bez pěny', 'NOW', undefined],
      [`pending-${BEER_ID}|LATER|bez%20p%C4%9Bny`, 1, 'bez pěny', 'LATER', 'HELD'],
      [`pending-${BEER_ID}|LATER|`, 1, '', 'LATER', 'HELD'],
    ])
    expect(new Set(lines.map(([id]) => id)).size).toBe(4)
    expect(countsByMenuItem(shown.order).get(BEER_ID)).toBe(7)
  })

  it('adds more of a later course already called as a new held line', () => {
    const called = orderItem({ count: 2, course: 'LATER', kitchen: 'SENT' })
    const shown = withChanges(tableOrder([called]), [{ kind: 'add', item: beer, count: 1, course: 'LATER' }])
    expect(shown.order?.items.map((i) => [i.count, i.kitchen])).toEqual([
      [2, 'SENT'],
      [1, 'HELD'],
    ])
  })

  it('reads the menu item, note and course back from a pending id (a note may hold any character)', () => {
    const key = { menuItemId: BEER_ID, note: 'bez | cibule, 50 % méně soli', course: 'LATER' as const }
    expect(pendingLineKey(pendingLineId(key))).toEqual(key)
    expect(pendingLineId({ ...key, note: '', course: 'NOW' })).toBe(`pending-${BEER_ID}`)
    expect(pendingLineKey(`pending-${BEER_ID}`)).toEqual({ menuItemId: BEER_ID, note: '', course: 'NOW' })
    expect(pendingLineKey(BEER_LINE_ID)).toBeNull()
  })

  it('puts a removed held line back with its note, held again', () => {
    const before = order([orderItem({ count: 2, note: 'bez cibule', course: 'LATER', kitchen: 'HELD' })])
    const reverse = reverseOf({ kind: 'remove', orderItemId: BEER_LINE_ID, name: 'Pivo' }, before, null)
    expect(reverse).toMatchObject({ kind: 'add', count: 2, note: 'bez cibule', course: 'LATER' })
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
