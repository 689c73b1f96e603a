import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  accommodationStatistics,
  accommodationStatisticsCsv,
  addGuest,
  cancelReservation,
  createReservation,
  type GuestInput,
  markCheckinDone,
  markCheckoutDone,
  saveResource,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

const { app } = await startTestApp()
let house: House
let rooms: string[] = []
const as = (language = 'cs') => ({ token: house.owner.token, params: { slugs: house.slug }, language })
const byId = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })

const NOVAK: GuestInput = { firstName: 'Jan', lastName: 'Novák', nationality: 'CZE', address: 'Husova 12, 602 00 Brno' }
const ELISKA: GuestInput = { ...NOVAK, firstName: 'Eliška', ageCategory: 'CHILD' }
const FOREIGN = { documentType: 'PAS', documentNumber: 'X1234567' } as const
// the Slovak guest's address names no country: the nationality says where she lives
const HORVATHOVA: GuestInput = {
  ...FOREIGN,
  firstName: 'Zuzana',
  lastName: 'Horváthová',
  nationality: 'SVK',
  address: 'Hlavná 5, 040 01 Košice',
}
const BECKER: GuestInput = {
  ...FOREIGN,
  firstName: 'Klaus',
  lastName: 'Becker',
  nationality: 'DEU',
  address: 'Lindenstraße 4, 80331 München, Deutschland',
}

/** A stay of the given guests, checked in and out unless it is to stay `CONFIRMED` or be `CANCELED`. */
async function stay(
  room: number,
  since: string,
  till: string,
  guests: GuestInput[],
  end: 'CHECKED_OUT' | 'CONFIRMED' | 'CANCELED' = 'CHECKED_OUT',
) {
  const children = guests.filter((g) => g.ageCategory === 'CHILD').length
  const created = await ok(app, createReservation, {
    ...as(),
    body: {
      resourceId: rooms[room] ?? '',
      since,
      till,
      guests: { ADULT: Math.max(1, guests.length - children), CHILD: children },
      contact: { name: guests[0]?.lastName ?? 'Host' },
    },
  })
  if (guests.length > 0) await ok(app, addGuest, { ...byId(created.id), body: { guests } })
  if (end === 'CANCELED') await ok(app, cancelReservation, byId(created.id))
  if (end !== 'CHECKED_OUT') return created.code
  await ok(app, markCheckinDone, { ...byId(created.id), body: { confirm: ['ROOM_NOT_CLEAN'] } })
  await ok(app, markCheckoutDone, { ...byId(created.id), body: { confirm: ['MONEY_OWED'] } })
  return created.code
}

let withoutGuests = ''
let noShow = ''

beforeAll(async () => {
  house = await buildHouse(app)
  rooms = house.rooms.map((room) => room.id)
  // the Nováks over the month's end: two nights in January, two in February; Eliška is a child
  await stay(0, '2019-01-30', '2019-02-03', [NOVAK, ELISKA])
  await stay(1, '2019-01-10', '2019-01-12', [HORVATHOVA])
  await stay(0, '2019-01-05', '2019-01-08', [BECKER])
  // a canceled stay and one that never came have guests written down, and count for nothing
  await stay(1, '2019-01-20', '2019-01-22', [{ ...NOVAK, firstName: 'Petr' }], 'CANCELED')
  noShow = await stay(1, '2019-01-25', '2019-01-27', [{ ...NOVAK, firstName: 'Pavel' }], 'CONFIRMED')
  withoutGuests = await stay(0, '2019-01-15', '2019-01-16', [])
})

describe('the ČSÚ monthly report', () => {
  it('counts the arrivals of January and their nights in it, Czech residents apart, by country', async () => {
    const report = await ok(app, accommodationStatistics, { ...as(), query: { month: '2019-01' } })
    // Nováks 2 guests × 2 nights in January; Horváthová 2 nights; Becker 3 nights
    expect(report.residents).toEqual({ guests: 2, nights: 4 })
    expect(report.countries).toEqual([
      { country: 'DEU', name: 'Německo', guests: 1, nights: 3 },
      { country: 'SVK', name: 'Slovensko', guests: 1, nights: 2 },
    ])
    expect(report.nonResidents).toEqual({ guests: 2, nights: 5 })
    expect(report.unknown).toEqual({ guests: 0, nights: 0 })
    expect(report.totals).toEqual({ guests: 4, nights: 9 })
    // Becker's address names Germany; Horváthová's and the Nováks' name no country
    expect(report.residenceFrom).toEqual({ address: 1, nationality: 3, unknown: 0 })
    expect(report.staysWithoutGuests).toEqual([withoutGuests])
    expect(report.staysNotCheckedIn).toEqual([noShow])
    expect(report.monthEnded).toBe(true)
  })

  it('gives February the nights of the stay over the month end, but not its arrivals', async () => {
    const report = await ok(app, accommodationStatistics, { ...as(), query: { month: '2019-02' } })
    expect(report.residents).toEqual({ guests: 0, nights: 4 })
    expect(report.countries).toEqual([])
    expect(report.totals).toEqual({ guests: 0, nights: 4 })
    expect(report.capacity.daysOpen).toBe(28)
  })

  it('names the countries in English for an English request, sorted by those names', async () => {
    const report = await ok(app, accommodationStatistics, { ...as('en'), query: { month: '2019-01' } })
    expect(report.countries.map((row) => row.name)).toEqual(['Germany', 'Slovakia'])
  })

  it('takes the days a seasonal house was open, never more than the month has', async () => {
    const open = await ok(app, accommodationStatistics, { ...as(), query: { month: '2019-02', daysOpen: 20 } })
    expect(open.capacity.daysOpen).toBe(20)
    const refused = await call(app, accommodationStatistics, {
      ...as('en'),
      query: { month: '2019-02', daysOpen: 30 },
    })
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    expect(refused.envelope?.messages[0]).toMatchObject({ field: 'daysOpen', text: 'The month has only 28 days.' })
  })

  it('reaches the register’s threshold with the fifth room, and counts beds and places', async () => {
    const before = await ok(app, accommodationStatistics, { ...as(), query: { month: '2019-01' } })
    // the test house's two rooms describe no beds: each counts its capacity of three
    expect(before.capacity).toEqual({ rooms: 2, beds: 6, places: 0, daysOpen: 31 })
    expect(before.threshold).toEqual({ reached: false, min: { rooms: 5, beds: 10 } })
    for (const name of ['Pokoj 3', 'Pokoj 4', 'Pokoj 5'])
      await ok(app, saveResource, {
        ...as(),
        body: { groupId: house.groupId, kind: 'PENSIONROOM', name, capacity: 3, twinBeds: 1, singleBeds: 1 },
      })
    await ok(app, saveResource, {
      ...as(),
      body: { groupId: house.groupId, kind: 'MOTORHOME', name: 'Stání A', capacity: 4, vehicleTypes: ['CARAVAN'] },
    })
    const after = await ok(app, accommodationStatistics, { ...as(), query: { month: '2019-01' } })
    expect(after.capacity).toEqual({ rooms: 5, beds: 15, places: 1, daysOpen: 31 })
    expect(after.threshold.reached).toBe(true)
  })

  it('writes the same numbers as CSV: UTF-8 with a byte order mark, semicolons in Czech', async () => {
    const csv = await call(app, accommodationStatisticsCsv, { ...as(), query: { month: '2019-01' } })
    expect(csv.status).toBe(200)
    expect(String(csv.headers['content-type'])).toContain('text/csv')
    expect(csv.raw.startsWith('\uFEFF')).toBe(true)
    const lines = csv.raw.slice(1).split('\r\n')
    expect(lines).toContain('Rezidenti (Česko);CZE;2;4')
    expect(lines).toContain('Německo;DEU;1;3')
    expect(lines).toContain('Slovensko;SVK;1;2')
    expect(lines).toContain('Celkem;;4;9')
    const english = await call(app, accommodationStatisticsCsv, { ...as('en'), query: { month: '2019-01' } })
    expect(english.raw.slice(1).split('\r\n')).toContain('Germany,DEU,1,3')
  })

  it('prints the report as a PDF in the request’s language, Czech letters intact', async () => {
    const texts: Record<string, string> = {}
    for (const language of ['cs', 'en']) {
      const response = await app.inject({
        url: `/api/${house.slug}/statistics/accommodation/pdf?month=2019-01`,
        headers: { authorization: `Bearer ${house.owner.token}`, 'accept-language': language },
      })
      expect(response.headers['content-type']).toBe('application/pdf')
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'statistics-')), 'report.pdf')
      writeFileSync(file, response.rawPayload)
      texts[language] = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8')
    }
    expect(texts.cs).toContain('Měsíční výkaz o kapacitě a návštěvnosti')
    expect(texts.cs).toContain('leden 2019')
    expect(texts.cs).toMatch(/Rezidenti \(Česko\)\s+2\s+4/)
    expect(texts.cs).toMatch(/Německo\s+1\s+3/)
    expect(texts.cs).toMatch(/Celkem\s+4\s+9/)
    expect(texts.en).toContain('January 2019')
    expect(texts.en).toMatch(/Slovakia\s+1\s+2/)
  })
})
