import {
  getMenuItemCategories,
  listMenuItems,
  listResources,
  listRestaurantTables,
  restaurantDailySummary,
  signIn,
  waiterGetTables,
  waiterInfo,
} from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { seedDemo } from '../src/seed/demo.ts'
import { LocalFileStorage } from '../src/storage/local-file-storage.ts'
import { ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database, config } = await startTestApp()
const storage = new LocalFileStorage(config.storageDir)

describe('the demo restaurant', () => {
  it('has a menu, eight tables, two open orders and receipts of today, seeded once', async () => {
    await seedDemo(database.db, { password: 'demo-password-1', storage })
    await seedDemo(database.db, { password: 'demo-password-1', storage })
    const { idToken } = await ok(app, signIn, { body: { email: 'demo@example.com', password: 'demo-password-1' } })
    const restaurant = (await ok(app, listResources, { token: idToken, params: { slugs: 'demo' } })).find(
      (r) => r.kind === 'RESTAURANT',
    )
    expect(restaurant?.name).toBe('Restaurace U Lípy')
    const at = { token: idToken, params: { slugs: 'demo', id: restaurant?.id ?? '' } }
    const categories = await ok(app, getMenuItemCategories, at)
    expect(categories.map((c) => c.name)).toEqual([
      'Polévky',
      'Hlavní jídla',
      'Dezerty',
      'Pivo',
      'Nealko',
      'Víno',
      'Káva',
    ])
    const items = await ok(app, listMenuItems, { ...at, query: { size: 200 } })
    expect(items.total).toBe(25)
    expect(items.items.filter((i) => !i.visible)).toHaveLength(1)
    const tables = await ok(app, listRestaurantTables, at)
    expect(tables.map((t) => `${t.area} ${t.name}`).sort()).toEqual(
      ['Lokál 1', 'Lokál 2', 'Lokál 3', 'Lokál 4', 'Lokál 5', 'Lokál 6', 'Zahrádka Z1', 'Zahrádka Z2'].sort(),
    )
    const summary = await ok(app, restaurantDailySummary, at)
    // cash, card, QR code, and a dinner put on a guest's room
    expect(summary.receiptCount).toBe(4)
    expect(summary.openOrders).toBe(2)
    expect(summary.byMethod.map((m) => [m.method, m.count])).toEqual([
      ['cash', 1],
      ['card', 1],
      ['code', 1],
      ['room', 1],
    ])
    const waiter = await ok(app, signIn, { body: { email: 'cisnik@example.com', password: 'demo-password-1' } })
    const info = await ok(app, waiterInfo, { token: waiter.idToken })
    expect(info.restaurants.map((r) => r.name)).toEqual(['Restaurace U Lípy'])
    const grid = await ok(app, waiterGetTables, { token: waiter.idToken })
    expect(
      grid
        .filter((t) => t.order)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['1', 'Z2'])
  })
})
