import {
  addGuest,
  type CreateReservationInput,
  cancelReservation,
  changeRoom,
  createReservation,
  deleteReservation,
  listReservationsByResource,
  markAsPaid,
  markCheckinDone,
  markCheckoutDone,
  receptionOverview,
  reservationDetail,
  updateDurationAndGuests,
} from '@innkeep/contract'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../src/db/schema/index.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database } = await startTestApp()
let house: House
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const byId = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })
let nextMonth = 0

beforeAll(async () => {
  house = await buildHouse(app)
})

/** A stay in its own month, so tests never share nights. */
function stay(overrides: Partial<CreateReservationInput> = {}): CreateReservationInput {
  nextMonth += 1
  const month = String((nextMonth % 12) + 1).padStart(2, '0')
  const year = 2030 + Math.floor(nextMonth / 12)
  return {
    resourceId: house.rooms[0]?.id ?? '',
    since: `${year}-${month}-10`,
    till: `${year}-${month}-13`,
    guests: { ADULT: 2 },
    contact: { name: 'Jan Novák', email: 'jan.novak@example.com', phone: '+420 601 234 567' },
    ...overrides,
  }
}

describe('creating and pricing reservations', () => {
  it('creates a confirmed reservation priced by the price list', async () => {
    const reservation = await ok(app, createReservation, { ...as(), body: stay() })
    expect(reservation).toMatchObject({
      status: 'CONFIRMED',
      source: 'RECEPTION',
      resourceName: 'Pokoj 1',
      paid: false,
      version: 0,
    })
    expect(reservation.code).toMatch(/^[A-Z2-9]{6}$/)
    expect(reservation.price).toMatchObject({
      nights: 3,
      accommodationTotal: 3_000_00,
      localFeeTotal: 120_00,
      total: 3_120_00,
    })
    expect(reservation.guestInfoToken.length).toBeGreaterThanOrEqual(32)
    expect(await ok(app, reservationDetail, byId(reservation.id))).toEqual(reservation)
  })

  it('refuses a night already taken with CONFLICT naming the reservation that holds it', async () => {
    const first = await ok(app, createReservation, { ...as(), body: stay() })
    const overlapping = { ...stay(), since: addDaysTo(first.since, 2), till: addDaysTo(first.till, 2) }
    const clash = await call(app, createReservation, { ...as(), body: overlapping })
    expect(clash.envelope).toMatchObject({
      errorType: 'CONFLICT',
      payload: { entity: { id: first.id, code: first.code } },
    })
    const back = { ...stay(), since: first.till, till: addDaysTo(first.till, 2) }
    expect((await call(app, createReservation, { ...as(), body: back })).envelope?.errorType).toBeNull()
  })

  it('frees the nights of a canceled reservation', async () => {
    const body = stay()
    const first = await ok(app, createReservation, { ...as(), body })
    expect((await ok(app, cancelReservation, byId(first.id))).status).toBe('CANCELED')
    expect((await call(app, createReservation, { ...as(), body })).envelope?.errorType).toBeNull()
  })

  it('refuses more guests than the room takes and a departure before the arrival', async () => {
    const crowded = await call(app, createReservation, { ...as(), body: stay({ guests: { ADULT: 4 } }) })
    expect(crowded.envelope?.messages[0]).toMatchObject({ field: 'guests', code: 'stay.overCapacity' })
    const backwards = await call(app, createReservation, {
      ...as(),
      body: stay({ since: '2031-05-05', till: '2031-05-04' }),
    })
    expect(backwards.envelope?.messages[0]).toMatchObject({ field: 'till', code: 'stay.tillNotAfterSince' })
  })
})

describe('changing a reservation', () => {
  it('extends the stay, re-prices it, and answers CONFLICT for a stale version', async () => {
    const r = await ok(app, createReservation, { ...as(), body: stay() })
    const longer = await ok(app, updateDurationAndGuests, {
      ...byId(r.id),
      body: { version: 0, since: r.since, till: addDaysTo(r.till, 1), guests: { ADULT: 3 } },
    })
    expect(longer.price).toMatchObject({ nights: 4, localFeeTotal: 240_00 })
    const stale = await call(app, updateDurationAndGuests, {
      ...byId(r.id),
      body: { version: 0, since: r.since, till: r.till, guests: { ADULT: 1 } },
    })
    expect(stale.envelope).toMatchObject({ errorType: 'CONFLICT', payload: { entity: { id: r.id, version: 1 } } })
  })

  it('moves to another room only when it is free there', async () => {
    const [one, two] = house.rooms
    const body = stay()
    const mine = await ok(app, createReservation, { ...as(), body })
    const blocker = await ok(app, createReservation, { ...as(), body: { ...body, resourceId: two?.id ?? '' } })
    const refused = await call(app, changeRoom, {
      ...as(),
      body: { reservationId: mine.id, resourceId: two?.id ?? '', version: 0 },
    })
    expect(refused.envelope).toMatchObject({ errorType: 'CONFLICT', payload: { entity: { id: blocker.id } } })
    await ok(app, cancelReservation, byId(blocker.id))
    const moved = await ok(app, changeRoom, {
      ...as(),
      body: { reservationId: mine.id, resourceId: two?.id ?? '', version: 0 },
    })
    expect(moved).toMatchObject({ resourceId: two?.id, resourceName: 'Pokoj 2', version: 1 })
    expect(one).toBeDefined()
  })

  it('replaces the guest list and validates each guest field', async () => {
    const r = await ok(app, createReservation, { ...as(), body: stay() })
    const guests = [
      {
        firstName: 'Jan',
        lastName: 'Novák',
        birthDate: '1980-04-02',
        nationality: 'cze',
        documentType: 'OP' as const,
        documentNumber: '123456789',
      },
      {
        firstName: 'Hans',
        lastName: 'Müller',
        nationality: 'DEU',
        documentType: 'PAS' as const,
        documentNumber: 'C01X00T47',
        address: 'Berlin',
      },
    ]
    const withGuests = await ok(app, addGuest, { ...byId(r.id), body: { guests } })
    expect(withGuests.guests.map((g) => [g.lastName, g.nationality])).toEqual([
      ['Novák', 'CZE'],
      ['Müller', 'DEU'],
    ])
    const replaced = await ok(app, addGuest, { ...byId(r.id), body: { guests: guests.slice(1) } })
    expect(replaced.guests).toHaveLength(1)
    const bad = await call(app, addGuest, {
      ...byId(r.id),
      language: 'en',
      body: {
        guests: [{ firstName: '', lastName: 'X', nationality: 'Czechia', documentType: 'ID', birthDate: '1.2.1980' }],
      },
    })
    expect(bad.envelope?.messages.map((m) => m.field).sort()).toEqual(
      ['guests.0.birthDate', 'guests.0.documentType', 'guests.0.firstName', 'guests.0.nationality'].sort(),
    )
  })
})

describe('states', () => {
  it('goes confirmed → checked in → checked out, and refuses a check-out before the check-in', async () => {
    const r = await ok(app, createReservation, { ...as(), body: stay() })
    const early = await call(app, markCheckoutDone, { ...byId(r.id), language: 'en' })
    expect(early.envelope?.messages[0]).toMatchObject({
      code: 'reservation.cannotCheckOut',
      text: 'Only guests who checked in can check out; the reservation is confirmed.',
    })
    const ahead = await call(app, markCheckinDone, byId(r.id))
    expect(ahead.envelope?.errorType).toBe('ADDITIONAL_ACTION')
    const confirmed = { ...byId(r.id), body: { confirm: ['EARLY_ARRIVAL' as const] } }
    expect((await ok(app, markCheckinDone, confirmed)).status).toBe('CHECKED_IN')
    expect((await call(app, cancelReservation, byId(r.id))).envelope?.messages[0]?.code).toBe(
      'reservation.cannotCancel',
    )
    const out = await ok(app, markCheckoutDone, { ...byId(r.id), body: { confirm: ['MONEY_OWED'] } })
    expect(out.status).toBe('CHECKED_OUT')
    expect(out.checkedOutAt).not.toBeNull()
    const edit = await call(app, updateDurationAndGuests, {
      ...byId(r.id),
      body: { version: out.version, since: r.since, till: r.till, guests: { ADULT: 1 } },
    })
    expect(edit.envelope?.messages[0]?.code).toBe('reservation.closed')
  })

  it('marks paid once and keeps the time', async () => {
    const r = await ok(app, createReservation, { ...as(), body: stay() })
    const paid = await ok(app, markAsPaid, byId(r.id))
    expect(paid.paid).toBe(true)
    expect((await ok(app, markAsPaid, byId(r.id))).paidAt).toBe(paid.paidAt)
  })

  it('deletes a mistaken reservation and keeps an audit record of it', async () => {
    const r = await ok(app, createReservation, { ...as(), body: stay() })
    await ok(app, deleteReservation, byId(r.id))
    expect((await call(app, reservationDetail, byId(r.id))).status).toBe(204)
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, r.id), eq(auditLog.action, 'DELETE')))
    expect(audit).toMatchObject({
      entity: 'RESERVATION',
      action: 'DELETE',
      data: expect.objectContaining({ code: r.code }),
    })
  })
})

describe('timeline and reception', () => {
  it('shows the reservations of a group overlapping a range', async () => {
    const r = await ok(app, createReservation, { ...as(), body: stay() })
    const view = await ok(app, listReservationsByResource, {
      token: house.owner.token,
      params: { slugs: house.slug, a: house.groupId, b: addDaysTo(r.since, -5), c: addDaysTo(r.since, 1) },
    })
    expect(view.resources.map((x) => x.name)).toEqual(['Pokoj 1', 'Pokoj 2'])
    expect(view.reservations.map((x) => x.id)).toContain(r.id)
  })

  it('lists arrivals, departures and guests in house of a date', async () => {
    const r = await ok(app, createReservation, { ...as(), body: stay() })
    const on = async (date: string) =>
      ok(app, receptionOverview, {
        token: house.owner.token,
        params: { slugs: house.slug },
        query: { effectiveDate: date },
      })
    expect((await on(r.since)).arrivals.map((x) => x.id)).toContain(r.id)
    expect((await on(addDaysTo(r.since, 1))).inHouse.map((x) => x.id)).toContain(r.id)
    expect((await on(r.till)).departures.map((x) => x.id)).toContain(r.id)
  })

  it('keeps guests who have not left among the departures after their day, until checked out', async () => {
    const leaving = await ok(app, createReservation, { ...as(), body: stay() })
    const later = await ok(app, createReservation, {
      ...as(),
      body: stay({ resourceId: house.rooms[1]?.id ?? '', since: leaving.since, till: leaving.till }),
    })
    const byDate = async (date: string) =>
      (await ok(app, receptionOverview, { ...as(), query: { effectiveDate: date } })).departures.map((x) => x.id)
    await ok(app, markCheckinDone, { ...byId(leaving.id), body: { confirm: ['EARLY_ARRIVAL', 'ROOM_NOT_CLEAN'] } })
    // the night after their departure day they are still in the room: first in the list
    const nextDay = await byDate(addDaysTo(leaving.till, 1))
    expect(nextDay[0]).toBe(leaving.id)
    // a stay not checked in is not "leaving" after its day
    expect(nextDay).not.toContain(later.id)
    await ok(app, markCheckoutDone, { ...byId(leaving.id), body: { confirm: ['MONEY_OWED'] } })
    expect(await byDate(addDaysTo(leaving.till, 1))).not.toContain(leaving.id)
  })
})

describe('a race for one night', () => {
  it('200 concurrent bookings of the same night: exactly one wins, 20 times', async () => {
    for (let round = 0; round < 20; round++) {
      const body = stay({ resourceId: house.rooms[1]?.id ?? '' })
      const results = await Promise.all(
        Array.from({ length: 200 }, () => call(app, createReservation, { ...as(), body })),
      )
      // errorType null is a success; anything but CONFLICT would be a failure to report
      const outcomes = results.map((r) => (r.status !== 200 ? `HTTP ${r.status}` : (r.envelope?.errorType ?? 'OK')))
      expect(outcomes.filter((o) => o === 'OK').length, `round ${round}`).toBe(1)
      expect(
        outcomes.filter((o) => o === 'CONFLICT').length,
        `round ${round} ${outcomes.filter((o) => o !== 'CONFLICT')}`,
      ).toBe(199)
    }
    const overlapping = await database.db.execute(sql`
        select count(*)::int as n from reservations a join reservations b
          on a.workspace_id = b.workspace_id and a.resource_id = b.resource_id and a.id < b.id
         and a.status <> 'CANCELED' and b.status <> 'CANCELED' and a.since < b.till and b.since < a.till`)
    expect((overlapping as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 0 })
  }, 300_000)
})

function addDaysTo(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

describe("another workspace's ids in the body", () => {
  it('cannot book, move or edit through ids of another house', async () => {
    const other = await buildHouse(app)
    const theirs = await ok(app, createReservation, {
      token: other.owner.token,
      params: { slugs: other.slug },
      body: { ...stay(), resourceId: other.rooms[0]?.id ?? '' },
    })
    const intoTheirRoom = await call(app, createReservation, {
      ...as(),
      body: stay({ resourceId: other.rooms[0]?.id ?? '' }),
    })
    expect(intoTheirRoom.envelope?.messages[0]).toMatchObject({ field: 'resourceId', code: 'resources.notFound' })
    const moveTheirs = await call(app, changeRoom, {
      ...as(),
      body: { reservationId: theirs.id, resourceId: house.rooms[0]?.id ?? '', version: 0 },
    })
    expect(moveTheirs.status).toBe(204)
    const after = await ok(app, reservationDetail, {
      token: other.owner.token,
      params: { slugs: other.slug, id: theirs.id },
    })
    expect(after).toMatchObject({ resourceId: theirs.resourceId, version: 0 })
  })
})
