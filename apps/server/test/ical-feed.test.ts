import ICAL from 'ical.js'
import { afterAll, describe, expect, it } from 'vitest'
import { icalFixture, startFakeIcalPortal } from '../../../tools/fakes/ical-portal.ts'
import { buildFeed, type ExportEvent } from '../src/integrations/ical/feed-export.ts'
import { FeedFetchError, type FetchFeedOptions, fetchFeed } from '../src/integrations/ical/feed-fetch.ts'
import { type FeedEvent, FeedParseError, kindOfSummary, parseFeed } from '../src/integrations/ical/feed-parse.ts'
import { isPublicAddress } from '../src/integrations/ical/public-address.ts'

const portal = await startFakeIcalPortal()
afterAll(() => portal.close())

// the fake is on loopback: tests allow exactly its address, so any other private address stays refused
const AT_FAKE = { timeoutMs: 5000, maxBytes: 1024 * 1024, allowPrivate: ['127.0.0.1'] } satisfies FetchFeedOptions
const TODAY = '2026-11-26'
let feedCount = 0
const freshFeed = () => `room-${++feedCount}`

async function fetchText(url: string, options: Partial<FetchFeedOptions> = {}): Promise<string> {
  const result = await fetchFeed(url, { ...AT_FAKE, ...options })
  if (result.status !== 'OK') throw new Error(`expected a body, got ${result.status}`)
  return result.text
}

async function fetchError(url: string, options: Partial<FetchFeedOptions> = {}): Promise<FeedFetchError> {
  const outcome = await fetchFeed(url, { ...AT_FAKE, ...options }).then(
    () => new Error('the fetch succeeded'),
    (error: unknown) => error,
  )
  if (outcome instanceof FeedFetchError) return outcome
  throw outcome
}

function parseError(text: string): FeedParseError {
  try {
    parseFeed(text, { today: TODAY })
  } catch (error) {
    if (error instanceof FeedParseError) return error
    throw error
  }
  throw new Error('the feed was read')
}

const requestsTo = (feed: string) => portal.requests.filter((request) => request.feed === feed)

/** A calendar of the given VEVENT bodies (lines without BEGIN/END:VEVENT), CRLF. */
function calendar(...events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Test//EN']
  for (const event of events) lines.push('BEGIN:VEVENT', ...event, 'END:VEVENT')
  return `${[...lines, 'END:VCALENDAR'].join('\r\n')}\r\n`
}

const AIRBNB_EVENTS: FeedEvent[] = [
  {
    uid: '1418fb94e984-5f2b9c4d8e7a6b1c0d3e2f4a5b6c7d8e@airbnb.com',
    since: '2026-12-18',
    till: '2026-12-22',
    summary: 'Reserved',
    kind: 'BOOKING',
  },
  {
    uid: '1418fb94e984-9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d@airbnb.com',
    since: '2026-12-28',
    till: '2027-01-03',
    summary: 'Reserved',
    kind: 'BOOKING',
  },
  {
    uid: '7f3e8a1c9d2b-3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f@airbnb.com',
    since: '2027-01-10',
    till: '2027-01-15',
    summary: 'Airbnb (Not available)',
    kind: 'BLOCK',
  },
  {
    uid: '7f3e8a1c9d2b-0f1e2d3c4b5a69788796a5b4c3d2e1f0@airbnb.com',
    since: '2027-05-26',
    till: '2027-11-26',
    summary: 'Airbnb (Not available)',
    kind: 'BLOCK',
  },
]

describe('fetching a feed from a portal', () => {
  it('fetches the Airbnb feed with its ETag and Last-Modified', async () => {
    const result = await fetchFeed(portal.feedUrl('airbnb'), AT_FAKE)
    expect(result).toEqual({
      status: 'OK',
      text: icalFixture('airbnb-listing.ics'),
      etag: expect.stringMatching(/^".+"$/),
      lastModified: expect.stringMatching(/GMT$/),
    })
    expect(requestsTo('airbnb').at(-1)).toMatchObject({
      ifNoneMatch: null,
      ifModifiedSince: null,
      userAgent: 'Innkeep calendar sync',
    })
  })

  it('asks with If-None-Match and answers NOT_MODIFIED when the portal says 304', async () => {
    const first = await fetchFeed(portal.feedUrl('airbnb'), AT_FAKE)
    const etag = first.status === 'OK' ? first.etag : undefined
    expect(etag).toBeDefined()
    const second = await fetchFeed(portal.feedUrl('airbnb'), { ...AT_FAKE, etag })
    expect(second).toEqual({ status: 'NOT_MODIFIED' })
    expect(requestsTo('airbnb').at(-1)).toMatchObject({ ifNoneMatch: etag, status: 304 })
  })

  it('asks with If-Modified-Since where the portal sends no ETag', async () => {
    const feed = freshFeed()
    portal.setFeed(feed, icalFixture('booking-com-room.ics'))
    portal.setBehaviour(feed, { validators: 'last-modified' })
    const first = await fetchFeed(portal.feedUrl(feed), AT_FAKE)
    expect(first).toMatchObject({ status: 'OK', lastModified: expect.any(String) })
    expect(first).not.toHaveProperty('etag')
    const lastModified = first.status === 'OK' ? first.lastModified : undefined
    expect(await fetchFeed(portal.feedUrl(feed), { ...AT_FAKE, lastModified })).toEqual({ status: 'NOT_MODIFIED' })
    expect(requestsTo(feed).at(-1)).toMatchObject({ ifModifiedSince: lastModified, status: 304 })
  })

  it('gets the new text once the feed changed: a moved, a new and a cancelled stay', async () => {
    const feed = freshFeed()
    portal.setFeed(feed, icalFixture('airbnb-listing.ics'))
    const before = await fetchFeed(portal.feedUrl(feed), AT_FAKE)
    portal.setFeed(feed, icalFixture('airbnb-listing-changed.ics'))
    const after = await fetchFeed(portal.feedUrl(feed), {
      ...AT_FAKE,
      etag: before.status === 'OK' ? before.etag : undefined,
    })
    expect(after.status).toBe('OK')
    if (after.status !== 'OK' || before.status !== 'OK') return
    expect(after.etag).not.toBe(before.etag)
    const events = parseFeed(after.text, { today: TODAY }).events
    const byUid = new Map(events.map((event) => [event.uid, event]))
    expect(byUid.get('1418fb94e984-5f2b9c4d8e7a6b1c0d3e2f4a5b6c7d8e@airbnb.com')).toMatchObject({
      since: '2026-12-19',
      till: '2026-12-23',
    })
    expect(byUid.get('1418fb94e984-c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7@airbnb.com')).toMatchObject({
      since: '2027-02-05',
      till: '2027-02-08',
      kind: 'BOOKING',
    })
    expect(byUid.has('1418fb94e984-9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d@airbnb.com')).toBe(false)
  })

  it('serves events set by a test in Booking.com style, STATUS:CANCELLED ones left out by the parser', async () => {
    const feed = freshFeed()
    portal.setFeed(
      feed,
      [
        { uid: 'a1@booking.com', since: '2027-03-01', till: '2027-03-04' },
        { uid: 'a2@booking.com', since: '2027-03-10', till: '2027-03-12', status: 'CANCELLED' },
      ],
      'booking',
    )
    const events = parseFeed(await fetchText(portal.feedUrl(feed)), { today: TODAY }).events
    expect(events).toEqual([
      {
        uid: 'a1@booking.com',
        since: '2027-03-01',
        till: '2027-03-04',
        summary: 'CLOSED - Not available',
        kind: 'BLOCK',
      },
    ])
  })

  it.each([
    ['airbnb', 4],
    ['booking', 3],
    ['pms-datetime', 4],
  ])('serves the %s sample, which reads as %i events', async (feed, count) => {
    expect(parseFeed(await fetchText(portal.feedUrl(feed)), { today: TODAY }).events).toHaveLength(count)
  })

  it('serves the malformed sample, which the parser refuses', async () => {
    expect(parseError(await fetchText(portal.feedUrl('malformed')))).toBeInstanceOf(FeedParseError)
  })

  it('follows a redirect to the feed', async () => {
    expect(await fetchText(portal.feedUrl('moved'))).toBe(icalFixture('airbnb-listing.ics'))
    expect(requestsTo('moved').at(-1)?.status).toBe(302)
  })

  it('gives up after five redirects', async () => {
    const before = requestsTo('loop').length
    const error = await fetchError(portal.feedUrl('loop'))
    expect(error.code).toBe('TOO_MANY_REDIRECTS')
    expect(requestsTo('loop').length - before).toBe(6)
  })

  it('reports the HTTP status of a portal error', async () => {
    const error = await fetchError(portal.feedUrl('server-error'))
    expect([error.code, error.status]).toEqual(['HTTP', 500])
    expect((await fetchError(portal.feedUrl('no-such-feed'))).status).toBe(404)
  })

  it('refuses a body larger than the limit that says its size', async () => {
    const error = await fetchError(portal.feedUrl('oversized'), { maxBytes: 1024 * 1024 })
    expect(error.code).toBe('TOO_LARGE')
  })

  it('refuses a body larger than the limit that comes without its size', async () => {
    const feed = freshFeed()
    portal.setFeed(feed, icalFixture('airbnb-listing.ics'))
    portal.setBehaviour(feed, { chunked: true, padToBytes: 2 * 1024 * 1024 })
    expect((await fetchError(portal.feedUrl(feed), { maxBytes: 1024 * 1024 })).code).toBe('TOO_LARGE')
    expect((await fetchText(portal.feedUrl(feed), { maxBytes: 3 * 1024 * 1024 })).length).toBeGreaterThan(2_000_000)
  })

  it('times out on a portal that does not answer', async () => {
    const started = Date.now()
    const error = await fetchError(portal.feedUrl('slow'), { timeoutMs: 300 })
    expect(error.code).toBe('TIMEOUT')
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('times out on a body that stops half way', async () => {
    const feed = freshFeed()
    portal.setFeed(feed, icalFixture('airbnb-listing.ics'))
    portal.setBehaviour(feed, { stallBody: true })
    expect((await fetchError(portal.feedUrl(feed), { timeoutMs: 300 })).code).toBe('TIMEOUT')
  })

  it("rejects with the caller's reason when the caller aborts", async () => {
    const controller = new AbortController()
    const fetching = fetchFeed(portal.feedUrl('slow'), { ...AT_FAKE, signal: controller.signal })
    const reason = new Error('the job is shutting down')
    controller.abort(reason)
    await expect(fetching).rejects.toBe(reason)
  })

  it('reports NETWORK when nothing listens there', async () => {
    expect((await fetchError('http://127.0.0.1:1/feeds/x.ics')).code).toBe('NETWORK')
  })

  it.each([
    'not a url',
    'ftp://calendar.example.com/x.ics',
    'file:///etc/passwd',
    'https://user:secret@calendar.example.com/x.ics',
  ])('refuses the address %s as BAD_URL', async (url) => {
    expect((await fetchError(url)).code).toBe('BAD_URL')
  })

  it('refuses a redirect to a URL that is not http', async () => {
    const feed = freshFeed()
    portal.setBehaviour(feed, { redirectTo: 'file:///etc/passwd' })
    expect((await fetchError(portal.feedUrl(feed))).code).toBe('BAD_URL')
  })

  it('never puts the secret part of the URL into its messages', async () => {
    const error = await fetchError(`${portal.feedUrl('server-error')}?t=secret-token-123`)
    expect(error.message).not.toContain('secret-token-123')
  })
})

describe('refusing private addresses (SSRF)', () => {
  it.each([
    ['loopback', 'http://127.0.0.1/feeds/airbnb.ics'],
    ['loopback IPv6', 'http://[::1]/x.ics'],
    ['RFC 1918 10/8', 'http://10.1.2.3/x.ics'],
    ['RFC 1918 192.168/16', 'http://192.168.1.10/x.ics'],
    ['RFC 1918 172.16/12', 'https://172.20.0.5/x.ics'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['carrier-grade NAT', 'http://100.64.0.1/x.ics'],
    ['0.0.0.0', 'http://0.0.0.0/x.ics'],
    ['multicast', 'http://224.0.0.1/x.ics'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/x.ics'],
    ['unique-local IPv6', 'http://[fd12:3456::1]/x.ics'],
    ['link-local IPv6', 'http://[fe80::1]/x.ics'],
    ['loopback written as a number', 'http://2130706433/x.ics'],
  ])('refuses %s (%s)', async (_, url) => {
    expect((await fetchError(url, { allowPrivate: false })).code).toBe('PRIVATE_ADDRESS')
  })

  it('refuses the fake portal itself, which does answer, before connecting', async () => {
    const feed = freshFeed()
    portal.setFeed(feed, icalFixture('airbnb-listing.ics'))
    expect((await fetchError(portal.feedUrl(feed), { allowPrivate: false })).code).toBe('PRIVATE_ADDRESS')
    expect(requestsTo(feed)).toEqual([])
  })

  it('refuses a host name that resolves to loopback, checking what the connection resolves', async () => {
    const feed = freshFeed()
    portal.setFeed(feed, icalFixture('airbnb-listing.ics'))
    const url = portal.feedUrl(feed).replace('127.0.0.1', 'localhost')
    const error = await fetchError(url, { allowPrivate: false })
    expect(error.code).toBe('PRIVATE_ADDRESS')
    expect(error.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1)/)
    expect(requestsTo(feed)).toEqual([])
  })

  it.each([
    ['to-metadata', '169.254.169.254'],
    ['to-private', '10.0.0.1'],
  ])('refuses a redirect (%s) to %s', async (feed, address) => {
    const error = await fetchError(portal.feedUrl(feed))
    expect(error.code).toBe('PRIVATE_ADDRESS')
    expect(error.message).toContain(address)
  })

  it('refuses a redirect to another loopback address than the one allowed', async () => {
    const feed = freshFeed()
    portal.setBehaviour(feed, { redirectTo: portal.feedUrl('airbnb').replace('127.0.0.1', '127.0.0.2') })
    expect((await fetchError(portal.feedUrl(feed))).code).toBe('PRIVATE_ADDRESS')
  })

  it('reaches a private address when allowed (tests, the demo)', async () => {
    const url = portal.feedUrl('airbnb').replace('127.0.0.1', 'localhost')
    expect(await fetchText(url, { allowPrivate: true })).toBe(icalFixture('airbnb-listing.ics'))
  })

  it.each(['8.8.8.8', '1.1.1.1', '185.15.59.224', '2a00:1450:4001:82b::200e', '2606:4700:4700::1111'])(
    'counts %s as public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true)
    },
  )

  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '192.0.2.1',
    '::',
    '::1',
    '::ffff:10.0.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::a00:1',
    'fc00::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    '2002:a00:1::1',
    'localhost',
  ])('counts %s as not public', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })
})

describe('reading a feed', () => {
  it("reads Airbnb's bookings and blocks", () => {
    expect(parseFeed(icalFixture('airbnb-listing.ics'), { today: TODAY }).events).toEqual(AIRBNB_EVENTS)
  })

  it("reads Booking.com's closed dates as blocks", () => {
    const events = parseFeed(icalFixture('booking-com-room.ics'), { today: TODAY }).events
    expect(events.map((event) => [event.since, event.till, event.kind])).toEqual([
      ['2026-12-04', '2026-12-06', 'BLOCK'],
      ['2026-12-24', '2026-12-27', 'BLOCK'],
      ['2027-02-12', '2027-02-13', 'BLOCK'],
    ])
  })

  it("reads date-time events as the dates of the house's time zone, a stay ending at 10:00 ending that day", () => {
    const events = parseFeed(icalFixture('pms-datetime.ics'), { today: TODAY }).events
    expect(events).toEqual([
      {
        uid: 'rez-20261204-118@hotelsoft.cz',
        since: '2026-12-04',
        till: '2026-12-07',
        summary: 'Novák Jan (3 noci)',
        kind: 'BOOKING',
      },
      // 23:00 UTC on the 11th is midnight on the 12th in Prague
      {
        uid: 'rez-20261211-131@hotelsoft.cz',
        since: '2026-12-12',
        till: '2026-12-13',
        summary: 'Obsazeno',
        kind: 'BOOKING',
      },
      {
        uid: 'blok-2027-01@hotelsoft.cz',
        since: '2027-01-04',
        till: '2027-01-08',
        summary: 'Blokováno – malování',
        kind: 'BLOCK',
      },
      // no UID: one made from dates and summary; DURATION P2D from noon ends on the 22nd
      {
        uid: expect.stringMatching(/^innkeep-[0-9a-f]{32}$/),
        since: '2027-01-20',
        till: '2027-01-22',
        summary: 'Obsazeno',
        kind: 'BOOKING',
      },
    ])
  })

  it('reads a UTC date-time in the time zone it is given', () => {
    const events = parseFeed(icalFixture('pms-datetime.ics'), { today: TODAY, timeZone: 'UTC' }).events
    expect(events.find((event) => event.uid === 'rez-20261211-131@hotelsoft.cz')?.since).toBe('2026-12-11')
  })

  it('reads a UTC stay across the spring DST change in Prague', () => {
    const text = calendar(['UID:dst', 'DTSTART:20270327T140000Z', 'DTEND:20270329T080000Z', 'SUMMARY:Reserved'])
    expect(parseFeed(text, { today: TODAY }).events[0]).toMatchObject({ since: '2027-03-27', till: '2027-03-29' })
  })

  it('leaves out events marked STATUS:CANCELLED', () => {
    const uids = parseFeed(icalFixture('pms-datetime.ics'), { today: TODAY }).events.map((event) => event.uid)
    expect(uids).not.toContain('rez-20261218-140@hotelsoft.cz')
  })

  it.each([
    ['an all-day event without DTEND', ['DTSTART;VALUE=DATE:20270301'], '2027-03-02'],
    ['a date-time event without DTEND', ['DTSTART:20270301T150000Z'], '2027-03-02'],
    ['an event whose DTEND is its DTSTART', ['DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270301'], '2027-03-02'],
    ['a same-day date-time event', ['DTSTART:20270301T080000Z', 'DTEND:20270301T160000Z'], '2027-03-02'],
    ['an event ending at midnight', ['DTSTART:20270301T140000', 'DTEND:20270303T000000'], '2027-03-03'],
  ])('gives %s its nights', (_, dates, till) => {
    const events = parseFeed(calendar(['UID:x', ...dates, 'SUMMARY:Reserved']), { today: TODAY }).events
    expect(events).toEqual([{ uid: 'x', since: '2027-03-01', till, summary: 'Reserved', kind: 'BOOKING' }])
  })

  it('reads a date written without VALUE=DATE as that date', () => {
    const text = calendar(['UID:x', 'DTSTART:20270301', 'DTEND:20270304', 'SUMMARY:Blocked'])
    expect(parseFeed(text, { today: TODAY }).events).toMatchObject([{ since: '2027-03-01', till: '2027-03-04' }])
  })

  it('reads LF line ends, folded lines and a byte order mark', () => {
    const text = `\uFEFF${calendar(['UID:x', 'DTSTART;VALUE=DATE:20270301', 'SUMMARY:Airbnb (Not avail', ' able)']).replaceAll('\r\n', '\n')}`
    expect(parseFeed(text, { today: TODAY }).events).toMatchObject([
      { summary: 'Airbnb (Not available)', kind: 'BLOCK' },
    ])
  })

  it('makes the same UID for an event without one every time, and another once its dates change', () => {
    const uidOf = (start: string) =>
      parseFeed(calendar([`DTSTART;VALUE=DATE:${start}`, 'SUMMARY:Reserved']), { today: TODAY }).events[0]?.uid
    expect(uidOf('20270301')).toBe(uidOf('20270301'))
    expect(uidOf('20270302')).not.toBe(uidOf('20270301'))
  })

  it('keeps both of two different events that share a UID', () => {
    const text = calendar(
      ['UID:same', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270303', 'SUMMARY:Reserved'],
      ['UID:same', 'DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270312', 'SUMMARY:Reserved'],
    )
    const events = parseFeed(text, { today: TODAY }).events
    expect(events.map((event) => [event.uid, event.since])).toEqual([
      ['same#2027-03-01/2027-03-03', '2027-03-01'],
      ['same#2027-03-10/2027-03-12', '2027-03-10'],
    ])
  })

  it('expands a recurring event with its exclusions, a moved and a cancelled occurrence', () => {
    const text = calendar(
      [
        'UID:cleaning',
        'DTSTART;VALUE=DATE:20261130',
        'DTEND;VALUE=DATE:20261201',
        'RRULE:FREQ=WEEKLY;COUNT=6',
        'EXDATE;VALUE=DATE:20261207',
        'SUMMARY:Blocked',
      ],
      [
        'UID:cleaning',
        'RECURRENCE-ID;VALUE=DATE:20261214',
        'DTSTART;VALUE=DATE:20261215',
        'DTEND;VALUE=DATE:20261216',
        'SUMMARY:Blocked',
      ],
      ['UID:cleaning', 'RECURRENCE-ID;VALUE=DATE:20261221', 'DTSTART;VALUE=DATE:20261221', 'STATUS:CANCELLED'],
    )
    const events = parseFeed(text, { today: TODAY }).events
    expect(events.map((event) => [event.uid, event.since, event.till, event.kind])).toEqual([
      ['cleaning#20261130', '2026-11-30', '2026-12-01', 'BLOCK'],
      ['cleaning#20261214', '2026-12-15', '2026-12-16', 'BLOCK'],
      ['cleaning#20261228', '2026-12-28', '2026-12-29', 'BLOCK'],
      ['cleaning#20270104', '2027-01-04', '2027-01-05', 'BLOCK'],
    ])
  })

  it('expands an endless rule from today up to the horizon only', () => {
    const text = calendar(['UID:d', 'DTSTART;VALUE=DATE:20261101', 'RRULE:FREQ=DAILY', 'SUMMARY:Closed'])
    const events = parseFeed(text, { today: TODAY, horizonDays: 10 }).events
    expect(events.map((event) => event.since)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ])
  })

  it('refuses a rule that repeats too often to expand', () => {
    const text = calendar(['UID:h', 'DTSTART:20200101T000000Z', 'RRULE:FREQ=HOURLY', 'SUMMARY:Blocked'])
    expect(parseError(text).message).toMatch(/h .*repeats too often/)
  })

  it('refuses more events than the limit', () => {
    const event = (day: number) => [`UID:e${day}`, `DTSTART;VALUE=DATE:202703${String(day).padStart(2, '0')}`]
    const text = calendar(event(1), event(2), event(3), event(4))
    expect(() => parseFeed(text, { today: TODAY, maxEvents: 3 })).toThrow(/more than 3 events/)
    expect(parseFeed(text, { today: TODAY, maxEvents: 4 }).events).toHaveLength(4)
  })

  it.each([
    ['Airbnb (Not available)', 'BLOCK'],
    ['CLOSED - Not available', 'BLOCK'],
    ['Not available', 'BLOCK'],
    ['not AVAILABLE', 'BLOCK'],
    ['Blocked', 'BLOCK'],
    ['Owner block', 'BLOCK'],
    ['Unavailable', 'BLOCK'],
    ['Blokováno', 'BLOCK'],
    ['Nedostupné', 'BLOCK'],
    ['Reserved', 'BOOKING'],
    ['Jan Novák', 'BOOKING'],
    ['Blockley family', 'BOOKING'],
    ['', 'BOOKING'],
  ])('calls "%s" a %s', (summary, kind) => {
    expect(kindOfSummary(summary)).toBe(kind)
  })

  it.each([
    ['a feed cut by an HTML page', icalFixture('malformed.ics'), /not valid iCalendar: invalid line/],
    ['an HTML page', '<!doctype html><html><body>Log in</body></html>', /does not begin with BEGIN:VCALENDAR/],
    ['an empty answer', '', /does not begin with BEGIN:VCALENDAR/],
    ['an unfinished calendar', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\n', /not valid iCalendar/],
    ['an event without DTSTART', calendar(['UID:nostart', 'SUMMARY:Reserved']), /nostart .*DTSTART/],
    ['an impossible date', calendar(['UID:bad', 'DTSTART;VALUE=DATE:2027XX01']), /The event bad cannot be read/],
  ])('refuses %s with a readable message', (_, text, message) => {
    const error = parseError(text)
    expect(error.message).toMatch(message)
    expect(error.message).not.toMatch(/\n\s+at /)
  })
})

describe('exporting a room calendar', () => {
  const STAMP = new Date('2026-11-25T10:00:00Z')
  const EXPORTED: ExportEvent[] = [
    { uid: 'res-018f3a5c@innkeep', since: '2026-12-18', till: '2026-12-22', summary: 'Reserved' },
    { uid: 'block-018f3a5d@innkeep', since: '2027-01-10', till: '2027-01-15', summary: 'Not available' },
    // across the spring DST change
    { uid: 'res-018f3a5e@innkeep', since: '2027-03-27', till: '2027-03-29', summary: 'Reserved' },
  ]

  it('writes all-day events with an exclusive DTEND, the given UIDs and DTSTAMP, in CRLF lines', () => {
    const text = buildFeed({ name: 'Pokoj 1', events: EXPORTED, stamp: STAMP })
    const lines = text.split('\r\n')
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replaceAll('\r\n', '')).not.toContain('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'PRODID:-//Innkeep//Innkeep Calendar//CS',
        'X-WR-CALNAME:Pokoj 1',
        'UID:res-018f3a5c@innkeep',
        'DTSTAMP:20261125T100000Z',
        'DTSTART;VALUE=DATE:20261218',
        'DTEND;VALUE=DATE:20261222',
      ]),
    )
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3)
  })

  it('is a valid iCalendar object: VERSION, PRODID, and UID, DTSTAMP, DTSTART in every event', () => {
    const root = new ICAL.Component(ICAL.parse(buildFeed({ name: 'Pokoj 1', events: EXPORTED, stamp: STAMP })))
    expect(root.name).toBe('vcalendar')
    expect(root.getFirstPropertyValue('version')).toBe('2.0')
    expect(root.getFirstPropertyValue('prodid')).toBeTruthy()
    for (const event of root.getAllSubcomponents('vevent')) {
      for (const property of ['uid', 'dtstamp', 'dtstart', 'dtend']) expect(event.hasProperty(property)).toBe(true)
      expect(event.getFirstProperty('dtstart')?.type).toBe('date')
    }
  })

  it('folds long lines at 75 octets without breaking a letter', () => {
    const summary = 'Obsazeno – údržba pokoje, výměna matrací a malování stěn ve všech místnostech apartmánu Lípa'
    const text = buildFeed({ name: 'Apartmán Lípa', events: [{ ...EXPORTED[0], summary } as ExportEvent] })
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(text).not.toContain('\uFFFD')
    expect(parseFeed(text, { today: TODAY }).events[0]?.summary).toBe(summary)
  })

  it('round-trips: what it writes reads back as the same events', () => {
    const events = parseFeed(buildFeed({ name: 'Pokoj 1', events: EXPORTED }), { today: TODAY }).events
    expect(events).toEqual(EXPORTED.map((event) => ({ ...event, kind: kindOfSummary(event.summary) })))
    expect(events.map((event) => event.kind)).toEqual(['BOOKING', 'BLOCK', 'BOOKING'])
  })

  it("writes the same dates whatever the server's time zone", () => {
    const original = process.env.TZ
    try {
      const written = ['Pacific/Kiritimati', 'America/Los_Angeles'].map((zone) => {
        process.env.TZ = zone
        return buildFeed({ name: 'Pokoj 1', events: EXPORTED, stamp: STAMP })
      })
      process.env.TZ = 'UTC'
      expect(written).toEqual([buildFeed({ name: 'Pokoj 1', events: EXPORTED, stamp: STAMP }), expect.any(String)])
      expect(written[1]).toBe(written[0])
    } finally {
      process.env.TZ = original
    }
  })

  it('refuses an event without nights or without a UID', () => {
    const event = EXPORTED[0] as ExportEvent
    expect(() => buildFeed({ name: 'x', events: [{ ...event, till: event.since }] })).toThrow(RangeError)
    expect(() => buildFeed({ name: 'x', events: [{ ...event, uid: ' ' }] })).toThrow(RangeError)
  })
})

describe('the rest of the server’s fetch calls', () => {
  it('keep Node’s own dispatcher once the feed fetch is loaded (Web Push sends a Content-Length)', async () => {
    const { createServer } = await import('node:http')
    const server = createServer((req, res) => {
      let size = 0
      req.on('data', (chunk: Buffer) => {
        size += chunk.length
      })
      req.on('end', () => res.end(String(size)))
    }).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as { port: number }
    try {
      const body = new Uint8Array(100)
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { 'Content-Length': String(body.length), 'Content-Encoding': 'aes128gcm' },
        body,
      })
      expect(await response.text()).toBe('100')
    } finally {
      server.close()
    }
  })
})
