import {
  addGuest,
  createReservation,
  type GuestInput,
  markCheckinDone,
  policeReports,
  saveResource,
  saveUbyportAccount,
  saveUbyportSettings,
} from '@innkeep/contract'
import { and, eq, inArray, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAKE_UBYPORT_ACCOUNT, startFakeUbyport } from '../../../tools/fakes/ubyport.ts'
import { jobs } from '../src/db/schema/index.ts'
import { enqueueDueSchedules } from '../src/jobs/schedules.ts'
import { UBYPORT_SWEEP, ubyportSweepSchedule } from '../src/modules/police/police-report-sweep.job.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

// The sweep behind the police report job (modules/police/police-report-sweep.job.ts): a guest saved
// while the stay's job was already sending is left with no job; the periodic sweep queues one.

const IDUB = '123456789012'
const fake = await startFakeUbyport(0, { idub: IDUB })
afterAll(() => fake.close())
const { app, database } = await startTestApp({ ubyportUrls: { TEST: fake.url, PRODUCTION: fake.url } })
let house: House
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const byId = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

const guestOf = (documentNumber: string, overrides: Partial<GuestInput> = {}): GuestInput => ({
  firstName: 'Klaus',
  lastName: 'Weber',
  birthDate: '1979-02-11',
  nationality: 'DEU',
  address: 'Lindenstraße 4, Passau',
  documentType: 'PAS',
  documentNumber,
  ...overrides,
})

let rooms = 0
async function checkedInStay(guests: GuestInput[]) {
  rooms += 1
  const room = await ok(app, saveResource, {
    ...as(),
    body: { groupId: house.groupId, kind: 'PENSIONROOM', name: `Pokoj S${rooms}`, capacity: 4, priceCode: 'DBL' },
  })
  const stay = await ok(app, createReservation, {
    ...as(),
    body: { resourceId: room.id, since: day(-1), till: day(2), guests: { ADULT: 3 }, contact: { name: 'Weber' } },
  })
  await ok(app, addGuest, { ...byId(stay.id), body: { guests } })
  await ok(app, markCheckinDone, { ...byId(stay.id), body: { confirm: ['ROOM_NOT_CLEAN', 'EARLY_ARRIVAL'] } })
  return stay
}

const reportsOf = async (reservationId: string) =>
  (await ok(app, policeReports, { ...as(), query: { reservationId } })).items
const reportJobsOf = (reservationId: string) =>
  database.db
    .select()
    .from(jobs)
    .where(like(jobs.dedupeKey, `ubyport:${reservationId}%`))
/** The sweep is due at once (its last run is forgotten), queued as the schedules do, and every job runs. */
async function sweep() {
  await database.db.delete(jobs).where(eq(jobs.kind, UBYPORT_SWEEP))
  const queued = await enqueueDueSchedules(database.db, [ubyportSweepSchedule])
  await app.jobs.runDue()
  await app.jobs.runDue()
  return queued
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
  await ok(app, saveUbyportAccount, {
    ...as(),
    body: { username: FAKE_UBYPORT_ACCOUNT.username, password: FAKE_UBYPORT_ACCOUNT.password, endpoint: 'TEST' },
  })
})

describe('the sweep behind the police report job', () => {
  it('sends a guest whose save the running job missed', async () => {
    const first = guestOf('DE1000001')
    const stay = await checkedInStay([first])
    await app.jobs.runDue()
    const [klaus] = await reportsOf(stay.id)
    expect(klaus?.state).toBe('ACCEPTED')
    // a second guest saved while the job was sending: the job read the guests before, and finished
    await ok(app, addGuest, {
      ...byId(stay.id),
      body: { guests: [{ ...first, id: klaus?.guestId }, guestOf('DE1000002', { firstName: 'Anna' })] },
    })
    await database.db
      .update(jobs)
      .set({ state: 'DONE', finishedAt: sql`now()` })
      .where(and(like(jobs.dedupeKey, `ubyport:${stay.id}%`), inArray(jobs.state, ['QUEUED', 'RUNNING'])))
    await app.jobs.runDue()
    expect(fake.received.some((r) => r.fields.cDocN === 'DE1000002')).toBe(false)

    expect(await sweep()).toBe(1)

    const reports = await reportsOf(stay.id)
    expect(reports.map((r) => [r.firstName, r.state]).sort()).toEqual([
      ['Anna', 'ACCEPTED'],
      ['Klaus', 'ACCEPTED'],
    ])
    expect(fake.accepted.filter((r) => r.fields.cDocN === 'DE1000002')).toHaveLength(1)
    expect(fake.received.filter((r) => r.fields.cDocN === 'DE1000001')).toHaveLength(1)
  })

  it('queues nothing when every foreign guest of the stay is accepted', async () => {
    const stay = await checkedInStay([guestOf('DE2000001')])
    await app.jobs.runDue()
    expect((await reportsOf(stay.id))[0]?.state).toBe('ACCEPTED')
    const jobsBefore = (await reportJobsOf(stay.id)).length
    const sent = fake.received.length

    await sweep()

    expect(await reportJobsOf(stay.id)).toHaveLength(jobsBefore)
    expect(fake.received).toHaveLength(sent)
  })

  it('leaves alone a guest waiting for data and a refusal nobody corrected, beside an accepted one', async () => {
    fake.refuseDocument('DE3000001', [106])
    const stay = await checkedInStay([
      guestOf('DE3000001'),
      guestOf('DE3000002', { birthDate: null }),
      guestOf('DE3000003', { firstName: 'Jonas' }),
    ])
    await app.jobs.runDue()
    const states = (await reportsOf(stay.id)).map((r) => r.state).sort()
    expect(states).toEqual(['ACCEPTED', 'PENDING', 'REFUSED'])
    const jobsBefore = (await reportJobsOf(stay.id)).length

    await sweep()

    expect(await reportJobsOf(stay.id)).toHaveLength(jobsBefore)
    expect(fake.received.filter((r) => r.fields.cDocN === 'DE3000001')).toHaveLength(1)
  })

  it('does not try refused credentials again: saving the account does', async () => {
    const connect = (password: string) =>
      ok(app, saveUbyportAccount, {
        ...as(),
        body: { username: FAKE_UBYPORT_ACCOUNT.username, password, endpoint: 'TEST' },
      })
    await connect('wrong-password')
    const stay = await checkedInStay([guestOf('DE4000001')])
    await app.jobs.runDue()
    expect((await reportsOf(stay.id))[0]).toMatchObject({ state: 'FAILED', problem: 'UBYPORT_UNAUTHORIZED' })
    const refused = fake.handshakes.refused

    await sweep()

    expect(fake.handshakes.refused).toBe(refused)
    await connect(FAKE_UBYPORT_ACCOUNT.password)
    await app.jobs.runDue()
    expect((await reportsOf(stay.id))[0]?.state).toBe('ACCEPTED')
  })
})
