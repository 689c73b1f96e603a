// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { type listReservationsByResource, type PayloadOf, permissionsOf, type Role } from '@innkeep/contract'
import { fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, jsonResponse, renderWithProviders } from '../../test/render.tsx'
import { TimelinePage } from './timeline-page.tsx'

const GROUP = '01a200a8-0000-7000-8000-0000000000f1'
const ROOM = '01a200a8-0000-7000-8000-0000000000a1'
const FLAT = '01a200a8-0000-7000-8000-0000000000a2'
const CAR = '01a200a8-0000-7000-8000-0000000000c1'

const view: PayloadOf<typeof listReservationsByResource> = {
  from: '2027-07-01',
  till: '2027-08-02',
  resources: [
    { id: ROOM, groupId: GROUP, name: 'Pokoj 101', kind: 'PENSIONROOM', capacity: 2 },
    { id: FLAT, groupId: GROUP, name: 'Garsoniéra', kind: 'PENSIONROOM', capacity: 2 },
  ],
  reservations: [
    {
      id: '01a200a8-0000-7000-8000-000000000001',
      code: 'K7M2PX',
      status: 'CONFIRMED',
      resourceId: ROOM,
      resourceName: 'Pokoj 101',
      since: '2027-07-03',
      till: '2027-07-05',
      contactName: 'Jan Novák',
      contactPhone: '',
      guestsTotal: 2,
      guestCounts: { ADULT: 2, CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0 },
      version: 0,
      paid: false,
      total: 200000,
      currency: 'CZK',
    },
  ],
  cars: [{ id: CAR, name: 'Benimar Tessoro 494', plate: '2AZ 4817', vehicleType: 'MOTORHOME', active: true }],
  rentals: [
    {
      id: '01a200a8-0000-7000-8000-0000000000b1',
      number: '2027-0003',
      state: 'ACTIVE',
      carId: CAR,
      resourceId: null,
      contactName: 'Martin Kučera',
      since: '2027-07-02',
      end: '2027-07-09',
    },
    {
      id: '01a200a8-0000-7000-8000-0000000000b2',
      number: '2027-0001',
      state: 'ACTIVE',
      carId: null,
      resourceId: FLAT,
      contactName: 'Petr Svoboda',
      since: '2027-01-01',
      end: null,
    },
  ],
}

function userAs(role: Role) {
  return {
    me: {
      identityId: 'i1',
      fullName: 'Petra Svobodová',
      email: 'p@example.com',
      role,
      since: '2027-01-01T00:00:00Z',
      permissions: permissionsOf(role).filter((p) => role !== 'MANAGER' || p !== 'vehicles.read'),
    },
    company: { slug: 'demo', name: 'Penzion U Lípy', kind: 'WORKSPACE', timeZone: 'Europe/Prague' },
    members: [],
    invitations: [],
  }
}

const group = {
  id: GROUP,
  name: 'Pokoje',
  description: '',
  bookableOnline: true,
  position: 0,
  retired: false,
  resourceCount: 2,
  version: 0,
}
const resource = (id: string, name: string) => ({
  id,
  groupId: GROUP,
  kind: 'PENSIONROOM',
  name,
  description: '',
  capacity: 2,
  twinBeds: 0,
  singleBeds: 2,
  bathroom: null,
  vehicleTypes: [],
  electricity: false,
  priceCode: null,
  position: 0,
  retired: false,
  version: 0,
})

function answer(url: string, role: Role, payload: typeof view) {
  const path = new URL(url, 'http://innkeep.test').pathname
  if (path.includes('/list-reservations-by-resource/')) return payload
  if (path.endsWith('/list-resource-groups')) return [group]
  if (path.endsWith('/list-resources')) return [resource(ROOM, 'Pokoj 101'), resource(FLAT, 'Garsoniéra')]
  if (path.endsWith('/get-label')) return []
  return userAs(role)
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>
}

function renderTimeline(role: Role, payload = view) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => jsonResponse(envelope(answer(String(url), role, payload)))),
  )
  renderWithProviders(
    <Routes>
      <Route path="/:slugs/timeline" element={<TimelinePage onNewReservation={vi.fn()} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/demo/timeline?from=2027-07-01' },
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('rentals on the booking timeline', () => {
  it('lists the vehicles below the rooms under "Vozidla", each with its contracts', async () => {
    renderTimeline('RECEPTION')
    const carRow = await screen.findByTestId('timeline-car-row')
    expect(screen.getByText('Vozidla')).toBeTruthy()
    expect(within(carRow).getByText('Benimar Tessoro 494')).toBeTruthy()
    expect(within(carRow).getByText('2AZ 4817')).toBeTruthy()
    const bar = within(carRow).getByTestId('timeline-rental')
    expect(bar.textContent).toContain('2027-0003')
    expect(bar.textContent).toContain('Martin Kučera')
    expect(bar.getAttribute('title')).toBe('Nájemní smlouva 2027-0003 · Martin Kučera · 2. 7. 2027 – 9. 7. 2027')
    // read aloud as the whole description, not the short text shown
    expect(
      within(carRow).getByRole('link', { name: 'Nájemní smlouva 2027-0003 · Martin Kučera · 2. 7. 2027 – 9. 7. 2027' }),
    ).toBe(bar)
    // rooms first, the vehicles after them
    const rows = screen.getAllByTestId(/timeline-(car-)?row/)
    expect(rows.map((row) => row.dataset.testid)).toEqual(['timeline-row', 'timeline-row', 'timeline-car-row'])
  })

  it('draws a long-term contract on the room it rents, apart from the stays, and keeps its days from a selection', async () => {
    renderTimeline('RECEPTION')
    const flat = (await screen.findAllByTestId('timeline-row')).find((row) => row.dataset.resourceId === FLAT)
    if (!flat) throw new Error('no row of the flat')
    const lease = within(flat).getByTestId('timeline-rental')
    expect(lease.getAttribute('title')).toBe('Nájemní smlouva 2027-0001 · Petr Svoboda · od 1. 1. 2027')
    expect(lease.dataset.clippedStart).toBe('true')
    expect(lease.dataset.clippedEnd).toBe('true')
    expect(within(flat).queryByTestId('timeline-bar')).toBeNull()
    expect(flat.querySelectorAll('[data-taken]')).toHaveLength(32)
    expect(screen.getByText('Nájemní smlouva')).toBeTruthy()
  })

  it('opens the contract page from a rental bar', async () => {
    renderTimeline('RECEPTION')
    const carRow = await screen.findByTestId('timeline-car-row')
    fireEvent.click(within(carRow).getByTestId('timeline-rental'))
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/demo/contracts/01a200a8-0000-7000-8000-0000000000b1',
    )
  })

  it('shows a rental bar that opens nothing to a role that may not read vehicles', async () => {
    renderTimeline('MANAGER', { ...view, cars: [], rentals: view.rentals?.filter((r) => r.resourceId) ?? [] })
    const lease = await screen.findByTestId('timeline-rental')
    expect(lease.tagName).toBe('DIV')
    expect(screen.queryByTestId('timeline-car-row')).toBeNull()
    expect(screen.queryByText('Vozidla')).toBeNull()
  })

  it('shows the vehicles even in a house without rooms', async () => {
    renderTimeline('RECEPTION', { ...view, resources: [], reservations: [] })
    expect(await screen.findByTestId('timeline-car-row')).toBeTruthy()
    expect(screen.queryByText('Zatím nemáte žádné pokoje ani místa')).toBeNull()
  })
})
