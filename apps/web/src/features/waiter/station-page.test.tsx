// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type Station,
  type StationBoard,
  type Ticket,
  waiterBumpTicket,
  waiterGetStations,
  waiterGetTables,
  waiterInfo as waiterInfoEndpoint,
  waiterReturnTicket,
  waiterStationBoard,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT } from '../../test/render.tsx'
import { BEER_LINE_ID, GOULASH_LINE_ID, ORDER_ID, RESTAURANT_ID, waiterInfo, waiterTable } from './waiter-test-data.ts'
import { renderWaiter } from './waiter-test-render.tsx'

const STATION_ID = '01a300a8-0000-7000-8000-000000000081'
const OLD_TICKET = '01a300a8-0000-7000-8000-000000000091'
const NEW_TICKET = '01a300a8-0000-7000-8000-000000000092'
const DONE_TICKET = '01a300a8-0000-7000-8000-000000000093'
const NOW = '2026-11-24T19:00:00.000Z'

const kitchen: Station = {
  id: STATION_ID,
  restaurantId: RESTAURANT_ID,
  name: 'Kuchyně',
  position: 0,
  categoryCount: 3,
  openTickets: 2,
  version: 0,
}

function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: OLD_TICKET,
    stationId: STATION_ID,
    orderId: ORDER_ID,
    tableName: '5',
    lines: [{ orderItemId: GOULASH_LINE_ID, name: 'Svíčková', unit: '', count: 2, note: 'bez cibule', course: 'NOW' }],
    createdAt: '2026-11-24T18:35:00.000Z',
    createdBy: 'Jana',
    doneAt: null,
    doneBy: null,
    ...overrides,
  }
}

function board(): StationBoard {
  return {
    station: kitchen,
    now: NOW,
    open: [
      ticket(),
      ticket({
        id: NEW_TICKET,
        tableName: '2',
        createdAt: '2026-11-24T18:57:00.000Z',
        lines: [
          { orderItemId: GOULASH_LINE_ID, name: 'Guláš', unit: '150 g', count: 1, note: '', course: 'LATER' },
          { orderItemId: BEER_LINE_ID, name: 'Kulajda', unit: '', count: -1, note: '', course: 'NOW' },
        ],
      }),
    ],
    done: [ticket({ id: DONE_TICKET, tableName: '7', doneAt: '2026-11-24T18:50:00.000Z', doneBy: 'Kuchař' })],
  }
}

function serve() {
  return fakeApi([
    [waiterInfoEndpoint, () => waiterInfo()],
    [waiterStationBoard, () => board()],
    [waiterBumpTicket, ({ params }) => ticket({ id: params.id ?? '', doneAt: NOW, doneBy: 'Kuchař' })],
    [waiterReturnTicket, ({ params }) => ticket({ id: params.id ?? '' })],
    [waiterGetTables, () => [waiterTable()]],
    [waiterGetStations, () => [kitchen, { ...kitchen, id: NEW_TICKET, name: 'Bar', openTickets: 0 }]],
  ])
}

afterEach(() => vi.unstubAllGlobals())

const openTickets = () => screen.findAllByTestId('station-ticket', {}, FIRST_PAINT)

describe('the station screen (kitchen, bar)', () => {
  it('shows the open tickets oldest first: table, minutes waiting, lines with notes, taken-back lines', async () => {
    serve()
    renderWaiter(`/waiter/station/${STATION_ID}`)
    const [older, newer] = await openTickets()
    expect(screen.getByRole('heading', { name: 'Kuchyně' })).toBeTruthy()
    expect(screen.getByText('K přípravě: 2')).toBeTruthy()
    expect(within(older as HTMLElement).getByText('Stůl 5')).toBeTruthy()
    expect(within(older as HTMLElement).getByText('25 min')).toBeTruthy()
    expect(older?.getAttribute('data-tone')).toBe('late')
    expect(within(older as HTMLElement).getByRole('listitem').textContent).toBe('2× Svíčková – bez cibule')
    expect(within(older as HTMLElement).getByText(/^Objednáno .* · Jana$/)).toBeTruthy()
    const [goulash, soup] = within(newer as HTMLElement).getAllByRole('listitem')
    expect(goulash?.textContent).toBe('1× Guláš 150 gdalší chod')
    expect(soup?.textContent).toBe('ZRUŠENO1× Kulajda')
    expect(soup?.hasAttribute('data-cancelled')).toBe(true)
    expect(newer?.getAttribute('data-tone')).toBe('fresh')
    const done = screen.getByTestId('station-done')
    expect(done.textContent).toContain('Stůl 7')
  })

  it('bumps a ticket with Hotovo and reads the board again', async () => {
    const { calls } = serve()
    renderWaiter(`/waiter/station/${STATION_ID}`)
    const [older] = await openTickets()
    const reads = calls(waiterStationBoard).length
    fireEvent.click(within(older as HTMLElement).getByRole('button', { name: 'Hotovo' }))
    await waitFor(() => expect(calls(waiterBumpTicket)).toHaveLength(1))
    expect(calls(waiterBumpTicket)[0]?.params).toEqual({ id: OLD_TICKET })
    await waitFor(() => expect(calls(waiterStationBoard).length).toBeGreaterThan(reads))
  })

  it('takes back a bump made by mistake with Vrátit', async () => {
    const { calls } = serve()
    renderWaiter(`/waiter/station/${STATION_ID}`)
    await openTickets()
    fireEvent.click(screen.getByRole('button', { name: 'Vrátit lístek stolu 7' }))
    await waitFor(() => expect(calls(waiterReturnTicket)).toHaveLength(1))
    expect(calls(waiterReturnTicket)[0]?.params).toEqual({ id: DONE_TICKET })
  })

  it('prints one ticket alone through the browser', async () => {
    serve()
    const printed: (string | null)[] = []
    vi.stubGlobal(
      'print',
      vi.fn(() => {
        const marked = document.querySelectorAll('[data-print]')
        printed.push(marked.length === 1 ? (marked[0]?.getAttribute('aria-label') ?? null) : null)
      }),
    )
    renderWaiter(`/waiter/station/${STATION_ID}`)
    await openTickets()
    fireEvent.click(screen.getByRole('button', { name: 'Vytisknout lístek stolu 2' }))
    expect(printed).toEqual(['Lístek stolu 2'])
    await waitFor(() => expect(document.querySelectorAll('[data-print]')).toHaveLength(0))
  })

  it('is opened from the tables page on a kitchen tablet', async () => {
    const { calls } = serve()
    const { router } = renderWaiter('/waiter')
    const picker = await screen.findByRole('button', { name: 'Kuchyně a bar' }, FIRST_PAINT)
    expect(calls(waiterGetStations)).toHaveLength(0)
    fireEvent.click(picker)
    fireEvent.click(await screen.findByRole('menuitem', { name: /Kuchyně/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/waiter/station/${STATION_ID}`))
    expect(calls(waiterGetStations)[0]?.url.searchParams.get('restaurantId')).toBe(RESTAURANT_ID)
    expect(await openTickets()).toHaveLength(2)
  })
})
