// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  addStayCharge,
  listCashRegisters,
  listStayExtras,
  recordStayPayment,
  type StayAccount,
  stayAccount,
  user,
  voidStayCharge,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { todayIn } from '../../lib/local-date.ts'
import { fail, fakeApi, message } from '../../test/fake-api.ts'
import { findOption } from '../../test/form-fields.ts'
import { FIRST_PAINT, member, renderRoute, spaced } from '../../test/render.tsx'
import { ACCOUNT, charge, extra, STAY } from '../../test/stay-test-data.ts'
import { StayAccountCard } from './stay-account-card.tsx'

afterEach(() => vi.unstubAllGlobals())

/** The desk has two registers; the reception's is the default. */
const REGISTERS = [
  { id: '01a200a8-0000-7000-8000-00000000e401', name: 'Pokladna bar', currency: 'CZK', isDefault: false },
  { id: '01a200a8-0000-7000-8000-00000000e402', name: 'Pokladna recepce', currency: 'CZK', isDefault: true },
]

const PAID = {
  id: '01a200a8-0000-7000-8000-00000000e301',
  amount: 1_000_00,
  method: 'card',
  paidOn: '2027-03-05',
  note: 'záloha',
  createdBy: 'Marie Majitelová',
  createdAt: '2027-03-05T09:00:00Z',
} as const

/** The account the server holds; each write answers and then serves `after`. */
function serveAccount(before: StayAccount) {
  let current = before
  const api = fakeApi([
    [stayAccount, () => current],
    [user, () => member('OWNER')],
    [listCashRegisters, () => REGISTERS],
    [
      listStayExtras,
      () => [extra(), extra({ id: '01a200a8-0000-7000-8000-00000000e202', name: 'Pes', active: false })],
    ],
  ])
  const serveAfter = (after: StayAccount) => {
    current = after
    return after
  }
  return { ...api, serveAfter }
}

function renderCard() {
  renderRoute(
    '/:slugs/reservations/:id',
    <StayAccountCard slug="demo" reservation={STAY} canWrite />,
    `/demo/reservations/${STAY.id}`,
  )
}

const totals = async () => spaced((await screen.findByTestId('account-totals')).textContent)

describe("a stay's account", () => {
  it('records a payment taken by card and shows what is left to pay', async () => {
    const api = serveAccount(ACCOUNT)
    api.answer(recordStayPayment, () =>
      api.serveAfter({ ...ACCOUNT, payments: [PAID], taken: 1_000_00, balance: 2_000_00 }),
    )
    renderCard()
    expect(await totals()).toContain('Zbývá doplatit3 000,00 Kč')
    fireEvent.click(await screen.findByRole('button', { name: 'Zapsat platbu' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog')
    const amount = within(dialog).getByLabelText('Částka') as HTMLInputElement
    expect(amount.value).toBe('3000')
    fireEvent.change(amount, { target: { value: '1000' } })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Kartou' }))
    fireEvent.change(within(dialog).getByLabelText('Poznámka'), { target: { value: 'záloha' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapsat platbu' }))

    await waitFor(() => expect(api.calls(recordStayPayment)).toHaveLength(1))
    expect(api.calls(recordStayPayment)[0]?.body).toEqual({
      kind: 'PAYMENT',
      amount: 1_000_00,
      method: 'card',
      paidOn: todayIn('Europe/Prague'),
      note: 'záloha',
    })
    await waitFor(async () => expect(await totals()).toContain('Zbývá doplatit2 000,00 Kč'))
    const payment = await screen.findByTestId('account-payment')
    expect(spaced(payment.textContent)).toContain('Kartou1 000,00 KčMarie Majitelovázáloha')
  })

  it('takes cash into the register the desk chooses, and says which one took it', async () => {
    const api = serveAccount(ACCOUNT)
    const cash = { ...PAID, method: 'cash', registerName: 'Pokladna bar' } as const
    api.answer(recordStayPayment, () =>
      api.serveAfter({ ...ACCOUNT, payments: [cash], taken: 1_000_00, balance: 2_000_00 }),
    )
    renderCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Zapsat platbu' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Částka'), { target: { value: '1000' } })
    // cash is the first choice; the default register is offered first
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Do pokladny') as HTMLInputElement).value).toBe('Pokladna recepce'),
    )
    fireEvent.click(await findOption('Do pokladny', 'Pokladna bar'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapsat platbu' }))

    await waitFor(() => expect(api.calls(recordStayPayment)).toHaveLength(1))
    expect(api.calls(recordStayPayment)[0]?.body).toMatchObject({ method: 'cash', registerId: REGISTERS[0]?.id })
    expect(await screen.findByTestId('payment-register')).toHaveProperty('textContent', 'Pokladna bar')
  })

  it('charges an offered extra at its price for this stay (retired ones are not offered)', async () => {
    const api = serveAccount(ACCOUNT)
    api.answer(addStayCharge, () =>
      api.serveAfter({ ...ACCOUNT, charges: [charge()], charged: 3_450_00, balance: 3_450_00 }),
    )
    renderCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Přidat položku' }, FIRST_PAINT))
    await screen.findByRole('dialog')
    const option = await findOption('Služba', /Snídaně/)
    expect(spaced(option.textContent)).toBe('Snídaně – 150,00 Kč za osobu a noc')
    expect(screen.queryByRole('option', { name: /Pes/, hidden: true })).toBeNull()
    fireEvent.click(option)
    // one adult, three nights: three breakfasts
    expect(spaced((await screen.findByTestId('charge-preview')).textContent)).toBe('3 × 150,00 Kč = 450,00 Kč')
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Přidat položku' }))

    await waitFor(() => expect(api.calls(addStayCharge)).toHaveLength(1))
    expect(api.calls(addStayCharge)[0]?.body).toEqual({ extraId: extra().id })
    const row = await screen.findByTestId('account-charge')
    expect(spaced(row.textContent)).toContain('Snídaně')
    expect(await totals()).toContain('Účtováno3 450,00 Kč')
  })

  it('voids a charge after asking, and keeps it listed, struck through, with who voided it', async () => {
    const live = { ...ACCOUNT, charges: [charge()], charged: 3_450_00, balance: 3_450_00 }
    const api = serveAccount(live)
    api.answer(voidStayCharge, () =>
      api.serveAfter({
        ...ACCOUNT,
        charges: [charge({ voidedAt: '2027-03-05T10:30:00Z', voidedBy: 'Marie Majitelová' })],
      }),
    )
    renderCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Stornovat Snídaně' }, FIRST_PAINT))
    fireEvent.click(await screen.findByRole('button', { name: 'Stornovat' }))

    await waitFor(() => expect(api.calls(voidStayCharge)).toHaveLength(1))
    expect(api.calls(voidStayCharge)[0]?.params.id).toBe(charge().id)
    await waitFor(() => expect(screen.getByTestId('account-charge').hasAttribute('data-voided')).toBe(true))
    expect(screen.getByTestId('account-charge').textContent).toContain('Stornoval(a) Marie Majitelová 5. 3. 2027 11:30')
    expect(screen.queryByRole('button', { name: 'Stornovat Snídaně' })).toBeNull()
    expect(await totals()).toContain('Účtováno3 000,00 Kč')
  })

  it('shows on the amount why the server refused a refund', async () => {
    const paid = { ...ACCOUNT, payments: [PAID], taken: 1_000_00, balance: 2_000_00 }
    const api = serveAccount(paid)
    const refused = 'Vrátit lze nejvýš to, co bylo na účet zaplaceno (1 000,00 Kč).'
    api.answer(recordStayPayment, () => fail.validation([message(refused, 'amount', 'stayAccount.refundTooLarge')]))
    renderCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Vrátit peníze' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog')
    const amount = within(dialog).getByLabelText('Vrácená částka')
    fireEvent.change(amount, { target: { value: '1500' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vrátit peníze' }))

    await waitFor(() => expect(api.calls(recordStayPayment)).toHaveLength(1))
    expect(api.calls(recordStayPayment)[0]?.body).toMatchObject({ kind: 'REFUND', amount: 1_500_00, method: 'cash' })
    expect(await within(dialog).findByText(refused)).toBeTruthy()
    expect(amount.getAttribute('aria-invalid')).toBe('true')
  })
})
