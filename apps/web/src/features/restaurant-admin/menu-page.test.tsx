// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  changeMenuItemVisibility,
  deleteMenuCategory,
  getMenuItemCategories,
  listMenuItems,
  listResources,
  listRestaurantStations,
  orderMenuCategories,
  saveMenuCategory,
  saveMenuItem,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FakeFailure, fail, fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoute, spaced } from '../../test/render.tsx'
import { RestaurantMenuPage } from './menu-page.tsx'
import {
  BEER_ID,
  categories,
  DRINKS_ID,
  ITEM_ID,
  manager,
  menuCategory,
  menuItem,
  RESTAURANT_ID,
  restaurant,
} from './restaurant-test-data.ts'

const renderMenu = (path = '/demo/restaurant/menu') =>
  renderRoute('/:slugs/restaurant/menu', <RestaurantMenuPage />, path, { role: 'MANAGER' })

interface Options {
  /** What saving an item answers: the saved item unless said. */
  save?: (body: Record<string, unknown>) => ReturnType<typeof menuItem> | FakeFailure
  restaurants?: ReturnType<typeof restaurant>[]
}

function serve(options: Options = {}) {
  return fakeApi([
    [user, () => manager],
    [listResources, () => options.restaurants ?? [restaurant()]],
    [getMenuItemCategories, () => categories()],
    [listRestaurantStations, () => []],
    [changeMenuItemVisibility, ({ body }) => menuItem({ visible: Boolean(body.visible) })],
    [
      listMenuItems,
      ({ query }) => {
        const beer = query.get('categoryId') === BEER_ID
        const items = beer
          ? [
              menuItem({
                id: '01a200a8-0000-7000-8000-0000000000a2',
                name: 'Plzeň 12°',
                categoryId: BEER_ID,
                priceCategory: 'BEV_BEER',
                price: 6500,
              }),
            ]
          : [
              menuItem(),
              menuItem({ id: '01a200a8-0000-7000-8000-0000000000a3', name: 'Espresso', visible: false, price: 5900 }),
            ]
        return { items, total: items.length, page: 0, size: 50 }
      },
    ],
    [saveMenuItem, ({ body }) => (options.save ? options.save(body) : menuItem({ ...body, version: 4 }))],
    [orderMenuCategories, ({ body }) => body.ids.map((id, position) => menuCategory({ id, position }))],
    [saveMenuCategory, ({ body }) => menuCategory({ name: String(body.name) })],
    [deleteMenuCategory, ({ params }) => ({ id: params.id ?? '' })],
  ])
}

afterEach(() => {
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

describe('Jídelní lístek', () => {
  it('lists the categories in order and the items of the first one', async () => {
    const { calls } = serve()
    renderMenu()
    const rows = await screen.findAllByTestId('menu-item', {}, FIRST_PAINT)
    expect(screen.getAllByTestId('menu-category').map((c) => c.textContent?.replace(/\d|\//g, ''))).toEqual([
      'Nápoje',
      'Pivo',
      'Polévky',
    ])
    expect(rows).toHaveLength(2)
    const [kofola, espresso] = rows
    if (!kofola || !espresso) throw new Error('two items expected')
    expect(within(kofola).getByText('Kofola')).toBeTruthy()
    expect(within(kofola).getByText('0,5 l')).toBeTruthy()
    expect(spaced(within(kofola).getByTestId('menu-item-price').textContent)).toBe('45,00 Kč')
    expect(within(kofola).getByText('Nápoje')).toBeTruthy()
    expect(espresso.getAttribute('data-visible')).toBe('false')
    expect(calls(listMenuItems)[0]?.params).toEqual({ slugs: 'demo', id: RESTAURANT_ID })
    expect(calls(listMenuItems)[0]?.url.searchParams.get('categoryId')).toBe(DRINKS_ID)
  })

  it('shows the items of the category chosen, with its id in the address and the request', async () => {
    const { calls } = serve()
    const { router } = renderMenu()
    await screen.findAllByTestId('menu-item', {}, FIRST_PAINT)
    fireEvent.click(screen.getByRole('button', { name: /^Pivo \d/ }))
    expect(await screen.findByText('Plzeň 12°')).toBeTruthy()
    expect(screen.getByText('Pivo', { selector: '.mantine-Badge-label' })).toBeTruthy()
    expect(router.state.location.search).toBe(`?category=${BEER_ID}`)
    expect(calls(listMenuItems).at(-1)?.url.searchParams.get('categoryId')).toBe(BEER_ID)
  })

  it('puts the search and the visibility filter into the address and the request', async () => {
    const { calls } = serve()
    const { router } = renderMenu()
    await screen.findAllByTestId('menu-item', {}, FIRST_PAINT)
    fireEvent.click(screen.getByRole('radio', { name: 'Skryté' }))
    await waitFor(() => expect(router.state.location.search).toBe('?visible=false'))
    fireEvent.change(screen.getByLabelText('Hledat'), { target: { value: 'espr' } })
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('espr'))
    await waitFor(() => {
      const last = calls(listMenuItems).at(-1)?.url.searchParams
      expect(last?.get('text')).toBe('espr')
      expect(last?.get('visible')).toBe('false')
      expect(last?.get('page')).toBe('0')
    })
  })

  it('reads the filters from the address', async () => {
    const { calls } = serve()
    renderMenu(`/demo/restaurant/menu?category=${BEER_ID}&q=pl&visible=true&page=2`)
    await waitFor(() => expect(calls(listMenuItems)).not.toHaveLength(0), FIRST_PAINT)
    expect(Object.fromEntries(calls(listMenuItems)[0]?.url.searchParams ?? [])).toEqual({
      categoryId: BEER_ID,
      text: 'pl',
      visible: 'true',
      page: '1',
      size: '50',
    })
  })

  it('hides an item at once through change-visibility', async () => {
    const { calls } = serve()
    renderMenu()
    await screen.findAllByTestId('menu-item', {}, FIRST_PAINT)
    fireEvent.click(screen.getByRole('switch', { name: 'Viditelnost: Kofola' }))
    await waitFor(() => expect(calls(changeMenuItemVisibility)).toHaveLength(1))
    expect(calls(changeMenuItemVisibility)[0]?.params).toEqual({ slugs: 'demo', id: ITEM_ID })
    expect(calls(changeMenuItemVisibility)[0]?.method).toBe('PUT')
    expect(calls(changeMenuItemVisibility)[0]?.body).toEqual({ visible: false })
    expect(await screen.findByText('Kofola je skrytá, číšníci ji neobjednají.')).toBeTruthy()
  })

  it('saves an edited item with its version and shows the server’s messages on the fields', async () => {
    const { calls } = serve({
      save: () =>
        fail.validation([
          {
            scope: 'FIELD',
            severity: 'VALIDATION',
            code: 'restaurant.duplicateName',
            field: 'name',
            text: 'Položka Kofola už v lístku je.',
          },
          {
            scope: 'FIELD',
            severity: 'VALIDATION',
            code: 'validation.tooBig',
            field: 'price',
            text: 'Cena je příliš vysoká.',
          },
        ]),
    })
    renderMenu()
    await screen.findAllByTestId('menu-item', {}, FIRST_PAINT)
    fireEvent.click(screen.getByRole('button', { name: 'Upravit: Kofola' }))
    const dialog = await screen.findByRole('dialog', { name: 'Upravit položku' })
    expect((within(dialog).getByLabelText('Cena s DPH') as HTMLInputElement).value).toBe('45')
    fireEvent.change(within(dialog).getByLabelText('Cena s DPH'), { target: { value: '49,50' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    expect(await within(dialog).findByText('Položka Kofola už v lístku je.')).toBeTruthy()
    expect(within(dialog).getByText('Cena je příliš vysoká.')).toBeTruthy()
    expect(calls(saveMenuItem)[0]?.params).toEqual({ slugs: 'demo', id: RESTAURANT_ID })
    expect(calls(saveMenuItem)[0]?.body).toEqual({
      id: ITEM_ID,
      version: 3,
      categoryId: DRINKS_ID,
      name: 'Kofola',
      description: 'Točená',
      unit: '0,5 l',
      price: 4950,
      priceCategory: 'BEV_REGULAR',
      visible: true,
    })
  })

  it('says someone else changed the item and loads what they saved', async () => {
    serve({
      save: () =>
        fail.conflict(menuItem({ name: 'Kofola velká', version: 7 }), [
          { scope: 'GLOBAL', severity: 'CONFLICT', code: 'conflict', text: 'Položku mezitím změnil někdo jiný.' },
        ]),
    })
    renderMenu()
    await screen.findAllByTestId('menu-item', {}, FIRST_PAINT)
    fireEvent.click(screen.getByRole('button', { name: 'Upravit: Kofola' }))
    const dialog = await screen.findByRole('dialog', { name: 'Upravit položku' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    expect(await within(dialog).findByText('Položku mezitím změnil někdo jiný.')).toBeTruthy()
    expect((within(dialog).getByLabelText('Název') as HTMLInputElement).value).toBe('Kofola velká')
  })

  it('creates an item in the chosen category without an id', async () => {
    const { calls } = serve()
    renderMenu()
    await screen.findAllByTestId('menu-item', {}, FIRST_PAINT)
    fireEvent.click(screen.getByRole('button', { name: 'Nová položka' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nová položka' })
    fireEvent.change(within(dialog).getByLabelText('Název'), { target: { value: 'Rajčatový džus' } })
    fireEvent.change(within(dialog).getByLabelText('Cena s DPH'), { target: { value: '39' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(calls(saveMenuItem)).toHaveLength(1))
    expect(calls(saveMenuItem)[0]?.body).toEqual({
      categoryId: DRINKS_ID,
      name: 'Rajčatový džus',
      description: '',
      unit: '',
      price: 3900,
      priceCategory: 'FOOD_REGULAR',
      visible: true,
    })
  })

  it('moves a category up by sending the whole new order', async () => {
    const { calls } = serve()
    renderMenu()
    await screen.findAllByTestId('menu-item', {}, FIRST_PAINT)
    expect((screen.getByRole('button', { name: 'Posunout nahoru: Nápoje' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Posunout nahoru: Pivo' }))
    await waitFor(() => expect(calls(orderMenuCategories)).toHaveLength(1))
    expect(calls(orderMenuCategories)[0]?.params).toEqual({ slugs: 'demo', id: RESTAURANT_ID })
    expect(calls(orderMenuCategories)[0]?.body).toEqual({ ids: [BEER_ID, DRINKS_ID, categories()[2]?.id] })
  })

  it('deletes only an empty category', async () => {
    const { calls } = serve()
    renderMenu()
    await screen.findAllByTestId('menu-item', {}, FIRST_PAINT)
    expect(
      (screen.getByRole('button', { name: 'Nápoje nejde smazat, dokud v ní jsou položky' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Smazat: Polévky' }))
    const confirm = await screen.findByRole('dialog', { name: 'Smazat kategorii?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Smazat' }))
    await waitFor(() => expect(calls(deleteMenuCategory)).toHaveLength(1))
  })

  it('sends a workspace without a restaurant to the resources settings', async () => {
    serve({ restaurants: [] })
    renderMenu()
    expect(await screen.findByText('Zatím nemáte žádnou restauraci', {}, FIRST_PAINT)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Přejít na Pokoje a místa' }).getAttribute('href')).toBe(
      '/demo/settings/resources',
    )
  })

  it('switches between restaurants when the workspace has several', async () => {
    const { calls } = serve({
      restaurants: [
        restaurant(),
        restaurant({ id: '01a200a8-0000-7000-8000-0000000000e9', name: 'Bistro', position: 1 }),
      ],
    })
    const { router } = renderMenu()
    await screen.findAllByTestId('menu-item', {}, FIRST_PAINT)
    const input = screen.getByRole('combobox', { name: 'Restaurace' })
    fireEvent.click(input)
    const listbox = await waitFor(() => {
      const element = document.getElementById(input.getAttribute('aria-controls') ?? '')
      if (!element) throw new Error('no listbox')
      return element
    })
    fireEvent.click(await within(listbox).findByRole('option', { name: 'Bistro', hidden: true }))
    await waitFor(() => expect(router.state.location.search).toBe('?restaurant=01a200a8-0000-7000-8000-0000000000e9'))
    await waitFor(() =>
      expect(calls(getMenuItemCategories).at(-1)?.params).toEqual({
        slugs: 'demo',
        id: '01a200a8-0000-7000-8000-0000000000e9',
      }),
    )
  })
})
