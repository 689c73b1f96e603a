import {
  type CarInput,
  type CreateReservationInput,
  cancelContract,
  cancelReservation,
  changeRoom,
  createContact,
  createLabel,
  createReservation,
  listReservationsByResource,
  passivateContract,
  publicBlockedDays,
  publicCalendarInfo,
  publicCheckReservation,
  publicCreateReservation,
  saveCar,
  saveContract,
  saveResource,
  updateDurationAndGuests,
} from '@innkeep/contract'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { workspaces } from '../src/db/schema/index.ts'
import { timeline } from '../src/modules/reservations/reception.service.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { statementsDuring } from './support/statement-counter.ts'
import { startTestApp } from './support/test-app.ts'

// A long-term rental contract of a room or place and the room's reservations hold the same days:
// neither may take days the other holds, guests see contract days as taken, and the booking
// timeline draws the rentals beside the stays.

const { app, database } = await startTestApp({ publicRateLimit: 100_000 })
let house: House
let tenantId: string
let counter = 0

const as = (language = 'cs') => ({ token: house.owner.token, params: { slugs: house.slug }, language })
const byId = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })

beforeAll(async () => {
  house = await buildHouse(app)
  tenantId = (await ok(app, createContact, { ...as(), body: { name: 'Petr Svoboda' } })).id
})

/** A room of its own for each test (same group, same price), so that tests never share days. */
async function newRoom() {
  counter++
  const room = await ok(app, saveResource, {
    ...as(),
    body: { groupId: house.groupId, kind: 'PENSIONROOM', name: `Pokoj ${counter + 10}`, capacity: 3, priceCode: 'DBL' },
  })
  return room.id
}

function stayIn(resourceId: string, since: string, till: string): CreateReservationInput {
  return {
    resourceId,
    since,
    till,
    guests: { ADULT: 2 },
    contact: { name: 'Jan Novák', email: 'jan.novak@example.com', phone: '+420 601 234 567' },
  }
}

async function lease(resourceId: string, since: string, till: string | null) {
  return ok(app, saveContract, { ...as(), body: { contactId: tenantId, resourceId, since, till, price: 12_000_00 } })
}

async function newCar(overrides: Partial<CarInput> = {}) {
  counter++
  return ok(app, saveCar, {
    ...as(),
    body: {
      name: `Obytňák ${counter}`,
      vehicleType: 'MOTORHOME',
      fuel: 'DIESEL',
      gearbox: 'MANUAL',
      plate: `${counter}RS ${1000 + counter}`,
      seats: 4,
      beds: 4,
      pricePerDay: 2_900_00,
      ...overrides,
    },
  })
}

describe('a contract on a room refuses the days of its reservations', () => {
  it('refuses a contract over a reservation with VALIDATION on resourceId naming the reservation', async () => {
    const room = await newRoom()
    const stay = await ok(app, createReservation, { ...as(), body: stayIn(room, '2034-03-10', '2034-03-13') })
    const refused = await call(app, saveContract, {
      ...as(),
      body: { contactId: tenantId, resourceId: room, since: '2034-03-01', till: '2034-04-01', price: 1 },
    })
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    expect(refused.envelope?.messages[0]).toMatchObject({
      field: 'resourceId',
      code: 'vehicles.resourceBooked',
      text: `Prostor je v tomto termínu rezervovaný: rezervace ${stay.code} (Jan Novák, 10. 3. 2034 – 13. 3. 2034).`,
    })
    const english = await call(app, saveContract, {
      ...as('en'),
      body: { contactId: tenantId, resourceId: room, since: '2034-03-12', till: null, price: 1 },
    })
    expect(english.envelope?.messages[0]?.text).toBe(
      `The resource is booked for these dates: reservation ${stay.code} (Jan Novák, 10 Mar 2034 – 13 Mar 2034).`,
    )
  })

  it('rents the room from the departure day on, and up to the arrival day', async () => {
    const room = await newRoom()
    await ok(app, createReservation, { ...as(), body: stayIn(room, '2034-05-10', '2034-05-13') })
    expect((await lease(room, '2034-05-13', null)).contract.since).toBe('2034-05-13')
    const other = await newRoom()
    await ok(app, createReservation, { ...as(), body: stayIn(other, '2034-05-10', '2034-05-13') })
    expect((await lease(other, '2034-04-01', '2034-05-10')).contract.till).toBe('2034-05-10')
  })

  it('refuses moving a contract onto the days of a reservation, and ignores canceled reservations', async () => {
    const room = await newRoom()
    const stay = await ok(app, createReservation, { ...as(), body: stayIn(room, '2034-06-20', '2034-06-22') })
    const { contract } = await lease(room, '2034-06-01', '2034-06-20')
    const longer = await call(app, saveContract, {
      ...as(),
      body: {
        id: contract.id,
        version: contract.version,
        contactId: tenantId,
        resourceId: room,
        since: '2034-06-01',
        till: '2034-06-21',
      },
    })
    expect(longer.envelope?.messages[0]).toMatchObject({ field: 'resourceId', code: 'vehicles.resourceBooked' })
    await ok(app, cancelReservation, byId(stay.id))
    const after = await ok(app, saveContract, {
      ...as(),
      body: {
        id: contract.id,
        version: contract.version,
        contactId: tenantId,
        resourceId: room,
        since: '2034-06-01',
        till: '2034-06-21',
      },
    })
    expect(after.contract.till).toBe('2034-06-21')
  })
})

describe('a reservation refuses the days a contract rents the room', () => {
  it('refuses a staff reservation with CONFLICT on resourceId naming the contract, never to be overbooked', async () => {
    const room = await newRoom()
    const { contract } = await lease(room, '2034-07-01', '2034-08-01')
    const refused = await call(app, createReservation, { ...as(), body: stayIn(room, '2034-07-30', '2034-08-02') })
    expect(refused.envelope?.errorType).toBe('CONFLICT')
    expect(refused.envelope?.payload).toEqual({
      entity: {
        kind: 'RENTAL_CONTRACT',
        name: `${contract.number} Petr Svoboda`,
        since: '2034-07-01',
        till: '2034-08-01',
        canOverbook: false,
      },
    })
    const insisted = await call(app, createReservation, {
      ...as(),
      body: { ...stayIn(room, '2034-07-30', '2034-08-02'), confirm: ['OVERBOOK'] },
    })
    expect(insisted.envelope?.errorType).toBe('CONFLICT')
    expect(refused.envelope?.messages[0]).toMatchObject({
      field: 'resourceId',
      code: 'reservation.leased',
      text: `Pokoj nebo místo je v tomto termínu pronajaté: nájemní smlouva ${contract.number} (Petr Svoboda, 1. 7. 2034 – 1. 8. 2034).`,
    })
    const english = await call(app, createReservation, { ...as('en'), body: stayIn(room, '2034-06-30', '2034-07-02') })
    expect(english.envelope?.messages[0]?.text).toBe(
      `The room or place is rented out for these dates: rental contract ${contract.number} (Petr Svoboda, 1 Jul 2034 – 1 Aug 2034).`,
    )
    await ok(app, createReservation, { ...as(), body: stayIn(room, '2034-08-01', '2034-08-03') })
    await ok(app, createReservation, { ...as(), body: stayIn(room, '2034-06-28', '2034-07-01') })
  })

  it('refuses every night after the start of an open-ended contract, until it is passivated', async () => {
    const room = await newRoom()
    const { contract } = await lease(room, '2034-09-01', null)
    const years = await call(app, createReservation, { ...as(), body: stayIn(room, '2036-01-10', '2036-01-12') })
    expect(years.envelope?.messages[0]).toMatchObject({ field: 'resourceId', code: 'reservation.leased' })
    expect(years.envelope?.messages[0]?.text).toContain('1. 9. 2034 – …')
    await ok(app, passivateContract, { ...byId(contract.id), body: { endedOn: '2034-10-01' } })
    await ok(app, createReservation, { ...as(), body: stayIn(room, '2034-10-01', '2034-10-03') })
    const inside = await call(app, createReservation, { ...as(), body: stayIn(room, '2034-09-29', '2034-10-01') })
    expect(inside.envelope?.messages[0]?.code).toBe('reservation.leased')
  })

  it('refuses lengthening a stay or moving it to another room onto rented days', async () => {
    const rented = await newRoom()
    const free = await newRoom()
    await lease(rented, '2034-11-15', '2034-12-15')
    const stay = await ok(app, createReservation, { ...as(), body: stayIn(rented, '2034-11-10', '2034-11-15') })
    const longer = await call(app, updateDurationAndGuests, {
      ...byId(stay.id),
      body: { version: stay.version, since: stay.since, till: '2034-11-16', guests: { ADULT: 2 } },
    })
    expect(longer.envelope?.messages[0]).toMatchObject({ field: 'resourceId', code: 'reservation.leased' })
    const elsewhere = await ok(app, createReservation, { ...as(), body: stayIn(free, '2034-11-20', '2034-11-22') })
    const moved = await call(app, changeRoom, {
      ...as(),
      body: { reservationId: elsewhere.id, resourceId: rented, version: elsewhere.version },
    })
    expect(moved.envelope?.messages[0]).toMatchObject({ field: 'resourceId', code: 'reservation.leased' })
    const dragged = await call(app, updateDurationAndGuests, {
      ...byId(elsewhere.id),
      body: {
        version: elsewhere.version,
        resourceId: rented,
        since: '2034-12-15',
        till: '2034-12-17',
        guests: { ADULT: 2 },
      },
    })
    expect(dragged.envelope?.errorType).toBeNull()
  })

  it('frees the days of a canceled contract', async () => {
    const room = await newRoom()
    const { contract } = await lease(room, '2035-01-01', '2035-02-01')
    await ok(app, cancelContract, byId(contract.id))
    await ok(app, createReservation, { ...as(), body: stayIn(room, '2035-01-10', '2035-01-12') })
  })
})

describe('guests see contract days as taken', () => {
  it('blocks the rented nights, counts the room out of the calendar and offers no stay on them', async () => {
    const room = await newRoom()
    const before = await ok(app, publicCalendarInfo, { params: { a: house.groupId, b: 2035, c: 3 } })
    const freeBefore = before.days.find((d) => d.date === '2035-03-10')?.freeUnits ?? 0
    const { contract } = await lease(room, '2035-03-10', '2035-03-12')
    // the contract is a staff write: the kept calendar answer is dropped at once
    const after = await ok(app, publicCalendarInfo, { params: { a: house.groupId, b: 2035, c: 3 } })
    expect(after.days.find((d) => d.date === '2035-03-10')?.freeUnits).toBe(freeBefore - 1)
    expect(after.days.find((d) => d.date === '2035-03-12')?.freeUnits).toBe(freeBefore)
    const blocked = await ok(app, publicBlockedDays, { params: { a: room, b: 2035, c: 3 } })
    expect(blocked.blocked).toEqual(['2035-03-10', '2035-03-11'])
    const check = await ok(app, publicCheckReservation, {
      body: { resourceId: room, since: '2035-03-11', till: '2035-03-13', guests: { ADULT: 2 } },
    })
    expect(check).toMatchObject({ available: false, price: null })
    expect(check.alternatives.map((r) => r.id)).not.toContain(room)
    const booked = await call(app, publicCreateReservation, {
      body: {
        ...stayIn(room, '2035-03-11', '2035-03-13'),
        contact: { name: 'Greta Lindqvist', email: 'greta@example.se', phone: '' },
        consent: true,
        language: 'en',
      },
    })
    // like a room booked meanwhile: the tenant and the contract stay private, other rooms are offered
    expect(booked.envelope).toMatchObject({ errorType: 'CONFLICT', payload: { entity: { resourceId: room } } })
    expect(booked.raw).not.toContain(contract.number)
    expect(booked.raw).not.toContain('Svoboda')
  })

  it('offers a rented room again in the alternatives once its contract ends', async () => {
    const room = await newRoom()
    const { contract } = await lease(room, '2035-04-01', null)
    const check = async () =>
      ok(app, publicCheckReservation, {
        body: { resourceId: house.rooms[0]?.id ?? '', since: '2035-05-10', till: '2035-05-12', guests: { ADULT: 2 } },
      })
    expect((await check()).alternatives.map((r) => r.id)).not.toContain(room)
    await ok(app, passivateContract, { ...byId(contract.id), body: { endedOn: '2035-05-01' } })
    expect((await check()).alternatives.map((r) => r.id)).toContain(room)
  })
})

describe('rentals on the booking timeline', () => {
  const view = (a: string, b: string, c: string, query: { labelId?: string[] } = {}) =>
    ok(app, listReservationsByResource, { token: house.owner.token, params: { slugs: house.slug, a, b, c }, query })

  it('adds the cars below the rooms with their contracts, and a room contract on the room', async () => {
    const room = await newRoom()
    const car = await newCar({ name: 'Benimar Tessoro' })
    const retired = await newCar({ name: 'Starý Fiat' })
    const rental = await ok(app, saveContract, {
      ...as(),
      body: { contactId: tenantId, carId: car.id, since: '2035-06-03', till: '2035-06-10' },
    })
    const oldRental = await ok(app, saveContract, {
      ...as(),
      body: { contactId: tenantId, carId: retired.id, since: '2035-06-01', till: '2035-06-05' },
    })
    await ok(app, saveCar, { ...as(), body: { ...retired, active: false } })
    const { contract } = await lease(room, '2035-05-01', null)
    const stay = await ok(app, createReservation, {
      ...as(),
      body: stayIn(house.rooms[1]?.id ?? '', '2035-06-02', '2035-06-04'),
    })

    const all = await view('all', '2035-06-01', '2035-07-01')
    expect(all.reservations.map((r) => r.id)).toContain(stay.id)
    expect(all.cars?.map((c) => c.name)).toEqual(expect.arrayContaining(['Benimar Tessoro', 'Starý Fiat']))
    expect(all.cars?.find((c) => c.id === retired.id)).toMatchObject({ active: false })
    expect(all.rentals).toEqual(
      expect.arrayContaining([
        {
          id: rental.contract.id,
          number: rental.contract.number,
          state: 'ACTIVE',
          carId: car.id,
          resourceId: null,
          contactName: 'Petr Svoboda',
          since: '2035-06-03',
          end: '2035-06-10',
        },
        expect.objectContaining({ id: oldRental.contract.id, carId: retired.id }),
        expect.objectContaining({ id: contract.id, resourceId: room, carId: null, since: '2035-05-01', end: null }),
      ]),
    )
    // a retired car without a contract in the range has no row
    const later = await view('all', '2035-08-01', '2035-09-01')
    expect(later.cars?.map((c) => c.id)).toContain(car.id)
    expect(later.cars?.map((c) => c.id)).not.toContain(retired.id)
    expect(later.rentals?.filter((r) => r.resourceId === room || r.carId === car.id).map((r) => r.id)).toEqual([
      contract.id,
    ])
  })

  it('shows a group its rooms contracts without the cars, and leaves rentals out of the label filter', async () => {
    const room = await newRoom()
    const car = await newCar()
    await ok(app, saveContract, {
      ...as(),
      body: { contactId: tenantId, carId: car.id, since: '2036-02-03', till: '2036-02-10' },
    })
    const { contract } = await lease(room, '2036-02-01', '2036-03-01')
    const group = await view(house.groupId, '2036-02-01', '2036-02-15')
    expect(group.cars).toEqual([])
    expect(group.rentals?.every((r) => r.carId === null)).toBe(true)
    expect(group.rentals?.map((r) => r.id)).toContain(contract.id)
    const label = await ok(app, createLabel, { ...as(), body: { name: `Štítek ${counter}`, color: 'green' } })
    const labelled = await view(house.groupId, '2036-02-01', '2036-02-15', { labelId: [label.id] })
    expect(labelled.reservations).toEqual([])
    expect(labelled.rentals?.map((r) => r.id)).toContain(contract.id)
  })

  it('ends a passivated contract on its end day and leaves canceled ones out', async () => {
    const car = await newCar()
    const kept = await ok(app, saveContract, {
      ...as(),
      body: { contactId: tenantId, carId: car.id, since: '2036-04-01', till: '2036-04-20' },
    })
    await ok(app, passivateContract, { ...byId(kept.contract.id), body: { endedOn: '2036-04-05' } })
    const dropped = await ok(app, saveContract, {
      ...as(),
      body: { contactId: tenantId, carId: car.id, since: '2036-04-10', till: '2036-04-12' },
    })
    await ok(app, cancelContract, byId(dropped.contract.id))
    const shown = await view('all', '2036-04-01', '2036-05-01')
    const ofCar = shown.rentals?.filter((r) => r.carId === car.id)
    expect(ofCar).toEqual([expect.objectContaining({ id: kept.contract.id, state: 'PASSIVE', end: '2036-04-05' })])
  })

  it('gives a role that may not read vehicles no car rows, only the contracts of rooms', async () => {
    const room = await newRoom()
    const car = await newCar()
    await ok(app, saveContract, {
      ...as(),
      body: { contactId: tenantId, carId: car.id, since: '2036-06-03', till: '2036-06-10' },
    })
    const { contract } = await lease(room, '2036-06-01', '2036-07-01')
    const [workspace] = await database.db.select().from(workspaces).where(eq(workspaces.slug, house.slug))
    if (!workspace) throw new Error('no workspace')
    const range = { group: 'all', from: '2036-06-01', till: '2036-06-15' }
    // no role with accommodation.read lacks vehicles.read today: the service is asked as one would be
    const withoutVehicles = await timeline(database.db, { workspace, role: 'HOUSEKEEPING' }, range)
    expect(withoutVehicles.cars).toEqual([])
    expect(withoutVehicles.rentals.every((r) => r.carId === null)).toBe(true)
    expect(withoutVehicles.rentals.map((r) => r.id)).toContain(contract.id)
    const reception = await timeline(database.db, { workspace, role: 'RECEPTION' }, range)
    expect(reception.cars.map((c) => c.id)).toContain(car.id)
  })
})

describe('the cost of the timeline', () => {
  it('sends as many statements for a fleet with contracts as for none', async () => {
    const small = await buildHouse(app)
    const staff = { token: small.owner.token, params: { slugs: small.slug } }
    const timelineOf = () =>
      ok(app, listReservationsByResource, {
        ...staff,
        params: { slugs: small.slug, a: 'all', b: '2038-01-01', c: '2038-02-01' },
      })
    const statements = async () => {
      await timelineOf() // warm: the sign-in check and the prepared statements of the first call
      return (await statementsDuring(database, timelineOf)).length
    }
    const empty = await statements()
    const renter = await ok(app, createContact, { ...staff, body: { name: 'Nájemce' } })
    for (let i = 0; i < 4; i++) {
      const car = await ok(app, saveCar, {
        ...staff,
        body: {
          name: `Vůz ${i}`,
          vehicleType: 'CARAVAN',
          fuel: 'DIESEL',
          gearbox: 'MANUAL',
          seats: 2,
          beds: 2,
          pricePerDay: 1,
        },
      })
      await ok(app, saveContract, {
        ...staff,
        body: { contactId: renter.id, carId: car.id, since: `2038-01-0${i + 1}`, till: '2038-01-20' },
      })
    }
    for (const room of small.rooms) {
      await ok(app, saveContract, {
        ...staff,
        body: { contactId: renter.id, resourceId: room.id, since: '2038-01-05', till: null, price: 1 },
      })
    }
    const full = await timelineOf()
    expect([full.cars?.length, full.rentals?.length]).toEqual([4, 6])
    expect(await statements()).toBe(empty)
  })
})

describe('a contract and a reservation for one room at once', () => {
  it('lets exactly one of them win, round after round, and never both hold a night', async () => {
    const rounds = 20
    for (let round = 0; round < rounds; round++) {
      const room = await newRoom()
      const since = `2037-0${(round % 9) + 1}-10`
      const till = `2037-0${(round % 9) + 1}-14`
      const results = await Promise.all([
        call(app, saveContract, {
          ...as(),
          body: { contactId: tenantId, resourceId: room, since, till: null, price: 1 },
        }),
        ...Array.from({ length: 4 }, () => call(app, createReservation, { ...as(), body: stayIn(room, since, till) })),
        call(app, saveContract, {
          ...as(),
          body: { contactId: tenantId, resourceId: room, since: '2037-01-01', till: null, price: 1 },
        }),
      ])
      const outcomes = results.map((r) => (r.status !== 200 ? `HTTP ${r.status}` : (r.envelope?.errorType ?? 'OK')))
      expect(outcomes.filter((o) => o === 'OK').length, `round ${round}: ${outcomes}`).toBe(1)
      expect(
        outcomes.every((o) => o === 'OK' || o === 'VALIDATION' || o === 'CONFLICT'),
        `${outcomes}`,
      ).toBe(true)
    }
    const both = await database.db.execute(sql`
      select count(*)::int as n from reservations r join rental_contracts c
        on c.workspace_id = r.workspace_id and c.resource_id = r.resource_id
       and r.status <> 'CANCELED' and c.state <> 'CANCELED' and c.period && r.stay`)
    expect((both as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 0 })
  }, 120_000)
})
