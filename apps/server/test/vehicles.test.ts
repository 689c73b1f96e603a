import {
  borrowedCarsList,
  type Car,
  type CarInput,
  type ContractInput,
  cancelContract,
  carDetail,
  carList,
  createCashItem,
  createContact,
  createInvoice,
  getInvoice,
  getRentalDetail,
  issueInvoice,
  linkPaymentInvoice,
  listAttachments,
  listContracts,
  pairInvoiceToContract,
  passivateContract,
  saveBankAccount,
  saveCar,
  saveContract,
  saveRentalRecord,
  saveResource,
  saveResourceGroup,
  uploadAttachment,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../src/lib/local-date.ts'
import { call, ok } from './support/api.ts'
import { createWorkspace, signUpPerson, type TestPerson } from './support/factories.ts'
import { base64, FILES } from './support/files.ts'
import { startTestApp } from './support/test-app.ts'

const { app } = await startTestApp()
let owner: TestPerson
let slug: string
let renterId: string
let otherRenterId: string
let roomId: string
let counter = 0

// the demo time zone of every new workspace: "today" of the borrowed list is Prague's
const today = todayIn('Europe/Prague')
const day = (offset: number) => addDays(today, offset)
/** Far from today, so that lists by date are not disturbed; each test takes its own car. */
const future = (offset: number) => addDays('2031-03-01', offset)

const at = () => ({ token: owner.token, params: { slugs: slug } })
const atId = (id: string) => ({ token: owner.token, params: { slugs: slug, id } })

async function newCar(overrides: Partial<CarInput> = {}) {
  counter++
  return ok(app, saveCar, {
    ...at(),
    body: {
      name: `Obytňák ${counter}`,
      vehicleType: 'MOTORHOME',
      fuel: 'DIESEL',
      gearbox: 'MANUAL',
      plate: `${counter}AB ${String(1000 + counter)}`,
      seats: 4,
      beds: 4,
      pricePerDay: 2_900_00,
      deposit: 20_000_00,
      mileage: 40_000,
      ...overrides,
    },
  })
}

async function rent(car: Car | string, since: string, till: string | null, overrides: Partial<ContractInput> = {}) {
  return ok(app, saveContract, {
    ...at(),
    body: { contactId: renterId, carId: typeof car === 'string' ? car : car.id, since, till, ...overrides },
  })
}

async function tryRent(car: Car, since: string, till: string) {
  return call(app, saveContract, { ...at(), body: { contactId: renterId, carId: car.id, since, till } })
}

async function issuedInvoice(contactId: string, amount = 14_500_00) {
  const draft = await ok(app, createInvoice, {
    ...at(),
    body: { contactId, vatMode: 'FROM_TOTAL', lines: [{ text: 'Pronájem obytného vozu', unitPrice: amount }] },
  })
  return ok(app, issueInvoice, { ...atId(draft.id), body: { version: draft.version } })
}

beforeAll(async () => {
  owner = await signUpPerson(app, { fullName: 'Majitel Půjčovny' })
  slug = await createWorkspace(app, owner, { name: 'Půjčovna Pod Lesem' })
  renterId = (await ok(app, createContact, { ...at(), body: { name: 'Petr Svoboda', phone: '+420 603 111 222' } })).id
  otherRenterId = (await ok(app, createContact, { ...at(), body: { name: 'Jana Dvořáková' } })).id
  const group = await ok(app, saveResourceGroup, { ...at(), body: { name: 'Dlouhodobé' } })
  roomId = (
    await ok(app, saveResource, { ...at(), body: { groupId: group.id, kind: 'PENSIONROOM', name: 'Garsoniéra' } })
  ).id
})

describe('vehicles', () => {
  it('creates a car in minor units and the workspace currency, and updates it at its version', async () => {
    const car = await newCar({ name: 'Knaus Sky TI 650', plate: '5p4 7812', vin: 'wf0xxxttgxkd12345' })
    expect(car).toMatchObject({ plate: '5P4 7812', vin: 'WF0XXXTTGXKD12345', pricePerDay: 2_900_00, currency: 'CZK' })
    const updated = await ok(app, saveCar, {
      ...at(),
      body: { ...car, pricePerDay: 3_200_00, note: 'Nová markýza' },
    })
    expect(updated).toMatchObject({ pricePerDay: 3_200_00, note: 'Nová markýza', version: car.version + 1 })
  })

  it('answers a stale update with CONFLICT and the current car', async () => {
    const car = await newCar()
    await ok(app, saveCar, { ...at(), body: { ...car, seats: 5 } })
    const stale = await call(app, saveCar, { ...at(), body: { ...car, seats: 6 } })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
    expect(stale.envelope?.payload).toMatchObject({ entity: { id: car.id, seats: 5, version: car.version + 1 } })
  })

  it('refuses a plate another car has (spaces and case ignored), naming that car', async () => {
    const first = await newCar({ name: 'Adria Coral', plate: '2AC 4455' })
    const result = await call(app, saveCar, {
      ...at(),
      body: { ...(await newCar()), version: undefined, id: undefined, plate: '2ac4455' },
    })
    expect(result.envelope?.errorType).toBe('VALIDATION')
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'plate', code: 'vehicles.plateTaken' })
    expect(result.envelope?.messages[0]?.text).toContain(first.name)
    // the car itself keeps its plate on an update
    expect((await ok(app, saveCar, { ...at(), body: { ...first, note: 'x' } })).plate).toBe('2AC 4455')
  })

  it('refuses a plate with other characters', async () => {
    const result = await call(app, saveCar, {
      ...at(),
      body: {
        name: 'X',
        vehicleType: 'CARAVAN',
        fuel: 'PETROL',
        gearbox: 'MANUAL',
        seats: 2,
        beds: 2,
        pricePerDay: 1,
        plate: '1A#',
      },
    })
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'plate', code: 'vehicles.plateFormat' })
  })

  it('lists cars filtered by text (plate without spaces), type and activity, paged', async () => {
    const tag = `Filtr${Date.now().toString(36)}`
    await newCar({ name: `${tag} Hymer`, plate: '9Z9 0001' })
    await newCar({ name: `${tag} Tabbert`, vehicleType: 'CARAVAN', plate: '9Z9 0002', active: false })
    await newCar({ name: `${tag} Bürstner`, plate: '9Z9 0003' })
    const all = await ok(app, carList, { ...at(), query: { text: tag } })
    expect(all.items.map((c) => c.name)).toEqual([`${tag} Bürstner`, `${tag} Hymer`, `${tag} Tabbert`])
    expect((await ok(app, carList, { ...at(), query: { text: '9z90002' } })).items.map((c) => c.name)).toEqual([
      `${tag} Tabbert`,
    ])
    const caravans = await ok(app, carList, { ...at(), query: { text: tag, vehicleType: 'CARAVAN' } })
    expect(caravans.items.map((c) => c.vehicleType)).toEqual(['CARAVAN'])
    const active = await ok(app, carList, { ...at(), query: { text: tag, active: 'true' } })
    expect(active.total).toBe(2)
    const second = await ok(app, carList, { ...at(), query: { text: tag, size: 2, page: 1 } })
    expect(second).toMatchObject({ total: 3, page: 1, size: 2 })
    expect(second.items.map((c) => c.name)).toEqual([`${tag} Tabbert`])
  })

  it('shows a car with its current, upcoming and past contracts, in the list and the detail', async () => {
    const car = await newCar()
    const past = await rent(car, day(-20), day(-15))
    const current = await rent(car, day(-2), day(3))
    const upcoming = await rent(car, day(10), day(12))
    const canceled = await rent(car, day(20), day(22))
    await ok(app, cancelContract, atId(canceled.contract.id))
    const detail = await ok(app, carDetail, atId(car.id))
    expect(detail.current?.id).toBe(current.contract.id)
    expect(detail.current?.phase).toBe('CURRENT')
    expect(detail.upcoming.map((c) => c.id)).toEqual([upcoming.contract.id])
    expect(detail.past.map((c) => [c.id, c.phase])).toEqual([
      [canceled.contract.id, 'CANCELED'],
      [past.contract.id, 'FINISHED'],
    ])
    const listed = (await ok(app, carList, { ...at(), query: { text: car.plate } })).items[0]
    expect(listed?.currentContract?.number).toBe(current.contract.number)
    expect(listed?.nextContract?.number).toBe(upcoming.contract.number)
  })

  it('answers 204 for a car of no one', async () => {
    expect((await call(app, carDetail, atId('0190d9a0-0000-7000-8000-000000000000'))).status).toBe(204)
  })
})

describe('rental contracts', () => {
  it('numbers contracts per year without gaps and prices a car by the day, both ends counted', async () => {
    const car = await newCar({ pricePerDay: 2_500_00, deposit: 15_000_00 })
    const first = await rent(car, future(0), future(7))
    const second = await rent(car, future(7), future(9))
    const year = today.slice(0, 4)
    expect(first.contract.number).toMatch(new RegExp(`^${year}-\\d{4}$`))
    expect(Number(second.contract.number.slice(5))).toBe(Number(first.contract.number.slice(5)) + 1)
    expect(first.contract).toMatchObject({
      state: 'ACTIVE',
      phase: 'UPCOMING',
      price: 8 * 2_500_00,
      deposit: 15_000_00,
      currency: 'CZK',
      contactName: 'Petr Svoboda',
      plate: car.plate,
    })
    expect(first.days).toBe(8)
  })

  it('takes a given price and deposit, and rents a resource long-term without a return day', async () => {
    const car = await newCar()
    const priced = await rent(car, future(30), future(33), {
      price: 9_000_00,
      deposit: 0,
      note: 'Sleva stálý zákazník',
    })
    expect(priced.contract).toMatchObject({ price: 9_000_00, deposit: 0, note: 'Sleva stálý zákazník' })
    const noPrice = await call(app, saveContract, {
      ...at(),
      body: { contactId: renterId, resourceId: roomId, since: future(0), till: null },
    })
    expect(noPrice.envelope?.messages[0]).toMatchObject({ field: 'price', code: 'vehicles.priceRequired' })
    const lease = await ok(app, saveContract, {
      ...at(),
      body: { contactId: renterId, resourceId: roomId, since: future(0), price: 12_000_00 },
    })
    expect(lease.contract).toMatchObject({ resourceName: 'Garsoniéra', till: null, end: null, carId: null })
    expect(lease.resource).toMatchObject({ id: roomId, kind: 'PENSIONROOM' })
    expect(lease.days).toBeNull()
    // open-ended: nobody else rents the room later until the lease is passivated
    const later = await call(app, saveContract, {
      ...at(),
      body: { contactId: otherRenterId, resourceId: roomId, since: future(400), till: future(401), price: 1 },
    })
    expect(later.envelope?.messages[0]).toMatchObject({ field: 'resourceId', code: 'vehicles.resourceTaken' })
    await ok(app, passivateContract, { ...atId(lease.contract.id), body: { endedOn: future(60) } })
    await ok(app, saveContract, {
      ...at(),
      body: { contactId: otherRenterId, resourceId: roomId, since: future(60), till: future(90), price: 1 },
    })
  })

  it('asks a car rental for a return day, an existing renter and an active car', async () => {
    const car = await newCar()
    const noTill = await call(app, saveContract, {
      ...at(),
      body: { contactId: renterId, carId: car.id, since: future(0) },
    })
    expect(noTill.envelope?.messages[0]).toMatchObject({ field: 'till', code: 'vehicles.tillRequired' })
    const backwards = await tryRent(car, future(5), future(5))
    expect(backwards.envelope?.messages[0]).toMatchObject({ field: 'till', code: 'vehicles.tillAfterSince' })
    const both = await call(app, saveContract, {
      ...at(),
      body: { contactId: renterId, carId: car.id, resourceId: roomId, since: future(0), till: future(1) },
    })
    expect(both.envelope?.messages[0]).toMatchObject({ code: 'vehicles.carOrResource' })
    const stranger = await call(app, saveContract, {
      ...at(),
      body: { contactId: '0190d9a0-0000-7000-8000-000000000001', carId: car.id, since: future(0), till: future(1) },
    })
    expect(stranger.envelope?.messages[0]).toMatchObject({ field: 'contactId', code: 'vehicles.contactNotFound' })
    const retired = await newCar({ active: false })
    const inactive = await tryRent(retired, future(0), future(1))
    expect(inactive.envelope?.messages[0]).toMatchObject({ field: 'carId', code: 'vehicles.carInactive' })
  })

  it('refuses a second rental of the car for overlapping days, naming the contract in Czech', async () => {
    const car = await newCar()
    const first = await rent(car, future(100), future(105))
    const clash = await tryRent(car, future(104), future(110))
    expect(clash.envelope?.errorType).toBe('VALIDATION')
    expect(clash.envelope?.messages[0]).toMatchObject({ field: 'carId', code: 'vehicles.carTaken' })
    expect(clash.envelope?.messages[0]?.text).toContain(`smlouva ${first.contract.number} (Petr Svoboda`)
    // the refused contract gave its number back
    const next = await rent(car, future(105), future(106))
    expect(Number(next.contract.number.slice(5))).toBe(Number(first.contract.number.slice(5)) + 1)
  })

  it('lets the next rental start on the return day of the previous one', async () => {
    const car = await newCar()
    await rent(car, future(200), future(203))
    const adjacent = await rent(car, future(203), future(206))
    expect(adjacent.contract.since).toBe(future(203))
    const before = await rent(car, future(198), future(200))
    expect(before.contract.till).toBe(future(200))
  })

  it('lets exactly one of two simultaneous rentals of one car win', async () => {
    const car = await newCar()
    const results = await Promise.all([
      tryRent(car, future(300), future(305)),
      tryRent(car, future(302), future(307)),
      tryRent(car, future(304), future(309)),
    ])
    const won = results.filter((r) => r.envelope?.errorType === null)
    const refused = results.filter((r) => r.envelope?.errorType === 'VALIDATION')
    expect(won).toHaveLength(1)
    expect(refused).toHaveLength(2)
    for (const r of refused) expect(r.envelope?.messages[0]?.code).toBe('vehicles.carTaken')
    const listed = await ok(app, listContracts, { ...at(), query: { carId: car.id } })
    expect(listed.total).toBe(1)
  })

  it('gives simultaneous contracts of different cars consecutive numbers, none twice, none skipped', async () => {
    const fleet = await Promise.all(Array.from({ length: 6 }, () => newCar()))
    const made = await Promise.all(fleet.map((car) => rent(car, future(350), future(352))))
    const sequence = made.map((m) => Number(m.contract.number.slice(5))).sort((x, y) => x - y)
    const first = sequence[0] ?? 0
    expect(sequence).toEqual([0, 1, 2, 3, 4, 5].map((n) => first + n))
  })

  it('frees the days of a canceled contract and refuses canceling one handed over', async () => {
    const car = await newCar()
    const first = await rent(car, future(400), future(405))
    const canceled = await ok(app, cancelContract, atId(first.contract.id))
    expect(canceled.contract).toMatchObject({ state: 'CANCELED', phase: 'CANCELED' })
    const again = await rent(car, future(400), future(405))
    await ok(app, saveRentalRecord, {
      ...atId(again.contract.id),
      body: { kind: 'HANDOVER', mileage: 40_000, fuelEighths: 8 },
    })
    const refused = await call(app, cancelContract, atId(again.contract.id))
    expect(refused.envelope?.messages[0]?.code).toBe('vehicles.cancelHandedOver')
    const twice = await call(app, cancelContract, atId(first.contract.id))
    expect(twice.envelope?.messages[0]?.code).toBe('vehicles.contractClosed')
  })

  it('changes a contract at its version, re-checks the car and re-prices it', async () => {
    const car = await newCar({ pricePerDay: 3_000_00 })
    const other = await rent(car, future(520), future(525))
    const created = await rent(car, future(500), future(502))
    const longer = await ok(app, saveContract, {
      ...at(),
      body: {
        id: created.contract.id,
        version: created.contract.version,
        contactId: renterId,
        carId: car.id,
        since: future(500),
        till: future(505),
      },
    })
    expect(longer.contract).toMatchObject({
      till: future(505),
      price: 6 * 3_000_00,
      version: created.contract.version + 1,
    })
    const base = { id: created.contract.id, contactId: renterId, carId: car.id, since: future(500) }
    const stale = await call(app, saveContract, {
      ...at(),
      body: { ...base, version: created.contract.version, till: future(504) },
    })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
    expect(stale.envelope?.payload).toMatchObject({ entity: { contract: { till: future(505) } } })
    const clash = await call(app, saveContract, {
      ...at(),
      body: { ...base, version: longer.contract.version, till: future(521) },
    })
    expect(clash.envelope?.messages[0]?.text).toContain(other.contract.number)
  })
})

describe('passivating', () => {
  it('ends a contract at a day between since and till, and frees the car from that day', async () => {
    const car = await newCar()
    const contract = await rent(car, future(600), future(610))
    const early = await call(app, passivateContract, { ...atId(contract.contract.id), body: { endedOn: future(599) } })
    expect(early.envelope?.messages[0]).toMatchObject({ field: 'endedOn', code: 'vehicles.endBeforeSince' })
    const late = await call(app, passivateContract, { ...atId(contract.contract.id), body: { endedOn: future(611) } })
    expect(late.envelope?.messages[0]).toMatchObject({ field: 'endedOn', code: 'vehicles.endAfterTill' })
    const ended = await ok(app, passivateContract, { ...atId(contract.contract.id), body: { endedOn: future(605) } })
    expect(ended.contract).toMatchObject({
      state: 'PASSIVE',
      endedOn: future(605),
      end: future(605),
      till: future(610),
    })
    expect(ended.days).toBe(6)
    // no later rental under this contract: the car is free from the end day
    await rent(car, future(605), future(608))
    const again = await call(app, passivateContract, { ...atId(contract.contract.id), body: { endedOn: future(604) } })
    expect(again.envelope?.messages[0]?.code).toBe('vehicles.alreadyPassive')
    const edit = await call(app, saveContract, {
      ...at(),
      body: {
        id: contract.contract.id,
        version: ended.contract.version,
        contactId: renterId,
        carId: car.id,
        since: future(600),
        till: future(603),
      },
    })
    expect(edit.envelope?.messages[0]?.code).toBe('vehicles.contractClosed')
  })

  it('answers CONFLICT for a version other than the current one', async () => {
    const contract = await rent(await newCar(), future(700), future(703))
    const stale = await call(app, passivateContract, {
      ...atId(contract.contract.id),
      body: { endedOn: future(701), version: contract.contract.version + 5 },
    })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
  })
})

describe('handover and return', () => {
  it('writes the handover and the return; the return raises the car’s odometer', async () => {
    const car = await newCar({ mileage: 52_300 })
    const contract = await rent(car, future(800), future(805))
    const id = contract.contract.id
    const low = await call(app, saveRentalRecord, {
      ...atId(id),
      body: { kind: 'HANDOVER', mileage: 52_000, fuelEighths: 8 },
    })
    expect(low.envelope?.messages[0]).toMatchObject({ field: 'mileage', code: 'vehicles.mileageBelowPrevious' })
    const early = await call(app, saveRentalRecord, {
      ...atId(id),
      body: { kind: 'RETURN', mileage: 53_000, fuelEighths: 8 },
    })
    expect(early.envelope?.messages[0]?.code).toBe('vehicles.returnWithoutHandover')
    const handedOver = await ok(app, saveRentalRecord, {
      ...atId(id),
      body: {
        kind: 'HANDOVER',
        at: '2031-05-20T08:00:00Z',
        mileage: 52_300,
        fuelEighths: 8,
        damageNotes: 'Škrábanec na zadním nárazníku',
      },
    })
    expect(handedOver.handover).toMatchObject({
      mileage: 52_300,
      fuelEighths: 8,
      recordedBy: 'Majitel Půjčovny',
      version: 0,
    })
    expect(handedOver.contract.handedOver).toBe(true)
    const backwards = await call(app, saveRentalRecord, {
      ...atId(id),
      body: { kind: 'RETURN', mileage: 52_299, fuelEighths: 4 },
    })
    expect(backwards.envelope?.messages[0]?.code).toBe('vehicles.mileageBelowPrevious')
    const beforeHandover = await call(app, saveRentalRecord, {
      ...atId(id),
      body: { kind: 'RETURN', at: '2031-05-19T08:00:00Z', mileage: 53_000, fuelEighths: 4 },
    })
    expect(beforeHandover.envelope?.messages[0]?.code).toBe('vehicles.returnBeforeHandover')
    const tooFull = await call(app, saveRentalRecord, {
      ...atId(id),
      body: { kind: 'RETURN', mileage: 53_000, fuelEighths: 9 },
    })
    expect(tooFull.envelope?.errorType).toBe('VALIDATION')
    const returned = await ok(app, saveRentalRecord, {
      ...atId(id),
      body: { kind: 'RETURN', at: '2031-05-25T09:00:00Z', mileage: 53_140, fuelEighths: 6 },
    })
    expect(returned.return).toMatchObject({ mileage: 53_140, fuelEighths: 6 })
    expect(returned.car?.mileage).toBe(53_140)
    expect(returned.contract.returned).toBe(true)
    // the next rental starts at the returned reading
    const next = await rent(car, future(805), future(806))
    const below = await call(app, saveRentalRecord, {
      ...atId(next.contract.id),
      body: { kind: 'HANDOVER', mileage: 53_000, fuelEighths: 8 },
    })
    expect(below.envelope?.messages[0]?.text).toContain('53140')
  })

  it('changes a record at its version only', async () => {
    const contract = await rent(await newCar(), future(900), future(902))
    const body = { kind: 'HANDOVER', mileage: 40_000, fuelEighths: 8 } as const
    const first = await ok(app, saveRentalRecord, { ...atId(contract.contract.id), body })
    const changed = await ok(app, saveRentalRecord, {
      ...atId(contract.contract.id),
      body: { ...body, fuelEighths: 7, version: first.handover?.version ?? 0 },
    })
    expect(changed.handover).toMatchObject({ fuelEighths: 7, version: 1 })
    const stale = await call(app, saveRentalRecord, { ...atId(contract.contract.id), body: { ...body, version: 0 } })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
  })

  it('keeps records for vehicles only', async () => {
    const lease = await ok(app, saveContract, {
      ...at(),
      body: { contactId: renterId, resourceId: roomId, since: future(-400), till: future(-300), price: 1 },
    })
    const result = await call(app, saveRentalRecord, {
      ...atId(lease.contract.id),
      body: { kind: 'HANDOVER', mileage: 1, fuelEighths: 1 },
    })
    expect(result.envelope?.messages[0]?.code).toBe('vehicles.recordsForCars')
  })
})

describe('borrowed cars', () => {
  it('lists the cars out today with contract and contact; overdue ones handed over stay listed', async () => {
    const out = await newCar({ name: 'Venku' })
    const overdue = await newCar({ name: 'Po termínu' })
    const back = await newCar({ name: 'Vrácený' })
    const soon = await newCar({ name: 'Zítra' })
    const current = await rent(out, day(-1), day(4))
    const late = await rent(overdue, day(-5), day(-1), { contactId: otherRenterId })
    await ok(app, saveRentalRecord, {
      ...atId(late.contract.id),
      body: { kind: 'HANDOVER', mileage: 40_000, fuelEighths: 8 },
    })
    const returned = await rent(back, day(-3), day(2))
    await ok(app, saveRentalRecord, {
      ...atId(returned.contract.id),
      body: { kind: 'HANDOVER', mileage: 40_000, fuelEighths: 8 },
    })
    await ok(app, saveRentalRecord, {
      ...atId(returned.contract.id),
      body: { kind: 'RETURN', mileage: 40_500, fuelEighths: 8 },
    })
    await rent(soon, day(1), day(3))
    const list = await ok(app, borrowedCarsList, at())
    const ours = list.filter((b) => [out.id, overdue.id, back.id, soon.id].includes(b.car.id))
    expect(ours.map((b) => [b.car.name, b.contact.name, b.overdue, b.handover?.mileage ?? null])).toEqual([
      ['Po termínu', 'Jana Dvořáková', true, 40_000],
      ['Venku', 'Petr Svoboda', false, null],
    ])
    expect(ours[1]?.contract).toMatchObject({ id: current.contract.id, phase: 'CURRENT' })
    expect(ours[1]?.contact.phone).toBe('+420 603 111 222')
  })
})

describe('contract list', () => {
  it('filters by state, contact, car, period and text, sorted and paged', async () => {
    const car = await newCar({ name: 'Seznamový Hymer', plate: '7S7 7777' })
    const a = await rent(car, future(1000), future(1003), { price: 5_000_00 })
    const b = await rent(car, future(1003), future(1005), { contactId: otherRenterId, price: 3_000_00 })
    const c = await rent(car, future(1010), future(1012), { price: 4_000_00 })
    await ok(app, passivateContract, { ...atId(c.contract.id), body: { endedOn: future(1011) } })
    const ofCar = await ok(app, listContracts, { ...at(), query: { carId: car.id, sort: 'price', direction: 'asc' } })
    expect(ofCar.items.map((i) => i.id)).toEqual([b.contract.id, c.contract.id, a.contract.id])
    const passive = await ok(app, listContracts, { ...at(), query: { carId: car.id, state: 'PASSIVE' } })
    expect(passive.items.map((i) => i.id)).toEqual([c.contract.id])
    const jana = await ok(app, listContracts, { ...at(), query: { carId: car.id, contactId: otherRenterId } })
    expect(jana.items.map((i) => i.id)).toEqual([b.contract.id])
    // [from, till] both included; the return day of a is not a day of a
    const period = await ok(app, listContracts, {
      ...at(),
      query: { carId: car.id, from: future(1003), till: future(1004) },
    })
    expect(period.items.map((i) => i.id)).toEqual([b.contract.id])
    const byPlate = await ok(app, listContracts, {
      ...at(),
      query: { text: '7s77777', sort: 'since', direction: 'asc' },
    })
    expect(byPlate.items.map((i) => i.id)).toEqual([a.contract.id, b.contract.id, c.contract.id])
    const byName = await ok(app, listContracts, { ...at(), query: { text: 'dvořák', carId: car.id } })
    expect(byName.items.map((i) => i.id)).toEqual([b.contract.id])
    const byNumber = await ok(app, listContracts, { ...at(), query: { text: a.contract.number } })
    expect(byNumber.items.map((i) => i.id)).toEqual([a.contract.id])
    const paged = await ok(app, listContracts, {
      ...at(),
      query: { carId: car.id, size: 2, page: 1, sort: 'since', direction: 'asc' },
    })
    expect(paged).toMatchObject({ total: 3, page: 1, size: 2 })
    expect(paged.items.map((i) => i.id)).toEqual([c.contract.id])
  })

  it('refuses a filter by a contact or car the workspace does not have', async () => {
    const result = await call(app, listContracts, {
      ...at(),
      query: { contactId: '0190d9a0-0000-7000-8000-000000000002' },
    })
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'contactId', code: 'vehicles.contactNotFound' })
  })
})

describe('rental detail and invoices', () => {
  it('shows the contract with contact, car, records and paired invoices with their payment state', async () => {
    const car = await newCar({ pricePerDay: 2_900_00 })
    const contract = await rent(car, future(1100), future(1104))
    const invoice = await issuedInvoice(renterId, contract.contract.price)
    const paired = await ok(app, pairInvoiceToContract, {
      ...at(),
      body: { contractId: contract.contract.id, invoiceId: invoice.id },
    })
    expect(paired.invoices.map((i) => [i.number, i.total, i.paymentState])).toEqual([
      [invoice.number, 5 * 2_900_00, 'UNPAID'],
    ])
    const register = await ok(app, saveBankAccount, { ...at(), body: { kind: 'CASH', name: 'Pokladna půjčovny' } })
    const cash = await ok(app, createCashItem, {
      ...atId(register.id),
      body: { bookedOn: today, amount: 5 * 2_900_00, counterpartyName: 'Petr Svoboda' },
    })
    await ok(app, linkPaymentInvoice, {
      ...at(),
      body: { bankItemId: cash.id, invoiceId: invoice.id, amount: 5 * 2_900_00 },
    })
    const detail = await ok(app, getRentalDetail, atId(contract.contract.id))
    expect(detail).toMatchObject({
      contract: { id: contract.contract.id, contactName: 'Petr Svoboda' },
      contact: { id: renterId, name: 'Petr Svoboda' },
      car: { id: car.id },
      resource: null,
      handover: null,
      return: null,
      days: 5,
    })
    expect(detail.invoices.map((i) => i.paymentState)).toEqual(['PAID'])
    const read = await ok(app, getInvoice, atId(invoice.id))
    expect(read.contract).toEqual({ id: contract.contract.id, number: contract.contract.number })
  })

  it('pairs an invoice once: another contact’s invoice, a second contract, an unknown invoice are refused', async () => {
    const car = await newCar()
    const first = await rent(car, future(1200), future(1201))
    const second = await rent(car, future(1201), future(1202))
    const invoice = await issuedInvoice(renterId)
    const foreign = await issuedInvoice(otherRenterId)
    const wrongContact = await call(app, pairInvoiceToContract, {
      ...at(),
      body: { contractId: first.contract.id, invoiceId: foreign.id },
    })
    expect(wrongContact.envelope?.messages[0]).toMatchObject({
      field: 'invoiceId',
      code: 'vehicles.invoiceOtherContact',
    })
    await ok(app, pairInvoiceToContract, { ...at(), body: { contractId: first.contract.id, invoiceId: invoice.id } })
    // pairing again is no change
    await ok(app, pairInvoiceToContract, { ...at(), body: { contractId: first.contract.id, invoiceId: invoice.id } })
    const elsewhere = await call(app, pairInvoiceToContract, {
      ...at(),
      body: { contractId: second.contract.id, invoiceId: invoice.id },
    })
    expect(elsewhere.envelope?.messages[0]?.text).toContain(first.contract.number)
    const off = await ok(app, pairInvoiceToContract, {
      ...at(),
      body: { contractId: first.contract.id, invoiceId: invoice.id, paired: false },
    })
    expect(off.invoices).toEqual([])
    expect((await ok(app, getInvoice, atId(invoice.id))).contract).toBeNull()
    const notPaired = await call(app, pairInvoiceToContract, {
      ...at(),
      body: { contractId: first.contract.id, invoiceId: invoice.id, paired: false },
    })
    expect(notPaired.envelope?.messages[0]?.code).toBe('vehicles.invoiceNotPaired')
  })

  it('refuses an invoice of another workspace', async () => {
    const contract = await rent(await newCar(), future(1300), future(1301))
    const stranger = await signUpPerson(app)
    const otherSlug = await createWorkspace(app, stranger, { name: 'Jiná firma' })
    const theirContact = await ok(app, createContact, {
      token: stranger.token,
      params: { slugs: otherSlug },
      body: { name: 'Petr Svoboda' },
    })
    const theirs = await ok(app, createInvoice, {
      token: stranger.token,
      params: { slugs: otherSlug },
      body: { contactId: theirContact.id, lines: [{ text: 'Cizí', unitPrice: 100_00 }] },
    })
    const result = await call(app, pairInvoiceToContract, {
      ...at(),
      body: { contractId: contract.contract.id, invoiceId: theirs.id },
    })
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'invoiceId', code: 'vehicles.invoiceNotFound' })
    const theirRead = await ok(app, getInvoice, { token: stranger.token, params: { slugs: otherSlug, id: theirs.id } })
    expect(theirRead.contract).toBeNull()
  })
})

describe('attachments of cars and contracts', () => {
  it('takes photos of the workspace’s cars and contracts and refuses unknown ids', async () => {
    const car = await newCar()
    const contract = await rent(car, future(1400), future(1401))
    for (const [objectType, objectId] of [
      ['CAR', car.id],
      ['CONTRACT', contract.contract.id],
    ] as const) {
      await ok(app, uploadAttachment, {
        ...at(),
        body: { objectType, objectId, fileName: 'predani.jpg', contentBase64: base64(FILES.jpeg) },
      })
      const listed = await ok(app, listAttachments, { ...at(), query: { objectType, objectId } })
      expect(listed.items.map((a) => a.fileName)).toEqual(['predani.jpg'])
      const unknown = await call(app, uploadAttachment, {
        ...at(),
        body: {
          objectType,
          objectId: '0190d9a0-0000-7000-8000-000000000003',
          fileName: 'x.jpg',
          contentBase64: base64(FILES.jpeg),
        },
      })
      expect(unknown.envelope?.messages[0]).toMatchObject({ field: 'objectId', code: 'attachments.objectNotFound' })
    }
  })
})
