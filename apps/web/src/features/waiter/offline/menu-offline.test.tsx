// @vitest-environment jsdom
import '../../../test/setup-dom.ts'
import {
  waiterGetCategories,
  waiterGetMenuItemsPerCategory,
  waiterGetOrderItems,
  waiterInfo as waiterInfoEndpoint,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/fake-api.ts'
import { FIRST_PAINT } from '../../../test/render.tsx'
import {
  FOOD_CATEGORY_ID,
  GOULASH_ID,
  menuCategory,
  menuItem,
  TABLE_ID,
  tableOrder,
  waiterInfo,
} from '../waiter-test-data.ts'
import { renderWaiter } from '../waiter-test-render.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('the menu without a connection', () => {
  it('shows a category never opened before, and finds its items by search', async () => {
    const goulash = menuItem({ id: GOULASH_ID, categoryId: FOOD_CATEGORY_ID, name: 'Guláš', unit: '', price: 189_00 })
    const { calls } = fakeApi([
      [waiterInfoEndpoint, () => waiterInfo()],
      [waiterGetOrderItems, () => tableOrder(null)],
      [
        waiterGetCategories,
        () => [menuCategory(), menuCategory({ id: FOOD_CATEGORY_ID, name: 'Hlavní jídla', position: 1 })],
      ],
      [waiterGetMenuItemsPerCategory, ({ params }) => (params.id === FOOD_CATEGORY_ID ? [goulash] : [menuItem()])],
    ])
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    await screen.findByRole('button', { name: 'Přidat Pivo 0,5 l' }, FIRST_PAINT)
    // both categories read ahead while the connection is there
    await waitFor(() =>
      expect(calls(waiterGetMenuItemsPerCategory).map((c) => c.params.id)).toContain(FOOD_CATEGORY_ID),
    )

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    fireEvent.click(screen.getByRole('tab', { name: /Hlavní jídla/ }))
    expect(await screen.findByRole('button', { name: 'Přidat Guláš' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Hledat v lístku'), { target: { value: 'gul' } })
    expect(await screen.findByRole('button', { name: 'Přidat Guláš' })).toBeTruthy()
  })
})
