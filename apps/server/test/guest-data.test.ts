import {
  addGuest,
  createReservation,
  type GuestInput,
  getAccommodationSettings,
  publicCreateReservation,
  publicSaveGuestInfo,
  saveAccommodationSettings,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHouse, type House, publicBookingOf } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

// Issue 20: a guest's register entry is fit for the police report when it is saved, by the staff and
// by the guest alike: nationality from the ISO list, a real past birth date, a foreigner's document.

const { app } = await startTestApp({ publicRateLimit: 100_000 })
let house: House
let stayId = ''
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })

beforeAll(async () => {
  house = await buildHouse(app)
  const settings = await ok(app, getAccommodationSettings, as())
  await ok(app, saveAccommodationSettings, {
    ...as(),
    body: { ...settings, publicBooking: { autoConfirm: false, iban: '' } },
  })
  const stay = await ok(app, createReservation, {
    ...as(),
    body: {
      resourceId: house.rooms[0]?.id ?? '',
      since: '2030-05-10',
      till: '2030-05-12',
      guests: { ADULT: 1 },
      contact: { name: 'Jana Horváthová' },
    },
  })
  stayId = stay.id
})

const slovak: GuestInput = {
  firstName: 'Jana',
  lastName: 'Horváthová',
  birthDate: '1988-05-17',
  nationality: 'SVK',
  address: 'Hlavná 12, Košice',
  documentType: 'OP',
  documentNumber: 'EA123456',
}

/** The staff's save of one guest: its messages as `field: code`, or the saved guests. */
async function save(guest: GuestInput, language = 'cs') {
  const result = await call(app, addGuest, {
    ...as(),
    params: { ...as().params, id: stayId },
    body: { guests: [guest] },
    language,
  })
  return {
    errorType: result.envelope?.errorType ?? null,
    problems: (result.envelope?.messages ?? []).map((m) => `${m.field}: ${m.code}`),
    texts: (result.envelope?.messages ?? []).map((m) => m.text),
    guests: result.envelope?.errorType ? [] : (result.envelope?.payload.guests ?? []),
  }
}

describe('the nationality', () => {
  it('is Slovakia as SVK, in any case', async () => {
    const saved = await save({ ...slovak, nationality: 'svk' })
    expect(saved.errorType).toBeNull()
    expect(saved.guests[0]?.nationality).toBe('SVK')
  })

  it('refuses SLO, which is not on the list, with a message on the field', async () => {
    const refused = await save({ ...slovak, nationality: 'SLO' })
    expect(refused.errorType).toBe('VALIDATION')
    expect(refused.problems).toEqual(['guests.0.nationality: guest.unknownCountry'])
    expect(refused.texts).toEqual(['Neznámý stát. Vyberte zemi ze seznamu.'])
  })

  it('refuses a country name typed instead of a code', async () => {
    expect((await save({ ...slovak, nationality: 'Slovensko' })).problems).toEqual([
      'guests.0.nationality: guest.unknownCountry',
    ])
  })
})

describe('the birth date', () => {
  it('refuses an impossible day instead of dropping it', async () => {
    const refused = await save({ ...slovak, birthDate: '2023-02-30' })
    expect(refused.problems).toEqual(['guests.0.birthDate: guest.birthDateInvalid'])
    expect(refused.texts[0]).toContain('Takové datum neexistuje')
  })

  it('refuses a day in the future and one before 1900', async () => {
    const nextYear = new Date().getUTCFullYear() + 1
    expect((await save({ ...slovak, birthDate: `${nextYear}-01-01` })).problems).toEqual([
      'guests.0.birthDate: guest.birthDateFuture',
    ])
    expect((await save({ ...slovak, birthDate: '1899-12-31' })).problems).toEqual([
      'guests.0.birthDate: guest.birthDateTooEarly',
    ])
  })

  it('may be left out', async () => {
    const saved = await save({ ...slovak, birthDate: null })
    expect(saved.errorType).toBeNull()
    expect(saved.guests[0]?.birthDate).toBeNull()
  })
})

describe('the document', () => {
  it('is required of a foreigner: its type and its number', async () => {
    const refused = await save({ ...slovak, documentType: null, documentNumber: '' })
    expect(refused.problems).toEqual([
      'guests.0.documentType: guest.documentTypeRequired',
      'guests.0.documentNumber: guest.documentNumberRequired',
    ])
  })

  it('may be left out for a Czech guest, and for one whose nationality is not filled in', async () => {
    const czech = await save({ firstName: 'Jan', lastName: 'Novák', nationality: 'CZE' })
    expect(czech.errorType).toBeNull()
    expect(czech.guests[0]).toMatchObject({ nationality: 'CZE', documentType: null, documentNumber: '' })
    expect((await save({ firstName: 'Jan', lastName: 'Novák' })).errorType).toBeNull()
  })

  it('keeps a visa number, which stays optional', async () => {
    const ukrainian = { ...slovak, nationality: 'UKR', documentType: 'PAS' as const, documentNumber: 'FK123456' }
    expect((await save(ukrainian)).guests[0]?.visaNumber).toBe('')
    expect((await save({ ...ukrainian, visaNumber: 'CZE123' })).guests[0]?.visaNumber).toBe('CZE123')
  })
})

describe('the messages', () => {
  it('come in English when asked', async () => {
    const refused = await save({ ...slovak, nationality: 'SLO', documentType: null, birthDate: '2023-02-30' }, 'en')
    expect(refused.texts.sort()).toEqual(
      [
        'Unknown country. Choose one from the list.',
        'There is no such date. Enter the date of birth as YYYY-MM-DD.',
      ].sort(),
    )
  })
})

describe('the guest’s own check-in form', () => {
  it('follows the same rules', async () => {
    const booked = await ok(app, publicCreateReservation, { body: publicBookingOf(house) })
    const refused = await call(app, publicSaveGuestInfo, {
      params: { id: booked.guestInfoToken },
      body: {
        guests: [
          { ...slovak, nationality: 'SLO' },
          { ...slovak, documentNumber: '' },
        ],
      },
      language: 'en',
    })
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    expect(refused.envelope?.messages.map((m) => `${m.field}: ${m.code}`)).toEqual([
      'guests.0.nationality: guest.unknownCountry',
      'guests.1.documentNumber: guest.documentNumberRequired',
    ])
    const saved = await ok(app, publicSaveGuestInfo, {
      params: { id: booked.guestInfoToken },
      body: { guests: [slovak] },
    })
    expect(saved.guests.map((g) => g.nationality)).toEqual(['SVK'])
  })
})
