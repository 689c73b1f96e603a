// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  waiterDeleteOrder,
  waiterFinishOrder,
  waiterGetCategories,
  waiterGetMenuItemsPerCategory,
  waiterGetOrderItems,
  waiterGetTables,
  waiterInfo as waiterInfoEndpoint,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT } from '../../test/render.tsx'
import { menuCategory, ORDER_ID, orderItem, TABLE_ID, tableOrder, waiterInfo } from './waiter-test-data.ts'
import { renderWaiter } from './waiter-test-render.tsx'

function serve(items = [orderItem({ count: 2, paidCount: 2 })], info = waiterInfo()) {
  return fakeApi([
    [waiterInfoEndpoint, () => info],
    [waiterGetCategories, () => [menuCategory()]],
    [waiterGetMenuItemsPerCategory, () => []],
    [waiterGetOrderItems, () => tableOrder(items)],
    [waiterFinishOrder, () => tableOrder(null)],
    [waiterDeleteOrder, ({ query }) => ({ id: ORDER_ID, voided: query.has('reason') })],
    [waiterGetTables, () => []],
  ])
}

afterEach(() => vi.unstubAllGlobals())

describe('closing an order', () => {
  it('closes a table whose order is all paid', async () => {
    const { calls } = serve()
    const { router } = renderWaiter(`/waiter/table/${TABLE_ID}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Uzavřít objednávku' }, FIRST_PAINT))
    await waitFor(() => expect(calls(waiterFinishOrder)).toHaveLength(1))
    expect(calls(waiterFinishOrder)[0]?.method).toBe('POST')
    expect(calls(waiterFinishOrder)[0]?.url.pathname).toBe(`/api/rst-waiter/finish-order/${TABLE_ID}`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/waiter'))
  })

  it('deletes an unpaid order after asking', async () => {
    const { calls } = serve([orderItem({ count: 2 })])
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    expect(screen.queryByRole('button', { name: 'Uzavřít objednávku' })).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Smazat objednávku' }, FIRST_PAINT))
    fireEvent.click(await screen.findByRole('button', { name: 'Smazat' }))
    await waitFor(() => expect(calls(waiterDeleteOrder)).toHaveLength(1))
    expect(calls(waiterDeleteOrder)[0]?.method).toBe('DELETE')
    expect(calls(waiterDeleteOrder)[0]?.url.pathname).toBe(`/api/rst-waiter/delete-order/${ORDER_ID}`)
  })

  it('lets a manager void an order with payments, giving a reason', async () => {
    const { calls } = serve([orderItem({ count: 3, paidCount: 1 })], waiterInfo({ mayVoid: true, role: 'MANAGER' }))
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    expect(screen.queryByRole('button', { name: 'Smazat objednávku' })).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Stornovat objednávku' }, FIRST_PAINT))
    fireEvent.change(await screen.findByLabelText(/Důvod storna/), { target: { value: 'Host odešel' } })
    fireEvent.click(screen.getByRole('button', { name: 'Stornovat' }))
    await waitFor(() => expect(calls(waiterDeleteOrder)).toHaveLength(1))
    expect(calls(waiterDeleteOrder)[0]?.url.searchParams.get('reason')).toBe('Host odešel')
  })

  it('offers a waiter no way to delete an order with payments', async () => {
    serve([orderItem({ count: 3, paidCount: 1 })])
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    await screen.findByRole('link', { name: 'Zaplatit' }, FIRST_PAINT)
    expect(screen.queryByRole('button', { name: 'Stornovat objednávku' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Smazat objednávku' })).toBeNull()
  })
})
