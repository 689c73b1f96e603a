// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  waiterComputePayment,
  waiterGetOrderItems,
  waiterGetReceipt,
  waiterInfo as waiterInfoEndpoint,
  waiterPayOrderItems,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, spaced } from '../../test/render.tsx'
import {
  BEER_LINE_ID,
  computation,
  GOULASH_ID,
  GOULASH_LINE_ID,
  orderItem,
  RECEIPT_ID,
  receipt,
  TABLE_ID,
  tableOrder,
  waiterInfo,
} from './waiter-test-data.ts'
import { renderWaiter } from './waiter-test-render.tsx'

const goulash = orderItem({ id: GOULASH_LINE_ID, menuItemId: GOULASH_ID, name: 'Guláš', unitPrice: 18900, count: 1 })

function serve() {
  return fakeApi([
    [waiterInfoEndpoint, () => waiterInfo()],
    [waiterGetOrderItems, () => tableOrder([orderItem({ count: 2 }), goulash], { version: 4 })],
    [
      waiterComputePayment,
      ({ body }) => {
        const received = typeof body.received === 'number' ? body.received : null
        return computation({ received, change: received !== null && received >= 13000 ? received - 13000 : null })
      },
    ],
    [
      waiterPayOrderItems,
      () => ({
        receipt: receipt(),
        table: tableOrder([orderItem({ count: 2, paidCount: 2 }), goulash], { version: 5 }),
      }),
    ],
    [waiterGetReceipt, () => receipt()],
  ])
}

afterEach(() => vi.unstubAllGlobals())

describe('Zaplatit (split and pay)', () => {
  it('computes a part of the bill with the change for the cash received', async () => {
    const { calls } = serve()
    renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    fireEvent.click(await screen.findByRole('button', { name: 'Méně: Guláš' }, FIRST_PAINT))
    fireEvent.click(screen.getByRole('button', { name: '500' }))
    await waitFor(() => expect(spaced(screen.queryByTestId('change')?.textContent)).toBe('370,00 Kč'))
    const compute = calls(waiterComputePayment).at(-1)
    expect(compute?.url.pathname).toBe(`/api/rst-waiter/compute-payment/${TABLE_ID}`)
    expect(compute?.body).toEqual({
      items: [{ orderItemId: BEER_LINE_ID, count: 2 }],
      method: 'cash',
      received: 50000,
      version: 4,
    })
    expect(spaced(screen.getByTestId('to-pay').textContent)).toBe('130,00 Kč')
    expect(screen.getByText(/DPH 21 %/)).toBeTruthy()
  })

  it('pays and shows the receipt, printable, with the way back', async () => {
    const { calls } = serve()
    const { router } = renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    fireEvent.click(await screen.findByRole('button', { name: 'Méně: Guláš' }, FIRST_PAINT))
    fireEvent.click(screen.getByRole('button', { name: '500' }))
    const pay = await screen.findByRole('button', { name: /^Zaplatit 130,00/ })
    await waitFor(() => expect(pay).toHaveProperty('disabled', false))
    fireEvent.click(pay)
    await waitFor(() => expect(calls(waiterPayOrderItems)).toHaveLength(1))
    expect(calls(waiterPayOrderItems)[0]?.body).toEqual({
      items: [{ orderItemId: BEER_LINE_ID, count: 2 }],
      method: 'cash',
      received: 50000,
      version: 4,
    })
    const paper = await screen.findByTestId('receipt')
    expect(router.state.location.pathname).toBe(`/waiter/receipt/${RECEIPT_ID}`)
    expect(paper.textContent).toContain('2026/000123')
    expect(paper.textContent).toContain('IČO 27074358')
    expect(spaced(paper.textContent)).toContain('Vráceno370,00 Kč')
    expect(screen.getByRole('button', { name: 'Tisk' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Zpět ke stolům' }).getAttribute('href')).toBe('/waiter')
    expect(await screen.findByRole('link', { name: 'Zpět ke stolu 1' })).toBeTruthy()
    expect(calls(waiterGetReceipt)).toHaveLength(0)
    expect(within(paper).getByText('Pivo 0,5 l')).toBeTruthy()
  })

  it('pays by card without a received amount', async () => {
    const { calls } = serve()
    renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    fireEvent.click(await screen.findByText('Kartou', {}, FIRST_PAINT))
    await waitFor(() => expect(calls(waiterComputePayment).at(-1)?.body?.method).toBe('card'))
    expect(calls(waiterComputePayment).at(-1)?.body).not.toHaveProperty('received')
    expect(screen.queryByLabelText('Přijato od hosta')).toBeNull()
  })
})
