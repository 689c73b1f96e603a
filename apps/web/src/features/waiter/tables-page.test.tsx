// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  getIdentity,
  waiterGetCategories,
  waiterGetMenuItemsPerCategory,
  waiterGetOrderItems,
  waiterGetTables,
  waiterInfo as waiterInfoEndpoint,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveSession } from '../../api/credentials.ts'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, spaced } from '../../test/render.tsx'
import {
  GARDEN_TABLE_ID,
  menuCategory,
  menuItem,
  ORDER_ID,
  OTHER_TABLE_ID,
  RESTAURANT_ID,
  TABLE_ID,
  tableOrder,
  waiterInfo,
  waiterTable,
} from './waiter-test-data.ts'
import { renderWaiter } from './waiter-test-render.tsx'

const SECOND_RESTAURANT = '01a300a8-0000-7000-8000-000000000002'

function serve(info = waiterInfo()) {
  return fakeApi([
    [waiterInfoEndpoint, () => info],
    [
      waiterGetTables,
      () => [
        waiterTable({
          order: {
            id: ORDER_ID,
            openedAt: '2026-11-24T18:00:00.000Z',
            version: 3,
            itemCount: 3,
            total: 19500,
            unpaidTotal: 19500,
          },
        }),
        waiterTable({ id: OTHER_TABLE_ID, name: '2', position: 2 }),
        waiterTable({ id: GARDEN_TABLE_ID, name: 'Z1', area: 'Zahrádka', position: 3 }),
      ],
    ],
    [waiterGetOrderItems, () => tableOrder(null)],
    [waiterGetCategories, () => [menuCategory()]],
    [waiterGetMenuItemsPerCategory, () => [menuItem()]],
  ])
}

afterEach(() => vi.unstubAllGlobals())

describe('Stoly (table grid)', () => {
  it('shows the active tables by area with the open total or "volný"', async () => {
    serve()
    renderWaiter('/waiter')
    const lokal = await screen.findByRole('region', { name: 'Lokál' }, FIRST_PAINT)
    const [first, second] = within(lokal).getAllByTestId('table-tile')
    expect(first?.getAttribute('data-state')).toBe('open')
    expect(spaced(first?.textContent)).toContain('195,00 Kč')
    expect(second?.textContent).toContain('volný')
    expect(within(screen.getByRole('region', { name: 'Zahrádka' })).getByText('Z1')).toBeTruthy()
  })

  it('opens the table view of a tapped table, its id in the address', async () => {
    const { calls } = serve()
    const { router } = renderWaiter('/waiter')
    const lokal = await screen.findByRole('region', { name: 'Lokál' }, FIRST_PAINT)
    const [, second] = within(lokal).getAllByTestId('table-tile')
    if (!second) throw new Error('two tables expected')
    fireEvent.click(second)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/waiter/table/${OTHER_TABLE_ID}`))
    await waitFor(() =>
      expect(calls(waiterGetOrderItems).filter((c) => c.params.id === OTHER_TABLE_ID)).not.toHaveLength(0),
    )
  })

  it('switches the restaurant when the workspace has several', async () => {
    const { calls } = serve(
      waiterInfo({
        restaurants: [
          { id: RESTAURANT_ID, name: 'Restaurace U Lípy' },
          { id: SECOND_RESTAURANT, name: 'Bistro' },
        ],
      }),
    )
    renderWaiter('/waiter')
    await screen.findByRole('region', { name: 'Lokál' }, FIRST_PAINT)
    expect(calls(waiterGetTables)[0]?.url.searchParams.get('restaurantId')).toBe(RESTAURANT_ID)
    const input = screen.getByRole('combobox', { name: 'Restaurace' })
    fireEvent.click(input)
    const listbox = await waitFor(() => {
      const element = document.getElementById(input.getAttribute('aria-controls') ?? '')
      if (!element) throw new Error('no listbox')
      return element
    })
    fireEvent.click(await within(listbox).findByRole('option', { name: 'Bistro', hidden: true }))
    await waitFor(() =>
      expect(calls(waiterGetTables).some((c) => c.url.searchParams.get('restaurantId') === SECOND_RESTAURANT)).toBe(
        true,
      ),
    )
  })

  it('asks to sign in or connect the device when neither is there', async () => {
    const { fetchMock } = serve()
    renderWaiter('/waiter', { device: false })
    const box = await screen.findByTestId('waiter-no-access', {}, FIRST_PAINT)
    expect(within(box).getByRole('link', { name: 'Přihlásit se' }).getAttribute('href')).toBe('/sign-in?next=%2Fwaiter')
    expect(within(box).getByRole('link', { name: 'Připojit zařízení' }).getAttribute('href')).toBe('/device')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('names the chosen workspace in every waiter call of a person who waits in several', async () => {
    saveSession({ idToken: 'id-token', expiresAt: new Date(Date.now() + 3600_000).toISOString() })
    const { all } = fakeApi([
      [
        getIdentity,
        () => ({
          loginState: 'FULL_IDENTITY',
          identity: { id: TABLE_ID, email: 'cisnik@example.com', fullName: 'Jana Číšníková' },
          email: 'cisnik@example.com',
          workspaces: [
            { slug: 'demo', name: 'Penzion U Lípy', kind: 'WORKSPACE', role: 'WAITER' },
            { slug: 'bistro', name: 'Bistro Na Rohu', kind: 'WORKSPACE', role: 'MANAGER' },
            { slug: 'hotel', name: 'Hotel', kind: 'WORKSPACE', role: 'RECEPTION' },
          ],
        }),
      ],
      [waiterInfoEndpoint, () => waiterInfo()],
      [waiterGetTables, () => [waiterTable()]],
    ])
    const waiterCalls = () => all.filter((c) => c.endpoint.access === 'waiter')
    renderWaiter('/waiter', { device: false })
    const choice = await screen.findByRole('button', { name: 'Bistro Na Rohu' }, FIRST_PAINT)
    expect(screen.queryByRole('button', { name: 'Hotel' })).toBeNull()
    fireEvent.click(choice)
    await screen.findByRole('region', { name: 'Lokál' })
    expect(waiterCalls().map((c) => c.headers.get('x-innkeep-workspace'))).toEqual(['bistro', 'bistro'])
    expect(waiterCalls()[0]?.headers.get('Authorization')).toBe('Bearer id-token')
  })
})
