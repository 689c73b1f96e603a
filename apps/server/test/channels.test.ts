import {
  type ChannelFeed,
  createChannelExport,
  createReservation,
  deleteChannelFeed,
  getChannels,
  listChannelConflicts,
  listReservationsByResource,
  publicCheckReservation,
  publicCreateReservation,
  resolveChannelConflict,
  revokeChannelExport,
  saveChannelFeed,
  setChannelExportMode,
  syncChannelFeed,
} from '@innkeep/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeIcalEvent, startFakeIcalPortal } from '../../../tools/fakes/ical-portal.ts'
import { channelBlocks, jobs, workspaces } from '../src/db/schema/index.ts'
import { parseFeed } from '../src/integrations/ical/feed-parse.ts'
import { enqueueDueSchedules } from '../src/jobs/schedules.ts'
import { addDays, todayIn } from '../src/lib/local-date.ts'
import { fullyTakenRuns } from '../src/modules/channels/channel-export.service.ts'
import { CHANNEL_SYNC } from '../src/modules/channels/channel-sync.job.ts'
import { hasFeeds } from '../src/modules/channels/channels.queries.ts'
import { buildHouse, type House, publicBookingOf } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

const portal = await startFakeIcalPortal()
afterAll(() => portal.close())
const { app, database } = await startTestApp({ publicRateLimit: 100_000, channelFeedsAllowPrivate: ['127.0.0.1'] })
const db = database.db
const today = todayIn('Europe/Prague')
const day = (n: number) => addDays(today, n)

let house: House
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const room = () => house.rooms[0]?.id ?? ''

beforeAll(async () => {
  house = await buildHouse(app)
})

let feedNo = 0
/** A new feed name on the fake portal with these events (Airbnb style unless told). */
function portalFeed(events: FakeIcalEvent[], style: 'airbnb' | 'booking' = 'airbnb') {
  feedNo += 1
  const name = `listing-${feedNo}`
  portal.setFeed(name, events, style)
  return name
}

async function addFeed(name: string, resourceId = room()) {
  const feed = await ok(app, saveChannelFeed, {
    ...as(),
    body: { resourceId, name: 'Airbnb', url: portal.feedUrl(name), color: 'red' },
  })
  await app.jobs.runDue()
  return feed
}

const sync = (feed: ChannelFeed) => ok(app, syncChannelFeed, { ...as(), params: { ...as().params, id: feed.id } })
const blocksOf = (feed: ChannelFeed) =>
  db
    .select()
    .from(channelBlocks)
    .where(eq(channelBlocks.feedId, feed.id))
    .then((rows) => rows.sort((a, b) => a.since.localeCompare(b.since)))
const timeline = () =>
  ok(app, listReservationsByResource, { ...as(), params: { ...as().params, a: 'all', b: day(-5), c: day(200) } })

describe('importing a portal’s calendar', () => {
  it('shows its bookings and closed dates on the timeline, distinguished', async () => {
    const name = portalFeed([
      { uid: 'abnb-1@airbnb.com', since: day(10), till: day(13) },
      { uid: 'abnb-2@airbnb.com', since: day(20), till: day(22), summary: 'Airbnb (Not available)' },
      // over already: not kept
      { uid: 'abnb-0@airbnb.com', since: day(-10), till: day(-7) },
    ])
    const feed = await addFeed(name)
    expect(feed.urlShown).toBe(`${portal.url}/feeds/…`)
    const blocks = (await timeline()).channelBlocks?.filter((b) => b.feedId === feed.id)
    expect(blocks?.map((b) => [b.since, b.till, b.kind, b.feedName, b.color])).toEqual([
      [day(10), day(13), 'BOOKING', 'Airbnb', 'red'],
      [day(20), day(22), 'BLOCK', 'Airbnb', 'red'],
    ])
    const overview = await ok(app, getChannels, as())
    const shown = overview.resources.find((r) => r.id === room())?.feeds.find((f) => f.id === feed.id)
    expect(shown?.status).toMatchObject({ eventsCount: 2, lastError: null, lastHttpStatus: 200 })
    expect(shown?.status.lastSuccessAt).not.toBeNull()
    expect(overview.syncMinutes).toBe(15)
  })

  it('asks again with the validators and keeps everything on 304', async () => {
    const name = portalFeed([{ uid: 'x-1', since: day(30), till: day(32) }])
    const feed = await addFeed(name)
    const before = await blocksOf(feed)
    const again = await sync(feed)
    expect(again.status.lastHttpStatus).toBe(304)
    const last = portal.requests.filter((r) => r.feed === name).at(-1)
    expect(last?.ifNoneMatch).not.toBeNull()
    expect(last?.status).toBe(304)
    expect(await blocksOf(feed)).toEqual(before)
  })

  it('moves a moved event, removes a vanished one, adds a new one, and does it once', async () => {
    const name = portalFeed([
      { uid: 'm-1', since: day(40), till: day(42) },
      { uid: 'm-2', since: day(50), till: day(52) },
    ])
    const feed = await addFeed(name)
    const [first] = await blocksOf(feed)
    portal.setFeed(name, [
      { uid: 'm-1', since: day(41), till: day(44) },
      { uid: 'm-3', since: day(60), till: day(61), summary: 'Not available' },
    ])
    await sync(feed)
    await sync(feed)
    const after = await blocksOf(feed)
    expect(after.map((b) => [b.uid, b.since, b.till, b.kind])).toEqual([
      ['m-1', day(41), day(44), 'BOOKING'],
      ['m-3', day(60), day(61), 'BLOCK'],
    ])
    // the same event keeps its block (and its id in our own published feed)
    expect(after[0]?.id).toBe(first?.id)
  })

  it('reads Booking.com’s closed dates and a PMS’s date-time events', async () => {
    const booking = await addFeed(
      portalFeed([{ uid: 'bc-1', since: day(70), till: day(73), summary: 'CLOSED - Not available' }], 'booking'),
    )
    expect((await blocksOf(booking)).map((b) => b.kind)).toEqual(['BLOCK'])
    const stamp = (date: string, time: string) => `${date.replaceAll('-', '')}T${time}`
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Some PMS//EN',
      'BEGIN:VEVENT',
      'UID:pms-1',
      `DTSTART;TZID=Europe/Prague:${stamp(day(80), '140000')}`,
      `DTEND;TZID=Europe/Prague:${stamp(day(83), '100000')}`,
      'SUMMARY:Obsazeno',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n')
    const name = portalFeed([])
    portal.setFeed(name, text)
    const pms = await addFeed(name)
    expect((await blocksOf(pms)).map((b) => [b.since, b.till])).toEqual([[day(80), day(83)]])
  })

  it('records what went wrong and keeps the last good events', async () => {
    const name = portalFeed([{ uid: 'e-1', since: day(90), till: day(92) }])
    const feed = await addFeed(name)
    portal.setBehaviour(name, { status: 500 })
    const failed = await sync(feed)
    expect(failed.status).toMatchObject({ lastHttpStatus: 500, eventsCount: 1 })
    expect(failed.status.lastError).toContain('HTTP')
    expect(failed.status.lastError).not.toContain('/feeds/')
    expect(await blocksOf(feed)).toHaveLength(1)

    portal.setBehaviour(name, {})
    portal.setFeed(name, 'BEGIN:VCALENDAR\r\nthis is not a calendar')
    expect((await sync(feed)).status.lastError).toMatch(/^PARSE/)
    portal.setBehaviour(name, { padToBytes: 3_000_000 })
    portal.setFeed(name, [{ uid: 'e-1', since: day(90), till: day(93) }])
    expect((await sync(feed)).status.lastError).toMatch(/^TOO_LARGE/)
    portal.setBehaviour(name, { redirectTo: 'http://169.254.169.254/latest/meta-data/' })
    expect((await sync(feed)).status.lastError).toMatch(/^PRIVATE_ADDRESS/)
    expect(await blocksOf(feed)).toHaveLength(1)

    portal.setBehaviour(name, {})
    const healed = await sync(feed)
    expect(healed.status).toMatchObject({ lastError: null, lastHttpStatus: 200 })
  })

  it('holds a sudden empty calendar once, and believes it the second time in a row', async () => {
    const name = portalFeed([
      { uid: 'h-1', since: day(95), till: day(97) },
      { uid: 'h-2', since: day(98), till: day(99) },
    ])
    const feed = await addFeed(name)
    portal.setFeed(name, [])
    const held = await sync(feed)
    expect(held.status).toMatchObject({ eventsCount: 2, lastHttpStatus: 200 })
    expect(held.status.lastError).toMatch(/^EMPTY: /)
    expect(await blocksOf(feed)).toHaveLength(2)
    // the portal comes to its senses (a 304: the calendar we had): nothing was lost, nothing is held
    portal.setFeed(name, [
      { uid: 'h-1', since: day(95), till: day(97) },
      { uid: 'h-2', since: day(98), till: day(99) },
    ])
    expect((await sync(feed)).status).toMatchObject({ lastError: null, lastHttpStatus: 304, eventsCount: 2 })
    // empty twice in a row: the stays were cancelled after all
    portal.setFeed(name, [])
    expect((await sync(feed)).status.lastError).toMatch(/^EMPTY: /)
    const believed = await sync(feed)
    expect(believed.status).toMatchObject({ lastError: null, eventsCount: 0 })
    expect(await blocksOf(feed)).toEqual([])
    // an empty feed staying empty is no news
    expect((await sync(feed)).status).toMatchObject({ lastError: null, eventsCount: 0 })
  })

  it('refuses addresses into an internal network and anything but http(s)', async () => {
    for (const url of ['http://10.0.0.5/cal.ics', 'http://[::1]/cal.ics', 'http://192.168.1.10:8080/x.ics']) {
      const refused = await call(app, saveChannelFeed, { ...as(), body: { resourceId: room(), name: 'X', url } })
      expect(refused.envelope?.errorType, url).toBe('VALIDATION')
      expect(refused.envelope?.messages[0]).toMatchObject({ field: 'url' })
    }
    const file = await call(app, saveChannelFeed, {
      ...as(),
      language: 'en',
      body: { resourceId: room(), name: 'X', url: 'file:///etc/passwd' },
    })
    expect(file.envelope?.messages[0]?.text).toBe(
      'Enter the calendar address from the portal; it starts with https://.',
    )
  })

  it('drops a deleted feed’s events', async () => {
    const feed = await addFeed(portalFeed([{ uid: 'd-1', since: day(95), till: day(96) }]))
    expect(await blocksOf(feed)).toHaveLength(1)
    await ok(app, deleteChannelFeed, { ...as(), params: { ...as().params, id: feed.id } })
    expect(await blocksOf(feed)).toHaveLength(0)
  })
})

describe('conflicts and availability', () => {
  it('never lets a guest book nights a portal holds', async () => {
    const booking = publicBookingOf(house)
    const feed = await addFeed(
      portalFeed([{ uid: 'g-1', since: booking.since, till: booking.till, summary: 'Airbnb (Not available)' }]),
    )
    const checked = await ok(app, publicCheckReservation, {
      body: { resourceId: booking.resourceId, since: booking.since, till: booking.till, guests: booking.guests },
    })
    expect(checked.available).toBe(false)
    const refused = await call(app, publicCreateReservation, { body: booking })
    expect(refused.envelope?.errorType).toBe('CONFLICT')
    await ok(app, deleteChannelFeed, { ...as(), params: { ...as().params, id: feed.id } })
    expect((await call(app, publicCreateReservation, { body: booking })).envelope?.errorType).toBeNull()
  })

  it('shows a block over our reservation as a conflict with both sides until resolved, again once it moves', async () => {
    const stay = await ok(app, createReservation, {
      ...as(),
      body: {
        resourceId: house.rooms[1]?.id ?? '',
        since: day(120),
        till: day(124),
        guests: { ADULT: 2 },
        contact: { name: 'Jana Hostová', email: 'jana@example.cz' },
      },
    })
    const name = portalFeed([{ uid: 'c-1', since: day(122), till: day(125) }])
    const feed = await addFeed(name, house.rooms[1]?.id)
    const conflicts = (await ok(app, listChannelConflicts, as())).filter((c) => c.block.feedId === feed.id)
    expect(conflicts).toHaveLength(1)
    expect(conflicts[0]).toMatchObject({
      block: { since: day(122), till: day(125), kind: 'BOOKING', conflict: true },
      reservation: { id: stay.id, code: stay.code, contactName: 'Jana Hostová' },
      resourceName: 'Pokoj 2',
    })
    const onTimeline = (await timeline()).channelBlocks?.find((b) => b.feedId === feed.id)
    expect(onTimeline?.conflict).toBe(true)

    const blockId = conflicts[0]?.block.id ?? ''
    await ok(app, resolveChannelConflict, { ...as(), params: { ...as().params, id: blockId } })
    expect((await ok(app, listChannelConflicts, as())).filter((c) => c.block.id === blockId)).toEqual([])
    expect((await timeline()).channelBlocks?.find((b) => b.id === blockId)?.conflict).toBe(false)

    portal.setFeed(name, [{ uid: 'c-1', since: day(123), till: day(126) }])
    await sync(feed)
    expect((await ok(app, listChannelConflicts, as())).filter((c) => c.block.id === blockId)).toHaveLength(1)
  })
})

describe('publishing a room’s calendar', () => {
  const fetchFeed = async (url: string) => {
    const response = await app.inject({ method: 'GET', url: new URL(url).pathname })
    return response
  }

  it('serves every active stay and imported event as all-day events, no guest data', async () => {
    const stay = await ok(app, createReservation, {
      ...as(),
      body: {
        resourceId: room(),
        since: day(150),
        till: day(153),
        guests: { ADULT: 1 },
        contact: { name: 'Tajný Host', email: 'tajny@example.cz', phone: '+420 111 222 333' },
      },
    })
    const published = await ok(app, createChannelExport, { ...as(), body: { resourceId: room() } })
    expect(published.url).toMatch(/\/ical\/[A-Za-z0-9_-]{32}\.ics$/)
    const response = await fetchFeed(published.url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/calendar')
    expect(response.body).toContain('DTSTART;VALUE=DATE:')
    expect(response.body).not.toMatch(/Tajný|tajny@|222 333/)
    const events = parseFeed(response.body).events
    expect(events.find((e) => e.uid === `${stay.id}@innkeep`)).toMatchObject({ since: day(150), till: day(153) })
    // imported events travel on to the other portals
    const imported = await db.select().from(channelBlocks).where(eq(channelBlocks.resourceId, room()))
    expect(imported.length).toBeGreaterThan(0)
    for (const block of imported) {
      expect(events.find((e) => e.uid === `${block.id}@innkeep`)).toMatchObject({
        since: block.since,
        till: block.till,
      })
    }

    // a round trip: our feed imported into another room is the same nights
    const name = portalFeed([])
    portal.setFeed(name, response.body)
    const back = await addFeed(name, house.rooms[1]?.id)
    expect((await blocksOf(back)).some((b) => b.since === day(150) && b.till === day(153))).toBe(true)
    await ok(app, deleteChannelFeed, { ...as(), params: { ...as().params, id: back.id } })
  })

  it('a new address retires the old one; a revoked one answers 404', async () => {
    const first = await ok(app, createChannelExport, { ...as(), body: { resourceId: room() } })
    const second = await ok(app, createChannelExport, { ...as(), body: { resourceId: room() } })
    expect((await fetchFeed(first.url)).statusCode).toBe(404)
    expect((await fetchFeed(second.url)).statusCode).toBe(200)
    await ok(app, revokeChannelExport, { ...as(), params: { ...as().params, id: second.id } })
    expect((await fetchFeed(second.url)).statusCode).toBe(404)
    for (const path of ['/ical/nothing.ics', '/ical/..%2F..%2Fetc%2Fpasswd', `/ical/${'a'.repeat(90)}.ics`]) {
      expect((await app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404)
    }
  })

  it('refuses a room of another workspace', async () => {
    const other = await buildHouse(app)
    const refused = await call(app, createChannelExport, { ...as(), body: { resourceId: other.rooms[0]?.id ?? '' } })
    expect(refused.envelope?.errorType).toBe('VALIDATION')
  })
})

describe('publishing a group’s calendar', () => {
  let inn: House
  const mine = () => ({ token: inn.owner.token, params: { slugs: inn.slug } })
  const [first, second] = [() => inn.rooms[0]?.id ?? '', () => inn.rooms[1]?.id ?? '']
  const events = async (url: string) => {
    const response = await app.inject({ method: 'GET', url: new URL(url).pathname })
    expect(response.statusCode).toBe(200)
    return parseFeed(response.body).events.sort((a, b) => a.since.localeCompare(b.since))
  }
  const stay = (resourceId: string, since: number, till: number) =>
    ok(app, createReservation, {
      ...mine(),
      body: { resourceId, since: day(since), till: day(till), guests: { ADULT: 1 }, contact: { name: 'Host' } },
    })

  beforeAll(async () => {
    inn = await buildHouse(app)
  })

  it('closes a night as soon as any room is taken (the whole house as one listing), by default', async () => {
    const one = await stay(first(), 40, 43)
    const two = await stay(second(), 42, 45)
    const published = await ok(app, createChannelExport, { ...mine(), body: { groupId: inn.groupId } })
    expect(published).toMatchObject({ groupId: inn.groupId, resourceId: null, mode: 'ANY_TAKEN' })
    expect((await events(published.url)).map((e) => [e.uid, e.since, e.till])).toEqual([
      [`${one.id}@innkeep`, day(40), day(43)],
      [`${two.id}@innkeep`, day(42), day(45)],
    ])
    const overview = await ok(app, getChannels, mine())
    expect(overview.groups).toEqual([{ id: inn.groupId, name: 'Pokoje', roomCount: 2, export: published }])
    // the rooms' own feeds are untouched
    expect(overview.resources.every((room) => room.export === null)).toBe(true)
  })

  it('with ALL_TAKEN closes only the nights no room is free, under the same address', async () => {
    const [live] = (await ok(app, getChannels, mine())).groups
    if (!live?.export) throw new Error('the group feed is not published')
    const changed = await ok(app, setChannelExportMode, {
      ...mine(),
      params: { ...mine().params, id: live.export.id },
      body: { mode: 'ALL_TAKEN' },
    })
    expect(changed).toMatchObject({ id: live.export.id, url: live.export.url, mode: 'ALL_TAKEN' })
    const uid = `${live.export.id}-${day(42)}@innkeep`
    expect((await events(changed.url)).map((e) => [e.uid, e.since, e.till, e.summary])).toEqual([
      [uid, day(42), day(43), 'Obsazeno'],
    ])
    // a portal closing the first room for nights 43–45 makes the run longer; its UID stays
    const name = portalFeed([{ uid: 'g-1', since: day(43), till: day(46), summary: 'Airbnb (Not available)' }])
    await ok(app, saveChannelFeed, {
      ...mine(),
      body: { resourceId: first(), name: 'Airbnb', url: portal.feedUrl(name) },
    })
    await app.jobs.runDue()
    expect((await events(changed.url)).map((e) => [e.uid, e.since, e.till])).toEqual([[uid, day(42), day(45)]])
  })

  it('a new address retires only the group’s old one', async () => {
    const room = await ok(app, createChannelExport, { ...mine(), body: { resourceId: first() } })
    const old = await ok(app, createChannelExport, { ...mine(), body: { groupId: inn.groupId, mode: 'ALL_TAKEN' } })
    const renewed = await ok(app, createChannelExport, { ...mine(), body: { groupId: inn.groupId } })
    for (const [url, status] of [
      [old.url, 404],
      [renewed.url, 200],
      [room.url, 200],
    ] as const) {
      expect((await app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode, url).toBe(status)
    }
    // a room's feed has no mode to change; a revoked feed is gone
    const roomMode = await call(app, setChannelExportMode, {
      ...mine(),
      params: { ...mine().params, id: room.id },
      body: { mode: 'ALL_TAKEN' },
    })
    expect(roomMode.envelope?.messages[0]).toMatchObject({ field: 'mode', code: 'channels.modeForGroups' })
    const gone = await call(app, setChannelExportMode, {
      ...mine(),
      params: { ...mine().params, id: old.id },
      body: { mode: 'ANY_TAKEN' },
    })
    expect(gone.status).toBe(204) // the spec's "entity not found"
  })

  it('asks for a room or a group, not both, and refuses another workspace’s group', async () => {
    const cases = [
      [{}, 'resourceId', 'channels.exportTarget'],
      [{ resourceId: first(), groupId: inn.groupId }, 'resourceId', 'channels.exportTarget'],
      [{ resourceId: first(), mode: 'ALL_TAKEN' }, 'mode', 'channels.modeForGroups'],
      [{ groupId: house.groupId }, 'groupId', 'channels.unknownGroup'],
    ] as const
    for (const [body, field, code] of cases) {
      const refused = await call(app, createChannelExport, { ...mine(), body, language: 'en' })
      expect(refused.envelope?.errorType, JSON.stringify(body)).toBe('VALIDATION')
      expect(refused.envelope?.messages[0]).toMatchObject({ field, code })
    }
    const czech = await call(app, createChannelExport, { ...mine(), body: { groupId: house.groupId } })
    expect(czech.envelope?.messages[0]?.text).toContain('skupina pokojů')
    const english = await call(app, createChannelExport, { ...mine(), body: {}, language: 'en' })
    expect(english.envelope?.messages[0]?.text).toContain('either a room or a room group')
  })

  it('finds the runs of nights every room is taken (worked examples)', () => {
    const [a, b] = ['room-a', 'room-b']
    const p = (resourceId: string, since: string, till: string) => ({ resourceId, since, till })
    // overlapping stays in both rooms: only the shared nights; a touching stay continues the run
    expect(
      fullyTakenRuns(
        [a, b],
        [
          p(a, '2027-01-01', '2027-01-05'),
          p(b, '2027-01-03', '2027-01-06'),
          p(a, '2027-01-05', '2027-01-07'),
          p(b, '2027-01-10', '2027-01-12'),
        ],
        '2026-12-01',
      ),
    ).toEqual([{ since: '2027-01-03', till: '2027-01-06' }])
    // a room with nothing keeps every night open; nights before `from` are cut off
    expect(fullyTakenRuns([a, b], [p(a, '2027-01-01', '2027-01-05')], '2026-12-01')).toEqual([])
    expect(fullyTakenRuns([a], [p(a, '2026-11-20', '2026-12-03')], '2026-12-01')).toEqual([
      { since: '2026-12-01', till: '2026-12-03' },
    ])
    // two stays in one room the same night count once; runs apart stay apart
    expect(
      fullyTakenRuns(
        [a],
        [p(a, '2027-02-01', '2027-02-03'), p(a, '2027-02-02', '2027-02-03'), p(a, '2027-02-04', '2027-02-05')],
        '2027-01-01',
      ),
    ).toEqual([
      { since: '2027-02-01', till: '2027-02-03' },
      { since: '2027-02-04', till: '2027-02-05' },
    ])
  })
})

describe('the periodic sync', () => {
  it('is enqueued only where there are feeds', async () => {
    const empty = await buildHouse(app)
    const idOf = async (slug: string) => (await db.select().from(workspaces).where(eq(workspaces.slug, slug)))[0]?.id
    // every feed was fetched minutes ago: due again a quarter of an hour later
    const schedule = [{ kind: CHANNEL_SYNC, everyMs: 15 * 60_000, where: hasFeeds }]
    expect(await enqueueDueSchedules(db, schedule)).toBe(0)
    await enqueueDueSchedules(db, schedule, new Date(Date.now() + 16 * 60_000))
    const queued = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, CHANNEL_SYNC), eq(jobs.state, 'QUEUED')))
    expect(queued.map((job) => job.workspaceId)).toContain(await idOf(house.slug))
    expect(queued.map((job) => job.workspaceId)).not.toContain(await idOf(empty.slug))
    await app.jobs.runDue()
    const feeds = (await ok(app, getChannels, as())).resources.flatMap((r) => r.feeds)
    expect(feeds.every((feed) => feed.status.lastFetchedAt !== null)).toBe(true)
  })
})
