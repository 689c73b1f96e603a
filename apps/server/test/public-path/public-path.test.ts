import {
  cancelContract,
  cancelReservation,
  createContact,
  createReservation,
  passivateContract,
  publicBlockedDays,
  publicCalendarInfo,
  publicCheckReservation,
  publicComputePrice,
  publicCreateReservation,
  saveContract,
  savePricelistItem,
  saveResource,
  saveResourceGroup,
  setResourceRetired,
} from '@innkeep/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { channelBlocks, channelFeeds, resources, workspaces } from '../../src/db/schema/index.ts'
import { AppError } from '../../src/http/errors.ts'
import { newId } from '../../src/lib/ids.ts'
import { addDays, todayIn } from '../../src/lib/local-date.ts'
import { checkStay, publicPrice } from '../../src/modules/booking/booking.service.ts'
import { blockedDays, calendar } from '../../src/modules/booking/catalog.service.ts'
import type { GuestCounts } from '../../src/modules/pricing/stay-price.ts'
import { buildHouse, type House } from '../support/accommodation.ts'
import { call, ok } from '../support/api.ts'
import { statementsDuring } from '../support/statement-counter.ts'
import { startTestApp } from '../support/test-app.ts'
import * as before from './answers-before.ts'

// Issue 21: the public booking calls answer from one statement whatever the size of the room group.
// A group of 8 rooms held in every way availability knows (confirmed, requested and canceled stays,
// rental contracts active, open-ended, passivated and canceled, portals' sold and closed nights),
// with a room without a price, a retired room and a restaurant in it, is asked through both the code
// of today and the code as it was before (answers-before.ts): every answer and refusal must agree.

const { app, database } = await startTestApp({ publicRateLimit: 100_000 })
const db = database.db
let house: House
let other: House
/** The group's eight rooms, then a retired one, a restaurant, a room of another group and an unknown id. */
let askable: string[]
const Y = 2036

const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const byId = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })

async function room(name: string, capacity: number, priceCode: string | null, groupId = house.groupId) {
  return (await ok(app, saveResource, { ...as(), body: { groupId, kind: 'PENSIONROOM', name, capacity, priceCode } }))
    .id
}

async function stay(resourceId: string, since: string, till: string) {
  const guests = { ADULT: 1 }
  const contact = { name: 'Jan Novák', email: 'jan.novak@example.com', phone: '' }
  return ok(app, createReservation, { ...as(), body: { resourceId, since, till, guests, contact } })
}

async function portalNights(resourceId: string, nights: { since: string; till: string; kind: 'BOOKING' | 'BLOCK' }[]) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.slug, house.slug))
  const workspaceId = workspace?.id ?? ''
  const feedId = newId()
  await db
    .insert(channelFeeds)
    .values({ workspaceId, id: feedId, resourceId, name: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics' })
  for (const [i, block] of nights.entries())
    await db
      .insert(channelBlocks)
      .values({ workspaceId, id: newId(), feedId, uid: `${i}@airbnb.com`, resourceId, ...block })
}

beforeAll(async () => {
  house = await buildHouse(app)
  other = await buildHouse(app)
  await ok(app, savePricelistItem, {
    ...as(),
    body: {
      code: 'APT',
      name: 'Apartmán',
      unit: 'PER_NIGHT',
      price: 2_490_00,
      includedGuests: 4,
      extraAdult: 450_00,
      extraChild: 300_00,
      seasons: [
        { name: 'Léto', since: `${Y}-07-01`, till: `${Y}-09-01`, price: 2_890_00 },
        { name: 'Jaro', since: `${Y}-04-01`, till: `${Y}-05-01`, price: 1_990_00 },
      ],
    },
  })
  await ok(app, savePricelistItem, {
    ...as(),
    body: {
      code: 'SGL',
      name: 'Jednolůžko',
      unit: 'PER_NIGHT',
      price: 990_00,
      includedGuests: 1,
      seasons: [{ name: 'Léto', since: `${Y}-07-15`, till: `${Y}-08-15`, price: 800_00 }],
    },
  })
  const [room1, room2] = house.rooms.map((r) => r.id) as [string, string]
  const apartment = await room('Apartmán', 5, 'APT')
  const single = await room('Jednolůžko', 1, 'SGL')
  const unpriced = await room('Bez ceny', 2, null)
  const rented = await room('Pronajatý', 2, 'DBL')
  const portal = await room('Z portálu', 2, 'DBL')
  const family = await room('Rodinný', 4, 'APT')
  const retired = await room('Vyřazený', 3, 'DBL')
  const otherGroup = (await ok(app, saveResourceGroup, { ...as(), body: { name: 'Kemp' } })).id
  const elsewhere = await room('Stání', 3, 'DBL', otherGroup)
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.slug, house.slug))
  const restaurant = newId()
  await db.insert(resources).values({
    workspaceId: workspace?.id ?? '',
    id: restaurant,
    groupId: house.groupId,
    kind: 'RESTAURANT',
    name: 'Restaurace',
    capacity: 40,
    position: 50,
  })

  await stay(room1, `${Y}-07-03`, `${Y}-07-06`)
  await stay(room1, `${Y}-07-28`, `${Y}-08-02`)
  await stay(room2, `${Y}-07-10`, `${Y}-07-12`)
  await stay(apartment, `${Y}-07-01`, `${Y}-07-15`)
  await stay(single, `${Y}-06-28`, `${Y}-07-02`)
  const canceled = await stay(family, `${Y}-07-05`, `${Y}-07-09`)
  await ok(app, cancelReservation, byId(canceled.id))
  await ok(app, publicCreateReservation, {
    body: {
      resourceId: family,
      since: `${Y}-07-24`,
      till: `${Y}-07-26`,
      guests: { ADULT: 2 },
      contact: { name: 'Greta Lindqvist', email: 'greta@example.se', phone: '' },
      consent: true,
    },
  })
  await stay(retired, `${Y}-07-01`, `${Y}-07-31`)
  await ok(app, setResourceRetired, { ...byId(retired), body: { retired: true } })
  await stay(elsewhere, `${Y}-07-01`, `${Y}-07-31`)
  // the other house's stays are in the same nights of its own rooms
  for (const r of other.rooms) {
    await ok(app, createReservation, {
      token: other.owner.token,
      params: { slugs: other.slug },
      body: { resourceId: r.id, since: `${Y}-07-01`, till: `${Y}-07-31`, guests: { ADULT: 1 }, contact: { name: 'X' } },
    })
  }

  const tenant = (await ok(app, createContact, { ...as(), body: { name: 'Petr Svoboda' } })).id
  const lease = (resourceId: string, since: string, till: string | null) =>
    ok(app, saveContract, { ...as(), body: { contactId: tenant, resourceId, since, till, price: 12_000_00 } })
  await lease(rented, `${Y}-07-10`, `${Y}-07-20`)
  const openEnded = await lease(rented, `${Y}-08-20`, null)
  await ok(app, passivateContract, { ...byId(openEnded.contract.id), body: { endedOn: `${Y}-08-25` } })
  await lease(unpriced, `${Y}-07-25`, null)
  const canceledLease = await lease(family, `${Y}-08-01`, `${Y}-08-31`)
  await ok(app, cancelContract, byId(canceledLease.contract.id))
  await portalNights(portal, [
    { since: `${Y}-07-05`, till: `${Y}-07-08`, kind: 'BOOKING' },
    { since: `${Y}-07-15`, till: `${Y}-07-16`, kind: 'BLOCK' },
    { since: `${Y}-07-31`, till: `${Y}-08-03`, kind: 'BOOKING' },
  ])
  askable = [room1, room2, apartment, single, unpriced, rented, portal, family, retired, restaurant, elsewhere, newId()]
}, 120_000)

/** What a call answered, or how it refused: the same for both codes or the test fails. */
async function outcome(run: () => Promise<unknown>) {
  try {
    return { answer: await run() }
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return { refused: { kind: error.kind, problems: error.problems, payload: error.payload } }
  }
}

const counts = (g: Partial<GuestCounts>): GuestCounts => ({ ADULT: 0, CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0, ...g })

/** Every room × arrivals across July × 1, 3 and 8 nights × three parties, and each refusal once per room. */
function stays() {
  const arrivals = [`${Y}-06-29`, ...Array.from({ length: 8 }, (_, i) => addDays(`${Y}-07-01`, i * 4))]
  const parties = [{ ADULT: 1 }, { ADULT: 2, CHILD: 1 }, { ADULT: 5 }]
  const asked = askable.flatMap((resourceId) => [
    ...arrivals.flatMap((since) =>
      [1, 3, 8].flatMap((nights) =>
        parties.map((guests) => ({ resourceId, since, till: addDays(since, nights), guests: counts(guests) })),
      ),
    ),
    { resourceId, since: '2020-01-10', till: '2020-01-12', guests: counts({ ADULT: 1 }) },
    { resourceId, since: `${Y}-07-05`, till: `${Y}-07-05`, guests: counts({ ADULT: 1 }) },
    { resourceId, since: `${Y}-07-05`, till: `${Y}-07-04`, guests: counts({ ADULT: 1 }) },
    { resourceId, since: `${Y}-07-05`, till: addDays(`${Y}-07-05`, 400), guests: counts({ ADULT: 1 }) },
    { resourceId, since: `${Y}-07-05`, till: `${Y}-07-07`, guests: counts({}) },
    // dates PostgreSQL has none for (year 0), or years of nights: refused before anything is read
    { resourceId, since: '0000-01-01', till: '0000-01-03', guests: counts({ ADULT: 1 }) },
    { resourceId, since: `${Y}-07-05`, till: '0000-01-01', guests: counts({ ADULT: 1 }) },
    { resourceId, since: `${Y}-07-05`, till: '9999-12-31', guests: counts({ ADULT: 1 }) },
  ])
  return asked
}

describe('the public path answers as it did before', () => {
  it('check-reservation and compute-price, for every room, arrival, length and party', async () => {
    let available = 0
    let alternatives = 0
    const refusals = new Set<string>()
    for (const asked of stays()) {
      const now = await outcome(() => checkStay(db, asked, 'cs'))
      expect(now, JSON.stringify(asked)).toEqual(await outcome(() => before.checkStay(db, asked)))
      const price = await outcome(() => publicPrice(db, asked, 'cs'))
      expect(price, JSON.stringify(asked)).toEqual(await outcome(() => before.publicPrice(db, asked)))
      const answer = now.answer as { available: boolean; alternatives: unknown[] } | undefined
      if (answer?.available) available++
      alternatives += answer?.alternatives.length ?? 0
      for (const { refused } of [now, price]) if (refused) refusals.add(refused.problems[0]?.code ?? refused.kind)
    }
    // the grid met free and taken stays, and rooms offered instead
    expect(available).toBeGreaterThan(50)
    expect(alternatives).toBeGreaterThan(200)
    expect([...refusals].sort()).toEqual([
      'booking.inThePast',
      'pricing.noPrice',
      'resources.notFound',
      'stay.noGuests',
      'stay.overCapacity',
      'stay.tillNotAfterSince',
      'stay.tooLong',
    ])
  }, 300_000)

  it('get-calendar-info and get-blocked-days, for every month around the stays, this one and a past one', async () => {
    const today = todayIn('Europe/Prague')
    const months = [
      [Y, 6],
      [Y, 7],
      [Y, 8],
      [Y, 9],
      [2020, 1],
      [Number(today.slice(0, 4)), Number(today.slice(5, 7))],
    ] as const
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.slug, house.slug))
    const groups = [house.groupId, other.groupId, newId()]
    for (const [year, month] of months) {
      for (const groupId of groups) {
        const now = await outcome(() => calendar(db, groupId, year, month))
        expect(now, `${groupId} ${year}-${month}`).toEqual(
          await outcome(() => before.calendar(db, groupId, year, month)),
        )
      }
      for (const resourceId of askable) {
        const now = await outcome(() => blockedDays(db, resourceId, year, month))
        expect(now, `${resourceId} ${year}-${month}`).toEqual(
          await outcome(() => before.blockedDays(db, resourceId, year, month)),
        )
      }
    }
    const july = await calendar(db, house.groupId, Y, 7)
    expect(july.workspaceId).toBe(workspace?.id)
    // 5 July: room 1, the apartment, the portal's room held; the canceled stay and lease hold nothing
    expect(july.payload.days[4]).toEqual({
      date: `${Y}-07-05`,
      freeUnits: 5,
      lowestPrice: 990_00,
      noArrival: false,
      minNights: 1,
    })
  }, 120_000)
})

describe('statements per call', () => {
  /** The statements of one call of each kind over HTTP, each asking what no earlier call asked. */
  async function statementsOfEach(n: number) {
    const since = addDays(`${Y + 1}-01-01`, n * 7)
    const till = addDays(since, 2)
    const resourceId = house.rooms[0]?.id ?? ''
    const each = {
      'check-reservation': () =>
        ok(app, publicCheckReservation, { body: { resourceId, since, till, guests: { ADULT: 2 } } }),
      'compute-price': () =>
        ok(app, publicComputePrice, {
          params: { id: resourceId },
          query: { sinceInLocalDate: since, tillInLocalDate: till, ADULT: 2 },
        }),
      'get-calendar-info': () => ok(app, publicCalendarInfo, { params: { a: house.groupId, b: Y + 2, c: n } }),
      'get-blocked-days': () => ok(app, publicBlockedDays, { params: { a: resourceId, b: Y + 2, c: n } }),
    }
    const result: Record<string, number> = {}
    for (const [name, run] of Object.entries(each)) result[name] = (await statementsDuring(database, run)).length
    return result
  }

  it('is one for each public read, with 8 rooms in the group and with 24', async () => {
    await statementsOfEach(1) // every statement prepared on a connection first
    const eight = await statementsOfEach(2)
    for (let i = 0; i < 16; i++) await room(`Přidaný ${i}`, 2, 'DBL')
    const check = await ok(app, publicCheckReservation, {
      body: {
        resourceId: house.rooms[0]?.id ?? '',
        since: `${Y + 1}-03-01`,
        till: `${Y + 1}-03-03`,
        guests: { ADULT: 1 },
      },
    })
    expect(check.alternatives.length).toBeGreaterThanOrEqual(20)
    const twentyFour = await statementsOfEach(3)
    expect(twentyFour).toEqual(eight)
    expect(eight).toEqual({
      'check-reservation': 1,
      'compute-price': 1,
      'get-calendar-info': 1,
      'get-blocked-days': 1,
    })
  }, 60_000)

  it('answers a refusal from the same statement', async () => {
    const resourceId = house.rooms[0]?.id ?? ''
    const refused = await statementsDuring(database, async () => {
      const answer = await call(app, publicCheckReservation, {
        body: { resourceId, since: `${Y + 1}-05-03`, till: `${Y + 1}-05-03`, guests: { ADULT: 1 } },
      })
      expect(answer.envelope?.messages[0]?.code).toBe('stay.tillNotAfterSince')
    })
    expect(refused).toHaveLength(1)
  })
})
