// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import type { OrderItem, TableOrder } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, type FetchCall, FIRST_PAINT, spaced, stubFetch } from '../../test/render.tsx'
import {
  BEER_ID,
  BEER_LINE_ID,
  menuCategory,
  menuItem,
  orderItem,
  TABLE_ID,
  tableOrder,
  waiterInfo,
} from './waiter-test-data.ts'
import { renderWaiter } from './waiter-test-render.tsx'

/** A server holding one table's order; `onChange` may answer differently (a CONFLICT). */
function serveTable(start: TableOrder, onChange?: (call: FetchCall, current: TableOrder) => unknown) {
  let current = start
  const set = (items: OrderItem[]) => {
    current = tableOrder(items.length ? items : null, { version: (current.order?.version ?? 0) + 1 })
    return current
  }
  const served = stubFetch(
    (url, call) => {
      const path = url.pathname
      if (path.endsWith('/info')) return waiterInfo()
      if (path.endsWith('/get-categories')) return [menuCategory()]
      if (path.includes('/get-menu-items-per-category/')) return [menuItem()]
      if (path.includes('/get-order-items/')) return current
      const special = onChange?.(call, current)
      if (special !== undefined) return special
      const items = current.order?.items ?? []
      const beer = items.find((i) => i.id === BEER_LINE_ID)
      if (path.includes('/add-to-table/'))
        return set([orderItem({ count: (beer?.count ?? 0) + Number(path.split('/').at(-1)) })])
      if (path.includes('/modify-count/')) return set([orderItem({ count: Number(path.split('/').at(-1)) })])
      if (path.includes('/remove-from-table/')) return set([])
      return null
    },
    { wrap: true },
  )
  return { ...served, current: () => current }
}

const addBeer = () => screen.findByRole('button', { name: 'Přidat Pivo 0,5 l' }, FIRST_PAINT)
const orderCounts = () => screen.queryAllByTestId('item-count').map((e) => e.textContent)

afterEach(() => vi.unstubAllGlobals())

describe('Stůl (table view)', () => {
  it('adds a piece with one tap and shows what the server answered', async () => {
    const { calls } = serveTable(tableOrder(null), (call) =>
      // another waiter added two beers a moment before: the answer holds three
      call.url.pathname.includes('/add-to-table/') ? tableOrder([orderItem({ count: 3 })], { version: 7 }) : undefined,
    )
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    fireEvent.click(await addBeer())
    await waitFor(() => expect(calls('/add-to-table/')).toHaveLength(1))
    const add = calls('/add-to-table/')[0]
    expect(add?.method).toBe('PUT')
    expect(add?.url.pathname).toBe(`/api/rst-waiter/add-to-table/${TABLE_ID}/${BEER_ID}/1`)
    await waitFor(() => expect(orderCounts()).toEqual(['3']))
    expect(screen.getByTestId('menu-count').textContent).toBe('3')
    expect(spaced(screen.getByTestId('order-unpaid').textContent)).toBe('195,00 Kč')
  })

  it('takes the last add back with Zpět', async () => {
    const { calls } = serveTable(tableOrder(null))
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    fireEvent.click(await addBeer())
    expect((await screen.findByTestId('undo-text')).textContent).toBe('Přidáno: Pivo 0,5 l')
    await waitFor(() => expect(orderCounts()).toEqual(['1']))
    fireEvent.click(await screen.findByRole('button', { name: 'Zpět' }))
    await waitFor(() => expect(calls('/remove-from-table/')).toHaveLength(1))
    const remove = calls('/remove-from-table/')[0]
    expect(remove?.url.pathname).toBe(`/api/rst-waiter/remove-from-table/${TABLE_ID}/${BEER_LINE_ID}`)
    expect(remove?.url.searchParams.get('expected')).toBe('1')
    await screen.findByText('Na stole zatím nic není')
    expect(screen.queryByTestId('undo-text')).toBeNull()
  })

  it('takes a + back by setting the count it had, with the count it saw as expected', async () => {
    const { calls } = serveTable(tableOrder([orderItem({ count: 2 })]))
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Přidat kus: Pivo 0,5 l' }, FIRST_PAINT))
    await waitFor(() => expect(orderCounts()).toEqual(['3']))
    expect(calls('/modify-count/')[0]?.url.pathname).toBe(`/api/rst-waiter/modify-count/${TABLE_ID}/${BEER_LINE_ID}/3`)
    expect(calls('/modify-count/')[0]?.url.searchParams.get('expected')).toBe('2')
    fireEvent.click(await screen.findByRole('button', { name: 'Zpět' }))
    await waitFor(() => expect(calls('/modify-count/')).toHaveLength(2))
    expect(calls('/modify-count/')[1]?.url.pathname).toBe(`/api/rst-waiter/modify-count/${TABLE_ID}/${BEER_LINE_ID}/2`)
    expect(calls('/modify-count/')[1]?.url.searchParams.get('expected')).toBe('3')
    await waitFor(() => expect(orderCounts()).toEqual(['2']))
  })

  it('shows the current order and says so when someone else changed it meanwhile (CONFLICT)', async () => {
    const theirs = tableOrder([orderItem({ count: 5 }), orderItem({ id: 'x', name: 'Guláš', menuItemId: null })], {
      version: 9,
    })
    serveTable(tableOrder([orderItem({ count: 2 })]), (call) =>
      call.url.pathname.includes('/modify-count/') ? envelope({ entity: theirs }, 'CONFLICT') : undefined,
    )
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Přidat kus: Pivo 0,5 l' }, FIRST_PAINT))
    expect(await screen.findByText('Objednávku mezitím změnil někdo jiný. Ukazuji její aktuální stav.')).toBeTruthy()
    await waitFor(() => expect(orderCounts()).toEqual(['5', '1']))
    expect(within(screen.getByTestId('order-items')).getByText('Guláš')).toBeTruthy()
    expect(screen.queryByTestId('undo-text')).toBeNull()
  })
})
