// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import type { ReservationSummary } from '@innkeep/contract'
import { fireEvent, screen } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { envelope, jsonResponse, member, renderWithProviders } from '../../test/render.tsx'
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
  total: 290000,
  currency: 'CZK',
  ...over,
})

const overview = {
  date: '2027-03-12',
  arrivals: [
    arrival({}),
    arrival({ id: '01a200a8-0000-7000-8000-000000000002', code: 'QWERTY', contactName: 'Eva Malá' }),
  ],
  departures: [],
  inHouse: [],
}

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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      jsonResponse(envelope(String(url).includes('/reception-overview') ? overview : member('RECEPTION'))),
    ),
  )
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
