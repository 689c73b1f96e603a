import {
  createReservation,
  listReservationsByResource,
  type PricelistItemInput,
  publicBlockedDays,
  publicCalendarInfo,
  publicCheckReservation,
  publicComputePrice,
  publicCreateReservation,
  savePricelistItem,
  updateDurationAndGuests,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHouse, type House, publicBookingOf } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

// Stay rules through every call that books or prices a stay (issue 29): the public calendar,
// blocked days, compute-price, check-reservation, the public booking and the staff's reservations.
// 2040-03-02 is a Friday, 2040-03-04 a Sunday.

const { app } = await startTestApp({ publicRateLimit: 100_000 })
let house: House
const FRIDAY = '2040-03-02'

const RULES: PricelistItemInput['rules'] = [
  { kind: 'MIN_NIGHTS', weekdays: [5], nights: 3 },
  { kind: 'NIGHT_PRICE', weekdays: [5, 6], price: 1_300_00 },
  { kind: 'CLOSED_TO_ARRIVAL', weekdays: [7] },
  { kind: 'LENGTH_DISCOUNT', nights: 7, percent: -10 },
]

beforeAll(async () => {
  house = await buildHouse(app)
  await ok(app, savePricelistItem, {
    token: house.owner.token,
    params: { slugs: house.slug },
    body: { code: 'DBL', name: 'Dvoulůžko', unit: 'PER_NIGHT', price: 1_000_00, version: 0, rules: RULES },
  })
})

const room = () => house.rooms[0]?.id ?? ''
const staff = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const priceQuery = (since: string, till: string) => ({
  params: { id: room() },
  query: { sinceInLocalDate: since, tillInLocalDate: till, ADULT: 2 },
})

describe('the price list keeps stay rules', () => {
  it('answers the rules with every field, and refuses a rule that lacks what its kind needs', async () => {
    const saved = await ok(app, savePricelistItem, {
      ...staff(),
      body: { code: 'WKD', name: 'Víkend', unit: 'PER_NIGHT', price: 900_00, rules: RULES.slice(0, 1) },
    })
    expect(saved.rules).toEqual([
      {
        kind: 'MIN_NIGHTS',
        since: null,
        till: null,
        weekdays: [5],
        nights: 3,
        days: null,
        guests: null,
        price: null,
        percent: null,
      },
    ])
    const lacking = await call(app, savePricelistItem, {
      ...staff(),
      body: {
        code: 'BAD',
        name: 'Chybné',
        unit: 'PER_NIGHT',
        price: 900_00,
        rules: [
          { kind: 'NIGHT_PRICE', weekdays: [5], price: 1_000_00 },
          { kind: 'LENGTH_DISCOUNT', percent: -10 },
        ],
      },
    })
    expect(lacking.envelope?.errorType).toBe('VALIDATION')
    expect(lacking.envelope?.messages[0]).toMatchObject({ field: 'rules.1.nights', code: 'validation.required' })
    const both = await call(app, savePricelistItem, {
      ...staff(),
      body: {
        code: 'BAD',
        name: 'Chybné',
        unit: 'PER_NIGHT',
        price: 1,
        rules: [{ kind: 'NIGHT_PRICE', price: 1, percent: 5 }],
      },
    })
    expect(both.envelope?.messages[0]).toMatchObject({ field: 'rules.0.price', code: 'pricelist.rulePriceOrPercent' })
    const weekday = await call(app, savePricelistItem, {
      ...staff(),
      body: {
        code: 'BAD',
        name: 'Chybné',
        unit: 'PER_NIGHT',
        price: 1,
        rules: [{ kind: 'CLOSED_TO_ARRIVAL', weekdays: [8] }],
      },
    })
    expect(weekday.envelope?.messages[0]?.field).toBe('rules.0.weekdays.0')
  })
})

describe('the booking page follows the rules', () => {
  it('refuses a Friday arrival for 2 nights with the minimum stay, in the guest’s language', async () => {
    const cs = await call(app, publicComputePrice, priceQuery(FRIDAY, '2040-03-04'))
    expect(cs.envelope?.errorType).toBe('VALIDATION')
    expect(cs.envelope?.messages).toEqual([
      expect.objectContaining({
        field: 'till',
        code: 'stay.minNights',
        text: 'Při příjezdu 2. 3. 2040 (pátek) je nejkratší možný pobyt 3 noci.',
      }),
    ])
    const en = await call(app, publicComputePrice, { ...priceQuery(FRIDAY, '2040-03-04'), language: 'en' })
    expect(en.envelope?.messages[0]?.text).toBe('Stays arriving on Friday 2 March 2040 must be at least 3 nights.')
  })

  it('prices 3 nights from Friday with the weekend rate: 1 300 + 1 300 + 1 000', async () => {
    const price = await ok(app, publicComputePrice, priceQuery(FRIDAY, '2040-03-05'))
    expect(price.lines.filter((l) => l.kind === 'ACCOMMODATION').map((l) => [l.quantity, l.unitPrice])).toEqual([
      [2, 1_300_00],
      [1, 1_000_00],
    ])
    // fee 2 adults × 3 nights × 20 Kč
    expect(price).toMatchObject({ accommodationTotal: 3_600_00, localFeeTotal: 120_00, total: 3_720_00 })
  })

  it('takes 7 nights 10 % off the accommodation, not the local fee', async () => {
    // Mon 5 March – Mon 12 March: 5 × 1 000 + Fri, Sat × 1 300 = 7 600; −760
    const price = await ok(app, publicComputePrice, priceQuery('2040-03-05', '2040-03-12'))
    expect(price.lines.find((l) => l.kind === 'ADJUSTMENT')).toMatchObject({
      detail: 'LENGTH_DISCOUNT',
      percent: -10,
      amount: -760_00,
    })
    expect(price).toMatchObject({ accommodationTotal: 6_840_00, localFeeTotal: 280_00 })
  })

  it('check-reservation and the booking itself refuse the same stay, and nothing is written', async () => {
    const stay = { resourceId: room(), since: '2040-03-04', till: '2040-03-07', guests: { ADULT: 2 } }
    const check = await call(app, publicCheckReservation, { body: stay })
    expect(check.envelope?.messages[0]).toMatchObject({ field: 'since', code: 'stay.closedToArrival' })
    expect(check.envelope?.messages[0]?.text).toBe('Příjezd 4. 3. 2040 (neděle) není možný. Zvolte jiný den příjezdu.')
    const booked = await call(app, publicCreateReservation, {
      body: publicBookingOf(house, { since: FRIDAY, till: '2040-03-04' }),
    })
    expect(booked.envelope?.messages[0]).toMatchObject({ field: 'till', code: 'stay.minNights' })
    const list = await call(app, listReservationsByResource, {
      ...staff(),
      params: { slugs: house.slug, a: room(), b: '2040-03-01', c: '2040-04-01' },
    })
    expect(list.status).toBe(204)
  })

  it('marks the days rules limit in the room’s blocked days and the group’s calendar', async () => {
    const blocked = await ok(app, publicBlockedDays, { params: { a: room(), b: 2040, c: 3 } })
    expect(blocked.blocked).toEqual([])
    expect(blocked.rules.slice(0, 2)).toEqual([
      { date: '2040-03-02', noArrival: false, noDeparture: false, minNights: 3, maxNights: null },
      { date: '2040-03-04', noArrival: true, noDeparture: false, minNights: 1, maxNights: null },
    ])
    // every Friday (2, 9, 16, 23, 30) and Sunday (4, 11, 18, 25) of March 2040, nothing else
    expect(blocked.rules).toHaveLength(9)
    const calendar = await ok(app, publicCalendarInfo, { params: { a: house.groupId, b: 2040, c: 3 } })
    const day = (date: string) => calendar.days.find((d) => d.date === date)
    expect(day('2040-03-02')).toMatchObject({ freeUnits: 2, lowestPrice: 1_300_00, noArrival: false, minNights: 3 })
    expect(day('2040-03-04')).toMatchObject({ noArrival: true, minNights: 1 })
    expect(day('2040-03-05')).toMatchObject({ lowestPrice: 1_000_00, noArrival: false, minNights: 1 })
  })
})

describe('staff may book against the rules knowingly', () => {
  it('asks to confirm a broken rule, then books it at the rules’ price', async () => {
    const body = {
      resourceId: room(),
      since: FRIDAY,
      till: '2040-03-04',
      guests: { ADULT: 2 },
      contact: { name: 'Jan Novák', email: '', phone: '' },
    }
    const asked = await call(app, createReservation, { ...staff(), body })
    expect(asked.envelope?.errorType).toBe('ADDITIONAL_ACTION')
    expect(asked.envelope?.payload).toEqual({
      confirm: [
        {
          code: 'STAY_RULES',
          rules: [{ code: 'stay.minNights', text: 'Při příjezdu 2. 3. 2040 (pátek) je nejkratší možný pobyt 3 noci.' }],
        },
      ],
    })
    const made = await ok(app, createReservation, { ...staff(), body: { ...body, confirm: ['STAY_RULES'] } })
    expect(made.price.accommodationTotal).toBe(2_600_00)
    // changing the guests keeps the dates: nothing to confirm again
    const more = await ok(app, updateDurationAndGuests, {
      ...staff(),
      params: { slugs: house.slug, id: made.id },
      body: { version: made.version, since: FRIDAY, till: '2040-03-04', guests: { ADULT: 3 } },
    })
    expect(more.guestCounts.ADULT).toBe(3)
    // moving the arrival to the closed Sunday asks again
    const moved = await call(app, updateDurationAndGuests, {
      ...staff(),
      params: { slugs: house.slug, id: made.id },
      body: { version: more.version, since: '2040-03-04', till: '2040-03-06', guests: { ADULT: 3 } },
    })
    expect(moved.envelope?.errorType).toBe('ADDITIONAL_ACTION')
  })
})
