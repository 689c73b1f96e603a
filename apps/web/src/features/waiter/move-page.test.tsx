// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  waiterGetOrderItems,
  waiterGetTables,
  waiterInfo as waiterInfoEndpoint,
  waiterMoveOrderItem,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT } from '../../test/render.tsx'
import {
  BEER_LINE_ID,
  GOULASH_ID,
  GOULASH_LINE_ID,
  OTHER_TABLE_ID,
  orderItem,
  TABLE_ID,
  tableOrder,
  waiterInfo,
  waiterTable,
} from './waiter-test-data.ts'
import { renderWaiter } from './waiter-test-render.tsx'

const goulash = orderItem({ id: GOULASH_LINE_ID, menuItemId: GOULASH_ID, name: 'Guláš', unitPrice: 18900, count: 2 })

function serve() {
  return fakeApi([
    [waiterInfoEndpoint, () => waiterInfo()],
    [waiterGetTables, () => [waiterTable(), waiterTable({ id: OTHER_TABLE_ID, name: '2', position: 2 })]],
    [waiterGetOrderItems, () => tableOrder([orderItem({ count: 3 }), goulash])],
    [
      waiterMoveOrderItem,
      () => {
        const { table } = tableOrder(null)
        return {
          from: tableOrder([orderItem({ count: 1 }), goulash], { version: 2 }),
          to: { table: { ...table, id: OTHER_TABLE_ID, name: '2' }, order: null },
        }
      },
    ],
  ])
}

afterEach(() => vi.unstubAllGlobals())

describe('Přesunout (move items)', () => {
  it('sends the chosen counts to the chosen table and goes back to the table', async () => {
    const { calls } = serve()
    const { router } = renderWaiter(`/waiter/table/${TABLE_ID}/move`)
    const more = await screen.findByRole('button', { name: 'Více: Pivo 0,5 l' }, FIRST_PAINT)
    fireEvent.click(more)
    fireEvent.click(more)
    const confirm = screen.getByRole('button', { name: 'Vyberte stůl' })
    expect(confirm).toHaveProperty('disabled', true)
    fireEvent.click(await screen.findByRole('button', { name: '2' }))
    fireEvent.click(screen.getByRole('button', { name: 'Přesunout 2 ks ke stolu 2' }))
    await waitFor(() => expect(calls(waiterMoveOrderItem)).toHaveLength(1))
    const move = calls(waiterMoveOrderItem)[0]
    expect(move?.method).toBe('PUT')
    expect(move?.url.pathname).toBe(`/api/rst-waiter/move-order-item/${TABLE_ID}/${OTHER_TABLE_ID}/`)
    expect(move?.body).toEqual({ items: [{ orderItemId: BEER_LINE_ID, count: 2 }] })
    await waitFor(() => expect(router.state.location.pathname).toBe(`/waiter/table/${TABLE_ID}`))
  })

  it('offers no move until something and a table are chosen', async () => {
    serve()
    renderWaiter(`/waiter/table/${TABLE_ID}/move`)
    fireEvent.click(await screen.findByRole('button', { name: '2' }, FIRST_PAINT))
    expect(screen.getByRole('button', { name: 'Přesunout 0 ks ke stolu 2' })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'Vybrat vše' }))
    expect(screen.getByRole('button', { name: 'Přesunout 5 ks ke stolu 2' })).toHaveProperty('disabled', false)
  })
})
