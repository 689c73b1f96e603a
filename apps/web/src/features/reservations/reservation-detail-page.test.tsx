// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  computeStayPrice,
  createReservation,
  type Reservation,
  reservationDetail,
  stayAccount,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoute } from '../../test/render.tsx'
import { FLAT_ID as FLAT, room, roomGroup, roomLists } from '../../test/rooms-test-data.ts'
import { ACCOUNT, STAY } from '../../test/stay-test-data.ts'
import { ReservationDetailPage } from './reservation-detail-page.tsx'

// The detail's other parts (documents, labels, history, guest link) wait for answers these tests do not give.

afterEach(() => vi.unstubAllGlobals())

const OTHER = {
  ...ACCOUNT.stays[0],
  id: '01a200a8-0000-7000-8000-00000000d002',
  code: 'PX4R7T',
  resourceName: 'Pokoj 3',
}
const CONTACT = { name: 'Jana Horváthová', email: 'jana@example.cz', phone: '+420 601 234 567' }
const stay: Reservation = { ...STAY, contact: CONTACT }

function serve(stays = [ACCOUNT.stays[0], OTHER], shown = stay) {
  return fakeApi(
    [
      [reservationDetail, () => shown],
      [stayAccount, () => ({ ...ACCOUNT, stays })],
      ...roomLists(
        [room({ id: FLAT, name: 'Garsoniéra', capacity: 3, singleBeds: 3 })],
        roomGroup({ resourceCount: 1 }),
      ),
      [computeStayPrice, () => STAY.price],
      [
        createReservation,
        ({ body }) => ({
          ...stay,
          id: '01a200a8-0000-7000-8000-00000000d003',
          code: 'ZZ9Q2W',
          resourceId: body.resourceId,
        }),
      ],
    ],
    { unmatched: () => new Promise<Response>(() => undefined) },
  )
}

function renderDetail() {
  renderRoute('/:slugs/reservations/:id', <ReservationDetailPage />, `/demo/reservations/${STAY.id}`, {
    role: 'RECEPTION',
    mantineEnv: 'test',
  })
}

describe('a booking of several rooms on the reservation detail', () => {
  it('lists the rooms of the booking, each linking to its detail, the one shown marked', async () => {
    serve()
    renderDetail()
    const card = await screen.findByTestId('booking-rooms', {}, FIRST_PAINT)
    expect(screen.getByText('Pokoje rezervace')).toBeTruthy()
    const [shown, other] = within(card).getAllByTestId('booking-room')
    expect(shown?.getAttribute('aria-current')).toBe('true')
    expect(shown?.textContent).toContain('HK7M2Q')
    expect(shown?.textContent).toContain('zobrazený')
    expect(within(shown as HTMLElement).queryByRole('link')).toBeNull()
    const link = within(other as HTMLElement).getByRole('link', { name: 'PX4R7T' })
    expect(link.getAttribute('href')).toBe(`/demo/reservations/${OTHER.id}`)
    expect(other?.textContent).toContain('Pokoj 3')
    expect(other?.textContent).toContain('5. 3. 2027 – 8. 3. 2027')
    expect(other?.textContent).toContain('Potvrzená')
  })

  it('shows no list of rooms for a booking of one room', async () => {
    serve([ACCOUNT.stays[0]])
    renderDetail()
    await screen.findByTestId('stay-account', {}, FIRST_PAINT)
    expect(screen.queryByTestId('booking-rooms')).toBeNull()
    expect(screen.getByRole('button', { name: 'Přidat pokoj k rezervaci' })).toBeTruthy()
  })

  it('adds no room to a stay that is over', async () => {
    serve(undefined, { ...stay, status: 'CHECKED_OUT' })
    renderDetail()
    await screen.findByTestId('booking-rooms', {}, FIRST_PAINT)
    expect(screen.queryByRole('button', { name: 'Přidat pokoj k rezervaci' })).toBeNull()
  })

  it('adds a room to the booking with its contact and dates, joining its account', async () => {
    const api = serve()
    renderDetail()
    fireEvent.click(await screen.findByRole('button', { name: 'Přidat pokoj k rezervaci' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog', { name: 'Přidat pokoj k rezervaci HK7M2Q' })
    expect((within(dialog).getByLabelText(/Jméno hosta/) as HTMLInputElement).value).toBe(CONTACT.name)
    // another room joins only this booking: no second line here
    expect(within(dialog).queryByRole('button', { name: 'Přidat pokoj' })).toBeNull()
    const select = within(dialog).getByRole('combobox', { name: /Pokoj \/ místo/ })
    fireEvent.click(select)
    const listbox = await waitFor(() => {
      const element = document.getElementById(select.getAttribute('aria-controls') ?? '')
      if (!element) throw new Error('no listbox')
      return element
    })
    fireEvent.click(await within(listbox).findByRole('option', { name: 'Garsoniéra', hidden: true }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přidat pokoj k rezervaci' }))

    await waitFor(() => expect(api.calls(createReservation)).toHaveLength(1))
    expect(api.calls(createReservation)[0]?.body).toEqual({
      resourceId: FLAT,
      since: STAY.since,
      till: STAY.till,
      guests: { ADULT: 2, CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0 },
      contact: CONTACT,
      note: '',
      status: 'CONFIRMED',
      source: 'PHONE',
      confirm: [],
      mailGuest: false,
      joinReservationId: STAY.id,
    })
    expect(await screen.findByText('Pokoj ZZ9Q2W je přidaný k rezervaci HK7M2Q.')).toBeTruthy()
  })
})
