// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type PaymentRequest,
  waiterComputePayment,
  waiterGetOrderItems,
  waiterGetReceipt,
  waiterInfo as waiterInfoEndpoint,
  waiterPayOrderItems,
} from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, spaced } from '../../test/render.tsx'
import {
  BEER_LINE_ID,
  computation,
  GOULASH_ID,
  GOULASH_LINE_ID,
  orderItem,
  QR_IBAN,
  RECEIPT_ID,
  receipt,
  TABLE_ID,
  tableOrder,
  waiterInfo,
} from './waiter-test-data.ts'
import { renderWaiter } from './waiter-test-render.tsx'
import { AFTER_PAYMENT_TOAST_MS } from './waiter-toasts.ts'

// three beers at 41 Kč and a goulash: the part without the goulash is 123,00 Kč
const beers = orderItem({ count: 3, unitPrice: 4100 })
const goulash = orderItem({ id: GOULASH_LINE_ID, menuItemId: GOULASH_ID, name: 'Guláš', unitPrice: 18900, count: 1 })
const prices = new Map([
  [BEER_LINE_ID, 4100],
  [GOULASH_LINE_ID, 18900],
])

/** What compute-payment answers for the chosen pieces: their sum, no rounding (card and QR). */
function computed(body: PaymentRequest) {
  const chosen = body.items ?? [
    { orderItemId: BEER_LINE_ID, count: 3 },
    { orderItemId: GOULASH_LINE_ID, count: 1 },
  ]
  const total = chosen.reduce((sum, item) => sum + item.count * (prices.get(item.orderItemId) ?? 0), 0)
  return computation({ method: body.method, total, toPay: total, vatRecap: [], received: null, change: null })
}

function serve(info = waiterInfo()) {
  return fakeApi([
    [waiterInfoEndpoint, () => info],
    [waiterGetOrderItems, () => tableOrder([beers, goulash], { version: 4 })],
    [waiterComputePayment, ({ body }) => computed(body)],
    [
      waiterPayOrderItems,
      () => ({
        receipt: receipt({ method: 'code', received: null, change: null }),
        table: tableOrder([orderItem({ count: 3, paidCount: 3, unitPrice: 4100 }), goulash], { version: 5 }),
      }),
    ],
    [waiterGetReceipt, () => receipt()],
  ])
}

/** Chooses the beers only, the QR method, and asks for the code. */
async function showCodeForTheBeers() {
  fireEvent.click(await screen.findByRole('button', { name: 'Méně: Guláš' }, FIRST_PAINT))
  fireEvent.click(screen.getByText('QR kód'))
  const show = await screen.findByRole('button', { name: /^Ukázat QR kód na 123,00/ })
  await waitFor(() => expect(show).toHaveProperty('disabled', false))
  fireEvent.click(show)
  return screen.findByTestId('qr-payment')
}

describe('QR payment at the table', () => {
  it('shows the code of exactly the chosen part and records nothing before Zaplaceno', async () => {
    const { calls } = serve()
    renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    const panel = await showCodeForTheBeers()
    expect(panel.getAttribute('data-spayd')).toBe(
      `SPD*1.0*ACC:${QR_IBAN}*AM:123.00*CC:CZK*MSG:Restaurace U Lípy, stůl 1`,
    )
    expect(spaced(within(panel).getByTestId('qr-amount').textContent)).toBe('123,00 Kč')
    expect(within(panel).getByTestId('qr-account').textContent).toContain('19-2000145399/0800')
    const image = await within(panel).findByTestId('payment-qr')
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(image.getAttribute('alt')).toContain('123,00')
    expect(calls(waiterComputePayment).at(-1)?.body).toEqual({
      items: [{ orderItemId: BEER_LINE_ID, count: 3 }],
      method: 'code',
      version: 4,
    })
    expect(calls(waiterPayOrderItems)).toHaveLength(0)
  })

  it('records the payment by QR once the waiter confirms Zaplaceno, then shows the receipt', async () => {
    const { calls } = serve()
    const { router } = renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    const panel = await showCodeForTheBeers()
    fireEvent.click(within(panel).getByRole('button', { name: 'Zaplaceno' }))
    await waitFor(() => expect(calls(waiterPayOrderItems)).toHaveLength(1))
    expect(calls(waiterPayOrderItems)[0]?.body).toEqual({
      items: [{ orderItemId: BEER_LINE_ID, count: 3 }],
      method: 'code',
      version: 4,
    })
    await screen.findByTestId('receipt')
    expect(router.state.location.pathname).toBe(`/waiter/receipt/${RECEIPT_ID}`)
  })

  it('goes back from the code with Zpět and records nothing', async () => {
    const { calls } = serve()
    renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    const panel = await showCodeForTheBeers()
    fireEvent.click(within(panel).getByRole('button', { name: 'Zpět' }))
    await waitFor(() => expect(screen.queryByTestId('qr-payment')).toBeNull())
    expect(calls(waiterPayOrderItems)).toHaveLength(0)
    expect(screen.getByRole('button', { name: /^Ukázat QR kód na 123,00/ })).toBeTruthy()
  })

  it('codes the whole bill when nothing is left out', async () => {
    serve()
    renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    fireEvent.click(await screen.findByText('QR kód', {}, FIRST_PAINT))
    const show = await screen.findByRole('button', { name: /^Ukázat QR kód na 312,00/ })
    await waitFor(() => expect(show).toHaveProperty('disabled', false))
    fireEvent.click(show)
    expect((await screen.findByTestId('qr-payment')).getAttribute('data-spayd')).toContain('*AM:312.00*CC:CZK*')
  })

  it('says why the QR method cannot be used without a bank account, and offers it disabled', async () => {
    serve(waiterInfo({ qrAccount: null }))
    renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    expect((await screen.findByTestId('qr-unavailable', {}, FIRST_PAINT)).textContent).toContain(
      'nemá výchozí bankovní účet s IBAN',
    )
    expect(screen.getByLabelText('QR kód')).toHaveProperty('disabled', true)
  })

  it('closes the notes from before soon once the payment went through, and leaves the refusals', async () => {
    serve()
    renderWaiter(`/waiter/table/${TABLE_ID}/pay`)
    const panel = await showCodeForTheBeers()
    notifications.show({ color: 'yellow', message: 'Objednávku mezitím změnil někdo jiný.', autoClose: false })
    notifications.show({ color: 'red', message: 'Stůl 2 nepřijímá objednávky.', autoClose: false })
    expect(await screen.findByText('Objednávku mezitím změnil někdo jiný.')).toBeTruthy()
    fireEvent.click(within(panel).getByRole('button', { name: 'Zaplaceno' }))
    await screen.findByTestId('receipt')
    await waitFor(() => expect(screen.queryByText('Objednávku mezitím změnil někdo jiný.')).toBeNull(), {
      timeout: AFTER_PAYMENT_TOAST_MS + 3000,
    })
    expect(screen.getByText('Stůl 2 nepřijímá objednávky.')).toBeTruthy()
  })
})
