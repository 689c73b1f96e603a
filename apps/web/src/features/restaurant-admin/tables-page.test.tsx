// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  deleteRestaurantTable,
  listResources,
  listRestaurantTables,
  saveRestaurantTable,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoute } from '../../test/render.tsx'
import { manager, RESTAURANT_ID, restaurant, restaurantTable, TABLE_ID } from './restaurant-test-data.ts'
import { RestaurantTablesPage } from './tables-page.tsx'

const renderPage = () =>
  renderRoute('/:slugs/restaurant/tables', <RestaurantTablesPage />, '/demo/restaurant/tables', { role: 'MANAGER' })

function serve({ deleted = true } = {}) {
  return fakeApi([
    [user, () => manager],
    [listResources, () => [restaurant()]],
    [
      listRestaurantTables,
      () => [
        restaurantTable(),
        restaurantTable({ id: '01a200a8-0000-7000-8000-0000000000b2', name: '2', seats: 6, position: 1 }),
        restaurantTable({ id: '01a200a8-0000-7000-8000-0000000000b3', name: 'Z1', area: 'Zahrádka', active: false }),
      ],
    ],
    [deleteRestaurantTable, () => ({ id: TABLE_ID, deleted })],
    [
      saveRestaurantTable,
      ({ body }) => restaurantTable({ ...body, id: '01a200a8-0000-7000-8000-0000000000b9', version: 0 }),
    ],
  ])
}

afterEach(() => vi.unstubAllGlobals())

describe('Stoly', () => {
  it('lists the tables by area with seats and whether they take orders', async () => {
    serve()
    renderPage()
    const salon = await screen.findByRole('region', { name: 'Salonek' }, FIRST_PAINT)
    expect(within(salon).getAllByTestId('restaurant-table')).toHaveLength(2)
    expect(within(salon).getByText('Stolů: 2, míst: 10')).toBeTruthy()
    const garden = screen.getByRole('region', { name: 'Zahrádka' })
    expect(within(garden).getByText('Neaktivní')).toBeTruthy()
  })

  it('adds a table', async () => {
    const { calls } = serve()
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Přidat stůl' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog', { name: 'Nový stůl' })
    fireEvent.change(within(dialog).getByLabelText('Stůl'), { target: { value: '7' } })
    fireEvent.change(within(dialog).getByLabelText('Míst'), { target: { value: '8' } })
    fireEvent.change(within(dialog).getByLabelText('Oblast'), { target: { value: 'Zahrádka' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(calls(saveRestaurantTable)).toHaveLength(1))
    expect(calls(saveRestaurantTable)[0]?.method).toBe('PUT')
    expect(calls(saveRestaurantTable)[0]?.url.pathname).toBe(`/api/demo/restaurant-table/${RESTAURANT_ID}`)
    expect(calls(saveRestaurantTable)[0]?.body).toEqual({ name: '7', seats: 8, area: 'Zahrádka', active: true })
    expect(await screen.findByText('Stůl 7 je uložený.')).toBeTruthy()
  })

  it('edits a table at its version', async () => {
    const { calls } = serve()
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Upravit stůl 1' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog', { name: 'Upravit stůl' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(calls(saveRestaurantTable)).toHaveLength(1))
    expect(calls(saveRestaurantTable)[0]?.body).toEqual({
      id: TABLE_ID,
      version: 1,
      name: '1',
      seats: 4,
      area: 'Salonek',
      active: true,
    })
  })

  it('says when a table with history was only made inactive', async () => {
    const { calls } = serve({ deleted: false })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Smazat stůl 1' }, FIRST_PAINT))
    const confirm = await screen.findByRole('dialog', { name: 'Smazat stůl?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Smazat' }))
    expect(await screen.findByText('Stůl 1 už měl objednávky, proto se nesmazal, ale je teď neaktivní.')).toBeTruthy()
    expect(calls(deleteRestaurantTable)[0]?.url.pathname).toBe(`/api/demo/restaurant-table/${TABLE_ID}`)
  })
})
