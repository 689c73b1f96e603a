import {
  type EndpointDef,
  type MenuItem,
  waiterAddToTable,
  waiterDeleteOrder,
  waiterFinishOrder,
  waiterGetOrderItems,
  waiterModifyCount,
  waiterMoveOrderItem,
  waiterPayOrderItems,
  waiterRemoveFromTable,
} from '@innkeep/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, restaurantReceipts } from '../src/db/schema/index.ts'
import { type CallOptions, type CallResult, call, ok } from './support/api.ts'
import { buildRestaurant, type TestRestaurant } from './support/restaurant.ts'
import { startTestApp } from './support/test-app.ts'

// Issue 27: the waiter's tablet writes every tap locally with an idempotency key and replays its
// queue when the connection comes back; an answer lost on the way makes it send the same write
// again, sometimes while the first is still on its way. The server applies each key once.

const { app, database } = await startTestApp()
let place: TestRestaurant
let tablet: string
let colleague: string
let beer: MenuItem
let lemonade: MenuItem
let soup: MenuItem

const newTable = () => place.newTable()

const lineOf = <L extends { name: string }>(order: { items: L[] } | null, name: string): L => {
  const line = order?.items.find((i) => i.name === name)
  if (!line) throw new Error(`no line ${name}`)
  return line
}

let keyCounter = 0
const newKey = () => `tablet-${Date.now().toString(36)}-${++keyCounter}`

/** A write with its key, as the tablet's queue keeps it. */
const keyed = <E extends EndpointDef>(options: CallOptions<E>, key: string): CallOptions<E> => ({
  ...options,
  hash: tablet,
  headers: { 'idempotency-key': key },
})

beforeAll(async () => {
  place = await buildRestaurant(app, {
    owner: 'Vedoucí Jana',
    workspace: 'Zahradní restaurace Na Sklepě',
    restaurant: 'Zahrada',
    tablePrefix: 'Q',
  })
  beer = await place.menuItem('Pivo', 52_00)
  lemonade = await place.menuItem('Limonáda', 45_00)
  soup = await place.menuItem('Polévka', 65_00)
  tablet = await place.tablet('Tablet zahrada')
  colleague = await place.tablet('Číšník Petr')
})

describe('a write sent again with its key', () => {
  it('adds once, answers the first answer again and says it is a replay', async () => {
    const table = await newTable()
    const key = newKey()
    const options = keyed({ params: { a: table.id, b: beer.id, c: 2 } }, key)
    const first = await call(app, waiterAddToTable, options)
    const again = await call(app, waiterAddToTable, options)
    expect(first.envelope?.errorType).toBeNull()
    expect(again.envelope).toEqual(first.envelope)
    expect(first.headers['idempotent-replayed']).toBeUndefined()
    expect(again.headers['idempotent-replayed']).toBe('true')
    const now = await ok(app, waiterGetOrderItems, { hash: tablet, params: { id: table.id } })
    expect(lineOf(now.order, 'Pivo').count).toBe(2)
    // the audit trail has one addition, not two
    const audited = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'waiterAddToTable'), eq(auditLog.entityId, table.id)))
    expect(audited).toHaveLength(1)
  })

  it('applies every kind of waiter write once: count, remove, move, pay, finish, delete', async () => {
    const [t1, t2, t3] = [await newTable(), await newTable(), await newTable()]
    const twice = async <E extends EndpointDef>(endpoint: E, options: CallOptions<E>) => {
      const key = newKey()
      const [a, b] = await Promise.all([
        call(app, endpoint, keyed(options, key)),
        call(app, endpoint, keyed(options, key)),
      ])
      const third = await call(app, endpoint, keyed(options, key))
      expect(a.envelope?.errorType, JSON.stringify(a.envelope?.messages)).toBeNull()
      expect(b.envelope).toEqual(a.envelope)
      expect(third.envelope).toEqual(a.envelope)
      return a.envelope?.payload as NonNullable<CallResult<E>['envelope']>['payload']
    }
    const added = await twice(waiterAddToTable, { params: { a: t1.id, b: lemonade.id, c: 6 } })
    const line = lineOf(added.order, 'Limonáda').id
    await twice(waiterAddToTable, { params: { a: t1.id, b: soup.id, c: 1 } })
    const soupLine = lineOf(
      (await ok(app, waiterGetOrderItems, { hash: tablet, params: { id: t1.id } })).order,
      'Polévka',
    )
    await twice(waiterModifyCount, { params: { a: t1.id, b: soupLine.id, c: 3 }, query: { expected: 1 } })
    await twice(waiterRemoveFromTable, { params: { a: t1.id, b: soupLine.id }, query: { expected: 3 } })
    const moved = await twice(waiterMoveOrderItem, {
      params: { a: t1.id, b: t2.id },
      body: { items: [{ orderItemId: line, count: 2 }] },
    })
    expect(lineOf(moved.to.order, 'Limonáda').count).toBe(2)
    const paid = await twice(waiterPayOrderItems, {
      params: { id: t1.id },
      body: { method: 'cash', items: [{ orderItemId: line, count: 4 }], received: 200_00 },
    })
    expect(paid.receipt.change).toBe(20_00)
    // everything on t1 paid: the order finished with the payment; finishing t2 after paying it
    await twice(waiterPayOrderItems, { params: { id: t2.id }, body: { method: 'card' } })
    const opened = await ok(app, waiterAddToTable, { hash: tablet, params: { a: t3.id, b: beer.id, c: 1 } })
    const deleted = await twice(waiterDeleteOrder, { params: { id: opened.order?.id ?? '' } })
    expect(deleted.voided).toBe(false)

    const receipts = await database.db
      .select({ total: restaurantReceipts.total })
      .from(restaurantReceipts)
      .where(inArray(restaurantReceipts.tableName, [t1.name, t2.name]))
    expect(receipts.map((r) => r.total).sort((a, b) => a - b)).toEqual([90_00, 180_00])
    for (const table of [t1, t2, t3])
      expect((await ok(app, waiterGetOrderItems, { hash: tablet, params: { id: table.id } })).order).toBeNull()
  })

  it('finishes a table once: the repeat gets the first answer, not "no open order"', async () => {
    const table = await newTable()
    const added = await ok(app, waiterAddToTable, { hash: tablet, params: { a: table.id, b: beer.id, c: 1 } })
    // a payment that leaves the order open (the room for a tip): nothing unpaid, finished by hand
    await ok(app, waiterPayOrderItems, {
      hash: tablet,
      params: { id: table.id },
      body: { method: 'card', items: [{ orderItemId: lineOf(added.order, 'Pivo').id, count: 1 }] },
    })
    const key = newKey()
    const first = await call(app, waiterFinishOrder, keyed({ params: { id: table.id } }, key))
    const again = await call(app, waiterFinishOrder, keyed({ params: { id: table.id } }, key))
    expect(again.envelope).toEqual(first.envelope)
  })

  it('refuses a key reused for another write, and a malformed key, in the caller’s language', async () => {
    const table = await newTable()
    const key = newKey()
    await ok(app, waiterAddToTable, keyed({ params: { a: table.id, b: beer.id, c: 1 } }, key))
    const reused = await call(app, waiterAddToTable, {
      ...keyed({ params: { a: table.id, b: soup.id, c: 1 } }, key),
      language: 'en',
    })
    expect(reused.envelope?.errorType).toBe('VALIDATION')
    expect(reused.envelope?.messages[0]?.text).toContain('already belongs to another change')
    const malformed = await call(app, waiterAddToTable, {
      hash: tablet,
      params: { a: table.id, b: soup.id, c: 1 },
      headers: { 'idempotency-key': 'x y' },
    })
    expect(malformed.envelope?.errorType).toBe('VALIDATION')
    expect(malformed.envelope?.messages[0]?.text).toContain('Idempotency-Key')
    // neither changed the table: one beer, no soup
    const now = await ok(app, waiterGetOrderItems, { hash: tablet, params: { id: table.id } })
    expect(now.order?.items.map((i) => [i.name, i.count])).toEqual([['Pivo', 1]])
  })

  it('keeps keys per workspace: another house may use the same key', async () => {
    const other = await buildRestaurant(app, {
      owner: 'Jiný Majitel',
      workspace: 'Jiná hospoda',
      restaurant: 'Lokál',
      tablePrefix: 'Stůl ',
    })
    const item = await other.menuItem('Ležák', 49_00)
    const table = await other.newTable()
    const hash = await other.tablet('Tablet')
    const key = newKey()
    const mine = await newTable()
    await ok(app, waiterAddToTable, keyed({ params: { a: mine.id, b: beer.id, c: 1 } }, key))
    const answer = await ok(app, waiterAddToTable, {
      hash,
      params: { a: table.id, b: item.id, c: 1 },
      headers: { 'idempotency-key': key },
    })
    expect(answer.order?.items.map((i) => i.name)).toEqual(['Ležák'])
  })
})

/** mulberry32: the same round always plays the same way, so a failure can be replayed by its number. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('a queue replayed over a flapping connection while another waiter works', () => {
  it('loses and doubles nothing in 100 random interleavings', async () => {
    for (let round = 0; round < 100; round++) {
      const next = random(round + 1)
      const [t1, t2, t3] = [await newTable(), await newTable(), await newTable()]
      // the evening so far: 20 beers and 10 soups on table 1
      const seeded = await ok(app, waiterAddToTable, { hash: colleague, params: { a: t1.id, b: beer.id, c: 20 } })
      const withSoup = await ok(app, waiterAddToTable, { hash: colleague, params: { a: t1.id, b: soup.id, c: 10 } })
      const beerLine = lineOf(seeded.order, 'Pivo').id
      const soupLine = lineOf(withSoup.order, 'Polévka').id

      // the tablet's queue, in the order the waiter tapped
      const queue: { name: string; send: (key: string) => Promise<CallResult<EndpointDef>> }[] = [
        {
          name: 'add beer',
          send: (k) => call(app, waiterAddToTable, keyed({ params: { a: t1.id, b: beer.id, c: 2 } }, k)),
        },
        {
          name: 'add lemonade',
          send: (k) => call(app, waiterAddToTable, keyed({ params: { a: t1.id, b: lemonade.id, c: 1 } }, k)),
        },
        {
          name: 'move 3 beers',
          send: (k) =>
            call(
              app,
              waiterMoveOrderItem,
              keyed({ params: { a: t1.id, b: t2.id }, body: { items: [{ orderItemId: beerLine, count: 3 }] } }, k),
            ),
        },
        {
          name: 'soup on t3',
          send: (k) => call(app, waiterAddToTable, keyed({ params: { a: t3.id, b: soup.id, c: 2 } }, k)),
        },
        {
          name: 'pay 4 beers',
          send: (k) =>
            call(
              app,
              waiterPayOrderItems,
              keyed(
                {
                  params: { id: t1.id },
                  body: { method: 'cash', items: [{ orderItemId: beerLine, count: 4 }], received: 500_00 },
                },
                k,
              ),
            ),
        },
        {
          name: 'pay t3',
          send: (k) => call(app, waiterPayOrderItems, keyed({ params: { id: t3.id }, body: { method: 'cash' } }, k)),
        },
      ]
      const replayTheQueue = async () => {
        for (const write of queue) {
          const key = newKey()
          // sent 1–3 times; a resend may start while the first is still on its way
          const copies = 1 + Math.floor(next() * 3)
          const answers: CallResult<EndpointDef>[] = []
          if (next() < 0.4) answers.push(...(await Promise.all(Array.from({ length: copies }, () => write.send(key)))))
          else
            for (let i = 0; i < copies; i++) {
              if (next() < 0.5) await pause(Math.floor(next() * 3))
              answers.push(await write.send(key))
            }
          for (const answer of answers) {
            expect(answer.envelope?.errorType, `round ${round}, ${write.name}`).toBeNull()
            expect(answer.envelope?.payload, `round ${round}, ${write.name}`).toEqual(answers[0]?.envelope?.payload)
          }
        }
      }
      // the other waiter, meanwhile: more beer on 1, lemonades on 2, two soups paid by card on 1
      const colleagueWorks = async () => {
        const writes = [
          ...Array.from(
            { length: 5 },
            () => () => call(app, waiterAddToTable, { hash: colleague, params: { a: t1.id, b: beer.id, c: 1 } }),
          ),
          ...Array.from(
            { length: 3 },
            () => () => call(app, waiterAddToTable, { hash: colleague, params: { a: t2.id, b: lemonade.id, c: 1 } }),
          ),
          ...Array.from(
            { length: 2 },
            () => () =>
              call(app, waiterPayOrderItems, {
                hash: colleague,
                params: { id: t1.id },
                body: { method: 'card', items: [{ orderItemId: soupLine, count: 1 }] },
              }),
          ),
        ].sort(() => next() - 0.5)
        for (const write of writes) {
          if (next() < 0.5) await pause(Math.floor(next() * 3))
          const answer = await write()
          expect(answer.envelope?.errorType, `round ${round}, colleague`).toBeNull()
        }
      }
      await Promise.all([replayTheQueue(), colleagueWorks()])

      const one = (await ok(app, waiterGetOrderItems, { hash: tablet, params: { id: t1.id } })).order
      const two = (await ok(app, waiterGetOrderItems, { hash: tablet, params: { id: t2.id } })).order
      const three = (await ok(app, waiterGetOrderItems, { hash: tablet, params: { id: t3.id } })).order
      const lines = (order: typeof one) =>
        Object.fromEntries((order?.items ?? []).map((i) => [i.name, [i.count, i.paidCount]]))
      // 20 + 2 (tablet) + 5 (colleague) − 3 moved; 4 paid; soups 10 with 2 paid
      expect(lines(one), `round ${round}`).toEqual({ Pivo: [24, 4], Limonáda: [1, 0], Polévka: [10, 2] })
      expect(lines(two), `round ${round}`).toEqual({ Pivo: [3, 0], Limonáda: [3, 0] })
      expect(three, `round ${round}`).toBeNull()
      const receipts = await database.db
        .select({ total: restaurantReceipts.total, method: restaurantReceipts.method })
        .from(restaurantReceipts)
        .where(inArray(restaurantReceipts.tableName, [t1.name, t2.name, t3.name]))
      expect(receipts.map((r) => `${r.method} ${r.total}`).sort(), `round ${round}`).toEqual([
        'card 6500',
        'card 6500',
        'cash 13000',
        'cash 20800',
      ])
    }
  }, 600_000)
})
