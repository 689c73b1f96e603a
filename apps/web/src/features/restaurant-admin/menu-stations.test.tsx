// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  deleteRestaurantStation,
  getMenuItemCategories,
  listMenuItems,
  listResources,
  listRestaurantStations,
  saveMenuCategory,
  saveRestaurantStation,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi, message } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoute } from '../../test/render.tsx'
import { RestaurantMenuPage } from './menu-page.tsx'
import {
  BAR_ID,
  BEER_ID,
  categories,
  FOOD_ID,
  KITCHEN_ID,
  manager,
  menuCategory,
  RESTAURANT_ID,
  restaurant,
  station,
} from './restaurant-test-data.ts'

const renderMenu = () =>
  renderRoute('/:slugs/restaurant/menu', <RestaurantMenuPage />, '/demo/restaurant/menu', { role: 'MANAGER' })

/** Soups go to the kitchen, drinks and beer to the bar. */
const routed = () =>
  categories().map((category) => ({ ...category, stationId: category.id === FOOD_ID ? KITCHEN_ID : BAR_ID }))

function serve() {
  return fakeApi([
    [user, () => manager],
    [listResources, () => [restaurant()]],
    [getMenuItemCategories, () => routed()],
    [listMenuItems, () => ({ items: [], total: 0, page: 0, size: 50 })],
    [
      listRestaurantStations,
      () => [station({ openTickets: 2 }), station({ id: BAR_ID, name: 'Bar', position: 1, categoryCount: 2 })],
    ],
    [saveRestaurantStation, ({ body }) => station({ id: BAR_ID, name: String(body.name) })],
    [
      deleteRestaurantStation,
      () =>
        fail.validation([
          message('Na stanici Kuchyně čekají nehotové lístky (2). Označte je jako hotové, potom ji lze smazat.'),
        ]),
    ],
    [saveMenuCategory, ({ body }) => menuCategory({ ...body, stationId: body.stationId ?? null })],
  ])
}

afterEach(() => {
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

async function stationRows() {
  const panel = await screen.findByRole('region', { name: 'Stanice (kuchyně, bar)' }, FIRST_PAINT)
  await within(panel).findAllByTestId('menu-station')
  return panel
}

describe('Stanice (kitchen and bar) beside the menu categories', () => {
  it('lists the stations with the categories they get tickets of and what waits on them', async () => {
    serve()
    renderMenu()
    const panel = await stationRows()
    const [kitchen, bar] = within(panel).getAllByTestId('menu-station')
    expect(kitchen?.textContent).toContain('Kuchyně')
    expect(kitchen?.textContent).toContain('Čeká: 2')
    expect(kitchen?.textContent).toContain('Polévky')
    expect(bar?.textContent).toContain('Nápoje, Pivo')
  })

  it('routes a category to the station chosen in its form', async () => {
    const { calls } = serve()
    renderMenu()
    await stationRows()
    fireEvent.click(screen.getByRole('button', { name: 'Přejmenovat: Polévky' }))
    const dialog = await screen.findByRole('dialog', { name: 'Přejmenovat kategorii' })
    const input = within(dialog).getByRole('combobox', { name: 'Stanice' })
    expect((input as HTMLInputElement).value).toBe('Kuchyně')
    fireEvent.click(input)
    const listbox = await waitFor(() => {
      const element = document.getElementById(input.getAttribute('aria-controls') ?? '')
      if (!element) throw new Error('no listbox')
      return element
    })
    fireEvent.click(await within(listbox).findByRole('option', { name: 'Bar', hidden: true }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(calls(saveMenuCategory)).toHaveLength(1))
    expect(calls(saveMenuCategory)[0]?.params).toEqual({ slugs: 'demo', id: RESTAURANT_ID })
    expect(calls(saveMenuCategory)[0]?.body).toMatchObject({ id: FOOD_ID, name: 'Polévky', stationId: BAR_ID })
  })

  it('keeps a category’s station when only its name changes', async () => {
    const { calls } = serve()
    renderMenu()
    await stationRows()
    fireEvent.click(screen.getByRole('button', { name: 'Přejmenovat: Pivo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Přejmenovat kategorii' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Název kategorie/ }), {
      target: { value: 'Pivo z tanku' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(calls(saveMenuCategory)).toHaveLength(1))
    expect(calls(saveMenuCategory)[0]?.body).toMatchObject({ id: BEER_ID, name: 'Pivo z tanku', stationId: BAR_ID })
  })

  it('adds a station by its name', async () => {
    const { calls } = serve()
    renderMenu()
    const panel = await stationRows()
    fireEvent.click(within(panel).getByRole('button', { name: 'Přidat' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nová stanice' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Název stanice/ }), { target: { value: 'Gril' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(calls(saveRestaurantStation)).toHaveLength(1))
    expect(calls(saveRestaurantStation)[0]?.body).toEqual({ name: 'Gril' })
  })

  it('says why a station with tickets to prepare stays', async () => {
    const { calls } = serve()
    renderMenu()
    await stationRows()
    fireEvent.click(screen.getByRole('button', { name: 'Smazat: Kuchyně' }))
    const confirm = await screen.findByRole('dialog', { name: 'Smazat stanici?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Smazat' }))
    await waitFor(() => expect(calls(deleteRestaurantStation)).toHaveLength(1))
    expect(calls(deleteRestaurantStation)[0]?.params).toEqual({ slugs: 'demo', id: KITCHEN_ID })
    expect(await screen.findByText(/čekají nehotové lístky \(2\)/)).toBeTruthy()
  })
})
