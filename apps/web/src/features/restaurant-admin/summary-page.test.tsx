// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { getRestaurantReceipt, listResources, restaurantDailySummary, user } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoute, spaced } from '../../test/render.tsx'
import { dailySummary, manager, RECEIPT_ID, RESTAURANT_ID, receipt, restaurant } from './restaurant-test-data.ts'
import { RestaurantSummaryPage } from './summary-page.tsx'

const ROUTE = '/:slugs/restaurant/summary'
const RESERVATION_ID = '01a200a8-0000-7000-8000-0000000000d1'

function serve() {
  return fakeApi([
    [user, () => manager],
    [listResources, () => [restaurant()]],
    [restaurantDailySummary, ({ query }) => dailySummary({ date: query.get('date') ?? '2027-03-12' })],
    [getRestaurantReceipt, () => receipt()],
  ])
}

const amount = (element: HTMLElement) => spaced(within(element).getByTestId(/-amount$/).textContent)

afterEach(() => vi.unstubAllGlobals())

describe('Denní přehled', () => {
  it('asks for the day in the address and shows the totals per payment method', async () => {
    const { calls } = serve()
    renderRoute(ROUTE, <RestaurantSummaryPage />, '/demo/restaurant/summary?date=2027-03-12', { role: 'MANAGER' })
    const methods = await screen.findAllByTestId('method-total', {}, FIRST_PAINT)
    expect(calls(restaurantDailySummary)[0]?.url.pathname).toBe(`/api/demo/restaurant-daily-summary/${RESTAURANT_ID}`)
    expect(calls(restaurantDailySummary)[0]?.url.searchParams.get('date')).toBe('2027-03-12')
    expect(methods.map((m) => [m.getAttribute('data-method'), amount(m)])).toEqual([
      ['cash', '734,00 Kč'],
      ['card', '500,00 Kč'],
      ['code', '0,00 Kč'],
      ['room', '0,00 Kč'],
    ])
    expect(within(methods[0] as HTMLElement).getByText('Hotově')).toBeTruthy()
    expect(within(methods[1] as HTMLElement).getByText('Kartou')).toBeTruthy()
    expect(within(methods[2] as HTMLElement).getByText('QR kód')).toBeTruthy()
    expect(amount(screen.getByTestId('summary-total'))).toBe('1 234,00 Kč')
    expect(within(screen.getByTestId('summary-total')).getByText('3 účtenky')).toBeTruthy()
    expect(spaced(screen.getByTestId('summary-rounding').textContent)).toContain('-0,10 Kč')
    expect(spaced(screen.getByTestId('summary-open').textContent)).toBe('310,00 Kč')
    expect(screen.getByText('2 stoly ještě nezaplatily')).toBeTruthy()
    expect(within(screen.getByTestId('summary-vat')).getByText('12 %')).toBeTruthy()
  })

  it('shows the bills put on rooms in their own row, paid with the stay', async () => {
    const { answer } = serve()
    answer(restaurantDailySummary, () =>
      dailySummary({
        receiptCount: 5,
        total: 175200,
        byMethod: [
          { method: 'cash', count: 2, total: 73400 },
          { method: 'card', count: 1, total: 50000 },
          { method: 'code', count: 0, total: 0 },
          { method: 'room', count: 2, total: 51800 },
        ],
        receipts: [
          {
            id: RECEIPT_ID,
            number: '2027/000013',
            tableName: '2',
            paidAt: '2027-03-12T19:00:00Z',
            paidBy: 'Petr Číšník',
            method: 'room',
            toPay: 25900,
          },
        ],
      }),
    )
    answer(getRestaurantReceipt, () =>
      receipt({
        number: '2027/000013',
        method: 'room',
        room: { reservationId: RESERVATION_ID, resourceName: '101', guestName: 'Jan Novák' },
      }),
    )
    renderRoute(ROUTE, <RestaurantSummaryPage />, '/demo/restaurant/summary?date=2027-03-12', { role: 'MANAGER' })
    await screen.findAllByTestId('method-total', {}, FIRST_PAINT)
    const room = screen.getAllByTestId('method-total').find((m) => m.getAttribute('data-method') === 'room')
    if (!room) throw new Error('no room row')
    expect(within(room).getByText('Na pokoj')).toBeTruthy()
    expect(amount(room)).toBe('518,00 Kč')
    expect(within(room).getByText(/^2 účtenky · zaplatí se s pobytem/)).toBeTruthy()
    const [row] = screen.getAllByTestId('summary-receipt')
    if (!row) throw new Error('no receipt')
    expect(within(row).getByText('Na pokoj')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Otevřít účtenku 2027/000013' }))
    const dialog = await screen.findByRole('dialog', { name: 'Účtenka 2027/000013' })
    expect(within(dialog).getByTestId('receipt-room').textContent).toBe('Na pokoj: 101 – Jan Novák')
    expect(within(dialog).getByText('Zaplatí se při odjezdu s pobytem.')).toBeTruthy()
    expect(within(dialog).queryByText('Způsob platby')).toBeNull()
  })

  it('asks for today when the address names no day, and moves to the day picked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2027-03-12T10:00:00Z'))
    try {
      const { calls } = serve()
      const { router } = renderRoute(ROUTE, <RestaurantSummaryPage />, '/demo/restaurant/summary', { role: 'MANAGER' })
      await screen.findAllByTestId('method-total', {}, FIRST_PAINT)
      expect(calls(restaurantDailySummary)[0]?.url.searchParams.get('date')).toBe('2027-03-12')
      fireEvent.click(screen.getByRole('button', { name: 'Předchozí den' }))
      await waitFor(() => expect(router.state.location.search).toBe('?date=2027-03-11'))
      await waitFor(() => expect(calls(restaurantDailySummary).at(-1)?.url.searchParams.get('date')).toBe('2027-03-11'))
    } finally {
      vi.useRealTimers()
    }
  })

  it('opens a receipt from the list, ready to print', async () => {
    const { calls } = serve()
    renderRoute(ROUTE, <RestaurantSummaryPage />, '/demo/restaurant/summary?date=2027-03-12', { role: 'MANAGER' })
    const [row] = await screen.findAllByTestId('summary-receipt', {}, FIRST_PAINT)
    if (!row) throw new Error('no receipt')
    expect(within(row).getByText('Petr Číšník')).toBeTruthy()
    expect(within(row).getByText('Kartou')).toBeTruthy()
    expect(within(row).getByText('19:30')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Otevřít účtenku 2027/000012' }))
    const dialog = await screen.findByRole('dialog', { name: 'Účtenka 2027/000012' })
    expect(calls(getRestaurantReceipt)[0]?.url.pathname).toBe(`/api/demo/restaurant-receipt/${RECEIPT_ID}`)
    expect(within(dialog).getByText('Svíčková')).toBeTruthy()
    expect(within(dialog).getByText('DIČ CZ12345678')).toBeTruthy()
    const print = vi.fn()
    vi.stubGlobal('print', print)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tisknout (80 mm)' }))
    expect(print).toHaveBeenCalledOnce()
  })
})
