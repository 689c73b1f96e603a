import {
  getMenuItemCategories,
  listMenuItems,
  listResources,
  listRestaurantStations,
  listRestaurantTables,
  restaurantDailySummary,
  waiterGetOrderItems,
  waiterGetStations,
  waiterGetTables,
  waiterInfo,
  waiterStationBoard,
} from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { seedDemo } from '../src/seed/demo.ts'
import { LocalFileStorage } from '../src/storage/local-file-storage.ts'
import { ok } from './support/api.ts'
import { signInAs } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database, config } = await startTestApp()
const storage = new LocalFileStorage(config.storageDir)

describe('the demo restaurant', () => {
  it('has a menu, eight tables, two open orders and receipts of today, seeded once', async () => {
    await seedDemo(database.db, { password: 'demo-password-1', storage })
    await seedDemo(database.db, { password: 'demo-password-1', storage })
    const idToken = await signInAs(app, 'demo@example.com', 'demo-password-1')
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
    const waiter = { idToken: await signInAs(app, 'cisnik@example.com', 'demo-password-1') }
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

  it('sends food to the kitchen and drinks to the bar, the open tables’ tickets waiting', async () => {
    await seedDemo(database.db, { password: 'demo-password-1', storage })
    const idToken = await signInAs(app, 'demo@example.com', 'demo-password-1')
    const restaurant = (await ok(app, listResources, { token: idToken, params: { slugs: 'demo' } })).find(
      (r) => r.kind === 'RESTAURANT',
    )
    const at = { token: idToken, params: { slugs: 'demo', id: restaurant?.id ?? '' } }
    const stations = await ok(app, listRestaurantStations, at)
    expect(stations.map((s) => [s.name, s.categoryCount])).toEqual([
      ['Kuchyně', 3],
      ['Bar', 4],
    ])
    const categories = await ok(app, getMenuItemCategories, at)
    const kitchen = stations[0]?.id
    expect(categories.filter((c) => c.stationId === kitchen).map((c) => c.name)).toEqual([
      'Polévky',
      'Hlavní jídla',
      'Dezerty',
    ])
    const waiter = { idToken: await signInAs(app, 'cisnik@example.com', 'demo-password-1') }
    const asWaiter = { token: waiter.idToken }
    const [food, drinks] = await ok(app, waiterGetStations, asWaiter)
    const tablesOf = async (id: string) =>
      [
        ...new Set((await ok(app, waiterStationBoard, { ...asWaiter, params: { id } })).open.map((t) => t.tableName)),
      ].sort()
    expect(await tablesOf(food?.id ?? '')).toEqual(['1', 'Z2'])
    expect(await tablesOf(drinks?.id ?? '')).toEqual(['1', 'Z2'])
    const kitchenBoard = await ok(app, waiterStationBoard, { ...asWaiter, params: { id: food?.id ?? '' } })
    expect(kitchenBoard.done.length).toBeGreaterThan(0)
    const lines = kitchenBoard.open.flatMap((t) => t.lines)
    expect(lines.find((l) => l.note === 'bez cibule')?.name).toBe('Guláš s cibulí, 5 knedlíků')
    const table = (await ok(app, waiterGetTables, asWaiter)).find((t) => t.name === '1')
    const order = await ok(app, waiterGetOrderItems, { ...asWaiter, params: { id: table?.id ?? '' } })
    expect(order.order?.items.map((i) => i.kitchen)).toEqual(['SENT', 'SENT', 'SENT', 'HELD'])
  })
})
