import {
  cancelReservation,
  createReservation,
  createReservationGroup,
  getAccommodationSettings,
  importBankStatement,
  invoiceReservation,
  listActivity,
  listReservationsByResource,
  markCheckinDone,
  markCheckoutDone,
  publicCreateReservation,
  publicGetGuestInfo,
  publicSaveGuestInfo,
  reservationDetail,
  type StayExtraInput,
  saveAccommodationSettings,
  saveBankAccount,
  saveStayExtra,
  searchReservations,
  stayAccount,
  stayDocuments,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../src/lib/local-date.ts'
import { buildHouse, type House, publicBookingOf } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { movement, statementFile } from './support/bank-statements.ts'
import { startTestApp } from './support/test-app.ts'

// Issue 24, group bookings (decision 011): several rooms booked together are each their own
// reservation and share one account — one balance, one deposit, one invoice, one guest link.
// The house (support/accommodation.ts): two rooms at 1 000 Kč a night, local fee 20 Kč per adult
// and night; two adults for two nights cost 2 × 1 000 + 2 × 2 × 20 = 2 080 Kč a room.

const { app } = await startTestApp({ publicRateLimit: 100_000 })
let house: House
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const at = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })
const room = (i: number) => house.rooms[i]?.id ?? ''
const contact = { name: 'Rodina Dvořákova', email: 'dvorak@example.cz', phone: '+420 603 111 222' }

let year = 2051
/** Two free nights of a year no other test of this file used. */
function nights() {
  year += 1
  return { since: `${year}-07-10`, till: `${year}-07-12` }
}

beforeAll(async () => {
  house = await buildHouse(app)
})

describe('a booking of several rooms at the reception', () => {
  it('makes one reservation per room on one account, and one invoice of both rooms', async () => {
    const dates = nights()
    const rooms = await ok(app, createReservationGroup, {
      ...as(),
      body: {
        stays: [
          { resourceId: room(0), ...dates, guests: { ADULT: 2 } },
          { resourceId: room(1), ...dates, guests: { ADULT: 2 } },
        ],
        contact,
      },
    })
    expect(rooms.map((r) => r.resourceName)).toEqual(['Pokoj 1', 'Pokoj 2'])
    const [first, second] = rooms
    expect(first?.account.id).toBe(second?.account.id)
    expect(first?.code).not.toBe(second?.code)
    expect(second?.account).toMatchObject({ charged: 2 * 2_080_00, taken: 0, balance: 2 * 2_080_00 })

    const account = await ok(app, stayAccount, at(second?.id ?? ''))
    expect(account.stays.map((s) => s.code)).toEqual([first?.code, second?.code])
    // the timeline's bars say they are a booking of two rooms
    const view = await ok(app, listReservationsByResource, {
      ...as(),
      params: { ...as().params, a: 'all', b: dates.since, c: dates.till },
    })
    expect(view.reservations.map((bar) => bar.partyRooms)).toEqual([2, 2])

    // one invoice bills both rooms; invoicing from the other room opens the same one
    const invoice = await ok(app, invoiceReservation, { ...at(second?.id ?? ''), body: {} })
    expect(invoice.lines.filter((l) => l.text.startsWith('Ubytování')).map((l) => l.text)).toEqual([
      expect.stringContaining('Pokoj 1'),
      expect.stringContaining('Pokoj 2'),
    ])
    expect(invoice.toPay).toBe(2 * 2_080_00)
    const again = await ok(app, invoiceReservation, { ...at(first?.id ?? ''), body: {} })
    expect(again.id).toBe(invoice.id)
    const documents = await ok(app, stayDocuments, at(first?.id ?? ''))
    expect(documents.map((d) => d.id)).toEqual([invoice.id])

    // the audit trail names each room
    for (const r of rooms) {
      const trail = await ok(app, listActivity, { ...as(), query: { entity: 'RESERVATION', entityId: r.id } })
      expect(trail.items.map((item) => item.action)).toContain('createReservationGroup')
    }
  })

  it('asks for the party’s money when its last room leaves, not before', async () => {
    const since = todayIn('Europe/Prague')
    const rooms = await ok(app, createReservationGroup, {
      ...as(),
      body: {
        stays: [
          { resourceId: room(0), since, till: addDays(since, 1), guests: { ADULT: 1 } },
          { resourceId: room(1), since, till: addDays(since, 1), guests: { ADULT: 1 } },
        ],
        contact,
      },
    })
    for (const r of rooms) await ok(app, markCheckinDone, { ...at(r.id), body: {} })
    const [first, second] = rooms
    // the first room leaves while the second stays: no question of money yet
    await ok(app, markCheckoutDone, { ...at(first?.id ?? ''), body: {} })
    const last = await call(app, markCheckoutDone, { ...at(second?.id ?? ''), body: {} })
    expect(last.envelope).toMatchObject({
      errorType: 'ADDITIONAL_ACTION',
      payload: { confirm: [{ code: 'MONEY_OWED', owed: 2 * 1_020_00 }] },
    })
  })

  it('writes all rooms or none: a taken room refuses the booking and names that room', async () => {
    const dates = nights()
    await ok(app, createReservation, {
      ...as(),
      body: { resourceId: room(1), ...dates, guests: { ADULT: 1 }, contact: { name: 'Jiný host' } },
    })
    const refused = await call(app, createReservationGroup, {
      ...as(),
      body: {
        stays: [
          { resourceId: room(0), ...dates, guests: { ADULT: 2 } },
          { resourceId: room(1), ...dates, guests: { ADULT: 2 } },
        ],
        contact,
      },
    })
    expect(refused.envelope).toMatchObject({
      errorType: 'CONFLICT',
      messages: [{ field: 'stays.1.resourceId', code: 'reservation.clash' }],
    })
    // the first room was not kept: it can still be booked on those nights
    await ok(app, createReservation, {
      ...as(),
      body: { resourceId: room(0), ...dates, guests: { ADULT: 1 }, contact: { name: 'Třetí host' } },
    })
  })

  it('refuses the same room twice on overlapping nights, and too many guests in one room, by its line', async () => {
    const dates = nights()
    const twice = await call(app, createReservationGroup, {
      ...as(),
      body: {
        stays: [
          { resourceId: room(0), ...dates, guests: { ADULT: 2 } },
          { resourceId: room(0), since: dates.since, till: dates.till, guests: { ADULT: 1 } },
        ],
        contact,
      },
    })
    expect(twice.envelope).toMatchObject({
      errorType: 'VALIDATION',
      messages: [{ field: 'stays.1.resourceId', code: 'reservation.roomTwice' }],
    })
    const crowded = await call(app, createReservationGroup, {
      ...as(),
      body: {
        stays: [
          { resourceId: room(0), ...dates, guests: { ADULT: 2 } },
          { resourceId: room(1), ...dates, guests: { ADULT: 4 } },
        ],
        contact,
      },
      language: 'en',
    })
    expect(crowded.envelope).toMatchObject({
      errorType: 'VALIDATION',
      messages: [{ field: 'stays.1.guests', code: 'stay.overCapacity', text: expect.stringContaining('3') }],
    })
    const one = await call(app, createReservationGroup, {
      ...as(),
      body: { stays: [{ resourceId: room(0), ...dates, guests: { ADULT: 2 } }], contact },
    })
    expect(one.envelope?.errorType).toBe('VALIDATION')
  })

  it('adds a room to an existing booking, never to a closed one or another workspace’s', async () => {
    const dates = nights()
    const first = await ok(app, createReservation, {
      ...as(),
      body: { resourceId: room(0), ...dates, guests: { ADULT: 2 }, contact },
    })
    const added = await ok(app, createReservation, {
      ...as(),
      body: { resourceId: room(1), ...dates, guests: { ADULT: 1 }, contact, joinReservationId: first.id },
    })
    expect(added.account.id).toBe(first.account.id)
    // 2 080 Kč + one adult: 2 000 + 2 × 20 = 2 040 Kč
    expect(added.account.charged).toBe(2_080_00 + 2_040_00)
    const detail = await ok(app, reservationDetail, at(first.id))
    expect(detail.account.balance).toBe(2_080_00 + 2_040_00)

    // the second room canceled: the account no longer charges it
    await ok(app, cancelReservation, at(added.id))
    expect((await ok(app, reservationDetail, at(first.id))).account.charged).toBe(2_080_00)
    const closed = await call(app, createReservation, {
      ...as(),
      body: { resourceId: room(1), ...nights(), guests: { ADULT: 1 }, contact, joinReservationId: added.id },
    })
    expect(closed.envelope?.messages[0]).toMatchObject({ field: 'joinReservationId', code: 'reservation.joinClosed' })

    const other = await buildHouse(app)
    const foreign = await call(app, createReservation, {
      token: other.owner.token,
      params: { slugs: other.slug },
      body: {
        resourceId: other.rooms[0]?.id ?? '',
        ...nights(),
        guests: { ADULT: 1 },
        contact,
        joinReservationId: first.id,
      },
    })
    expect(foreign.envelope?.messages[0]).toMatchObject({
      field: 'joinReservationId',
      code: 'reservation.joinNotFound',
    })
  })
})

describe('a guest books several rooms on the booking page', () => {
  let breakfast: string
  let parking: string

  beforeAll(async () => {
    const settings = await ok(app, getAccommodationSettings, as())
    await ok(app, saveAccommodationSettings, {
      ...as(),
      body: {
        ...settings,
        publicBooking: {
          autoConfirm: false,
          iban: 'CZ65 0800 0000 1920 0014 5399',
          depositPercent: 30,
          confirmOnDeposit: true,
        },
      },
    })
    const extra = (body: StayExtraInput) => ok(app, saveStayExtra, { ...as(), body })
    breakfast = (
      await extra({ name: 'Snídaně', unit: 'PER_PERSON_NIGHT', price: 180_00, vatRate: 12, guestSelectable: true })
    ).id
    parking = (await extra({ name: 'Parkování', unit: 'PER_NIGHT', price: 150_00, vatRate: 21, guestSelectable: true }))
      .id
  })

  it('books a family in two rooms with breakfast: one account, one deposit, one link for the party', async () => {
    // room 1: two adults (2 080 Kč); room 2: one adult and two children, who pay no local fee
    // (2 × 1 000 + 2 × 1 × 20 = 2 040 Kč, if the price list charges no extra bed); breakfast 180 Kč × 5 persons × 2 nights = 1 800 Kč;
    // parking 150 Kč × 2 nights once = 300 Kč. Total 2 080 + 2 040 + 1 800 + 300 = 6 220 Kč.
    const booked = await ok(app, publicCreateReservation, {
      body: publicBookingOf(house, {
        rooms: [{ resourceId: room(1), guests: { ADULT: 1, CHILD: 2 } }],
        extras: [breakfast, parking],
      }),
    })
    expect(booked.rooms?.map((r) => r.resourceName)).toEqual(['Pokoj 1', 'Pokoj 2'])
    expect(booked.rooms?.map((r) => r.price.total)).toEqual([2_080_00, 2_040_00])
    expect(booked.total).toBe(6_220_00)
    expect(booked.extras).toEqual(
      expect.arrayContaining([
        { name: 'Snídaně', quantity: 4, amount: 720_00 },
        { name: 'Snídaně', quantity: 6, amount: 1_080_00 },
        { name: 'Parkování', quantity: 2, amount: 300_00 },
      ]),
    )
    expect(booked.extras).toHaveLength(3)

    // one link: the guest page shows the party's other room and asks for the deposit of the whole
    const info = await ok(app, publicGetGuestInfo, { params: { id: booked.guestInfoToken } })
    const secondCode = booked.rooms?.[1]?.code ?? ''
    expect(info.party).toMatchObject([{ code: secondCode, resourceName: 'Pokoj 2', guests: [], editable: true }])
    expect(info.stay.balance).toBe(6_220_00)
    // 30 % of 6 220 Kč = 1 866 Kč
    expect(info.payment?.amount).toBe(1_866_00)

    // the guests of the second room are filled in through the same link
    const filled = await ok(app, publicSaveGuestInfo, {
      params: { id: booked.guestInfoToken },
      body: {
        room: secondCode,
        guests: [
          { firstName: 'Jana', lastName: 'Dvořáková', nationality: 'CZE' },
          { firstName: 'Ema', lastName: 'Dvořáková', nationality: 'CZE', ageCategory: 'CHILD' },
        ],
      },
    })
    expect(filled.guests).toEqual([])
    expect(filled.party?.[0]?.guests.map((g) => g.firstName)).toEqual(['Jana', 'Ema'])
    const stranger = await call(app, publicSaveGuestInfo, {
      params: { id: booked.guestInfoToken },
      body: { room: 'ZZZZZZ', guests: [{ firstName: 'X', lastName: 'Y' }] },
    })
    expect(stranger.envelope?.messages[0]).toMatchObject({ field: 'room', code: 'guestInfo.roomNotFound' })

    // the bank pays the deposit: both rooms are confirmed
    const bank = await ok(app, saveBankAccount, {
      ...as(),
      body: { kind: 'BANK', name: 'Provozní účet', bank: 'FIO', accountNumber: '2001234561/2010', isDefault: true },
    })
    await ok(app, importBankStatement, {
      ...at(bank.id),
      body: {
        fileName: 'vypis.gpc',
        content: statementFile('2001234561/2010', [
          movement({ amount: 1_866_00, variableSymbol: info.payment?.variableSymbol ?? '' }),
        ]),
      },
    })
    const account = await ok(app, stayAccount, at(await idOf(booked.code)))
    expect(account.stays.map((s) => s.status)).toEqual(['CONFIRMED', 'CONFIRMED'])
    expect(account).toMatchObject({ charged: 6_220_00, taken: 1_866_00, balance: 6_220_00 - 1_866_00 })

    // one invoice of the party: both rooms, breakfast in each, parking once, the deposit deducted
    const invoice = await ok(app, invoiceReservation, { ...at(await idOf(secondCode)), body: {} })
    expect(invoice.toPay).toBe(6_220_00 - 1_866_00)
    expect(invoice.note).toContain(booked.code)
    expect(invoice.note).toContain(secondCode)
  })

  it('refuses a room chosen twice, and offers other rooms when one of the party’s is taken', async () => {
    const twice = await call(app, publicCreateReservation, {
      body: publicBookingOf(house, { rooms: [{ resourceId: room(0), guests: { ADULT: 1 } }] }),
    })
    expect(twice.envelope?.messages[0]).toMatchObject({ field: 'rooms', code: 'booking.roomTwice' })

    const body = publicBookingOf(house, { rooms: [{ resourceId: room(1), guests: { ADULT: 1 } }] })
    await ok(app, createReservation, {
      ...as(),
      body: {
        resourceId: room(1),
        since: body.since,
        till: body.till,
        guests: { ADULT: 1 },
        contact: { name: 'Jiný' },
      },
    })
    const taken = await call(app, publicCreateReservation, { body })
    expect(taken.envelope).toMatchObject({ errorType: 'CONFLICT', payload: { entity: { resourceId: room(1) } } })
    expect(taken.raw).not.toContain('Jiný')
    // nothing of the party was kept: room 1 is still free on those nights
    const alone = await ok(app, publicCreateReservation, { body: { ...body, rooms: [] } })
    expect(alone.rooms).toHaveLength(1)

    const elsewhere = await buildHouse(app)
    const foreign = await call(app, publicCreateReservation, {
      body: publicBookingOf(house, { rooms: [{ resourceId: elsewhere.rooms[0]?.id ?? '', guests: { ADULT: 1 } }] }),
    })
    expect(foreign.envelope?.messages[0]).toMatchObject({ field: 'rooms.0.resourceId', code: 'resources.notFound' })
  })
})

/** A reservation's id by its code. */
async function idOf(code: string) {
  const found = await ok(app, searchReservations, { ...as(), query: { q: code } })
  const row = found.items.find((item) => item.code === code)
  if (!row) throw new Error(`no reservation ${code}`)
  return row.id
}
