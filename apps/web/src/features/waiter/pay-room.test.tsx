// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type RoomStay,
  waiterComputePayment,
  waiterGetOrderItems,
  waiterGetReceipt,
  waiterInfo as waiterInfoEndpoint,
  waiterPayOrderItems,
  waiterRoomStays,
} from '@innkeep/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi, inTurn, message } from '../../test/fake-api.ts'
import { FIRST_PAINT } from '../../test/render.tsx'
import {
  BEER_LINE_ID,
  computation,
  OTHER_STAY_ID,
  orderItem,
  RECEIPT_ID,
  roomReceipt,
  roomStay,
  STAY_ID,
  TABLE_ID,
  tableOrder,
  waiterInfo,
} from './waiter-test-data.ts'
import { renderWaiter } from './waiter-test-render.tsx'

const svoboda = roomStay({ reservationId: OTHER_STAY_ID, resourceName: '102', guestName: 'Eva Svobodová' })
const GONE = 'Na tento pokoj nelze účet přidat: host už není ubytovaný. Vyberte pokoj znovu.'

function serve({ stays = [roomStay(), svoboda] }: { stays?: RoomStay[] } = {}) {
  return fakeApi([
    [waiterInfoEndpoint, () => waiterInfo()],
    [waiterGetOrderItems, () => tableOrder([orderItem({ count: 2 })], { version: 4 })],
    [waiterComputePayment, ({ body }) => computation({ method: body.method })],
    [waiterRoomStays, () => stays],
    [waiterPayOrderItems, () => ({ receipt: roomReceipt(), table: tableOrder(null) })],
    [waiterGetReceipt, () => roomReceipt()],
  ])
}

async function chooseRoomMethod() {
  fireEvent.click(await screen.findByText('Na pokoj', {}, FIRST_PAINT))
}

const payButton = () => screen.getByRole('button', { name: /^Připsat na pokoj/ })

afterEach(() => vi.unstubAllGlobals())

describe('Na pokoj (a bill on a guest’s room)', () => {
  it('lists the stays in house and puts the bill on the chosen one', async () => {
    const { calls } = serve()
    renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    await chooseRoomMethod()
    const room = await screen.findByRole('radio', { name: /^101/ })
    expect(within(room).getByText('Jan Novák')).toBeTruthy()
    expect(screen.getByRole('radio', { name: /^102/ })).toBeTruthy()
    expect(screen.queryByLabelText('Přijato od hosta')).toBeNull()
    expect(payButton()).toHaveProperty('disabled', true)
    fireEvent.click(room)
    const pay = await screen.findByRole('button', { name: /^Připsat na pokoj 101: 130,00/ })
    await waitFor(() => expect(pay).toHaveProperty('disabled', false))
    fireEvent.click(pay)
    await waitFor(() => expect(calls(waiterPayOrderItems)).toHaveLength(1))
    expect(calls(waiterPayOrderItems)[0]?.body).toEqual({
      items: [{ orderItemId: BEER_LINE_ID, count: 2 }],
      method: 'room',
      reservationId: STAY_ID,
      version: 4,
    })
    expect(calls(waiterComputePayment).at(-1)?.body).toMatchObject({ method: 'room', reservationId: STAY_ID })
    expect(await screen.findByTestId('receipt')).toBeTruthy()
  })

  it('prints the room and the guest on the receipt instead of the payment', async () => {
    serve()
    renderWaiter(`/waiter/receipt/${RECEIPT_ID}`)
    const paper = await screen.findByTestId('receipt', {}, FIRST_PAINT)
    expect(within(paper).getByTestId('receipt-room').textContent).toBe('Na pokoj: 101 – Jan Novák')
    expect(within(paper).getByText('Zaplatí se při odjezdu s pobytem.')).toBeTruthy()
    expect(within(paper).queryByText('Platba')).toBeNull()
    expect(within(paper).queryByText('Vráceno')).toBeNull()
  })

  it('says that nobody is checked in and offers no room', async () => {
    serve({ stays: [] })
    renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    await chooseRoomMethod()
    expect(await screen.findByText('Nikdo není ubytovaný')).toBeTruthy()
    expect(screen.queryByRole('radio', { name: /^101/ })).toBeNull()
    expect(payButton()).toHaveProperty('disabled', true)
  })

  it('says why when the guest has left meanwhile and reads the list again', async () => {
    const { calls, answer } = serve()
    answer(waiterPayOrderItems, () => fail.validation([message(GONE, 'reservationId', 'restaurant.roomNotInHouse')]))
    answer(
      waiterRoomStays,
      inTurn(
        () => [roomStay(), svoboda],
        () => [svoboda],
      ),
    )
    renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    await chooseRoomMethod()
    fireEvent.click(await screen.findByRole('radio', { name: /^101/ }))
    const pay = await screen.findByRole('button', { name: /^Připsat na pokoj 101: 130,00/ })
    await waitFor(() => expect(pay).toHaveProperty('disabled', false))
    fireEvent.click(pay)
    expect((await screen.findByText(GONE)).closest('[role="alert"]')).toBeTruthy()
    await waitFor(() => expect(calls(waiterRoomStays)).toHaveLength(2))
    await waitFor(() => expect(screen.queryByRole('radio', { name: /^101/ })).toBeNull())
    expect(screen.getByRole('radio', { name: /^102/ })).toHaveProperty('ariaChecked', 'false')
    expect(payButton()).toHaveProperty('disabled', true)
  })

  it('filters many stays by room or guest, without caring about accents', async () => {
    const stays = Array.from({ length: 8 }, (_, i) =>
      roomStay({
        reservationId: `01a300a8-0000-7000-8000-00000000008${i}`,
        resourceName: String(201 + i),
        guestName: i === 5 ? 'Petr Černý' : `Host ${i}`,
      }),
    )
    serve({ stays })
    renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    await chooseRoomMethod()
    fireEvent.change(await screen.findByLabelText('Hledat pokoj nebo hosta'), { target: { value: 'cerny' } })
    expect(screen.getAllByRole('radio', { name: /^2\d\d/ }).map((r) => r.textContent)).toEqual(['206Petr Černý'])
  })

  it('offers no room while offline: the server has to check the stay', async () => {
    serve()
    renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    const option = await screen.findByRole('radio', { name: 'Na pokoj' }, FIRST_PAINT)
    try {
      await act(async () => void window.dispatchEvent(new Event('offline')))
      expect(option).toHaveProperty('disabled', true)
      expect(screen.getByText('Na pokoj jen s připojením – pobyt musí ověřit server.')).toBeTruthy()
    } finally {
      await act(async () => void window.dispatchEvent(new Event('online')))
    }
  })
})
