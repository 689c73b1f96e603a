// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { cancelReservation } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoute, spaced } from '../../test/render.tsx'
import { STAY } from '../../test/stay-test-data.ts'
import { ReservationActions } from './reservation-actions.tsx'

afterEach(() => vi.unstubAllGlobals())

/** What the policy of the stay's group asks for a cancel now: 50 % of 3 000 Kč, free until 26 February. */
const FEE = {
  code: 'CANCELLATION_FEE' as const,
  amount: 1_500_00,
  percent: 50,
  base: 3_000_00,
  currency: 'CZK',
  freeUntil: '2027-02-26',
  noShow: false,
}

/** A cancel inside the fee window: asked first, canceled once the fee is confirmed. */
function serve(fee = FEE) {
  return fakeApi(
    [
      [
        cancelReservation,
        ({ body }) =>
          body?.confirm?.includes('CANCELLATION_FEE')
            ? { ...STAY, status: 'CANCELED', canceledAt: '2027-03-01T10:00:00Z' }
            : fail.additionalAction({ confirm: [fee] }),
      ],
    ],
    { unmatched: () => new Promise<Response>(() => undefined) },
  )
}

/** Cancels the stay from the reservation detail's buttons and answers the "are you sure" first; the fee dialog follows. */
async function cancelStay() {
  renderRoute('/:slugs/reservations/:id', <ReservationActions reservation={STAY} />, `/demo/reservations/${STAY.id}`, {
    role: 'RECEPTION',
  })
  fireEvent.click(await screen.findByRole('button', { name: 'Zrušit rezervaci' }, FIRST_PAINT))
  const question = await screen.findByRole('dialog', { name: 'Zrušit rezervaci' })
  fireEvent.click(within(question).getByRole('button', { name: 'Zrušit rezervaci' }))
  return screen.findByRole('dialog', { name: 'Zrušení po lhůtě zdarma' })
}

const feeField = (dialog: HTMLElement) => within(dialog).getByLabelText<HTMLInputElement>('Storno poplatek')

describe('cancelling a stay after its free period', () => {
  it('says what the group’s policy asks and proposes its fee', async () => {
    const api = serve()
    const dialog = await cancelStay()
    expect(spaced(dialog.textContent)).toContain(
      'Podle storno podmínek skupiny: zdarma do 26. 2. 2027, nyní 50 % z 3 000,00 Kč = 1 500,00 Kč.',
    )
    expect(feeField(dialog).value).toBe('1500')
    expect(api.calls(cancelReservation)).toHaveLength(1)
    expect(api.calls(cancelReservation)[0]?.rawBody).toBeUndefined()
  })

  it('cancels charging the fee as changed, and says where it went', async () => {
    const api = serve()
    const dialog = await cancelStay()
    fireEvent.change(feeField(dialog), { target: { value: '1 200,50' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit a účtovat poplatek' }))

    await waitFor(() => expect(api.calls(cancelReservation)).toHaveLength(2))
    expect(api.calls(cancelReservation)[1]?.body).toEqual({ confirm: ['CANCELLATION_FEE'], fee: 1_200_50 })
    const toast = await screen.findByText(/^Storno poplatek .* je na účtu pobytu; vyúčtuje se fakturou/)
    expect(spaced(toast.textContent)).toBe(
      'Storno poplatek 1 200,50 Kč je na účtu pobytu; vyúčtuje se fakturou (koncept je mezi doklady pobytu, když se ruší celá rezervace).',
    )
  })

  it('charges the proposed fee as it stands', async () => {
    const api = serve()
    const dialog = await cancelStay()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit a účtovat poplatek' }))
    await waitFor(() => expect(api.calls(cancelReservation)).toHaveLength(2))
    expect(api.calls(cancelReservation)[1]?.body).toEqual({ confirm: ['CANCELLATION_FEE'], fee: 1_500_00 })
  })

  it('cancels without a fee, saying only that the stay is canceled', async () => {
    const api = serve()
    const dialog = await cancelStay()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit bez poplatku' }))

    await waitFor(() => expect(api.calls(cancelReservation)).toHaveLength(2))
    expect(api.calls(cancelReservation)[1]?.body).toEqual({ confirm: ['CANCELLATION_FEE'], fee: 0 })
    expect(await screen.findByText('Rezervace je zrušená.')).toBeTruthy()
    expect(screen.queryByText(/je na účtu pobytu/)).toBeNull()
  })

  it('goes back without cancelling', async () => {
    const api = serve()
    const dialog = await cancelStay()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zpět' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zrušení po lhůtě zdarma' })).toBeNull())
    expect(api.calls(cancelReservation)).toHaveLength(1)
  })

  it('refuses an amount it cannot read and sends nothing', async () => {
    const api = serve()
    const dialog = await cancelStay()
    fireEvent.change(feeField(dialog), { target: { value: 'tisíc' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit a účtovat poplatek' }))
    expect(await within(dialog).findByText(/^Zadejte částku/)).toBeTruthy()
    expect(api.calls(cancelReservation)).toHaveLength(1)
  })

  it('names a cancel on the arrival day or later as such', async () => {
    serve({ ...FEE, amount: 3_000_00, percent: 100, noShow: true })
    const dialog = await cancelStay()
    expect(spaced(dialog.textContent)).toContain(
      'Podle storno podmínek skupiny: v den příjezdu nebo později 100 % z 3 000,00 Kč = 3 000,00 Kč.',
    )
    expect(feeField(dialog).value).toBe('3000')
  })
})
