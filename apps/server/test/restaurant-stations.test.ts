import {
  createAccessHash,
  deleteRestaurantStation,
  getMenuItemCategories,
  listRestaurantStations,
  type MenuItem,
  type Station,
  saveMenuCategory,
  saveMenuItem,
  saveResource,
  saveResourceGroup,
  saveRestaurantStation,
  saveRestaurantTable,
  waiterAddToTable,
  waiterBumpTicket,
  waiterGetOrderItems,
  waiterGetStations,
  waiterModifyCount,
  waiterReleaseCourse,
  waiterRemoveFromTable,
  waiterReturnTicket,
  waiterStationBoard,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, ok } from './support/api.ts'
import { createWorkspace, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'
import { buildTenant, type Tenant } from './support/world.ts'

const { app } = await startTestApp()
let owner: TestPerson
let slug: string
let hash: string
let restaurantId: string
let kitchen: Station
let bar: Station
const menu: Record<string, MenuItem> = {}
let tableCounter = 0

const inRestaurant = (id = restaurantId) => ({ token: owner.token, params: { slugs: slug, id } })
const device = () => ({ hash })

async function newTable() {
  return ok(app, saveRestaurantTable, { ...inRestaurant(), body: { name: `K${++tableCounter}` } })
}

async function newStation(name: string) {
  return ok(app, saveRestaurantStation, { ...inRestaurant(), body: { name } })
}

async function newCategory(name: string, stationId: string | null) {
  return ok(app, saveMenuCategory, { ...inRestaurant(), body: { name, stationId } })
}

async function newItem(categoryId: string, name: string, price = 100_00) {
  const item = await ok(app, saveMenuItem, {
    ...inRestaurant(),
    body: { categoryId, name, price, unit: 'porce', priceCategory: 'FOOD_REGULAR' },
  })
  menu[name] = item
  return item
}

function add(
  tableId: string,
  item: MenuItem | undefined,
  count = 1,
  query: { note?: string; course?: 'NOW' | 'LATER' } = {},
) {
  return ok(app, waiterAddToTable, { ...device(), params: { a: tableId, b: item?.id ?? '', c: count }, query })
}

const board = (station: Station) => ok(app, waiterStationBoard, { ...device(), params: { id: station.id } })

/** The open tickets of a station for one table, as "count× name – note" lines. */
async function ticketsAt(station: Station, tableName: string) {
  return (await board(station)).open
    .filter((ticket) => ticket.tableName === tableName)
    .map((ticket) => ticket.lines.map((line) => `${line.count}× ${line.name}${line.note ? ` – ${line.note}` : ''}`))
}

beforeAll(async () => {
  owner = await signUpPerson(app, { fullName: 'Majitel Tomáš' })
  slug = await createWorkspace(app, owner, { name: 'Hospoda Na Stanici' })
  const group = await ok(app, saveResourceGroup, { token: owner.token, params: { slugs: slug }, body: { name: 'R' } })
  restaurantId = (
    await ok(app, saveResource, {
      token: owner.token,
      params: { slugs: slug },
      body: { groupId: group.id, kind: 'RESTAURANT', name: 'Hospoda' },
    })
  ).id
  hash = (
    await ok(app, createAccessHash, {
      token: owner.token,
      params: { slugs: slug },
      body: { name: 'Tablet v kuchyni', role: 'WAITER' },
    })
  ).secret
  kitchen = await newStation('Kuchyně')
  bar = await newStation('Bar')
  const food = await newCategory('Hlavní jídla', kitchen.id)
  const desserts = await newCategory('Dezerty', kitchen.id)
  const drinks = await newCategory('Nápoje', bar.id)
  const bottled = await newCategory('Lahve', null)
  await newItem(food.id, 'Svíčková')
  await newItem(food.id, 'Guláš')
  await newItem(desserts.id, 'Štrúdl')
  await newItem(drinks.id, 'Limonáda')
  await newItem(bottled.id, 'Mattoni')
})

describe('stations', () => {
  it('are listed in order with the categories routed to them, and renamed at their version', async () => {
    const listed = await ok(app, listRestaurantStations, inRestaurant())
    expect(listed.map((s) => [s.name, s.categoryCount, s.openTickets])).toEqual([
      ['Kuchyně', 2, 0],
      ['Bar', 1, 0],
    ])
    const twice = await call(app, saveRestaurantStation, { ...inRestaurant(), body: { name: 'Bar' } })
    expect(twice.envelope?.errorType).toBe('VALIDATION')
    expect(twice.envelope?.messages[0]).toMatchObject({ field: 'name', text: 'Stanice Bar v restauraci už je.' })
    const grill = await newStation('Gril')
    const renamed = await ok(app, saveRestaurantStation, {
      ...inRestaurant(),
      body: { id: grill.id, version: grill.version, name: 'Gril venku' },
    })
    expect(renamed).toMatchObject({ name: 'Gril venku', version: grill.version + 1 })
    const stale = await call(app, saveRestaurantStation, {
      ...inRestaurant(),
      body: { id: grill.id, version: grill.version, name: 'Gril' },
    })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
    expect(stale.envelope?.payload).toMatchObject({ entity: { name: 'Gril venku' } })
    const waiters = await ok(app, waiterGetStations, device())
    expect(waiters.map((s) => s.name)).toEqual(['Kuchyně', 'Bar', 'Gril venku'])
    expect(await ok(app, deleteRestaurantStation, inRestaurant(grill.id))).toEqual({ id: grill.id })
  })

  it('route a category chosen in its form; a rename keeps it, null takes it away', async () => {
    const soups = await newCategory('Polévky', kitchen.id)
    const renamed = await ok(app, saveMenuCategory, {
      ...inRestaurant(),
      body: { id: soups.id, version: soups.version, name: 'Polévky a vývary' },
    })
    expect(renamed.stationId).toBe(kitchen.id)
    const moved = await ok(app, saveMenuCategory, {
      ...inRestaurant(),
      body: { id: soups.id, version: renamed.version, name: 'Polévky', stationId: null },
    })
    expect(moved.stationId).toBeNull()
    const listed = await ok(app, getMenuItemCategories, inRestaurant())
    expect(listed.find((c) => c.id === soups.id)?.stationId).toBeNull()
  })

  it('refuses a station of another restaurant for a category', async () => {
    const group = await ok(app, saveResourceGroup, { token: owner.token, params: { slugs: slug }, body: { name: 'B' } })
    const other = await ok(app, saveResource, {
      token: owner.token,
      params: { slugs: slug },
      body: { groupId: group.id, kind: 'RESTAURANT', name: 'Bistro' },
    })
    const result = await call(app, saveMenuCategory, {
      ...inRestaurant(other.id),
      body: { name: 'X', stationId: kitchen.id },
    })
    expect(result.envelope?.errorType).toBe('VALIDATION')
    expect(result.envelope?.messages[0]?.field).toBe('stationId')
  })
})

describe('tickets', () => {
  it('go to the station of the item’s category with the count and the note', async () => {
    const table = await newTable()
    const order = await add(table.id, menu.Svíčková, 2, { note: '  bez cibule ' })
    expect(order.order?.items[0]).toMatchObject({ count: 2, note: 'bez cibule', course: 'NOW', kitchen: 'SENT' })
    expect(await ticketsAt(kitchen, table.name)).toEqual([['2× Svíčková – bez cibule']])
    expect(await ticketsAt(bar, table.name)).toEqual([])
    const ticket = (await board(kitchen)).open.find((t) => t.tableName === table.name)
    expect(ticket).toMatchObject({ createdBy: 'Tablet v kuchyni', doneAt: null, orderId: order.order?.id })
  })

  it('are not written for a category without a station', async () => {
    const table = await newTable()
    const order = await add(table.id, menu.Mattoni, 3)
    expect(order.order?.items[0]?.kitchen).toBe('NONE')
    expect(await ticketsAt(kitchen, table.name)).toEqual([])
    expect(await ticketsAt(bar, table.name)).toEqual([])
  })

  it('keep lines with another note or course apart, and the same ones together', async () => {
    const table = await newTable()
    await add(table.id, menu.Guláš, 1)
    await add(table.id, menu.Guláš, 1, { note: 'bez cibule' })
    await add(table.id, menu.Guláš, 1, { note: 'bez cibule' })
    const order = await add(table.id, menu.Guláš, 1, { course: 'LATER' })
    expect(order.order?.items.map((i) => [i.count, i.note, i.course])).toEqual([
      [1, '', 'NOW'],
      [2, 'bez cibule', 'NOW'],
      [1, '', 'LATER'],
    ])
    expect(await ticketsAt(kitchen, table.name)).toEqual([
      ['1× Guláš'],
      ['1× Guláš – bez cibule'],
      ['1× Guláš – bez cibule'],
    ])
    const read = await ok(app, waiterGetOrderItems, { ...device(), params: { id: table.id } })
    expect(read).toEqual(order)
  })

  it('hold a later course until it is released: then one ticket per station, and none when released again', async () => {
    const table = await newTable()
    await add(table.id, menu.Limonáda, 2)
    await add(table.id, menu.Štrúdl, 2, { course: 'LATER', note: 'se šlehačkou' })
    await add(table.id, menu.Guláš, 1, { course: 'LATER' })
    const held = await add(table.id, menu.Limonáda, 1, { course: 'LATER' })
    expect(held.order?.items.map((i) => [i.name, i.kitchen])).toEqual([
      ['Limonáda', 'SENT'],
      ['Štrúdl', 'HELD'],
      ['Guláš', 'HELD'],
      ['Limonáda', 'HELD'],
    ])
    expect(await ticketsAt(kitchen, table.name)).toEqual([])
    expect(await ticketsAt(bar, table.name)).toEqual([['2× Limonáda']])
    const key = { headers: { 'idempotency-key': `release-${table.id}` } }
    const released = await ok(app, waiterReleaseCourse, { ...device(), ...key, params: { id: table.id } })
    expect(released.order?.items.map((i) => i.kitchen)).toEqual(['SENT', 'SENT', 'SENT', 'SENT'])
    expect(released.order?.version).toBeGreaterThan(held.order?.version ?? 0)
    expect(await ticketsAt(kitchen, table.name)).toEqual([['2× Štrúdl – se šlehačkou', '1× Guláš']])
    expect(await ticketsAt(bar, table.name)).toEqual([['2× Limonáda'], ['1× Limonáda']])
    const replayed = await call(app, waiterReleaseCourse, { ...device(), ...key, params: { id: table.id } })
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    const again = await ok(app, waiterReleaseCourse, { ...device(), params: { id: table.id } })
    expect(again.order?.version).toBe(released.order?.version)
    expect(await ticketsAt(kitchen, table.name)).toHaveLength(1)
    expect(await ticketsAt(bar, table.name)).toHaveLength(2)
    const more = await add(table.id, menu.Štrúdl, 1, { course: 'LATER', note: 'se šlehačkou' })
    expect(more.order?.items.filter((i) => i.name === 'Štrúdl').map((i) => [i.count, i.kitchen])).toEqual([
      [2, 'SENT'],
      [1, 'HELD'],
    ])
  })

  it('tell the station about more pieces, and take back fewer with a negative count', async () => {
    const table = await newTable()
    const opened = await add(table.id, menu.Svíčková, 2)
    const line = opened.order?.items[0]?.id ?? ''
    await ok(app, waiterModifyCount, { ...device(), params: { a: table.id, b: line, c: 4 }, query: { expected: 2 } })
    await ok(app, waiterModifyCount, { ...device(), params: { a: table.id, b: line, c: 1 }, query: { expected: 4 } })
    expect(await ticketsAt(kitchen, table.name)).toEqual([['2× Svíčková'], ['2× Svíčková'], ['-3× Svíčková']])
    const gone = await ok(app, waiterRemoveFromTable, { ...device(), params: { a: table.id, b: line } })
    expect(gone.order).toBeNull()
    expect((await ticketsAt(kitchen, table.name)).at(-1)).toEqual(['-1× Svíčková'])
    // the table is free again: the next guests get a new order
    const next = await add(table.id, menu.Guláš)
    expect(next.order?.id).not.toBe(opened.order?.id)
  })

  it('are bumped done and taken back, once per idempotency key', async () => {
    const table = await newTable()
    const opened = await add(table.id, menu.Guláš, 1, { note: 'extra knedlík' })
    const ticket = (await board(kitchen)).open.find((t) => t.tableName === table.name)
    if (!ticket) throw new Error('no ticket')
    const key = { headers: { 'idempotency-key': `bump-${ticket.id}` } }
    const bumped = await ok(app, waiterBumpTicket, { ...device(), ...key, params: { id: ticket.id } })
    expect(bumped).toMatchObject({ id: ticket.id, doneBy: 'Tablet v kuchyni' })
    expect(bumped.doneAt).not.toBeNull()
    const after = await board(kitchen)
    expect(after.open.map((t) => t.id)).not.toContain(ticket.id)
    expect(after.done[0]?.id).toBe(ticket.id)
    const done = await ok(app, waiterGetOrderItems, { ...device(), params: { id: table.id } })
    expect(done.order?.items[0]?.kitchen).toBe('DONE')
    expect(done.order?.version).toBe(opened.order?.version)
    const returned = await ok(app, waiterReturnTicket, { ...device(), params: { id: ticket.id } })
    expect(returned).toMatchObject({ doneAt: null, doneBy: null })
    const replay = await call(app, waiterBumpTicket, { ...device(), ...key, params: { id: ticket.id } })
    expect(replay.envelope?.payload).toEqual(bumped)
    expect((await board(kitchen)).open.map((t) => t.id)).toContain(ticket.id)
    expect(
      (await ok(app, waiterGetOrderItems, { ...device(), params: { id: table.id } })).order?.items[0]?.kitchen,
    ).toBe('SENT')
  })

  it('keep a station while it has tickets to prepare; deleted, its categories send none', async () => {
    const grill = await newStation('Gril')
    const category = await newCategory('Z grilu', grill.id)
    const steak = await newItem(category.id, 'Steak')
    const table = await newTable()
    await add(table.id, steak, 1)
    const refused = await call(app, deleteRestaurantStation, inRestaurant(grill.id))
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    expect(refused.envelope?.messages[0]?.text).toBe(
      'Na stanici Gril čekají nehotové lístky (1). Označte je jako hotové, potom ji lze smazat.',
    )
    const [ticket] = (await board(grill)).open
    await ok(app, waiterBumpTicket, { ...device(), params: { id: ticket?.id ?? '' } })
    expect(await ok(app, deleteRestaurantStation, inRestaurant(grill.id))).toEqual({ id: grill.id })
    const categories = await ok(app, getMenuItemCategories, inRestaurant())
    expect(categories.find((c) => c.id === category.id)?.stationId).toBeNull()
    const later = await add(table.id, steak, 1)
    expect(later.order?.items[0]).toMatchObject({ count: 2, kitchen: 'NONE' })
    expect((await call(app, waiterStationBoard, { ...device(), params: { id: grill.id } })).status).toBe(204)
  })
})

describe('another workspace', () => {
  let other: Tenant
  beforeAll(async () => {
    other = await buildTenant(app, 'S')
  })

  it('cannot see, bump, take back or delete its stations and tickets', async () => {
    const theirStation = other.ids.waiterStationBoard?.id ?? ''
    const theirTicket = other.ids.waiterBumpTicket?.id ?? ''
    const before = await ok(app, waiterStationBoard, { hash: other.waiterHash, params: { id: theirStation } })
    const attempts = [
      await call(app, waiterStationBoard, { ...device(), params: { id: theirStation } }),
      await call(app, waiterBumpTicket, { ...device(), params: { id: theirTicket } }),
      await call(app, waiterReturnTicket, { ...device(), params: { id: theirTicket } }),
      await call(app, waiterReleaseCourse, { ...device(), params: { id: other.ids.waiterReleaseCourse?.id ?? '' } }),
      await call(app, deleteRestaurantStation, inRestaurant(theirStation)),
      await call(app, listRestaurantStations, inRestaurant(other.ids.listRestaurantStations?.id)),
      await call(app, waiterGetStations, {
        ...device(),
        query: { restaurantId: other.ids.waiterGetStations?.restaurantId },
      }),
    ]
    for (const attempt of attempts) {
      expect(attempt.status).toBe(204)
      for (const secret of other.secrets) expect(attempt.raw).not.toContain(secret)
    }
    const routed = await call(app, saveMenuCategory, {
      ...inRestaurant(),
      body: { name: 'Cizí', stationId: theirStation },
    })
    expect(routed.envelope?.errorType).toBe('VALIDATION')
    expect(await ok(app, waiterStationBoard, { hash: other.waiterHash, params: { id: theirStation } })).toEqual({
      ...before,
      now: expect.any(String),
    })
  })
})
