import {
  createReservation,
  getPricelistItem,
  publicBlockedDays,
  publicCalendarInfo,
  publicComputePrice,
  publicCreateReservation,
  publicListResources,
  savePricelistItem,
  saveResource,
} from '@innkeep/contract'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WriteLog } from '../src/http/workspace-writes.ts'
import { ANSWER_TTL_MS, PublicAnswers } from '../src/modules/booking/public-answers.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database } = await startTestApp({ publicRateLimit: 100_000 })

afterEach(() => {
  vi.useRealTimers()
})

function priceOf(house: House, overrides: { ADULT?: number; language?: string } = {}) {
  return call(app, publicComputePrice, {
    params: { id: house.rooms[0]?.id ?? '' },
    query: { sinceInLocalDate: '2041-05-04', tillInLocalDate: '2041-05-06', ADULT: overrides.ADULT ?? 2 },
    ...(overrides.language ? { language: overrides.language } : {}),
  })
}

/** Changes the nightly price behind the app's back: nothing in the process hears of it. */
async function changePriceInDatabase(house: House, price: number) {
  await database.db.execute(sql`
    update price_list_items p set price = ${price} from workspaces w
     where w.id = p.workspace_id and w.slug = ${house.slug} and p.code = 'DBL'`)
}

function may2041Of(house: House) {
  return ok(app, publicCalendarInfo, { params: { a: house.groupId, b: 2041, c: 5 } })
}

function freeOn(days: { date: string; freeUnits: number }[], date: string) {
  return days.find((d) => d.date === date)?.freeUnits
}

describe('kept answers of the booking page', () => {
  it('answers an identical call without the database', async () => {
    const house = await buildHouse(app)
    const first = await priceOf(house)
    expect(first.envelope?.payload?.accommodationTotal).toBe(2_000_00)

    await changePriceInDatabase(house, 1_500_00)
    const again = await priceOf(house, { language: 'en' })
    expect(again.envelope?.payload).toEqual(first.envelope?.payload)
    const otherGuests = await priceOf(house, { ADULT: 1 })
    expect(otherGuests.envelope?.payload?.accommodationTotal).toBe(3_000_00)
  })

  it('shows a new price at once when the staff change the price list', async () => {
    const house = await buildHouse(app)
    expect((await priceOf(house)).envelope?.payload?.accommodationTotal).toBe(2_000_00)
    const as = { token: house.owner.token, params: { slugs: house.slug } }
    const item = await ok(app, getPricelistItem, {
      token: house.owner.token,
      params: { slugs: house.slug, code: 'DBL' },
    })
    await ok(app, savePricelistItem, {
      ...as,
      body: { code: 'DBL', name: item.name, unit: item.unit, price: 1_200_00, version: item.version },
    })
    expect((await priceOf(house)).envelope?.payload?.accommodationTotal).toBe(2_400_00)
  })

  it('drops a room from the calendar and its nights at once when the reception books it', async () => {
    const house = await buildHouse(app)
    const room = house.rooms[0]?.id ?? ''
    expect(freeOn((await may2041Of(house)).days, '2041-05-04')).toBe(2)
    expect((await ok(app, publicBlockedDays, { params: { a: room, b: 2041, c: 5 } })).blocked).toEqual([])

    await ok(app, createReservation, {
      token: house.owner.token,
      params: { slugs: house.slug },
      body: {
        resourceId: room,
        since: '2041-05-04',
        till: '2041-05-05',
        guests: { ADULT: 1 },
        contact: { name: 'Walk-in', email: 'walk-in@example.com' },
      },
    })
    expect(freeOn((await may2041Of(house)).days, '2041-05-04')).toBe(1)
    expect((await ok(app, publicBlockedDays, { params: { a: room, b: 2041, c: 5 } })).blocked).toEqual(['2041-05-04'])
  })

  it('drops the calendar at once when a guest books online', async () => {
    const house = await buildHouse(app)
    expect(freeOn((await may2041Of(house)).days, '2041-05-10')).toBe(2)
    await ok(app, publicCreateReservation, {
      body: {
        resourceId: house.rooms[1]?.id ?? '',
        since: '2041-05-10',
        till: '2041-05-11',
        guests: { ADULT: 2 },
        contact: { name: 'Greta Lindqvist', email: 'greta@example.se' },
        consent: true,
        language: 'en',
      },
    })
    expect(freeOn((await may2041Of(house)).days, '2041-05-10')).toBe(1)
  })

  it('lists a new room of the group at once', async () => {
    const house = await buildHouse(app)
    const listed = () => ok(app, publicListResources, { params: { a: house.slug, b: house.groupId } })
    expect((await listed()).resources).toHaveLength(2)
    await ok(app, saveResource, {
      token: house.owner.token,
      params: { slugs: house.slug },
      body: { groupId: house.groupId, kind: 'PENSIONROOM', name: 'Pokoj 3', capacity: 2, priceCode: 'DBL' },
    })
    expect((await listed()).resources).toHaveLength(3)
  })

  it('reads the database again once the answer is five seconds old', async () => {
    const house = await buildHouse(app)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date())
    expect((await priceOf(house)).envelope?.payload?.accommodationTotal).toBe(2_000_00)
    await changePriceInDatabase(house, 1_500_00)
    vi.advanceTimersByTime(ANSWER_TTL_MS - 1_500)
    expect((await priceOf(house)).envelope?.payload?.accommodationTotal).toBe(2_000_00)
    vi.advanceTimersByTime(1_500)
    expect((await priceOf(house)).envelope?.payload?.accommodationTotal).toBe(3_000_00)
  })

  it('keeps no refusal, and lets no browser keep an answer', async () => {
    const house = await buildHouse(app)
    const past = () =>
      call(app, publicComputePrice, {
        params: { id: house.rooms[0]?.id ?? '' },
        query: { sinceInLocalDate: '2020-03-01', tillInLocalDate: '2020-03-03' },
      })
    const refused = await past()
    expect(refused.envelope?.messages[0]?.code).toBe('booking.inThePast')
    expect((await past()).envelope?.messages[0]?.code).toBe('booking.inThePast')
    // after a booking or a CONFLICT the page asks again: a browser's copy would not know of either
    expect((await priceOf(house)).headers['cache-control']).toBeUndefined()
  })
})

describe('the store of kept answers', () => {
  function store(options: { maxEntries?: number } = {}) {
    const clock = { now: 0 }
    const writes = new WriteLog()
    const answers = new PublicAnswers(writes, { ttlMs: 5_000, now: () => clock.now, ...options })
    let reads = 0
    const read = (key: string, workspaceId = 'ws-a') =>
      answers.answer(key, async () => ({ workspaceId, payload: `${key} #${++reads}` }))
    return { clock, writes, answers, read }
  }

  it('keeps at most its bound, forgetting the least recently used first', async () => {
    const { answers, read } = store({ maxEntries: 3 })
    await read('a')
    await read('b')
    await read('c')
    await read('a')
    await read('d')
    expect(answers.size).toBe(3)
    expect(await read('a')).toBe('a #1')
    expect(await read('b')).toBe('b #5')
  })

  it('forgets the answers of a workspace written to, and only those', async () => {
    const { writes, read } = store()
    await read('a', 'ws-a')
    await read('b', 'ws-b')
    writes.record('ws-a')
    expect(await read('a', 'ws-a')).toBe('a #3')
    expect(await read('b', 'ws-b')).toBe('b #2')
  })

  it('does not keep an answer read while its workspace was written to', async () => {
    const { writes, answers } = store()
    let reads = 0
    const read = () =>
      answers.answer('a', async () => {
        reads++
        if (reads === 1) writes.record('ws-a')
        return { workspaceId: 'ws-a', payload: reads }
      })
    expect(await read()).toBe(1)
    expect(await read()).toBe(2)
    expect(await read()).toBe(2)
  })

  it('lets identical calls wait for one read', async () => {
    const { answers } = store()
    let reads = 0
    const read = () =>
      answers.answer('a', async () => {
        reads++
        await new Promise((resolve) => setTimeout(resolve, 10))
        return { workspaceId: 'ws-a', payload: 'a' }
      })
    await Promise.all([read(), read(), read()])
    expect(reads).toBe(1)
  })

  it('reads an answer asked for in its last second again, without making the caller wait', async () => {
    const { clock, read } = store()
    expect(await read('a')).toBe('a #1')
    clock.now = 3_900
    expect(await read('a')).toBe('a #1')
    await new Promise((resolve) => setImmediate(resolve))
    expect(await read('a')).toBe('a #1')
    clock.now = 4_200
    expect(await read('a')).toBe('a #1')
    await new Promise((resolve) => setImmediate(resolve))
    // read again at 4.2 s: good until 9.2 s
    expect(await read('a')).toBe('a #2')
    clock.now = 8_000
    expect(await read('a')).toBe('a #2')
    // nobody asked in its last second: past 9.2 s the caller reads for itself
    clock.now = 9_200
    expect(await read('a')).toBe('a #3')
  })
})
