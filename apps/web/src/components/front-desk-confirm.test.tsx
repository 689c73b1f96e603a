// @vitest-environment jsdom
import '../test/setup-dom.ts'
import { markCheckinDone } from '@innkeep/contract'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useGuardedReservationAction } from '../api/reservations.ts'
import { fail, fakeApi } from '../test/fake-api.ts'
import { renderWithProviders } from '../test/render.tsx'
import { STAY } from '../test/stay-test-data.ts'
import { FrontDeskConfirm } from './front-desk-confirm.tsx'

afterEach(() => vi.unstubAllGlobals())

const BROKEN = {
  code: 'STAY_RULES' as const,
  rules: [
    { code: 'stay.minNights', text: 'Při příjezdu v pátek 12. 3. 2027 je nejkratší pobyt 3 noci.' },
    { code: 'stay.closedToDeparture', text: 'V neděli 14. 3. 2027 se neodjíždí.' },
  ],
}

/** A check-in button with the front desk's guard, as the reception and the reservation detail use it. */
function CheckIn() {
  const { run, asked, confirmAsked, dismiss } = useGuardedReservationAction('demo')
  return (
    <>
      <button type="button" onClick={() => void run('checkIn', STAY.id)}>
        Ubytovat
      </button>
      <FrontDeskConfirm asked={asked} slug="demo" onConfirm={() => void confirmAsked()} onClose={dismiss} />
    </>
  )
}

describe('a stay that breaks the price list’s stay rules', () => {
  it('says so above each broken rule and lets the person save it anyway', () => {
    const onConfirm = vi.fn()
    renderWithProviders(
      <FrontDeskConfirm
        asked={{ action: 'save', needed: [BROKEN] }}
        slug="demo"
        onConfirm={onConfirm}
        onClose={() => undefined}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Uložit rezervaci?' })
    expect(within(dialog).getByText('Pobyt porušuje pravidla ceníku')).toBeTruthy()
    const rules = within(within(dialog).getByTestId('broken-stay-rules')).getAllByRole('listitem')
    expect(rules.map((rule) => rule.textContent)).toEqual(BROKEN.rules.map((rule) => rule.text))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přesto uložit' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('repeats the step confirming STAY_RULES', async () => {
    const api = fakeApi([
      [
        markCheckinDone,
        ({ body }) =>
          body?.confirm ? { ...STAY, status: 'CHECKED_IN' } : fail.additionalAction({ confirm: [BROKEN] }),
      ],
    ])
    renderWithProviders(<CheckIn />)
    fireEvent.click(screen.getByRole('button', { name: 'Ubytovat' }))
    const dialog = await screen.findByTestId('front-desk-confirm')
    expect(dialog.textContent).toContain('Pobyt porušuje pravidla ceníku')
    fireEvent.click(screen.getByRole('button', { name: 'Přesto ubytovat' }))
    await vi.waitFor(() => expect(api.calls(markCheckinDone)).toHaveLength(2))
    expect(api.calls(markCheckinDone)[1]?.body).toEqual({ confirm: ['STAY_RULES'] })
  })
})
