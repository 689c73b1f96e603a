import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  addGuest,
  createReservation,
  type GuestInput,
  guestRegister,
  listResources,
  localFeeReport,
  saveResource,
  saveUbyportSettings,
  ubyportExport,
  ubyportIncompleteGuests,
} from '@innkeep/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { guests, reservations, workspaces } from '../src/db/schema/index.ts'
import { ubyportExport as exportUnl } from '../src/modules/police/police.service.ts'
import { fileName, guestLine } from '../src/modules/police/unl.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

const sample = readFileSync(new URL('../../../tools/fakes/fixtures/ubyport/ubyport-sample.unl', import.meta.url))
const sampleLines = new TextDecoder('windows-1250').decode(sample).split('\r\n')
const { app, database } = await startTestApp()
let house: House
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })

// The police sample's first four guests (the later ones have unknown birth days, 00.00.1950). Two of
// its nationalities are not on our list (XXX unspecified, SCG the former Serbia and Montenegro): those
// guests are Afghan and Serbian here, and their lines compared with that one field told apart.
const SAMPLE_NATIONALITY: Record<string, string> = { AFG: 'XXX', SRB: 'SCG' }
const GUESTS = [
  {
    till: '2015-10-02',
    lastName: 'Abdalla',
    firstName: 'Fazul',
    birthDate: '1974-02-25',
    nationality: 'AFG',
    address: 'Kábul, Kedale 21',
    documentNumber: '321654',
    visaNumber: '999',
  },
  {
    till: '2015-10-03',
    lastName: 'Abdullah',
    firstName: 'Mohamed',
    birthDate: '1977-01-15',
    nationality: 'SYR',
    address: 'Damašek, Karelwerg 12',
    documentNumber: '987654',
    visaNumber: '123',
  },
  {
    till: '2015-10-04',
    lastName: 'Agovič',
    firstName: 'Mohamed',
    birthDate: '1970-06-13',
    nationality: 'SRB',
    address: 'Noar, Kill 32',
    documentNumber: '753159',
    visaNumber: '321',
  },
  {
    till: '2015-10-05',
    lastName: 'Anděl',
    firstName: 'Jan',
    birthDate: '1950-01-01',
    nationality: 'BLZ',
    address: 'Brudé',
    documentNumber: '159753',
    visaNumber: '888',
  },
]

beforeAll(async () => {
  house = await buildHouse(app)
  for (const name of ['Pokoj 3', 'Pokoj 4']) {
    await ok(app, saveResource, {
      ...as(),
      body: { groupId: house.groupId, kind: 'PENSIONROOM', name, capacity: 3, priceCode: 'DBL' },
    })
  }
  const rooms = await ok(app, listResources, as())
  for (const [i, guest] of GUESTS.entries()) {
    const { till, ...person } = guest
    const r = await ok(app, createReservation, {
      ...as(),
      body: {
        resourceId: rooms[i]?.id ?? '',
        since: '2015-10-01',
        till,
        guests: { ADULT: 1 },
        contact: { name: person.lastName },
      },
    })
    await ok(app, addGuest, {
      token: house.owner.token,
      params: { slugs: house.slug, id: r.id },
      body: { guests: [{ ...person, documentType: 'PAS' }] },
    })
  }
  const czech = await ok(app, createReservation, {
    ...as(),
    body: {
      resourceId: rooms[0]?.id ?? '',
      since: '2015-10-20',
      till: '2015-10-21',
      guests: { ADULT: 1 },
      contact: { name: 'Novák' },
    },
  })
  await ok(app, addGuest, {
    token: house.owner.token,
    params: { slugs: house.slug, id: czech.id },
    body: { guests: [{ firstName: 'Jan', lastName: 'Novák', nationality: 'CZE' }] },
  })
})

describe('Ubyport', () => {
  it('asks for the registration before the first export', async () => {
    const result = await call(app, ubyportExport, { ...as(), query: { from: '2015-10-01', till: '2015-11-01' } })
    expect(result.envelope?.messages[0]?.code).toBe('ubyport.notConfigured')
  })

  it('writes the foreign guests exactly in the layout of the police sample, in windows-1250', async () => {
    await ok(app, saveUbyportSettings, {
      ...as(),
      body: {
        ubyportId: '123456789012',
        abbreviation: 'VODPO',
        name: 'Hotel Pošta',
        contact: 'Jan Sibelius, tel: 261 197 135',
        district: 'Strakonice',
        municipality: 'Vodňany',
        part: 'Vodňany I',
        street: 'Alešova',
        houseNumber: '26',
        postcode: '389 01',
        purposeCode: '01',
      },
    })
    const [workspace] = await database.db.select().from(workspaces).where(eq(workspaces.slug, house.slug))
    if (!workspace) throw new Error('workspace missing')
    const exported = await exportUnl(
      { db: database.db, access: { workspace, role: 'OWNER' }, principal: null, language: 'cs' },
      { from: '2015-10-01', till: '2015-11-01' },
      new Date('2015-12-06T03:31:26Z'),
    )
    expect(exported.guests).toBe(4)
    // named by the facility's own IDUB (Ubyport operating rules § 9.2), as the sample's A line gives it
    expect(exported.files[0]?.name).toBe('123456789012_2015_12_06_0431.unl')
    const bytes = Buffer.from(exported.files[0]?.contentBase64 ?? '', 'base64')
    const lines = new TextDecoder('windows-1250').decode(bytes).split('\r\n')
    expect(lines[0]).toBe(sampleLines[0])
    const fields = (line: string | undefined) => (line ?? '').split('|')
    // field by field; the sample has a trailing space after one address, and its purpose codes vary per
    // guest (01–06) where we report the host's one (01 here)
    const comparable = (line: string | undefined) =>
      fields(line).map((f, i) => (i === 13 ? '' : i === 9 ? (SAMPLE_NATIONALITY[f] ?? f) : f.trim()))
    for (const expected of sampleLines.slice(1, 5)) {
      const ours = lines.find((l) => fields(l)[3] === fields(expected)[3])
      expect(comparable(ours), fields(expected)[3]).toEqual(comparable(expected))
      expect(fields(ours)[13]).toBe('01')
    }
    expect(bytes.subarray(0, sample.indexOf(0x0d))).toEqual(sample.subarray(0, sample.indexOf(0x0d)))
    expect(lines.some((l) => l.includes('NOVÁK'))).toBe(false)
  })

  // the police's UNL description: the IDUB has 12–14 letters or digits; their own example has 14
  it('takes an IDUB of 12 to 14 letters or digits, and names the files by it', async () => {
    const settings = {
      abbreviation: 'LIPA',
      name: 'Penzion U Lípy',
      municipality: 'Telč',
      postcode: '588 56',
    }
    for (const ubyportId of ['10016201258', '100162012588991', '1001620125889-']) {
      const refused = await call(app, saveUbyportSettings, {
        ...as(),
        body: { ...settings, ubyportId },
        language: 'en',
      })
      expect(refused.envelope?.messages[0], ubyportId).toMatchObject({
        field: 'ubyportId',
        code: 'ubyport.idFormat',
        text: 'The IDUB has 12 to 14 letters or digits, e.g. 10016201258899.',
      })
    }
    await ok(app, saveUbyportSettings, { ...as(), body: { ...settings, ubyportId: '10016201258899' } })
    expect(fileName('10016201258899', '2026.12.06 14:05:09')).toBe('10016201258899_2026_12_06_1405.unl')
    // back to the sample's facility for the tests after this one
    await ok(app, saveUbyportSettings, { ...as(), body: { ...settings, ubyportId: '123456789012' } })
  })

  it('reports the local fee per month and category from what the stays were charged', async () => {
    const report = await ok(app, localFeeReport, {
      token: house.owner.token,
      params: { slugs: house.slug, year: 2015 },
    })
    const october = report.months.find((m) => m.month === 10)
    // 4 stays of 1–4 nights, 1 adult each, 20 Kč per adult and night: 10 person-nights = 200 Kč; +1 night of Novák
    expect(october?.categories.find((c) => c.category === 'ADULT')).toEqual({
      category: 'ADULT',
      personNights: 11,
      amount: 220_00,
    })
    expect(report.total).toBe(220_00)
  })

  // zákon 565/1990 Sb. § 3a: a stay of more than 60 consecutive days is not subject to the fee at all
  it('leaves a stay longer than 60 nights out of the fee report, and reports a 60-night stay in full', async () => {
    const stay = (resourceId: string, since: string, till: string, name: string) =>
      ok(app, createReservation, {
        ...as(),
        body: { resourceId, since, till, guests: { ADULT: 1 }, contact: { name } },
      })
    await stay(house.rooms[0]?.id ?? '', '2013-01-01', '2013-03-02', 'Šedesát Nocí') // 60 nights
    await stay(house.rooms[1]?.id ?? '', '2013-01-01', '2013-03-07', 'Pětašedesát Nocí') // 65 nights
    const report = await ok(app, localFeeReport, { ...as(), params: { ...as().params, year: 2013 } })
    // 60 person-nights × 20 Kč: January 31, February 28, March 1
    expect(report.total).toBe(60 * 20_00)
    const adults = (month: number) =>
      report.months.find((m) => m.month === month)?.categories.find((c) => c.category === 'ADULT')
    expect(adults(1)).toMatchObject({ personNights: 31, amount: 31 * 20_00 })
    expect(adults(2)).toMatchObject({ personNights: 28, amount: 28 * 20_00 })
    expect(adults(3)).toMatchObject({ personNights: 1, amount: 20_00 })
  })

  it('prints the register as a PDF with Czech letters intact', async () => {
    const pdf = await app.inject({
      url: `/api/${house.slug}/guest-register/pdf?from=2015-10-01&till=2015-11-01`,
      headers: { authorization: `Bearer ${house.owner.token}`, 'accept-language': 'cs' },
    })
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'register-')), 'register.pdf')
    writeFileSync(file, pdf.rawPayload)
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8')
    expect(text).toContain('Evidenční kniha ubytovaných')
    expect(text).toContain('Agovič Mohamed')
    expect(text).toContain('Počet hostů: 5')
  })

  it('lists every guest in the register and the stays nobody filled in', async () => {
    const register = await ok(app, guestRegister, { ...as(), query: { from: '2015-10-01', till: '2015-11-01' } })
    expect(register.entries.map((e) => e.lastName)).toEqual(['Abdalla', 'Abdullah', 'Agovič', 'Anděl', 'Novák'])
    expect(register.staysWithoutGuests).toEqual([])
  })
})

describe('guests incomplete for the police', () => {
  const period = { from: '2016-03-01', till: '2016-04-01' }
  const stays: Record<string, string> = {}
  const slovak = {
    firstName: 'Jana',
    lastName: 'Horváthová',
    birthDate: '1988-05-17',
    nationality: 'SVK',
    address: 'Hlavná 12, Košice',
    documentType: 'OP' as const,
    documentNumber: 'EA123456',
  }
  const norwegian = { firstName: 'Ola', lastName: 'Nordmann', nationality: 'NOR', documentType: 'PAS' as const }

  async function stay(name: string, day: number, people: GuestInput[]) {
    const rooms = await ok(app, listResources, as())
    const made = await ok(app, createReservation, {
      ...as(),
      body: {
        resourceId: rooms[day % rooms.length]?.id ?? '',
        since: `2016-03-${String(day).padStart(2, '0')}`,
        till: `2016-03-${String(day + 1).padStart(2, '0')}`,
        guests: { ADULT: people.length },
        contact: { name },
      },
    })
    await ok(app, addGuest, { ...as(), params: { ...as().params, id: made.id }, body: { guests: people } })
    stays[name] = made.id
    return made
  }

  const reportedAt = async (name: string) => {
    const [row] = await database.db
      .select({ at: reservations.policeReportedAt })
      .from(reservations)
      .where(eq(reservations.id, stays[name] ?? ''))
    return row?.at ?? null
  }

  beforeAll(async () => {
    await ok(app, saveUbyportSettings, {
      ...as(),
      body: {
        ubyportId: '123456789012',
        abbreviation: 'VODPO',
        name: 'Hotel Pošta',
        municipality: 'Vodňany',
        postcode: '38901',
      },
    })
    await stay('Slovák', 2, [slovak])
    await stay('Nordmann', 3, [{ ...norwegian, documentNumber: 'NO123456' }])
    await stay('Beze státu', 4, [{ firstName: 'Petr', lastName: 'Neznámý' }])
    await stay('Starý zápis', 5, [{ ...slovak, firstName: 'Marek', lastName: 'Kováč' }])
    await stay('Novák', 6, [{ firstName: 'Jan', lastName: 'Novák', nationality: 'CZE' }])
    // saved before the nationality was checked against the list: Slovensko typed as SLO
    await database.db
      .update(guests)
      .set({ nationality: 'SLO' })
      .where(eq(guests.reservationId, stays['Starý zápis'] ?? ''))
  })

  it('lists each one with the stay, the room and what is missing', async () => {
    const check = await ok(app, ubyportIncompleteGuests, { ...as(), query: period })
    expect(check.foreignGuests).toBe(2)
    expect(check.incomplete.map((g) => [g.lastName, g.nationality, g.missing])).toEqual([
      ['Nordmann', 'NOR', ['BIRTH_DATE', 'ADDRESS']],
      ['Neznámý', null, ['NATIONALITY']],
      ['Kováč', 'SLO', ['UNKNOWN_NATIONALITY']],
    ])
    const [first] = check.incomplete
    expect(first).toMatchObject({ reservationId: stays.Nordmann, since: '2016-03-03', till: '2016-03-04' })
    expect(first?.reservationCode).toMatch(/^[A-Z0-9]{6}$/)
    expect(first?.resourceName).not.toBe('')
  })

  it('refuses the export while any guest is incomplete, naming how many, in Czech and English', async () => {
    const cs = await call(app, ubyportExport, { ...as(), query: period, language: 'cs' })
    expect(cs.envelope?.errorType).toBe('VALIDATION')
    expect(cs.envelope?.messages[0]).toMatchObject({ code: 'ubyport.incompleteGuests' })
    expect(cs.envelope?.messages[0]?.text).toContain('neúplnými údaji pro policii: 3')
    const en = await call(app, ubyportExport, { ...as(), query: period, language: 'en' })
    expect(en.envelope?.messages[0]?.text).toContain('incomplete for the police: 3')
    expect(await reportedAt('Slovák')).toBeNull()
  })

  it('exports once they are complete and marks the stays in the file reported', async () => {
    const fix = (name: string, people: GuestInput[]) =>
      ok(app, addGuest, { ...as(), params: { ...as().params, id: stays[name] ?? '' }, body: { guests: people } })
    await fix('Nordmann', [
      { ...norwegian, documentNumber: 'NO123456', birthDate: '1979-11-02', address: 'Karl Johans gate 1, Oslo' },
    ])
    await fix('Beze státu', [{ firstName: 'Petr', lastName: 'Neznámý', nationality: 'CZE' }])
    await fix('Starý zápis', [{ ...slovak, firstName: 'Marek', lastName: 'Kováč' }])
    expect((await ok(app, ubyportIncompleteGuests, { ...as(), query: period })).incomplete).toEqual([])

    const exported = await ok(app, ubyportExport, { ...as(), query: period })
    expect(exported.guests).toBe(3)
    const text = new TextDecoder('windows-1250').decode(Buffer.from(exported.files[0]?.contentBase64 ?? '', 'base64'))
    expect(text).toContain('|SVK|Hlavná 12, Košice|EA123456|')
    for (const name of ['Slovák', 'Nordmann', 'Starý zápis']) expect(await reportedAt(name), name).not.toBeNull()
    for (const name of ['Beze státu', 'Novák']) expect(await reportedAt(name), name).toBeNull()
  })

  it('writes Kosovo as the code its passports carry', () => {
    const line = guestLine(
      {
        since: '2016-03-01',
        till: '2016-03-02',
        lastName: 'Krasniqi',
        firstName: 'Arben',
        birthDate: '1990-01-01',
        nationality: 'XKX',
        address: 'Prishtinë',
        documentNumber: 'P0123456',
        visaNumber: '',
      },
      '10',
    )
    expect(line.split('|')[9]).toBe('RKS')
  })
})
