// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { waiterComputePayment, waiterGetOrderItems, waiterInfo as waiterInfoEndpoint } from '@innkeep/contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderWithProviders } from '../../test/render.tsx'
import { OrderList } from './order-list.tsx'
import { ReceiptPaper } from './receipt-paper.tsx'
import { computation, order, orderItem, receipt, TABLE_ID, tableOrder, waiterInfo } from './waiter-test-data.ts'
import { renderWaiter } from './waiter-test-render.tsx'

// two sizes of one beer: the same name, the size beside it
const LARGE_LINE = '01a300a8-0000-7000-8000-000000000053'
const SMALL_LINE = '01a300a8-0000-7000-8000-000000000054'
const large = orderItem({ id: LARGE_LINE, name: 'Plzeň 12°', unit: '0,5 l', unitPrice: 5900, count: 2 })
const small = orderItem({ id: SMALL_LINE, name: 'Plzeň 12°', unit: '0,3 l', unitPrice: 4200, count: 1 })

const rowTexts = (testId: string) => screen.getAllByTestId(testId).map((row) => row.textContent ?? '')

describe('two sizes of one beer look different', () => {
  it('on the bill, with the size in each line and its buttons', () => {
    renderWithProviders(<OrderList order={order([large, small])} currency="CZK" onChange={() => undefined} />)
    const rows = rowTexts('order-item')
    expect(rows[0]).toContain('Plzeň 12° 0,5 l')
    expect(rows[1]).toContain('Plzeň 12° 0,3 l')
    expect(screen.getAllByTestId('line-unit').map((unit) => unit.textContent)).toEqual(['0,5 l', '0,3 l'])
    expect(screen.getByRole('button', { name: 'Ubrat kus: Plzeň 12° 0,3 l' })).toBeTruthy()
  })

  it('in the split, where each size is chosen on its own', async () => {
    fakeApi([
      [waiterInfoEndpoint, () => waiterInfo()],
      [waiterGetOrderItems, () => tableOrder([large, small], { version: 2 })],
      [waiterComputePayment, () => computation()],
    ])
    renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    expect(await screen.findByRole('button', { name: 'Méně: Plzeň 12° 0,5 l' }, FIRST_PAINT)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Méně: Plzeň 12° 0,3 l' })).toBeTruthy()
    const rows = rowTexts('choose-item')
    expect(rows[0]).toContain('Plzeň 12° 0,5 l')
    expect(rows[1]).toContain('Plzeň 12° 0,3 l')
  })

  it('on the receipt', () => {
    const lines = [
      {
        orderItemId: LARGE_LINE,
        name: 'Plzeň 12°',
        unit: '0,5 l',
        count: 2,
        unitPrice: 5900,
        amount: 11800,
        vatRate: 21,
      },
      {
        orderItemId: SMALL_LINE,
        name: 'Plzeň 12°',
        unit: '0,3 l',
        count: 1,
        unitPrice: 4200,
        amount: 4200,
        vatRate: 21,
      },
    ]
    renderWithProviders(<ReceiptPaper receipt={receipt({ items: lines })} />)
    const paper = screen.getByTestId('receipt')
    expect(within(paper).getByText('Plzeň 12° 0,5 l')).toBeTruthy()
    expect(within(paper).getByText('Plzeň 12° 0,3 l')).toBeTruthy()
  })

  it('and a receipt from before lines kept their size still shows the name', () => {
    const line = { orderItemId: LARGE_LINE, name: 'Guláš', count: 1, unitPrice: 18900, amount: 18900, vatRate: 12 }
    renderWithProviders(<ReceiptPaper receipt={receipt({ items: [line] })} />)
    expect(within(screen.getByTestId('receipt')).getByText('Guláš')).toBeTruthy()
  })
})
