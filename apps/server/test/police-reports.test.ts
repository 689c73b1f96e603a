import {
  addGuest,
  createReservation,
  type GuestInput,
  markCheckinDone,
  policeReports,
  resendPoliceReport,
  reservationDetail,
  saveResource,
  saveUbyportAccount,
  saveUbyportSettings,
  testUbyportAccount,
} from '@innkeep/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAKE_UBYPORT_ACCOUNT, startFakeUbyport } from '../../../tools/fakes/ubyport.ts'
import { jobs, ubyportAccounts } from '../src/db/schema/index.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

// The police report through Ubyport's web service, end to end: a foreign guest checks in, the job
// sends their record over SOAP with NTLM to the local fake (tools/fakes/ubyport.ts), and the
// police's answer shows on the stay's reports.

const IDUB = '123456789012'
const fake = await startFakeUbyport(0, { idub: IDUB })
afterAll(() => fake.close())
const { app, database } = await startTestApp({ ubyportUrls: { TEST: fake.url, PRODUCTION: fake.url } })
let house: House
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

const guestOf = (overrides: Partial<GuestInput> = {}): GuestInput => ({
  firstName: 'Ingrid',
  lastName: 'Larsen',
  birthDate: '1984-05-17',
  nationality: 'NOR',
  address: 'Storgata 12, Oslo',
  documentType: 'PAS',
  documentNumber: `NO${Math.random().toString().slice(2, 9)}`,
  ...overrides,
})

let rooms = 0
/** A stay in a room of its own from yesterday, with these guests, checked in. */
async function checkedInStay(guests: GuestInput[]) {
  rooms += 1
  const room = await ok(app, saveResource, {
    ...as(),
    body: { groupId: house.groupId, kind: 'PENSIONROOM', name: `Pokoj P${rooms}`, capacity: 4, priceCode: 'DBL' },
  })
  const stay = await ok(app, createReservation, {
    ...as(),
    body: {
      resourceId: room.id,
      since: day(-1),
      till: day(2),
      guests: { ADULT: guests.length },
      contact: { name: 'Larsen' },
    },
  })
  const byId = { token: house.owner.token, params: { slugs: house.slug, id: stay.id } }
  await ok(app, addGuest, { ...byId, body: { guests } })
  await ok(app, markCheckinDone, { ...byId, body: { confirm: ['ROOM_NOT_CLEAN', 'EARLY_ARRIVAL'] } })
  return stay
}

const reportsOf = (reservationId: string) => ok(app, policeReports, { ...as(), query: { reservationId } })
const stayOf = (id: string) =>
  ok(app, reservationDetail, { token: house.owner.token, params: { slugs: house.slug, id } })
const connect = (password = FAKE_UBYPORT_ACCOUNT.password) =>
  ok(app, saveUbyportAccount, {
    ...as(),
    body: { username: FAKE_UBYPORT_ACCOUNT.username, password, endpoint: 'TEST' },
  })
/** The stay's job runs now, whatever pause it waits out. */
async function runJobsNow() {
  await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.state, 'QUEUED'))
  await app.jobs.runDue()
}

beforeAll(async () => {
  house = await buildHouse(app)
  await ok(app, saveUbyportSettings, {
    ...as(),
    body: {
      ubyportId: IDUB,
      abbreviation: 'ULIPY',
      name: 'Penzion U Lípy',
      municipality: 'Vodňany',
      postcode: '38901',
    },
  })
  await connect()
})

describe('the police report through the Ubyport web service', () => {
  it('keeps the password sealed and never answers it', async () => {
    const [row] = await database.db.select().from(ubyportAccounts)
    expect(row?.passwordSealed).not.toContain(FAKE_UBYPORT_ACCOUNT.password)
    const answer = await call(app, saveUbyportAccount, {
      ...as(),
      body: { username: FAKE_UBYPORT_ACCOUNT.username, endpoint: 'TEST' },
    })
    expect(answer.status).toBe(200)
    expect(answer.raw).not.toContain(FAKE_UBYPORT_ACCOUNT.password)
    expect(answer.envelope?.payload).toMatchObject({ configured: true, username: FAKE_UBYPORT_ACCOUNT.username })
  })

  it('tests the connection with TestDostupnosti over NTLM', async () => {
    const tested = await ok(app, testUbyportAccount, as())
    expect(tested).toMatchObject({ available: true, maxGuests: 32 })
    expect(tested.account.checkedAt).not.toBeNull()
  })

  it('sends a foreign guest who checks in, once; the police accept and the stay is reported', async () => {
    const czech = guestOf({
      firstName: 'Jan',
      lastName: 'Novák',
      nationality: 'CZE',
      documentType: null,
      documentNumber: '',
    })
    const stay = await checkedInStay([guestOf({ documentNumber: 'NO1000001' }), czech])
    expect((await reportsOf(stay.id)).items).toEqual([])
    await app.jobs.runDue()
    const { items } = await reportsOf(stay.id)
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ lastName: 'Larsen', state: 'ACCEPTED', reasons: [], attempts: 1 })
    const sent = fake.accepted.filter((r) => r.fields.cDocN === 'NO1000001')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.fields).toMatchObject({
      cSurN: 'LARSEN',
      cFirstN: 'INGRID',
      cDate: '17.05.1984',
      cNati: 'NOR',
      cFrom: `${day(-1)}T00:00:00`,
      cUntil: `${day(2)}T00:00:00`,
      cResi: 'Storgata 12, Oslo',
      cPurp: '10',
    })
    expect((await stayOf(stay.id)).policeReportedAt).not.toBeNull()
    // a later change of the guest sends nothing more
    await ok(app, addGuest, {
      token: house.owner.token,
      params: { slugs: house.slug, id: stay.id },
      body: { guests: [guestOf({ documentNumber: 'NO1000001', address: 'Storgata 14, Oslo' }), czech] },
    })
    await runJobsNow()
    expect(fake.received.filter((r) => r.fields.cDocN === 'NO1000001')).toHaveLength(1)
  })

  it("shows the police's reason for a refusal, and sends the guest again once corrected", async () => {
    fake.refuseDocument('XX99', [106])
    const stay = await checkedInStay([guestOf({ documentNumber: 'XX99' })])
    await app.jobs.runDue()
    const [refused] = (await reportsOf(stay.id)).items
    expect(refused).toMatchObject({ state: 'REFUSED' })
    expect(refused?.reasons).toEqual([
      { code: '106', scope: 'RECORD', refusing: true, text: 'Číslo cestovního dokladu je nesprávné (4 až 30 znaků)' },
    ])
    const english = await ok(app, policeReports, { ...as(), language: 'en', query: { reservationId: stay.id } })
    expect(english.items[0]?.reasons[0]?.text).toBe('The travel document number is wrong (4 to 30 characters)')
    expect((await stayOf(stay.id)).policeReportedAt).toBeNull()
    // unchanged, it is not sent again by itself
    await runJobsNow()
    expect(fake.received.filter((r) => r.fields.cDocN === 'XX99')).toHaveLength(1)
    await ok(app, addGuest, {
      token: house.owner.token,
      params: { slugs: house.slug, id: stay.id },
      body: { guests: [guestOf({ id: refused?.guestId, documentNumber: 'XX990001' })] },
    })
    await app.jobs.runDue()
    expect((await reportsOf(stay.id)).items[0]).toMatchObject({ state: 'ACCEPTED', reasons: [] })
    expect((await stayOf(stay.id)).policeReportedAt).not.toBeNull()
  })

  it('waits for an incomplete guest and sends them once their data is complete', async () => {
    const stay = await checkedInStay([guestOf({ birthDate: null, documentNumber: 'NO2000002' })])
    await app.jobs.runDue()
    expect((await reportsOf(stay.id)).items[0]).toMatchObject({ state: 'PENDING', missing: ['BIRTH_DATE'] })
    expect(fake.received.some((r) => r.fields.cDocN === 'NO2000002')).toBe(false)
    const [pending] = (await reportsOf(stay.id)).items
    await ok(app, addGuest, {
      token: house.owner.token,
      params: { slugs: house.slug, id: stay.id },
      body: { guests: [guestOf({ id: pending?.guestId, documentNumber: 'NO2000002' })] },
    })
    await app.jobs.runDue()
    expect((await reportsOf(stay.id)).items[0]).toMatchObject({ state: 'ACCEPTED', missing: [] })
  })

  it('retries an outage (503, then a SOAP Fault) with growing pauses and succeeds later', async () => {
    fake.failNext(503)
    const stay = await checkedInStay([guestOf({ documentNumber: 'NO3000003' })])
    await app.jobs.runDue()
    const [failed] = (await reportsOf(stay.id)).items
    expect(failed).toMatchObject({ state: 'FAILED', problem: 'UBYPORT_UNAVAILABLE', attempts: 1 })
    const first = Date.parse(failed?.nextAttemptAt ?? '') - Date.parse(failed?.lastAttemptAt ?? '')
    expect(first).toBeGreaterThanOrEqual(4_000)
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, `ubyport:${stay.id}`)))
    expect(job).toMatchObject({ state: 'QUEUED', attempts: 0 })
    fake.failNext('fault')
    await runJobsNow()
    const [again] = (await reportsOf(stay.id)).items
    expect(again).toMatchObject({ state: 'FAILED', attempts: 2 })
    expect(again?.problemText).toContain('Timeout expired')
    expect(Date.parse(again?.nextAttemptAt ?? '') - Date.parse(again?.lastAttemptAt ?? '')).toBeGreaterThan(first)
    await runJobsNow()
    expect((await reportsOf(stay.id)).items[0]).toMatchObject({ state: 'ACCEPTED', problem: null, nextAttemptAt: null })
    expect(fake.accepted.filter((r) => r.fields.cDocN === 'NO3000003')).toHaveLength(1)
  })

  it('refuses the whole list for a facility that is not the account’s (header error 13)', async () => {
    await ok(app, saveUbyportSettings, {
      ...as(),
      body: {
        ubyportId: '999999999999',
        abbreviation: 'ULIPY',
        name: 'Penzion U Lípy',
        municipality: 'Vodňany',
        postcode: '38901',
      },
    })
    const stay = await checkedInStay([guestOf({ documentNumber: 'NO4000004' })])
    await app.jobs.runDue()
    const [refused] = (await reportsOf(stay.id)).items
    expect(refused?.state).toBe('REFUSED')
    expect(refused?.reasons[0]).toMatchObject({ code: '13', scope: 'HEADER', refusing: true })
    // correcting the facility's data sends the guest again
    await ok(app, saveUbyportSettings, {
      ...as(),
      body: {
        ubyportId: IDUB,
        abbreviation: 'ULIPY',
        name: 'Penzion U Lípy',
        municipality: 'Vodňany',
        postcode: '38901',
      },
    })
    await runJobsNow()
    expect((await reportsOf(stay.id)).items[0]?.state).toBe('ACCEPTED')
  })

  it('sends a refused guest again on "send again", even unchanged', async () => {
    fake.refuseDocument('NO6000006', [102])
    const stay = await checkedInStay([guestOf({ documentNumber: 'NO6000006' })])
    await app.jobs.runDue()
    const [refused] = (await reportsOf(stay.id)).items
    expect(refused?.state).toBe('REFUSED')
    // the police fixed their side (say, a code list): the same record is taken now
    fake.refuseDocument('NO6000006', [])
    const pending = await ok(app, resendPoliceReport, {
      token: house.owner.token,
      params: { slugs: house.slug, id: refused?.guestId ?? '' },
    })
    expect(pending.state).toBe('PENDING')
    await app.jobs.runDue()
    expect((await reportsOf(stay.id)).items[0]?.state).toBe('ACCEPTED')
  })

  it('fails with a clear state when the NTLM handshake refuses the password, and sends once it is fixed', async () => {
    await connect('wrong-password')
    const refused = await call(app, testUbyportAccount, as())
    expect(refused.status).toBe(200)
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    expect(JSON.stringify(refused.envelope?.messages)).toContain('odmítl uživatelské jméno nebo heslo')
    const before = fake.handshakes.refused
    const stay = await checkedInStay([guestOf({ documentNumber: 'NO5000005' })])
    await app.jobs.runDue()
    const [failed] = (await reportsOf(stay.id)).items
    expect(failed).toMatchObject({ state: 'FAILED', problem: 'UBYPORT_UNAUTHORIZED', nextAttemptAt: null })
    expect(failed?.problemText).toBe('Ubyport odmítl uživatelské jméno nebo heslo webové služby (přihlášení NTLM).')
    expect(fake.handshakes.refused).toBeGreaterThan(before)
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `ubyport:${stay.id}`))
    expect(job?.state).toBe('FAILED')
    await connect()
    await app.jobs.runDue()
    expect((await reportsOf(stay.id)).items[0]?.state).toBe('ACCEPTED')
  })

  it('refuses "send again" of an accepted guest and counts the reports per state', async () => {
    const { items, counts, connected } = await ok(app, policeReports, { ...as(), query: { state: 'ACCEPTED' } })
    expect(connected).toBe(true)
    expect(counts.ACCEPTED).toBe(items.length)
    const again = await call(app, resendPoliceReport, {
      token: house.owner.token,
      params: { slugs: house.slug, id: items[0]?.guestId ?? '' },
    })
    expect(again.envelope?.errorType).toBe('VALIDATION')
  })
})
