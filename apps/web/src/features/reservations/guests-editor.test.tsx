// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { addGuest, type Reservation } from '@innkeep/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoute } from '../../test/render.tsx'
import { STAY } from '../../test/stay-test-data.ts'
import { GuestsEditor } from './guests-editor.tsx'

afterEach(() => vi.unstubAllGlobals())

function renderEditor(reservation: Reservation) {
  return renderRoute(
    '/:slugs/reservations/:id',
    <GuestsEditor slug="demo" reservation={reservation} editable />,
    `/demo/reservations/${reservation.id}`,
  )
}

async function pickCountry(row: HTMLElement, search: string, name: RegExp) {
  const input = within(row).getByRole('combobox', { name: 'Státní příslušnost' })
  act(() => input.focus())
  fireEvent.click(input)
  fireEvent.change(input, { target: { value: search } })
  const listbox = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '')
    if (!element) throw new Error('no listbox for the country')
    return element
  })
  fireEvent.click(await waitFor(() => within(listbox).getByRole('option', { name, hidden: true })))
}

describe('the guests of a stay (reception)', () => {
  it('adds a Slovak guest as SVK with the guest’s own form and saves the list', async () => {
    const { calls } = fakeApi([[addGuest, () => ({ ...STAY, guests: [], version: 5 })]])
    renderEditor(STAY)
    fireEvent.click(await screen.findByRole('button', { name: 'Přidat hosta' }, FIRST_PAINT))
    const row = await screen.findByTestId('guest-row-0')
    fireEvent.change(within(row).getByLabelText('Jméno'), { target: { value: 'Jana' } })
    fireEvent.change(within(row).getByLabelText('Příjmení'), { target: { value: 'Horváthová' } })
    fireEvent.change(within(row).getByLabelText('Datum narození'), { target: { value: '17. 5. 1988' } })
    await pickCountry(row, 'Slovensko', /Slovensko/)
    fireEvent.change(within(row).getByLabelText('Číslo dokladu'), { target: { value: 'EA123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Uložit hosty' }))
    // a foreigner needs the document type too: the form says so before anything is sent
    expect(await within(row).findByText('U cizince vyberte druh dokladu (policie ho vyžaduje).')).toBeTruthy()
    expect(calls(addGuest)).toHaveLength(0)

    const type = within(row).getByRole('combobox', { name: 'Doklad totožnosti' })
    fireEvent.click(type)
    const listbox = await waitFor(() => {
      const element = document.getElementById(type.getAttribute('aria-controls') ?? '')
      if (!element) throw new Error('no listbox for the document')
      return element
    })
    fireEvent.click(within(listbox).getByRole('option', { name: 'Občanský průkaz', hidden: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Uložit hosty' }))
    await waitFor(() => expect(calls(addGuest)).toHaveLength(1))
    expect(calls(addGuest)[0]?.body).toEqual({
      guests: [
        {
          firstName: 'Jana',
          lastName: 'Horváthová',
          birthDate: '1988-05-17',
          nationality: 'SVK',
          address: '',
          documentType: 'OP',
          documentNumber: 'EA123456',
          visaNumber: '',
          ageCategory: 'ADULT',
        },
      ],
      version: 4,
    })
  })

  it('shows a code saved before the list was checked, and refuses it on save', async () => {
    const saved = {
      ...STAY,
      guests: [
        {
          id: '01a200a8-0000-7000-8000-00000000e001',
          firstName: 'Marek',
          lastName: 'Kováč',
          birthDate: '1990-01-01',
          nationality: 'SLO',
          address: '',
          documentType: 'OP' as const,
          documentNumber: 'EA1',
          visaNumber: '',
          ageCategory: 'ADULT' as const,
        },
      ],
    }
    fakeApi([
      [
        addGuest,
        () =>
          fail.validation([
            {
              scope: 'FIELD',
              severity: 'VALIDATION',
              code: 'guest.unknownCountry',
              field: 'guests.0.nationality',
              text: 'Neznámý stát. Vyberte zemi ze seznamu.',
            },
          ]),
      ],
    ])
    renderEditor(saved)
    const row = await screen.findByTestId('guest-row-0', {}, FIRST_PAINT)
    const country = within(row).getByRole('combobox', { name: 'Státní příslušnost' }) as HTMLInputElement
    expect(country.value).toBe('SLO')
    // the form itself refuses it first, with the same words as the server
    fireEvent.change(within(row).getByLabelText('Jméno'), { target: { value: 'Marek ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Uložit hosty' }))
    expect(await within(row).findByText('Neznámý stát. Vyberte zemi ze seznamu.')).toBeTruthy()
  })
})
