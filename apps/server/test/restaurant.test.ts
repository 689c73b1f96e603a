import {
  changeCompany,
  changeMenuItemVisibility,
  createAccessHash,
  deleteMenuCategory,
  deleteRestaurantTable,
  facturationSummary,
  getMenuItemCategories,
  getRestaurantReceipt,
  listMenuItems,
  listRestaurantTables,
  type MenuItem,
  orderMenuCategories,
  restaurantDailySummary,
  saveBankAccount,
  saveMenuCategory,
  saveMenuItem,
  saveResource,
  saveResourceGroup,
  saveRestaurantTable,
  waiterAddToTable,
  waiterComputePayment,
  waiterDeleteOrder,
  waiterFinishOrder,
  waiterGetCategories,
  waiterGetMenuItems,
  waiterGetMenuItemsPerCategory,
  waiterGetOrderItems,
  waiterGetReceipt,
  waiterGetTables,
  waiterInfo,
  waiterModifyCount,
  waiterMoveOrderItem,
  waiterPayOrderItems,
  waiterRemoveFromTable,
} from '@innkeep/contract'
import { and, eq, ne } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../src/db/schema/index.ts'
import { todayIn } from '../src/lib/local-date.ts'
import { call, ok } from './support/api.ts'
import { createWorkspace, joinAs, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'
import { buildTenant, type Tenant } from './support/world.ts'

const { app, database } = await startTestApp()
let owner: TestPerson
let waiterPerson: TestPerson
let slug: string
let hash: string
let restaurantId: string
let secondRestaurantId: string
const menu: Record<string, MenuItem> = {}
const categories: Record<string, string> = {}
let tableCounter = 0

const staff = () => ({ token: owner.token, params: { slugs: slug } })
const inRestaurant = (id = restaurantId) => ({ token: owner.token, params: { slugs: slug, id } })
const device = () => ({ hash })

async function newTable(overrides: { name?: string; active?: boolean; restaurant?: string } = {}) {
  return ok(app, saveRestaurantTable, {
    ...inRestaurant(overrides.restaurant),
    body: { name: overrides.name ?? `T${++tableCounter}`, area: 'Lokál', active: overrides.active ?? true },
  })
}

async function add(tableId: string, item: MenuItem, count = 1) {
  return ok(app, waiterAddToTable, { ...device(), params: { a: tableId, b: item.id, c: count } })
}

const lineOf = (order: { items: { id: string; name: string }[] } | null, name: string) => {
  const line = order?.items.find((item) => item.name === name)
  if (!line) throw new Error(`no line ${name}`)
  return line
}

async function createItem(category: string, values: Partial<MenuItem> & Pick<MenuItem, 'name' | 'price'>) {
  const item = await ok(app, saveMenuItem, {
    ...inRestaurant(),
    body: {
      categoryId: categories[category] ?? '',
      name: values.name,
      price: values.price,
      unit: values.unit ?? '',
      priceCategory: values.priceCategory ?? 'FOOD_REGULAR',
      visible: values.visible ?? true,
    },
  })
  menu[values.name] = item
  return item
}

beforeAll(async () => {
  owner = await signUpPerson(app, { fullName: 'Majitelka Jana' })
  slug = await createWorkspace(app, owner, { name: 'Restaurace U Lípy' })
  await ok(app, changeCompany, {
    ...staff(),
    body: { name: 'U Lípy s.r.o.', ico: '27082440', dic: 'CZ27082440', vatPayerStatus: 'PAYER', version: 0 },
  })
  const group = await ok(app, saveResourceGroup, { ...staff(), body: { name: 'Restaurace' } })
  restaurantId = (
    await ok(app, saveResource, { ...staff(), body: { groupId: group.id, kind: 'RESTAURANT', name: 'A Restaurace' } })
  ).id
  secondRestaurantId = (
    await ok(app, saveResource, { ...staff(), body: { groupId: group.id, kind: 'RESTAURANT', name: 'B Bar' } })
  ).id
  hash = (await ok(app, createAccessHash, { ...staff(), body: { name: 'Tablet u baru', role: 'WAITER' } })).secret
  waiterPerson = await joinAs(app, owner, slug, 'WAITER', { fullName: 'Číšník Petr' })
  for (const name of ['Pivo', 'Hlavní jídla', 'Káva', 'Polévky']) {
    categories[name] = (await ok(app, saveMenuCategory, { ...inRestaurant(), body: { name } })).id
  }
  await createItem('Pivo', { name: 'Plzeň 12° 0,5 l', price: 59_00, unit: '0,5 l', priceCategory: 'BEV_BEER' })
  await createItem('Hlavní jídla', { name: 'Svíčková na smetaně', price: 259_00, unit: 'porce' })
  await createItem('Káva', { name: 'Espresso', price: 49_50, priceCategory: 'BEV_REGULAR' })
  await createItem('Polévky', { name: 'Sezónní polévka', price: 69_00, visible: false })
})

describe('menu administration', () => {
  it('lists items with the VAT rate of their price category, filtered and paged', async () => {
    const all = await ok(app, listMenuItems, { ...inRestaurant(), query: { size: 2 } })
    expect(all.total).toBe(4)
    expect(all.items).toHaveLength(2)
    const beer = await ok(app, listMenuItems, { ...inRestaurant(), query: { text: 'plzeň' } })
    expect(beer.items.map((i) => [i.name, i.vatRate, i.currency])).toEqual([['Plzeň 12° 0,5 l', 21, 'CZK']])
    const hidden = await ok(app, listMenuItems, { ...inRestaurant(), query: { visible: 'false' } })
    expect(hidden.items.map((i) => i.name)).toEqual(['Sezónní polévka'])
    const food = await ok(app, listMenuItems, { ...inRestaurant(), query: { categoryId: categories['Hlavní jídla'] } })
    expect(food.items.map((i) => [i.name, i.vatRate])).toEqual([['Svíčková na smetaně', 12]])
  })

  it('answers a stale edit of an item with CONFLICT and the current item', async () => {
    const item = await createItem('Káva', { name: 'Cappuccino', price: 65_00, priceCategory: 'BEV_REGULAR' })
    const body = { id: item.id, version: item.version, categoryId: item.categoryId, priceCategory: item.priceCategory }
    await ok(app, saveMenuItem, { ...inRestaurant(), body: { ...body, name: 'Cappuccino', price: 69_00 } })
    const stale = await call(app, saveMenuItem, { ...inRestaurant(), body: { ...body, name: 'Capuccino', price: 1 } })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
    expect(stale.envelope?.payload).toMatchObject({ entity: { id: item.id, price: 69_00, version: item.version + 1 } })
  })

  it('refuses a category of another restaurant', async () => {
    const foreign = await ok(app, saveMenuCategory, { ...inRestaurant(secondRestaurantId), body: { name: 'Drinky' } })
    const result = await call(app, saveMenuItem, {
      ...inRestaurant(),
      body: { categoryId: foreign.id, name: 'Mojito', price: 150_00, priceCategory: 'BEV_REGULAR' },
    })
    expect(result.envelope?.errorType).toBe('VALIDATION')
    expect(result.envelope?.messages[0]?.field).toBe('categoryId')
  })

  it('deletes a category only when it is empty, and orders categories', async () => {
    const notEmpty = await call(app, deleteMenuCategory, inRestaurant(categories.Pivo))
    expect(notEmpty.envelope?.errorType).toBe('VALIDATION')
    const empty = await ok(app, saveMenuCategory, { ...inRestaurant(), body: { name: 'Dezerty' } })
    expect(await ok(app, deleteMenuCategory, inRestaurant(empty.id))).toEqual({ id: empty.id })
    const ids = [categories.Káva, categories.Pivo] as string[]
    const ordered = await ok(app, orderMenuCategories, { ...inRestaurant(), body: { ids } })
    expect(ordered.slice(0, 2).map((c) => c.id)).toEqual(ids)
    const listed = await ok(app, getMenuItemCategories, inRestaurant())
    expect(listed.map((c) => c.id)).toEqual(ordered.map((c) => c.id))
    expect(listed.find((c) => c.name === 'Polévky')).toMatchObject({ itemCount: 1, visibleCount: 0 })
  })

  it('keeps table names unique per restaurant and deletes a table only without history', async () => {
    const table = await newTable({ name: 'Salonek' })
    const twice = await call(app, saveRestaurantTable, { ...inRestaurant(), body: { name: 'Salonek' } })
    expect(twice.envelope?.errorType).toBe('VALIDATION')
    expect(await ok(app, deleteRestaurantTable, inRestaurant(table.id))).toEqual({ id: table.id, deleted: true })
    const used = await newTable()
    const order = await add(used.id, menu['Plzeň 12° 0,5 l'] as MenuItem)
    await ok(app, waiterDeleteOrder, { ...device(), params: { id: order.order?.id ?? '' } })
    expect(await ok(app, deleteRestaurantTable, inRestaurant(used.id))).toEqual({ id: used.id, deleted: false })
    const tables = await ok(app, listRestaurantTables, inRestaurant())
    expect(tables.find((t) => t.id === used.id)?.active).toBe(false)
  })
})

describe('the waiter tool', () => {
  it('tells a device its workspace, restaurants and payment methods', async () => {
    const info = await ok(app, waiterInfo, device())
    expect(info).toMatchObject({
      workspace: { slug },
      waiter: { name: 'Tablet u baru', device: true },
      role: 'WAITER',
      mayVoid: false,
      currency: 'CZK',
      vatPayer: true,
      paymentMethods: ['cash', 'card', 'code', 'room'],
    })
    expect(info.restaurants.map((r) => r.name)).toEqual(['A Restaurace', 'B Bar'])
    const person = await ok(app, waiterInfo, { token: waiterPerson.token })
    expect(person.waiter).toEqual({ name: 'Číšník Petr', device: false })
  })

  it('names the default bank account for QR payments at the table, and none without one', async () => {
    expect((await ok(app, waiterInfo, device())).qrAccount).toBeNull()
    await ok(app, saveBankAccount, {
      ...staff(),
      body: { kind: 'BANK', name: 'Provozní účet', accountNumber: '19-2000145399/0800', isDefault: true },
    })
    expect((await ok(app, waiterInfo, device())).qrAccount).toEqual({
      iban: 'CZ6508000000192000145399',
      currency: 'CZK',
    })
  })

  it('shows categories with visible items and only visible items', async () => {
    const shown = await ok(app, waiterGetCategories, device())
    expect(shown.map((c) => c.name)).not.toContain('Polévky')
    const items = await ok(app, waiterGetMenuItems, device())
    expect(items.map((i) => i.name)).not.toContain('Sezónní polévka')
    const coffee = await ok(app, waiterGetMenuItemsPerCategory, { ...device(), params: { id: categories.Káva ?? '' } })
    expect(coffee.every((i) => i.categoryName === 'Káva')).toBe(true)
    const bar = await ok(app, waiterGetTables, { ...device(), query: { restaurantId: secondRestaurantId } })
    expect(bar).toEqual([])
  })

  it('opens an order and adds the same item again to its line', async () => {
    const table = await newTable()
    await add(table.id, menu['Plzeň 12° 0,5 l'] as MenuItem, 2)
    const after = await add(table.id, menu['Plzeň 12° 0,5 l'] as MenuItem, 1)
    expect(after.order?.items).toHaveLength(1)
    expect(after.order?.items[0]).toMatchObject({ count: 3, unpaidCount: 3, vatRate: 21, addedBy: 'Tablet u baru' })
    expect(after.order?.total).toBe(177_00)
    const grid = await ok(app, waiterGetTables, device())
    expect(grid.find((t) => t.id === table.id)?.order).toMatchObject({ itemCount: 3, unpaidTotal: 177_00 })
  })

  it('answers an addition with the order exactly as a later read shows it, and the grid sums it', async () => {
    const table = await newTable()
    const names = ['Espresso', 'Plzeň 12° 0,5 l', 'Espresso', 'Svíčková na smetaně', 'Plzeň 12° 0,5 l', 'Espresso']
    let answer = await add(table.id, menu[names[0] ?? ''] as MenuItem)
    for (const name of names.slice(1)) {
      const before = answer.order?.version ?? 0
      answer = await add(table.id, menu[name] as MenuItem, 2)
      expect(answer.order?.version).toBeGreaterThan(before)
      expect(await ok(app, waiterGetOrderItems, { ...device(), params: { id: table.id } })).toEqual(answer)
    }
    expect(answer.order?.items.map((i) => [i.name, i.count])).toEqual([
      ['Espresso', 5],
      ['Plzeň 12° 0,5 l', 4],
      ['Svíčková na smetaně', 2],
    ])
    const grid = await ok(app, waiterGetTables, device())
    expect(grid.find((t) => t.id === table.id)?.order).toEqual({
      id: answer.order?.id,
      openedAt: answer.order?.openedAt,
      version: answer.order?.version,
      itemCount: 11,
      total: answer.order?.total,
      unpaidTotal: answer.order?.unpaidTotal,
    })
  })

  it('refuses hidden items and inactive tables', async () => {
    const table = await newTable()
    const hidden = await call(app, waiterAddToTable, {
      ...device(),
      params: { a: table.id, b: menu['Sezónní polévka']?.id ?? '', c: 1 },
    })
    expect(hidden.envelope?.errorType).toBe('VALIDATION')
    const closed = await newTable({ active: false })
    const inactive = await call(app, waiterAddToTable, {
      ...device(),
      params: { a: closed.id, b: menu.Espresso?.id ?? '', c: 1 },
    })
    expect(inactive.envelope?.errorType).toBe('VALIDATION')
    expect((await ok(app, waiterGetOrderItems, { ...device(), params: { id: table.id } })).order).toBeNull()
  })

  it('keeps the price of an open bill when the menu changes', async () => {
    const item = await createItem('Hlavní jídla', { name: 'Guláš', price: 189_00 })
    const table = await newTable()
    await add(table.id, item)
    await ok(app, saveMenuItem, {
      ...inRestaurant(),
      body: {
        id: item.id,
        version: item.version,
        categoryId: item.categoryId,
        name: 'Guláš',
        price: 199_00,
        priceCategory: 'FOOD_REGULAR',
      },
    })
    const after = await add(table.id, { ...item, price: 199_00 })
    expect(after.order?.items.map((i) => [i.name, i.unitPrice, i.count])).toEqual([
      ['Guláš', 189_00, 1],
      ['Guláš', 199_00, 1],
    ])
  })

  it('changes counts, never below what is paid, and answers a stale count with CONFLICT', async () => {
    const table = await newTable()
    const beer = menu['Plzeň 12° 0,5 l'] as MenuItem
    const opened = await add(table.id, beer, 3)
    const line = lineOf(opened.order, beer.name)
    await ok(app, waiterPayOrderItems, {
      ...device(),
      params: { id: table.id },
      body: { method: 'card', items: [{ orderItemId: line.id, count: 1 }] },
    })
    const below = await call(app, waiterModifyCount, { ...device(), params: { a: table.id, b: line.id, c: 0 } })
    expect(below.envelope?.errorType).toBe('VALIDATION')
    const stale = await call(app, waiterModifyCount, {
      ...device(),
      params: { a: table.id, b: line.id, c: 5 },
      query: { expected: 2 },
    })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
    expect(stale.envelope?.payload).toMatchObject({ entity: { order: { items: [{ count: 3, paidCount: 1 }] } } })
    const changed = await ok(app, waiterModifyCount, {
      ...device(),
      params: { a: table.id, b: line.id, c: 5 },
      query: { expected: 3 },
    })
    expect(changed.order?.items[0]).toMatchObject({ count: 5, paidCount: 1, unpaidCount: 4 })
    expect(changed.order?.version).toBeGreaterThan(opened.order?.version ?? 0)
    const removed = await ok(app, waiterRemoveFromTable, { ...device(), params: { a: table.id, b: line.id } })
    expect(removed.order?.items[0]).toMatchObject({ count: 1, paidCount: 1, unpaidCount: 0 })
    const finished = await ok(app, waiterFinishOrder, { ...device(), params: { id: table.id } })
    expect(finished.order).toBeNull()
  })

  it('frees the table when its last unpaid item goes', async () => {
    const table = await newTable()
    const opened = await add(table.id, menu.Espresso as MenuItem, 2)
    const line = lineOf(opened.order, 'Espresso')
    const gone = await ok(app, waiterModifyCount, { ...device(), params: { a: table.id, b: line.id, c: 0 } })
    expect(gone.order).toBeNull()
  })

  it('moves part of a line to another table, splitting it, in one step', async () => {
    const from = await newTable()
    const to = await newTable()
    const beer = menu['Plzeň 12° 0,5 l'] as MenuItem
    const opened = await add(from.id, beer, 4)
    const line = lineOf(opened.order, beer.name)
    const moved = await ok(app, waiterMoveOrderItem, {
      ...device(),
      params: { a: from.id, b: to.id },
      body: { items: [{ orderItemId: line.id, count: 2 }] },
    })
    expect(moved.from.order?.items.map((i) => i.count)).toEqual([2])
    expect(moved.to.order?.items.map((i) => [i.name, i.count, i.unitPrice])).toEqual([[beer.name, 2, 59_00]])
    const tooMany = await call(app, waiterMoveOrderItem, {
      ...device(),
      params: { a: from.id, b: to.id },
      body: { items: [{ orderItemId: line.id, count: 3 }] },
    })
    expect(tooMany.envelope?.errorType).toBe('CONFLICT')
    expect(tooMany.envelope?.payload).toMatchObject({ entity: { table: { id: from.id } } })
    const same = await call(app, waiterMoveOrderItem, {
      ...device(),
      params: { a: from.id, b: from.id },
      body: { items: [{ orderItemId: line.id, count: 1 }] },
    })
    expect(same.envelope?.errorType).toBe('VALIDATION')
    const closed = await newTable({ active: false })
    const inactive = await call(app, waiterMoveOrderItem, {
      ...device(),
      params: { a: from.id, b: closed.id },
      body: { items: [{ orderItemId: line.id, count: 1 }] },
    })
    expect(inactive.envelope?.errorType).toBe('VALIDATION')
    const rest = await ok(app, waiterMoveOrderItem, {
      ...device(),
      params: { a: from.id, b: to.id },
      body: { items: [{ orderItemId: line.id, count: 2 }] },
    })
    expect(rest.from.order).toBeNull()
    expect(rest.to.order?.items.map((i) => i.count)).toEqual([4])
  })
})

describe('paying', () => {
  it('computes VAT per rate from VAT-included prices and the change for cash', async () => {
    const table = await newTable()
    await add(table.id, menu['Plzeň 12° 0,5 l'] as MenuItem, 2)
    await add(table.id, menu['Svíčková na smetaně'] as MenuItem, 1)
    const payment = await ok(app, waiterComputePayment, {
      ...device(),
      params: { id: table.id },
      body: { method: 'cash', received: 400_00 },
    })
    expect(payment).toMatchObject({ total: 377_00, rounding: 0, toPay: 377_00, received: 400_00, change: 23_00 })
    expect(payment.vatRecap).toEqual([
      { vatRate: 21, base: 97_52, vat: 20_48, total: 118_00 },
      { vatRate: 12, base: 231_25, vat: 27_75, total: 259_00 },
    ])
  })

  it('rounds cash to whole crowns outside the tax base, and not card', async () => {
    const table = await newTable()
    await add(table.id, menu.Espresso as MenuItem)
    const cash = await ok(app, waiterComputePayment, {
      ...device(),
      params: { id: table.id },
      body: { method: 'cash' },
    })
    expect(cash).toMatchObject({ total: 49_50, rounding: 50, toPay: 50_00, change: null })
    expect(cash.vatRecap).toEqual([{ vatRate: 21, base: 40_91, vat: 8_59, total: 49_50 }])
    const card = await ok(app, waiterComputePayment, {
      ...device(),
      params: { id: table.id },
      body: { method: 'card' },
    })
    expect(card).toMatchObject({ rounding: 0, toPay: 49_50 })
  })

  it('splits the bill: pays a part, numbers receipts without gaps, finishes when all is paid', async () => {
    const table = await newTable()
    const opened = await add(table.id, menu['Plzeň 12° 0,5 l'] as MenuItem, 4)
    const line = lineOf(opened.order, 'Plzeň 12° 0,5 l')
    const first = await ok(app, waiterPayOrderItems, {
      ...device(),
      params: { id: table.id },
      body: { method: 'card', items: [{ orderItemId: line.id, count: 1 }], version: opened.order?.version },
    })
    expect(first.receipt).toMatchObject({ toPay: 59_00, tableName: table.name, restaurantName: 'A Restaurace' })
    expect(first.receipt.number).toMatch(/^\d{4}\/\d{6}$/)
    expect(first.receipt.seller).toMatchObject({ ico: '27082440', dic: 'CZ27082440', vatPayer: true })
    expect(first.table.order?.items[0]).toMatchObject({ paidCount: 1, unpaidCount: 3 })
    const stale = await call(app, waiterPayOrderItems, {
      ...device(),
      params: { id: table.id },
      body: { method: 'card', version: opened.order?.version },
    })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
    const tooMany = await call(app, waiterPayOrderItems, {
      ...device(),
      params: { id: table.id },
      body: { method: 'card', items: [{ orderItemId: line.id, count: 4 }] },
    })
    expect(tooMany.envelope?.errorType).toBe('CONFLICT')
    const short = await call(app, waiterPayOrderItems, {
      ...device(),
      params: { id: table.id },
      body: { method: 'cash', received: 100_00 },
    })
    expect(short.envelope?.errorType).toBe('VALIDATION')
    expect(short.envelope?.messages[0]?.field).toBe('received')
    const rest = await ok(app, waiterPayOrderItems, {
      ...device(),
      params: { id: table.id },
      body: { method: 'cash', received: 200_00 },
    })
    expect(rest.receipt).toMatchObject({ toPay: 177_00, change: 23_00 })
    const [year, n] = first.receipt.number.split('/')
    expect(rest.receipt.number).toBe(`${year}/${String(Number(n) + 1).padStart(6, '0')}`)
    expect(rest.table.order).toBeNull()
    const again = await ok(app, waiterGetReceipt, { ...device(), params: { id: rest.receipt.id } })
    expect(again).toEqual(rest.receipt)
    expect(await ok(app, getRestaurantReceipt, inRestaurant(rest.receipt.id))).toEqual(rest.receipt)
  })

  it('keeps two sizes of one beer apart, each line and receipt line with its size', async () => {
    const large = await createItem('Pivo', {
      name: 'Kozel 11°',
      price: 45_00,
      unit: '0,5 l',
      priceCategory: 'BEV_BEER',
    })
    const small = await createItem('Pivo', {
      name: 'Kozel 11°',
      price: 45_00,
      unit: '0,3 l',
      priceCategory: 'BEV_BEER',
    })
    const table = await newTable()
    await add(table.id, large, 2)
    const opened = await add(table.id, small, 1)
    expect(opened.order?.items.map((i) => [i.name, i.unit, i.count])).toEqual([
      ['Kozel 11°', '0,5 l', 2],
      ['Kozel 11°', '0,3 l', 1],
    ])
    const paid = await ok(app, waiterPayOrderItems, { ...device(), params: { id: table.id }, body: { method: 'card' } })
    expect(paid.receipt.items.map((i) => [i.name, i.unit, i.count])).toEqual([
      ['Kozel 11°', '0,5 l', 2],
      ['Kozel 11°', '0,3 l', 1],
    ])
  })

  it('finishes an order only when nothing is unpaid', async () => {
    const table = await newTable()
    await add(table.id, menu.Espresso as MenuItem)
    const unpaid = await call(app, waiterFinishOrder, { ...device(), params: { id: table.id } })
    expect(unpaid.envelope?.errorType).toBe('VALIDATION')
  })

  it('deletes an unpaid order for any waiter; voids a paid one only for a manager with a reason', async () => {
    const free = await newTable()
    const unpaid = await add(free.id, menu.Espresso as MenuItem)
    const deleted = await ok(app, waiterDeleteOrder, { ...device(), params: { id: unpaid.order?.id ?? '' } })
    expect(deleted).toEqual({ id: unpaid.order?.id, voided: false })
    const table = await newTable()
    const opened = await add(table.id, menu.Espresso as MenuItem, 2)
    const line = lineOf(opened.order, 'Espresso')
    await ok(app, waiterPayOrderItems, {
      ...device(),
      params: { id: table.id },
      body: { method: 'code', items: [{ orderItemId: line.id, count: 1 }] },
    })
    const orderId = opened.order?.id ?? ''
    const byWaiter = await call(app, waiterDeleteOrder, {
      ...device(),
      params: { id: orderId },
      query: { reason: 'x' },
    })
    expect(byWaiter.envelope?.errorType).toBe('VALIDATION')
    const noReason = await call(app, waiterDeleteOrder, { token: owner.token, params: { id: orderId } })
    expect(noReason.envelope?.errorType).toBe('VALIDATION')
    const voided = await ok(app, waiterDeleteOrder, {
      token: owner.token,
      params: { id: orderId },
      query: { reason: 'Host odešel' },
    })
    expect(voided).toEqual({ id: orderId, voided: true })
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'RESTAURANT_ORDER'),
          eq(auditLog.entityId, orderId),
          ne(auditLog.action, 'waiterDeleteOrder'),
        ),
      )
    expect(audit.map((a) => [a.action, (a.data as { reason: string }).reason])).toEqual([['VOID_ORDER', 'Host odešel']])
    expect((await ok(app, waiterGetOrderItems, { ...device(), params: { id: table.id } })).order).toBeNull()
  })

  it("sums the day's receipts per method and VAT rate, and counts them in the VAT summary", async () => {
    const day = todayIn('Europe/Prague')
    const before = await ok(app, restaurantDailySummary, { ...inRestaurant(), query: { date: day } })
    const vatBefore = await ok(app, facturationSummary, { ...staff(), body: { from: day, till: day } })
    const table = await newTable()
    await add(table.id, menu.Espresso as MenuItem)
    await add(table.id, menu['Svíčková na smetaně'] as MenuItem)
    await ok(app, waiterPayOrderItems, { ...device(), params: { id: table.id }, body: { method: 'cash' } })
    const after = await ok(app, restaurantDailySummary, { ...inRestaurant(), query: { date: day } })
    expect(after.receiptCount).toBe(before.receiptCount + 1)
    expect(after.total - before.total).toBe(309_00)
    expect(after.rounding - before.rounding).toBe(50)
    const cashOf = (s: typeof after) => s.byMethod.find((m) => m.method === 'cash')?.total ?? 0
    expect(cashOf(after) - cashOf(before)).toBe(309_00)
    const vatOf = (s: typeof after, rate: number) => s.vatRecap.find((r) => r.vatRate === rate)?.vat ?? 0
    expect(vatOf(after, 12) - vatOf(before, 12)).toBe(27_75)
    expect(vatOf(after, 21) - vatOf(before, 21)).toBe(8_59)
    const vatAfter = await ok(app, facturationSummary, { ...staff(), body: { from: day, till: day } })
    const rowOf = (s: typeof vatAfter, rate: number) => s.issued.byRate.find((r) => r.vatRate === rate)
    expect((rowOf(vatAfter, 12)?.vat ?? 0) - (rowOf(vatBefore, 12)?.vat ?? 0)).toBe(27_75)
    expect((rowOf(vatAfter, 21)?.documents ?? 0) - (rowOf(vatBefore, 21)?.documents ?? 0)).toBe(1)
    const coffee = vatAfter.issued.byCategory.find((r) => r.category === 'BEV_REGULAR')
    expect(coffee?.vatRate).toBe(21)
  })
})

describe('a workspace that is not a VAT payer', () => {
  it('charges no VAT on menu items and receipts', async () => {
    const person = await signUpPerson(app, { fullName: 'Hospodský Karel' })
    const other = await createWorkspace(app, person, { name: 'Hospoda Na Rohu' })
    const own = { token: person.token, params: { slugs: other } }
    const group = await ok(app, saveResourceGroup, { ...own, body: { name: 'Hospoda' } })
    const pub = await ok(app, saveResource, { ...own, body: { groupId: group.id, kind: 'RESTAURANT', name: 'Lokál' } })
    const at = { token: person.token, params: { slugs: other, id: pub.id } }
    const category = await ok(app, saveMenuCategory, { ...at, body: { name: 'Pivo' } })
    const beer = await ok(app, saveMenuItem, {
      ...at,
      body: { categoryId: category.id, name: 'Desítka', price: 45_00, priceCategory: 'BEV_BEER' },
    })
    expect(beer.vatRate).toBe(0)
    const table = await ok(app, saveRestaurantTable, { ...at, body: { name: '1' } })
    await ok(app, waiterAddToTable, { token: person.token, params: { a: table.id, b: beer.id, c: 2 } })
    const paid = await ok(app, waiterPayOrderItems, {
      token: person.token,
      params: { id: table.id },
      body: { method: 'card' },
    })
    expect(paid.receipt).toMatchObject({ total: 90_00, vatRecap: [], seller: { vatPayer: false } })
  })
})

describe('another workspace', () => {
  let other: Tenant
  beforeAll(async () => {
    other = await buildTenant(app, 'X')
  })

  it('cannot add to, move to, pay or read a table of another workspace', async () => {
    const ids = other.ids
    const theirTable = ids.waiterGetOrderItems?.id ?? ''
    const theirItem = ids.waiterAddToTable?.b ?? ''
    const before = await ok(app, waiterGetOrderItems, { hash: other.waiterHash, params: { id: theirTable } })
    const mine = await newTable()
    const opened = await add(mine.id, menu.Espresso as MenuItem)
    const line = lineOf(opened.order, 'Espresso')
    const attempts = [
      await call(app, waiterAddToTable, { ...device(), params: { a: theirTable, b: theirItem, c: 1 } }),
      await call(app, waiterAddToTable, { ...device(), params: { a: mine.id, b: theirItem, c: 1 } }),
      await call(app, waiterMoveOrderItem, {
        ...device(),
        params: { a: mine.id, b: theirTable },
        body: { items: [{ orderItemId: line.id, count: 1 }] },
      }),
      await call(app, waiterPayOrderItems, { ...device(), params: { id: theirTable }, body: { method: 'card' } }),
      await call(app, waiterComputePayment, { ...device(), params: { id: theirTable }, body: { method: 'card' } }),
      await call(app, waiterGetOrderItems, { ...device(), params: { id: theirTable } }),
      await call(app, waiterDeleteOrder, { ...device(), params: { id: ids.waiterDeleteOrder?.id ?? '' } }),
      await call(app, waiterGetReceipt, { ...device(), params: { id: ids.waiterGetReceipt?.id ?? '' } }),
    ]
    for (const attempt of attempts) {
      expect([204, 403]).toContain(attempt.status)
      for (const secret of other.secrets) expect(attempt.raw).not.toContain(secret)
    }
    const after = await ok(app, waiterGetOrderItems, { hash: other.waiterHash, params: { id: theirTable } })
    expect(after).toEqual(before)
    expect((await ok(app, waiterGetOrderItems, { ...device(), params: { id: mine.id } })).order?.items).toHaveLength(1)
  })

  it('hides a menu item of another workspace from a staff edit', async () => {
    const result = await call(app, changeMenuItemVisibility, {
      ...inRestaurant(other.ids.changeMenuItemVisibility?.id),
      body: { visible: false },
    })
    expect(result.status).toBe(204)
  })
})
