import {
  createChannelExport,
  createReservation,
  savePricelistItem,
  saveResource,
  saveResourceGroup,
} from '@innkeep/contract'
import ICAL from 'ical.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseFeed } from '../src/integrations/ical/feed-parse.ts'
import { addDays, todayIn } from '../src/lib/local-date.ts'
import { ok } from './support/api.ts'
import { createWorkspace, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

// Issue 22: names are user text, and the published feed is imported by Booking.com and Airbnb. A line
// break in a name must stay inside its property (RFC 5545 §3.3.11 escaping, §3.1 folding), never
// become lines of its own that forge events.

const { app } = await startTestApp()
const day = (n: number) => addDays(todayIn('Europe/Prague'), n)

const INJECTION = 'Firma\r\nBEGIN:VEVENT\r\nSUMMARY:INJECTED\r\nEND:VEVENT'
/** The longest company name the contract takes (200), with every character §3.3.11 escapes and Czech letters. */
const COMPANY = `${`${INJECTION}; s.r.o., C:\\cesta\\ `}${'Příliš žluťoučký kůň úpěl ďábelské ódy, '.repeat(5)}`
  .slice(0, 199)
  .concat('ž')
/** A lone LF and a lone CR too: the server's validation lets CR and LF through. */
const ROOM = 'Pokoj\nBEGIN:VEVENT\rSUMMARY:INJECTED\r\nEND:VEVENT; 1, \\ č. 1'
const GROUP = 'Skupina\r\nX-INJECTED:1\r\nEND:VCALENDAR;,\\'

/** Every property our feed has: a content line starting with any other name was injected. */
const OUR_PROPERTIES = new Set([
  'BEGIN',
  'END',
  'VERSION',
  'PRODID',
  'METHOD',
  'NAME',
  'X-WR-CALNAME',
  'UID',
  'SEQUENCE',
  'DTSTAMP',
  'DTSTART',
  'DTEND',
  'X-MICROSOFT-CDO-ALLDAYEVENT',
  'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT',
  'SUMMARY',
])

/** RFC 5545 §3.1: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replaceAll(/\r\n[ \t]/g, '')
/** RFC 5545 §3.3.11, as ical.js (the parser of the channel import, feed-parse.ts) reads a TEXT value. */
const unescapeText = (value: string): string => ICAL.design.icalendar.value.text.fromICAL(value)
/** What a name reads back as: a line break, however it was typed, is `\n` (§3.3.11). */
const asRead = (text: string) => text.replaceAll(/\r\n|\r/g, '\n')

let owner: TestPerson
let slug: string
let groupId: string
let roomId: string
const stayIds: string[] = []
const as = () => ({ token: owner.token, params: { slugs: slug } })

beforeAll(async () => {
  owner = await signUpPerson(app)
  slug = await createWorkspace(app, owner, { name: COMPANY })
  await ok(app, savePricelistItem, {
    ...as(),
    body: { code: 'DBL', name: 'Dvoulůžko', unit: 'PER_NIGHT', price: 1_000_00 },
  })
  groupId = (await ok(app, saveResourceGroup, { ...as(), body: { name: GROUP } })).id
  const room = { groupId, kind: 'PENSIONROOM', name: ROOM, capacity: 2, priceCode: 'DBL' } as const
  roomId = (await ok(app, saveResource, { ...as(), body: room })).id
  for (const [since, till] of [
    [10, 12],
    [20, 23],
  ] as const) {
    const stay = await ok(app, createReservation, {
      ...as(),
      body: {
        resourceId: roomId,
        since: day(since),
        till: day(till),
        guests: { ADULT: 1 },
        contact: { name: `Host\r\nSUMMARY:INJECTED-${since}` },
      },
    })
    stayIds.push(stay.id)
  }
})

async function publishedFeed(body: { resourceId: string } | { groupId: string }): Promise<string> {
  const published = await ok(app, createChannelExport, { ...as(), body })
  const response = await app.inject({ method: 'GET', url: new URL(published.url).pathname })
  expect(response.statusCode).toBe(200)
  return response.body
}

/** The values of a property, unfolded and unescaped. */
function valuesOf(feed: string, name: string): string[] {
  return unfold(feed)
    .split('\r\n')
    .filter((line) => line.startsWith(`${name}:`))
    .map((line) => unescapeText(line.slice(name.length + 1)))
}

function expectNoInjectedLines(feed: string) {
  const lines = feed.split('\r\n')
  expect(lines.pop()).toBe('') // the last line ends with CRLF too
  // no CR or LF other than the line ends
  expect(lines.some((line) => /[\r\n]/.test(line))).toBe(false)
  for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
  const contentLines = lines.filter((line) => !line.startsWith(' '))
  for (const line of contentLines) expect(OUR_PROPERTIES, line).toContain(line.split(/[;:]/)[0])
  expect(contentLines.filter((line) => line.startsWith('BEGIN:'))).toEqual([
    'BEGIN:VCALENDAR',
    'BEGIN:VEVENT',
    'BEGIN:VEVENT',
  ])
  expect(contentLines.filter((line) => line.startsWith('END:'))).toEqual(['END:VEVENT', 'END:VEVENT', 'END:VCALENDAR'])
  expect(lines.some((line) => /^(SUMMARY:INJECTED|X-INJECTED)/.test(line))).toBe(false)
}

function expectOurStays(feed: string) {
  const root = new ICAL.Component(ICAL.parse(feed))
  expect(root.getAllSubcomponents('vevent')).toHaveLength(2)
  const events = parseFeed(feed).events
  expect(events.map((event) => [event.uid, event.since, event.till, event.summary])).toEqual([
    [`${stayIds[0]}@innkeep`, day(10), day(12), 'Obsazeno'],
    [`${stayIds[1]}@innkeep`, day(20), day(23), 'Obsazeno'],
  ])
}

describe('names with line breaks in the published feed', () => {
  it('tries the longest company name the contract takes, with CR LF, ; , \\ and Czech letters', () => {
    expect(COMPANY).toHaveLength(200)
    expect(COMPANY).toMatch(/^Firma\r\nBEGIN:VEVENT\r\n.*[;,\\].*ž$/s)
  })

  it('keeps a room feed to its own events, whatever the company’s and the room’s names hold', async () => {
    const feed = await publishedFeed({ resourceId: roomId })
    expectNoInjectedLines(feed)
    expectOurStays(feed)
    expect(feed).not.toContain('Host')
  })

  it('gives back the names exactly by unfolding (§3.1) and unescaping (§3.3.11)', async () => {
    const feed = await publishedFeed({ resourceId: roomId })
    const name = asRead(`${COMPANY} – ${ROOM}`)
    expect(valuesOf(feed, 'NAME')).toEqual([name])
    expect(valuesOf(feed, 'X-WR-CALNAME')).toEqual([name])
    // the long name is folded, not cut
    expect(feed.split('\r\n').filter((line) => line.startsWith(' ')).length).toBeGreaterThan(4)
  })

  it('keeps a group feed to its own events, whatever the group’s name holds', async () => {
    const feed = await publishedFeed({ groupId })
    expectNoInjectedLines(feed)
    expectOurStays(feed)
    expect(valuesOf(feed, 'X-WR-CALNAME')).toEqual([asRead(`${COMPANY} – ${GROUP}`)])
  })
})
