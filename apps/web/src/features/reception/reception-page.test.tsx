// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  markAsPaid,
  markCheckinDone,
  markCheckoutDone,
  type PayloadOf,
  type Reservation,
  type ReservationStatus,
  type ReservationSummary,
  receptionOverview,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi } from '../../test/fake-api.ts'
import { member, renderWithProviders, spaced } from '../../test/render.tsx'
import { ReceptionPage } from './reception-page.tsx'

const arrival = (over: Partial<ReservationSummary>): ReservationSummary => ({
  id: '01a200a8-0000-7000-8000-000000000001',
  code: 'K7M2PX',
  status: 'CONFIRMED',
  resourceId: '01a200a8-0000-7000-8000-0000000000aa',
  resourceName: 'Pokoj 101 – Lípa',
  since: '2027-03-12',
  till: '2027-03-14',
  contactName: 'Jan Novák',
  contactPhone: '+420 777 123 456',
  guestsTotal: 2,
  guestCounts: { ADULT: 2, CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0 },
  version: 0,
  paid: false,
  balance: 290000,
  total: 290000,
  currency: 'CZK',
  ...over,
})

const ID_2 = '01a200a8-0000-7000-8000-000000000002'

const overview: PayloadOf<typeof receptionOverview> = {
  date: '2027-03-12',
  arrivals: [arrival({}), arrival({ id: ID_2, code: 'QWERTY', contactName: 'Eva Malá' })],
  departures: [],
  inHouse: [],
}

/** What a front-desk action answers: the whole reservation, at `status`. */
const stay = (summary: ReservationSummary, status: ReservationStatus): Reservation => ({
  id: summary.id,
  code: summary.code,
  status,
  source: 'PHONE',
  resourceId: summary.resourceId,
  resourceName: summary.resourceName,
  since: summary.since,
  till: summary.till,
  guestCounts: summary.guestCounts,
  contact: { name: summary.contactName, email: '', phone: summary.contactPhone },
  note: '',
  paid: summary.paid,
  paidAt: null,
  account: {
    id: '01a200a8-0000-7000-8000-00000000e001',
    charged: summary.total,
    taken: summary.paid ? summary.total : 0,
    balance: summary.paid ? 0 : summary.total,
  },
  price: {
    code: 'DBL',
    unit: 'PER_NIGHT',
    currency: 'CZK',
    nights: 2,
    units: 2,
    lines: [],
    vat: [],
    accommodationTotal: summary.total,
    localFeeTotal: 0,
    total: summary.total,
  },
  guests: [],
  guestInfoToken: 'token',
  createdAt: '2027-03-01T10:00:00Z',
  checkedInAt: null,
  checkedOutAt: null,
  canceledAt: null,
  version: summary.version + 1,
})

/** The day's overview `view`, read by a receptionist. */
const serve = (view = overview) =>
  fakeApi([
    [receptionOverview, () => view],
    [user, () => member('RECEPTION')],
  ])

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>
}

function renderReception(onNew = vi.fn()) {
  renderWithProviders(
    <Routes>
      <Route path="/:slugs/reception" element={<ReceptionPage onNewReservation={onNew} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/demo/reception?date=2027-03-12' },
  )
  return onNew
}

const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key })

beforeEach(() => {
  serve()
})

afterEach(() => vi.unstubAllGlobals())

describe('reception keyboard', () => {
  it('focuses the search on / and filters the lists as one types', async () => {
    renderReception()
    await screen.findByText('Eva Malá')
    press('/')
    const search = screen.getByRole('textbox', { name: 'Hledat v recepci' })
    expect(document.activeElement).toBe(search)
    fireEvent.change(search, { target: { value: 'mala' } })
    expect(screen.queryByText('Jan Novák')).toBeNull()
    expect(screen.getByText('Eva Malá')).toBeTruthy()
  })

  it('moves with the arrows and opens the selected reservation on Enter', async () => {
    renderReception()
    await screen.findByText('Eva Malá')
    press('ArrowDown')
    press('ArrowDown')
    expect(screen.getAllByTestId('reception-row')[1]?.getAttribute('data-selected')).toBe('true')
    press('Enter')
    expect(screen.getByTestId('where').textContent).toBe('/demo/reservations/01a200a8-0000-7000-8000-000000000002')
  })

  it('starts a new reservation for the shown day on n', async () => {
    const onNew = renderReception()
    await screen.findByText('Eva Malá')
    press('n')
    expect(onNew).toHaveBeenCalledWith('2027-03-12')
  })
})

describe('the front desk’s confirmations', () => {
  it('asks before an early check-in, shows why, and repeats the call confirmed', async () => {
    const api = serve()
    api.answer(markCheckinDone, ({ body }) =>
      body?.confirm
        ? stay(arrival({}), 'CHECKED_IN')
        : fail.additionalAction({
            confirm: [
              { code: 'EARLY_ARRIVAL', since: '2027-03-14', today: '2027-03-12' },
              { code: 'ROOM_NOT_CLEAN', resourceName: 'Pokoj 101 – Lípa' },
            ],
          }),
    )
    const sent = () => api.calls(markCheckinDone)
    renderReception()
    await screen.findByText('Eva Malá')
    fireEvent.click(screen.getAllByRole('button', { name: 'Ubytovat' })[0] as HTMLElement)
    const dialog = await screen.findByTestId('front-desk-confirm')
    expect(dialog.textContent).toContain('Příjezd je až 14. 3. 2027 (dnes je 12. 3. 2027). Ubytovat hosty dřív?')
    expect(dialog.textContent).toContain('Pokoj 101 – Lípa: po posledních hostech ještě není uklizeno.')
    fireEvent.click(screen.getByRole('button', { name: 'Přesto ubytovat' }))
    await vi.waitFor(() => expect(sent()).toHaveLength(2))
    expect(sent()[0]?.method).toBe('PUT')
    expect(sent()[1]?.body).toEqual({ confirm: ['EARLY_ARRIVAL', 'ROOM_NOT_CLEAN'] })
  })

  it('offers to record the payment before a check-out with money owed', async () => {
    const inHouse = arrival({ status: 'CHECKED_IN', since: '2027-03-10', till: '2027-03-12' })
    const api = serve({ ...overview, arrivals: [], departures: [inHouse] })
    const calls = () =>
      api.all
        .filter(({ endpoint }) => endpoint === markCheckoutDone || endpoint === markAsPaid)
        .map(
          ({ endpoint, rawBody }) =>
            `${endpoint === markAsPaid ? 'mark-as-paid' : 'mark-checkout-done'} ${rawBody ?? ''}`,
        )
    api.answer(markCheckoutDone, () =>
      calls().length === 1
        ? fail.additionalAction({ confirm: [{ code: 'MONEY_OWED', owed: 151000, currency: 'CZK', invoiceId: null }] })
        : stay(inHouse, 'CHECKED_OUT'),
    )
    api.answer(markAsPaid, () => stay(inHouse, 'CHECKED_IN'))
    renderReception()
    await screen.findByText('Jan Novák')
    fireEvent.click(screen.getAllByRole('button', { name: 'Odhlásit' })[0] as HTMLElement)
    const dialog = await screen.findByTestId('front-desk-confirm')
    expect(spaced(dialog.textContent)).toContain('Hosté ještě dluží 1 510,00 Kč.')
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Kartou' }))
    fireEvent.click(screen.getByRole('button', { name: 'Zaplatili teď – odhlásit' }))
    await vi.waitFor(() => expect(calls()).toHaveLength(3))
    // the payment says how it was taken; the check-out after it confirms nothing more: no body at all
    expect(calls().slice(1)).toEqual(['mark-as-paid {"method":"card"}', 'mark-checkout-done '])
  })
})

describe('paid at the desk', () => {
  it('asks how the guests paid and sends the method chosen', async () => {
    const api = serve()
    api.answer(markAsPaid, () => stay(arrival({ paid: true, balance: 0 }), 'CONFIRMED'))
    renderReception()
    await screen.findByText('Eva Malá')
    const [row] = screen.getAllByTestId('reception-row') as [HTMLElement]
    fireEvent.click(within(row).getAllByRole('button', { name: 'Zaplaceno' })[0] as HTMLElement)
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Převodem' }))
    await vi.waitFor(() => expect(api.calls(markAsPaid)).toHaveLength(1))
    expect(api.calls(markAsPaid)[0]?.body).toEqual({ method: 'bank' })
    expect(api.calls(markAsPaid)[0]?.params.id).toBe('01a200a8-0000-7000-8000-000000000001')
  })

  it('keeps the arrows for the open menu, not the list', async () => {
    renderReception()
    await screen.findByText('Eva Malá')
    const selected = () => screen.getAllByTestId('reception-row').map((row) => row.hasAttribute('data-selected'))
    fireEvent.click(screen.getAllByRole('button', { name: 'Zaplaceno' })[0] as HTMLElement)
    await screen.findByRole('menu')
    press('ArrowDown')
    expect(selected()).toEqual([true, false])
  })

  it('shows what each stay still owes, as the server says', async () => {
    serve({
      ...overview,
      arrivals: [arrival({ balance: 120000 }), arrival({ id: ID_2, code: 'QWERTY', balance: -5000 })],
    })
    renderReception()
    const [owing, overpaid] = (await screen.findAllByTestId('reception-row')) as [HTMLElement, HTMLElement]
    expect(within(owing).getAllByText('Zbývá 1 200,00 Kč').length).toBeGreaterThan(0)
    expect(within(overpaid).getAllByText('Přeplatek 50,00 Kč').length).toBeGreaterThan(0)
  })

  it('marks guests still in the house after their day of departure', async () => {
    const stayed = arrival({
      status: 'CHECKED_IN',
      since: '2027-03-09',
      till: '2027-03-11',
      contactName: 'Petr Dlouhý',
    })
    const leaving = arrival({ id: ID_2, status: 'CHECKED_IN', since: '2027-03-10', contactName: 'Eva Malá' })
    serve({ ...overview, arrivals: [], departures: [stayed, { ...leaving, till: '2027-03-12' }] })
    renderReception()
    await screen.findByText('Petr Dlouhý')
    const marks = screen.getAllByTestId('reception-overdue')
    expect(marks.map((mark) => spaced(mark.textContent))).toEqual(['Odjezd měl být 11. 3. 2027'])
    expect(marks[0]?.closest('tr')?.textContent).toContain('Petr Dlouhý')
  })
})
