// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type OrderItem,
  type TableOrder,
  waiterAddToTable,
  waiterGetCategories,
  waiterGetMenuItemsPerCategory,
  waiterGetOrderItems,
  waiterInfo as waiterInfoEndpoint,
  waiterModifyCount,
  waiterRemoveFromTable,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FakeCall, type FakeFailure, fail, fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, spaced } from '../../test/render.tsx'
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

type Change = typeof waiterAddToTable | typeof waiterModifyCount | typeof waiterRemoveFromTable

/** A server holding one table's order; `onChange` may answer differently (a CONFLICT). */
function serveTable(
  start: TableOrder,
  onChange?: (call: FakeCall<Change>, current: TableOrder) => TableOrder | FakeFailure | undefined,
) {
  let current = start
  const set = (items: OrderItem[]) => {
    current = tableOrder(items.length ? items : null, { version: (current.order?.version ?? 0) + 1 })
    return current
  }
  const beer = () => (current.order?.items ?? []).find((i) => i.id === BEER_LINE_ID)
  const served = fakeApi([
    [waiterInfoEndpoint, () => waiterInfo()],
    [waiterGetCategories, () => [menuCategory()]],
    [waiterGetMenuItemsPerCategory, () => [menuItem()]],
    [waiterGetOrderItems, () => current],
    [
      waiterAddToTable,
      (call) => onChange?.(call, current) ?? set([orderItem({ count: (beer()?.count ?? 0) + Number(call.params.c) })]),
    ],
    [waiterModifyCount, (call) => onChange?.(call, current) ?? set([orderItem({ count: Number(call.params.c) })])],
    [waiterRemoveFromTable, (call) => onChange?.(call, current) ?? set([])],
  ])
  return { ...served, current: () => current }
}

const addBeer = () => screen.findByRole('button', { name: 'Přidat Pivo 0,5 l' }, FIRST_PAINT)
const orderCounts = () => screen.queryAllByTestId('item-count').map((e) => e.textContent)

afterEach(() => vi.unstubAllGlobals())

describe('Stůl (table view)', () => {
  it('adds a piece with one tap and shows what the server answered', async () => {
    const { calls } = serveTable(tableOrder(null), (call) =>
      // another waiter added two beers a moment before: the answer holds three
      call.endpoint === waiterAddToTable ? tableOrder([orderItem({ count: 3 })], { version: 7 }) : undefined,
    )
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    fireEvent.click(await addBeer())
    await waitFor(() => expect(calls(waiterAddToTable)).toHaveLength(1))
    const add = calls(waiterAddToTable)[0]
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
    await waitFor(() => expect(calls(waiterRemoveFromTable)).toHaveLength(1))
    const remove = calls(waiterRemoveFromTable)[0]
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
    expect(calls(waiterModifyCount)[0]?.url.pathname).toBe(`/api/rst-waiter/modify-count/${TABLE_ID}/${BEER_LINE_ID}/3`)
    expect(calls(waiterModifyCount)[0]?.url.searchParams.get('expected')).toBe('2')
    fireEvent.click(await screen.findByRole('button', { name: 'Zpět' }))
    await waitFor(() => expect(calls(waiterModifyCount)).toHaveLength(2))
    expect(calls(waiterModifyCount)[1]?.url.pathname).toBe(`/api/rst-waiter/modify-count/${TABLE_ID}/${BEER_LINE_ID}/2`)
    expect(calls(waiterModifyCount)[1]?.url.searchParams.get('expected')).toBe('3')
    await waitFor(() => expect(orderCounts()).toEqual(['2']))
  })

  it('shows the current order and says so when someone else changed it meanwhile (CONFLICT)', async () => {
    const theirs = tableOrder([orderItem({ count: 5 }), orderItem({ id: 'x', name: 'Guláš', menuItemId: null })], {
      version: 9,
    })
    serveTable(tableOrder([orderItem({ count: 2 })]), (call) =>
      call.endpoint === waiterModifyCount ? fail.conflict(theirs) : undefined,
    )
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Přidat kus: Pivo 0,5 l' }, FIRST_PAINT))
    expect(await screen.findByText('Objednávku mezitím změnil někdo jiný. Ukazuji její aktuální stav.')).toBeTruthy()
    await waitFor(() => expect(orderCounts()).toEqual(['5', '1']))
    expect(within(screen.getByTestId('order-items')).getByText('Guláš')).toBeTruthy()
    expect(screen.queryByTestId('undo-text')).toBeNull()
  })
})
