// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  exportReservations,
  getLabel,
  listResourceGroups,
  listResources,
  type ReservationSearchPage,
  type ReservationSearchRow,
  searchReservations,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '../../i18n/i18n.ts'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute, spaced } from '../../test/render.tsx'
import { ReservationsPage } from './reservations-page.tsx'

// The reservation search keeps its filters in the address (use-reservations-filter.ts over lib/url-filter.ts).

const ROW: ReservationSearchRow = {
  id: '01a200a8-0000-7000-8000-0000000000a1',
  code: 'HK7M2Q',
  status: 'CONFIRMED',
  source: 'PHONE',
  resourceId: '01a200a8-0000-7000-8000-0000000000b1',
  resourceName: 'Pokoj 1',
  since: '2027-12-20',
  till: '2027-12-23',
  contactName: 'Markéta Horáková',
  contactEmail: 'marketa@example.cz',
  contactPhone: '+420 601 234 567',
  guestNames: 'Markéta Horáková Petr Horák',
  guestsTotal: 2,
  total: 312000,
  currency: 'CZK',
  paid: false,
  balance: 312000,
  createdAt: '2027-11-02T10:00:00Z',
  labels: [],
}

const PAGE: ReservationSearchPage = { items: [ROW], total: 61, page: 1, pageSize: 50 }

let api: ReturnType<typeof fakeApi>

/** The reservations `page` answers, the reader a receptionist; labels, rooms and groups: none. */
function serve(page: ReservationSearchPage = PAGE) {
  return fakeApi([
    [searchReservations, () => page],
    [user, () => member('RECEPTION')],
    [getLabel, () => []],
    [listResources, () => []],
    [listResourceGroups, () => []],
  ])
}

beforeEach(() => {
  api = serve()
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLanguage('cs')
})

const renderList = (search = '') =>
  renderRoute('/:slugs/reservations', <ReservationsPage />, `/demo/reservations${search}`, { role: 'RECEPTION' }).router
const lastCall = () => api.calls(searchReservations).at(-1)?.url.searchParams ?? new URLSearchParams()

describe('the reservations list', () => {
  it('shows each stay with its code linking to the detail, the source in Czech, the price and what is owed', async () => {
    renderList()
    const link = await screen.findByRole('link', { name: 'HK7M2Q' }, FIRST_PAINT)
    expect(link.getAttribute('href')).toBe(`/demo/reservations/${ROW.id}`)
    const row = screen.getByTestId('reservation-row')
    expect(within(row).getByText('Markéta Horáková')).toBeTruthy()
    expect(within(row).getByText('Telefon')).toBeTruthy()
    expect(within(row).getByText('Potvrzená')).toBeTruthy()
    expect(within(row).getByText('Nezaplaceno')).toBeTruthy()
    expect(spaced(within(row).getByText(/^3 120/).textContent)).toBe('3 120,00 Kč')
    // what is still owed, as the server says, beside the paid state
    expect(spaced(within(row).getByText(/^Zbývá/).textContent)).toBe('Zbývá 3 120,00 Kč')
    expect(screen.getByTestId('reservations-range').textContent).toBe('51–51 z 61')
  })

  it('opens with the filters the address holds and asks the server for them', async () => {
    renderList(
      '?q=horakova&status=CONFIRMED,CHECKED_IN&source=PHONE&payment=OWING&from=2027-12-01&till=2027-12-31&page=2',
    )
    await screen.findByText('HK7M2Q', {}, FIRST_PAINT)
    const query = lastCall()
    expect(query.get('q')).toBe('horakova')
    expect(query.getAll('status')).toEqual(['CONFIRMED', 'CHECKED_IN'])
    expect(query.getAll('source')).toEqual(['PHONE'])
    expect(Object.fromEntries(query)).toMatchObject({
      payment: 'OWING',
      from: '2027-12-01',
      till: '2027-12-31',
      sort: 'since',
      order: 'desc',
      page: '1',
      pageSize: '50',
    })
    expect((screen.getByLabelText('Hledat v rezervacích') as HTMLInputElement).value).toBe('horakova')
  })

  it('puts the search into the address once typing rests, on the first page', async () => {
    const router = renderList('?page=2')
    await screen.findByText('HK7M2Q', {}, FIRST_PAINT)
    fireEvent.change(screen.getByLabelText('Hledat v rezervacích'), { target: { value: 'Horáková' } })
    const address = () => new URLSearchParams(router.state.location.search)
    await waitFor(() => expect(address().get('q')).toBe('Horáková'))
    expect(address().get('page')).toBeNull()
    await waitFor(() => expect(lastCall().get('q')).toBe('Horáková'))
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('sorts by a column header, turning round on a second click', async () => {
    const router = renderList()
    await screen.findByText('HK7M2Q', {}, FIRST_PAINT)
    const address = () => new URLSearchParams(router.state.location.search)
    fireEvent.click(screen.getByRole('button', { name: 'Kontakt a hosté' }))
    await waitFor(() => expect(address().get('sort')).toBe('contactName'))
    expect(address().get('dir')).toBe('asc')
    await waitFor(() => expect(lastCall().get('sort')).toBe('contactName'))
    fireEvent.click(screen.getByRole('button', { name: 'Kontakt a hosté' }))
    await waitFor(() => expect(address().get('dir')).toBe('desc'))
  })

  it('exports the same filter as CSV, without the page', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    api.answer(
      exportReservations,
      () => new Response('\uFEFFKód;Stav\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    )
    renderList('?source=AIRBNB&page=2')
    await screen.findByText('HK7M2Q', {}, FIRST_PAINT)
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    const exported = api.calls(exportReservations)[0]?.url.searchParams
    expect(exported?.get('source')).toBe('AIRBNB')
    expect(exported?.has('page')).toBe(false)
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^rezervace-\d{4}-\d{2}-\d{2}\.csv$/)
    click.mockRestore()
  })

  it('says what to do when nothing matches', async () => {
    api = serve({ items: [], total: 0, page: 0, pageSize: 50 })
    renderList('?q=nikdo')
    expect(await screen.findByText('Hledání ani filtru neodpovídá žádná rezervace', {}, FIRST_PAINT)).toBeTruthy()
  })

  it('speaks English', async () => {
    await changeLanguage('en')
    renderList()
    await screen.findByText('HK7M2Q', {}, FIRST_PAINT)
    const row = screen.getByTestId('reservation-row')
    expect(within(row).getByText('Phone')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Reservations' })).toBeTruthy()
    expect(screen.getByLabelText('Search reservations')).toBeTruthy()
  })
})
