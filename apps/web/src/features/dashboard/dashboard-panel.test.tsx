// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { type Dashboard, dashboard, type Role, user } from '@innkeep/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dateRange, todayIn } from '../../lib/local-date.ts'
import { fail, fakeApi } from '../../test/fake-api.ts'
import { member, renderRoute } from '../../test/render.tsx'
import { DashboardPanel } from './dashboard-panel.tsx'

function dashboardOf(from: string, till: string, overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    from,
    till,
    today: '2026-11-25',
    occupancy: {
      rooms: { units: 2, occupiedNights: 15, availableNights: 60, percent: 25 },
      places: { units: 1, occupiedNights: 3, availableNights: 30, percent: 10 },
      days: dateRange('2026-11-01', 30).map((date, i) => ({ date, rooms: i % 3, places: i < 3 ? 1 : 0 })),
    },
    reception: {
      arrivals: { stays: 2, guests: 5 },
      departures: { stays: 1, guests: 2 },
      inHouse: { stays: 3, guests: 7 },
    },
    housekeeping: { dirtyRooms: 1, rooms: 2 },
    revenue: {
      currency: 'CZK',
      revenue: 12_550_00,
      expenses: 3_020_00,
      months: [{ month: '2026-11', revenue: 12_550_00, expenses: 3_020_00 }],
      withoutRate: 0,
    },
    invoices: { currency: 'CZK', unpaid: { count: 6, amount: 29_050_00 }, overdue: { count: 1, amount: 5_000_00 } },
    bank: [
      {
        id: '01900000-0000-7000-8000-000000000001',
        name: 'Běžný účet',
        kind: 'BANK',
        currency: 'CZK',
        balance: 50_000_00,
      },
      { id: '01900000-0000-7000-8000-000000000002', name: 'Pokladna', kind: 'CASH', currency: 'CZK', balance: 700_00 },
    ],
    restaurant: { restaurants: 1, openOrders: 2, openAmount: 330_00, currency: 'CZK' },
    vehicles: { fleet: 4, out: 2, overdue: 1 },
    ...overrides,
  }
}

let overrides: Partial<Dashboard> = {}
let failing = false
let role: Role = 'OWNER'
let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  overrides = {}
  failing = false
  role = 'OWNER'
  api = fakeApi([
    [
      dashboard,
      ({ query }) =>
        failing
          ? fail.status(500, [], { message: 'boom' })
          : dashboardOf(query.get('from') ?? '', query.get('till') ?? '', overrides),
    ],
    [user, () => member(role)],
  ])
})

afterEach(() => vi.unstubAllGlobals())

function renderPanel(path = '/demo', as: Role = 'OWNER') {
  role = as
  renderRoute('/:slugs', <DashboardPanel />, path, { role })
}

/** The words of an element as a reader sees them: its texts joined by single spaces. */
function textOf(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  const parts: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '')
  return parts
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ')
}
const tile = (testId: string) => screen.getByTestId(testId)
const text = (testId: string) => textOf(screen.getByTestId(testId))
const dashboardCalls = () =>
  api.calls(dashboard).map(({ url }) => ({ from: url.searchParams.get('from'), till: url.searchParams.get('till') }))

describe('the dashboard', () => {
  it('asks for this month and shows each figure as a link to its screen', async () => {
    renderPanel()
    await screen.findByTestId('tile-arrivals')
    const month = `${todayIn('Europe/Prague').slice(0, 7)}-01`
    expect(dashboardCalls()[0]?.from).toBe(month)
    const expected: [string, string, string][] = [
      ['tile-arrivals', '/demo/reception', 'Příjezdy 2 5 hostů'],
      ['tile-departures', '/demo/reception', 'Odjezdy 1 2 hosté'],
      ['tile-in-house', '/demo/reception', 'Ubytovaní hosté 7 3 rezervace'],
      ['tile-housekeeping', '/demo/housekeeping', 'Neuklizené pokoje 1 ze 2 pokojů'],
      ['tile-restaurant', '/waiter', 'Otevřené účty v restauraci 2 nezaplaceno 330,00 Kč'],
      ['tile-vehicles', '/demo/vehicles', 'Půjčená vozidla 2 1 po termínu vrácení'],
      ['tile-unpaid', '/demo/invoices?period=all&state=issued&payment=UNPAID', 'Neuhrazené faktury 6 29 050,00 Kč'],
      ['tile-overdue', '/demo/invoices?period=all&state=issued&payment=OVERDUE', 'Po splatnosti 1 5 000,00 Kč'],
      ['tile-bank', '/demo/bank', 'Zůstatky na účtech 50 700,00 Kč Běžný účet 50 000,00 Kč Pokladna 700,00 Kč'],
    ]
    for (const [testId, href, words] of expected) {
      expect(tile(testId).getAttribute('href'), testId).toBe(href)
      expect(textOf(tile(testId)), testId).toBe(words)
    }
    expect(tile('tile-overdue').dataset.tone).toBe('alert')
  })

  it('draws occupancy per night and revenue against expenses, with the period’s figures', async () => {
    renderPanel()
    await screen.findByTestId('occupancy-chart')
    expect(text('occupancy-rooms')).toBe('Pokoje 25 % (15 z 60 nocí)')
    expect(text('occupancy-places')).toBe('Místa 10 % (3 z 30 nocí)')
    expect(screen.getAllByTestId('occupancy-bar')).toHaveLength(30)
    expect(within(screen.getByTestId('occupancy-chart')).getAllByText('100 %')).toHaveLength(1)
    expect(text('money-revenue')).toBe('Tržby 12 550,00 Kč')
    expect(text('money-expenses')).toBe('Náklady 3 020,00 Kč')
    expect(text('money-result')).toBe('Rozdíl 9 530,00 Kč')
    expect(screen.getAllByTestId('money-month')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Časová osa' }).getAttribute('href')).toBe('/demo/timeline')
  })

  it('asks for the period the address holds', async () => {
    renderPanel('/demo?period=custom&from=2026-03-01&to=2026-03-31')
    await screen.findByTestId('tile-arrivals')
    expect(dashboardCalls()).toEqual([{ from: '2026-03-01', till: '2026-04-01' }])
    expect(screen.getByText('Březen 2026')).toBeTruthy()
  })

  it('says why typed dates make no period and asks nothing', async () => {
    renderPanel('/demo?period=custom&from=2026-03-10&to=2026-03-01')
    expect(await screen.findByText('Konec období nemůže být před jeho začátkem.')).toBeTruthy()
    expect(dashboardCalls()).toEqual([])
  })

  it('leaves out what the role may not see, and links only to screens the role opens', async () => {
    overrides = { reception: null, housekeeping: null, restaurant: null }
    renderPanel('/demo', 'ACCOUNTANT')
    await screen.findByTestId('tile-unpaid')
    expect(screen.queryByTestId('tile-arrivals')).toBeNull()
    expect(screen.queryByTestId('tile-housekeeping')).toBeNull()
    expect(screen.queryByTestId('tile-restaurant')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Časová osa' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Přehled obsazenosti' })).toBeTruthy()
  })

  it('shows no money to a role without it', async () => {
    overrides = { revenue: null, invoices: null, bank: null, restaurant: null }
    renderPanel('/demo', 'RECEPTION')
    await screen.findByTestId('tile-arrivals')
    expect(screen.queryByTestId('dashboard-money')).toBeNull()
    expect(screen.queryByTestId('tile-unpaid')).toBeNull()
    expect(screen.queryByTestId('tile-bank')).toBeNull()
    expect(screen.getByTestId('dashboard-occupancy')).toBeTruthy()
  })

  it('offers a retry when the overview cannot be loaded', async () => {
    failing = true
    renderPanel()
    expect(await screen.findByRole('button', { name: 'Zkusit znovu' })).toBeTruthy()
    failing = false
    screen.getByRole('button', { name: 'Zkusit znovu' }).click()
    await waitFor(() => expect(screen.getByTestId('tile-arrivals')).toBeTruthy())
  })
})
