import {
  confirmReservation,
  getAccommodationSettings,
  listReservationsByResource,
  markCheckinDone,
  type PublicBooking,
  publicBlockedDays,
  publicCalendarInfo,
  publicCheckReservation,
  publicComputePrice,
  publicCreateReservation,
  publicGetGuestInfo,
  publicListGroups,
  publicListResources,
  publicRoomDetail,
  publicSaveGuestInfo,
  saveAccommodationSettings,
  saveResourceGroup,
  saveStayExtra,
  searchReservations,
} from '@innkeep/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeSmtp } from '../../../tools/fakes/smtp.ts'
import { buildHouse, type House, publicBookingOf } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

const smtp = await startFakeSmtp()
afterAll(() => smtp.close())
const { app } = await startTestApp({ smtpUrl: smtp.smtpUrl, publicRateLimit: 100_000 })
let house: House

beforeAll(async () => {
  house = await buildHouse(app)
  const settings = await ok(app, getAccommodationSettings, { token: house.owner.token, params: { slugs: house.slug } })
  await ok(app, saveAccommodationSettings, {
    token: house.owner.token,
    params: { slugs: house.slug },
    body: { ...settings, publicBooking: { autoConfirm: false, iban: 'CZ65 0800 0000 1920 0014 5399' } },
  })
})

const booking = (overrides: Partial<PublicBooking> = {}) => publicBookingOf(house, overrides)

/** The staff confirm a requested booking (by its code): the guest page then asks for the payment. */
async function confirm(code: string) {
  const as = { token: house.owner.token, params: { slugs: house.slug } }
  const found = await ok(app, searchReservations, { ...as, query: { q: code } })
  await ok(app, confirmReservation, { ...as, params: { slugs: house.slug, id: found.items[0]?.id ?? '' } })
}

describe('the booking page catalogue', () => {
  it('lists the rooms of a group offered online, with prices from', async () => {
    const group = await ok(app, publicListResources, { params: { a: house.slug, b: house.groupId } })
    expect(group.resources.map((r) => [r.name, r.fromPrice, r.unit])).toEqual([
      ['Pokoj 1', 1_000_00, 'PER_NIGHT'],
      ['Pokoj 2', 1_000_00, 'PER_NIGHT'],
    ])
    const detail = await ok(app, publicRoomDetail, {
      query: { listOfResourceUUUID: house.rooms.map((r) => r.id).join(',') },
    })
    expect(detail).toHaveLength(2)
  })

  it('hides a group that is not offered online', async () => {
    const hidden = await ok(app, saveResourceGroup, {
      token: house.owner.token,
      params: { slugs: house.slug },
      body: { name: 'Jen pro stálé hosty', bookableOnline: false },
    })
    expect((await call(app, publicListResources, { params: { a: house.slug, b: hidden.id } })).status).toBe(204)
    const start = await ok(app, publicListGroups, { params: { a: house.slug } })
    expect(start.groups.map((g) => g.id)).not.toContain(hidden.id)
  })

  it('lists the groups offered online for the start of the booking page, with counts and prices from', async () => {
    const start = await ok(app, publicListGroups, { params: { a: house.slug } })
    expect(start.workspace.slug).toBe(house.slug)
    const group = start.groups.find((g) => g.id === house.groupId)
    expect(group).toMatchObject({ units: 2, kinds: ['PENSIONROOM'], fromPrice: 1_000_00, unit: 'PER_NIGHT' })
    expect(JSON.stringify(start)).not.toContain('priceCode')
    expect((await call(app, publicListGroups, { params: { a: 'no-such-house' } })).status).toBe(204)
  })

  it('counts free rooms per night and blocks taken and past nights, naming nobody', async () => {
    const b = booking()
    const year = Number(b.since.slice(0, 4))
    await ok(app, publicCreateReservation, { body: b })
    const month = await ok(app, publicCalendarInfo, { params: { a: house.groupId, b: year, c: 8 } })
    const day = (date: string) => month.days.find((d) => d.date === date)
    expect(day(`${year}-08-10`)).toEqual({
      date: `${year}-08-10`,
      freeUnits: 1,
      lowestPrice: 1_000_00,
      noArrival: false,
      minNights: 1,
    })
    expect(day(`${year}-08-12`)?.freeUnits).toBe(2)
    const blocked = await ok(app, publicBlockedDays, { params: { a: b.resourceId, b: year, c: 8 } })
    expect(blocked.blocked).toEqual([`${year}-08-10`, `${year}-08-11`])
    const past = await ok(app, publicCalendarInfo, { params: { a: house.groupId, b: 2020, c: 1 } })
    expect(past.days.every((d) => d.freeUnits === 0)).toBe(true)
    expect(JSON.stringify(month)).not.toContain('Greta')
  })

  it('prices a stay with the staff function and refuses one in the past', async () => {
    const price = await ok(app, publicComputePrice, {
      params: { id: house.rooms[1]?.id ?? '' },
      query: { sinceInLocalDate: '2040-03-01', tillInLocalDate: '2040-03-03', ADULT: 2, CHILD: 1 },
    })
    expect(price).toMatchObject({ nights: 2, accommodationTotal: 2_000_00, localFeeTotal: 80_00 })
    const past = await call(app, publicComputePrice, {
      params: { id: house.rooms[1]?.id ?? '' },
      query: { sinceInLocalDate: '2020-03-01', tillInLocalDate: '2020-03-03' },
    })
    expect(past.envelope?.messages[0]?.code).toBe('booking.inThePast')
  })
})

describe('booking', () => {
  it('makes a REQUESTED reservation, e-mails the guest the link and tells the staff', async () => {
    const before = smtp.received.length
    const result = await ok(app, publicCreateReservation, { body: booking() })
    expect(result).toMatchObject({ status: 'REQUESTED', resourceName: 'Pokoj 1' })
    const mails = smtp.received.slice(before)
    expect(mails.map((m) => m.to[0])).toEqual(['greta@example.se'])
    expect(mails[0]?.raw.replace(/=\r?\n/g, '')).toContain(`/guest/${result.guestInfoToken}`)
  })

  it('charges the extras the guest chose with the stay, and only those the owner offers online', async () => {
    const as = { token: house.owner.token, params: { slugs: house.slug } }
    const breakfast = await ok(app, saveStayExtra, {
      ...as,
      body: {
        name: 'Snídaně',
        nameEn: 'Breakfast',
        unit: 'PER_PERSON_NIGHT',
        price: 180_00,
        vatRate: 12,
        guestSelectable: true,
      },
    })
    const towel = await ok(app, saveStayExtra, {
      ...as,
      body: { name: 'Župan', unit: 'PER_STAY', price: 100_00, vatRate: 21 },
    })
    const group = await ok(app, publicListResources, { params: { a: house.slug, b: house.groupId } })
    expect(group.extras).toEqual([
      {
        id: breakfast.id,
        name: 'Snídaně',
        nameEn: 'Breakfast',
        unit: 'PER_PERSON_NIGHT',
        price: 180_00,
        currency: 'CZK',
      },
    ])

    // 2 adults × 2 nights: 4 breakfasts × 180 Kč = 720 Kč beside the stay's 2 080 Kč
    const booked = await ok(app, publicCreateReservation, { body: booking({ extras: [breakfast.id] }) })
    expect(booked).toMatchObject({ extras: [{ name: 'Snídaně', quantity: 4, amount: 720_00 }], total: 2_800_00 })
    const info = await ok(app, publicGetGuestInfo, { params: { id: booked.guestInfoToken } })
    expect(info.stay).toMatchObject({ balance: 2_800_00, extras: [{ name: 'Snídaně', quantity: 4, amount: 720_00 }] })
    // a requested booking asking no deposit is paid once the house confirms it (issue 29)
    expect(info.payment).toBeNull()
    await confirm(booked.code)
    const confirmed = await ok(app, publicGetGuestInfo, { params: { id: booked.guestInfoToken } })
    expect(confirmed.payment).toMatchObject({ amount: 2_800_00, purpose: 'BALANCE' })

    const notOffered = await call(app, publicCreateReservation, { body: booking({ extras: [towel.id] }) })
    expect(notOffered.envelope?.messages[0]).toMatchObject({ field: 'extras', code: 'booking.extraNotOffered' })
  })

  it('answers ten identical posts with one reservation and ten identical answers', async () => {
    const body = booking()
    const headers = { 'idempotency-key': `key-${body.since}-abcdef` }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(app, publicCreateReservation, { body, headers })),
    )
    expect(new Set(answers.map((a) => a.raw)).size).toBe(1)
    const view = await ok(app, listReservationsByResource, {
      token: house.owner.token,
      params: { slugs: house.slug, a: 'all', b: body.since, c: body.till },
    })
    expect(view.reservations).toHaveLength(1)
    const other = await call(app, publicCreateReservation, { body: { ...body, note: 'jiné' }, headers })
    expect(other.envelope?.messages[0]?.code).toBe('booking.idempotencyMismatch')
  })

  it('offers other free rooms when the room was taken, without the other guest', async () => {
    const body = booking()
    await ok(app, publicCreateReservation, { body })
    const check = await ok(app, publicCheckReservation, {
      body: { resourceId: body.resourceId, since: body.since, till: body.till, guests: body.guests },
    })
    expect(check).toMatchObject({ available: false, price: null })
    expect(check.alternatives.map((r) => r.name)).toEqual(['Pokoj 2'])
    const late = await call(app, publicCreateReservation, {
      body: { ...body, contact: { ...body.contact, name: 'Someone Else' } },
    })
    expect(late.envelope).toMatchObject({
      errorType: 'CONFLICT',
      payload: { entity: { alternatives: [{ name: 'Pokoj 2' }] } },
    })
    expect(late.raw).not.toContain('Greta')
  })

  it('refuses more guests than the room takes', async () => {
    const b = booking({ guests: { ADULT: 4 } })
    const check = await call(app, publicCheckReservation, {
      body: { resourceId: b.resourceId, since: b.since, till: b.till, guests: b.guests },
    })
    expect(check.envelope?.messages[0]).toMatchObject({ field: 'guests', code: 'stay.overCapacity' })
  })

  it('needs consent and a real e-mail', async () => {
    const result = await call(app, publicCreateReservation, {
      body: { ...booking(), consent: false, contact: { name: 'X', email: 'not-an-email' } },
      language: 'en',
    })
    expect(result.envelope?.messages.map((m) => [m.field, m.code])).toEqual([
      ['contact.email', 'validation.email'],
      ['consent', 'booking.consentRequired'],
    ])
  })
})

describe('guest self check-in', () => {
  it('shows the stay with a QR payment and saves companions until check-in', async () => {
    const booked = await ok(app, publicCreateReservation, { body: booking() })
    const token = booked.guestInfoToken
    await confirm(booked.code)
    const info = await ok(app, publicGetGuestInfo, { params: { id: token } })
    expect(info.payment?.spayd).toMatch(/^SPD\*1\.0\*ACC:CZ6508000000192000145399\*AM:2080\.00\*CC:CZK\*/)
    expect(info.editable).toBe(true)
    const saved = await ok(app, publicSaveGuestInfo, {
      params: { id: token },
      body: {
        guests: [
          {
            firstName: 'Greta',
            lastName: 'Lindqvist',
            nationality: 'SWE',
            documentType: 'PAS',
            documentNumber: 'AB1234567',
            birthDate: '1985-02-11',
          },
          {
            firstName: 'Nils',
            lastName: 'Lindqvist',
            nationality: 'SWE',
            documentType: 'PAS',
            documentNumber: 'AB7654321',
            ageCategory: 'CHILD',
            birthDate: '2016-06-01',
          },
        ],
      },
    })
    expect(saved.guests.map((g) => g.firstName)).toEqual(['Greta', 'Nils'])
    const staffView = await ok(app, listReservationsByResource, {
      token: house.owner.token,
      params: { slugs: house.slug, a: 'all', b: booked.since, c: booked.till },
    })
    const id = staffView.reservations[0]?.id ?? ''
    await ok(app, markCheckinDone, {
      token: house.owner.token,
      params: { slugs: house.slug, id },
      body: { confirm: ['EARLY_ARRIVAL'] },
    })
    const locked = await call(app, publicSaveGuestInfo, { params: { id: token }, body: { guests: [] } })
    expect(locked.envelope?.messages[0]?.code).toBe('guestInfo.locked')
  })

  it('answers 204 for an unknown link', async () => {
    expect((await call(app, publicGetGuestInfo, { params: { id: 'x'.repeat(32) } })).status).toBe(204)
  })
})

describe('public means hostile', () => {
  it('limits calls per client address with Retry-After', async () => {
    const limited = await startTestApp({ publicRateLimit: 3 })
    const url = `/public-api/get-blocked-days/${house.rooms[0]?.id}/2031/8`
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push(await limited.app.inject({ url }))
    expect(statuses.map((s) => s.statusCode)).toEqual([204, 204, 204, 429])
    expect(Number(statuses[3]?.headers['retry-after'])).toBeGreaterThan(0)
  })
})
