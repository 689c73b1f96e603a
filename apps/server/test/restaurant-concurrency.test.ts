import {
  type MenuItem,
  waiterAddToTable,
  waiterGetOrderItems,
  waiterModifyCount,
  waiterMoveOrderItem,
  waiterPayOrderItems,
} from '@innkeep/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { restaurantReceipts } from '../src/db/schema/index.ts'
import { call, ok } from './support/api.ts'
import { buildRestaurant, type TestRestaurant } from './support/restaurant.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database } = await startTestApp()
let place: TestRestaurant
let waiters: [string, string]
let beer: MenuItem
let lemonade: MenuItem
let soup: MenuItem

const newTable = () => place.newTable()

const lineOf = (order: { items: { id: string; name: string }[] } | null, name: string) => {
  const line = order?.items.find((i) => i.name === name)
  if (!line) throw new Error(`no line ${name}`)
  return line
}

beforeAll(async () => {
  place = await buildRestaurant(app, {
    owner: 'Vedoucí Eva',
    workspace: 'Hospoda U Dvou Číšníků',
    restaurant: 'Lokál',
    tablePrefix: 'K',
  })
  beer = await place.menuItem('Pivo', 50_00)
  lemonade = await place.menuItem('Limonáda', 40_00)
  soup = await place.menuItem('Polévka', 30_00)
  waiters = [await place.tablet('Číšník 1'), await place.tablet('Číšník 2')]
})

describe('two waiters at the same tables', () => {
  it('lose and duplicate nothing over 100 interleaved adds, count changes, moves and payments', async () => {
    const t1 = await newTable()
    const t2 = await newTable()
    const [hashA] = waiters
    const seeded = await ok(app, waiterAddToTable, { hash: hashA, params: { a: t1.id, b: beer.id, c: 40 } })
    await ok(app, waiterAddToTable, { hash: hashA, params: { a: t1.id, b: soup.id, c: 3 } })
    const beerLine = lineOf(seeded.order, 'Pivo').id
    const soupLine = lineOf(
      (await ok(app, waiterGetOrderItems, { hash: hashA, params: { id: t1.id } })).order,
      'Polévka',
    )
    const operations: (() => Promise<{ status: number; envelope: { errorType: string | null } | null }>)[] = []
    for (let i = 0; i < 100; i++) {
      const hash = waiters[i % 2] as string
      const kind = i % 10
      if (kind < 3) operations.push(() => call(app, waiterAddToTable, { hash, params: { a: t1.id, b: beer.id, c: 1 } }))
      else if (kind < 5)
        operations.push(() => call(app, waiterAddToTable, { hash, params: { a: t2.id, b: lemonade.id, c: 1 } }))
      else if (kind < 7)
        operations.push(() =>
          call(app, waiterMoveOrderItem, {
            hash,
            params: { a: t1.id, b: t2.id },
            body: { items: [{ orderItemId: beerLine, count: 1 }] },
          }),
        )
      else if (kind < 9)
        operations.push(() =>
          call(app, waiterPayOrderItems, {
            hash,
            params: { id: t1.id },
            body: { method: 'card', items: [{ orderItemId: beerLine, count: 1 }] },
          }),
        )
      else operations.push(() => call(app, waiterModifyCount, { hash, params: { a: t1.id, b: soupLine.id, c: 5 } }))
    }
    const results = await Promise.all(operations.map((operation) => operation()))
    expect(results.map((r) => [r.status, r.envelope?.errorType ?? null])).toEqual(results.map(() => [200, null]))

    const first = await ok(app, waiterGetOrderItems, { hash: hashA, params: { id: t1.id } })
    const second = await ok(app, waiterGetOrderItems, { hash: hashA, params: { id: t2.id } })
    // 40 seeded + 30 added − 20 moved away; 20 paid
    expect(lineOf(first.order, 'Pivo')).toMatchObject({ count: 50, paidCount: 20, unpaidCount: 30 })
    expect(lineOf(first.order, 'Polévka')).toMatchObject({ count: 5, paidCount: 0 })
    expect(second.order?.items.map((i) => [i.name, i.count, i.paidCount]).sort()).toEqual([
      ['Limonáda', 20, 0],
      ['Pivo', 20, 0],
    ])
    // every change raised the version once: the soup, 30 adds, 20 moves, 20 payments, one real count change
    expect(first.order?.version).toBe((seeded.order?.version ?? 0) + 1 + 30 + 20 + 20 + 1)
    const receipts = await database.db
      .select({ number: restaurantReceipts.number })
      .from(restaurantReceipts)
      .where(eq(restaurantReceipts.orderId, first.order?.id ?? ''))
    const numbers = receipts.map((r) => Number(r.number.split('/')[1])).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })

  it('opens exactly one order when both add to a free table at once', async () => {
    const table = await newTable()
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ok(app, waiterAddToTable, { hash: waiters[i % 2] as string, params: { a: table.id, b: beer.id, c: 1 } }),
      ),
    )
    const order = await ok(app, waiterGetOrderItems, { hash: waiters[0], params: { id: table.id } })
    expect(order.order?.items.map((i) => i.count)).toEqual([10])
  })

  it('moves both ways between two tables at once without a deadlock or a lost piece', async () => {
    const left = await newTable()
    const right = await newTable()
    const l = await ok(app, waiterAddToTable, { hash: waiters[0], params: { a: left.id, b: lemonade.id, c: 20 } })
    const r = await ok(app, waiterAddToTable, { hash: waiters[1], params: { a: right.id, b: soup.id, c: 20 } })
    const leftLine = lineOf(l.order, 'Limonáda').id
    const rightLine = lineOf(r.order, 'Polévka').id
    const moves = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? ok(app, waiterMoveOrderItem, {
            hash: waiters[0],
            params: { a: left.id, b: right.id },
            body: { items: [{ orderItemId: leftLine, count: 1 }] },
          })
        : ok(app, waiterMoveOrderItem, {
            hash: waiters[1],
            params: { a: right.id, b: left.id },
            body: { items: [{ orderItemId: rightLine, count: 1 }] },
          }),
    )
    await Promise.all(moves)
    const leftNow = await ok(app, waiterGetOrderItems, { hash: waiters[0], params: { id: left.id } })
    const rightNow = await ok(app, waiterGetOrderItems, { hash: waiters[0], params: { id: right.id } })
    const counts = (o: typeof leftNow) => Object.fromEntries(o.order?.items.map((i) => [i.name, i.count]) ?? [])
    expect(counts(leftNow)).toEqual({ Limonáda: 10, Polévka: 10 })
    expect(counts(rightNow)).toEqual({ Limonáda: 10, Polévka: 10 })
  })
})
