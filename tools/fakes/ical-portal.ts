import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A sample feed of fixtures/ical/ with CRLF line ends, as portals send them. The samples are
 * hand-written in Airbnb's, Booking.com's and a PMS's formats (see each `.source.txt`), not recorded.
 */
export function icalFixture(name: string): string {
  return readFileSync(new URL(`./fixtures/ical/${name}`, import.meta.url), 'utf8').replace(/\r?\n/g, '\r\n')
}

/** An all-day event the fake writes in a portal's style; `uid` left out writes none. */
export interface FakeIcalEvent {
  uid?: string
  since: string
  till: string
  /** Default: the style's word for a booking ("Reserved", "CLOSED - Not available"). */
  summary?: string
  status?: 'CONFIRMED' | 'CANCELLED'
}

export type FakeIcalStyle = 'airbnb' | 'booking'

/** How the fake answers for a feed, instead of the plain 200; `{}` resets it. */
export interface FakeIcalBehaviour {
  /** Answer this HTTP status with an HTML error page (a portal's 500, 404, 403). */
  status?: number
  /** Answer only this much later (a slow portal). */
  delayMs?: number
  /** Send the headers and half the body, then nothing more. */
  stallBody?: boolean
  /** 302 to this address; a path (`/feeds/airbnb.ics`) is this fake's own. */
  redirectTo?: string
  /** Pad the body with X- lines to at least this many bytes. */
  padToBytes?: number
  /** Stream the body without Content-Length, so its size shows only while it is read. */
  chunked?: boolean
  /** Validators sent and honoured (304): default both ETag and Last-Modified. */
  validators?: 'both' | 'etag' | 'last-modified' | 'none'
}

export interface FakeIcalRequest {
  /** The feed's name, null for other paths. */
  feed: string | null
  path: string
  ifNoneMatch: string | null
  ifModifiedSince: string | null
  userAgent: string | null
  /** The status answered; null while a slow answer is still waiting. */
  status: number | null
}

export interface FakeIcalPortal {
  /** `http://127.0.0.1:{port}` */
  url: string
  /** `{url}/feeds/{name}.ics` */
  feedUrl(name: string): string
  /** The feed's text from now on: raw iCalendar, or events written in a portal's style (default airbnb). */
  setFeed(name: string, content: string | FakeIcalEvent[], style?: FakeIcalStyle): void
  setBehaviour(name: string, behaviour: FakeIcalBehaviour): void
  /** Every request as it arrived, oldest first, with its conditional headers and the status answered. */
  requests: FakeIcalRequest[]
  close(): Promise<void>
}

interface Feed {
  text: string
  contentType: string
  etag: string
  lastModified: string
}

const CONTENT_TYPE: Record<FakeIcalStyle, string> = {
  airbnb: 'text/calendar; charset=utf-8',
  booking: 'text/calendar;charset=UTF-8',
}

/**
 * A local channel portal serving iCal feeds at `/feeds/{name}.ics`, which tests change between
 * fetches, with ETag / Last-Modified and 304 on a matching conditional request. Preset feeds:
 * `airbnb`, `airbnb-changed`, `booking`, `pms-datetime`, `malformed`; `server-error` (500), `slow`
 * (a minute late), `oversized` (3 MB), `to-metadata` and `to-private` (redirects to
 * 169.254.169.254 and 10.0.0.1), `moved` (a redirect to `airbnb`) and `loop` (a redirect to itself).
 * Another process sets a feed with `PUT /feeds/{name}.ics` (see `control`).
 */
export async function startFakeIcalPortal(port = 0): Promise<FakeIcalPortal> {
  const feeds = new Map<string, Feed>()
  const behaviours = new Map<string, FakeIcalBehaviour>()
  const requests: FakeIcalRequest[] = []
  const timers = new Set<NodeJS.Timeout>()

  function setFeed(name: string, content: string | FakeIcalEvent[], style: FakeIcalStyle = 'airbnb') {
    const text = typeof content === 'string' ? content : writeFeed(content, style)
    const etag = `"${createHash('sha1').update(text).digest('hex').slice(0, 20)}"`
    const previous = feeds.get(name)
    // HTTP dates have whole seconds: a change within the same second moves on to the next one
    const before = previous ? Date.parse(previous.lastModified) : 0
    const now = Math.floor(Date.now() / 1000) * 1000
    const lastModified = previous?.text === text ? before : Math.max(now, before + 1000)
    feeds.set(name, {
      text,
      contentType: typeof content === 'string' ? 'text/calendar; charset=utf-8' : CONTENT_TYPE[style],
      etag,
      lastModified: new Date(lastModified).toUTCString(),
    })
  }

  function answer(req: IncomingMessage, res: ServerResponse, name: string | null, request: FakeIcalRequest) {
    const record = (status: number) => {
      request.status = status
    }
    const feed = name === null ? undefined : feeds.get(name)
    const behaviour = (name !== null && behaviours.get(name)) || {}
    if (behaviour.redirectTo) {
      record(302)
      return res.writeHead(302, { location: behaviour.redirectTo, 'content-type': 'text/html' }).end('<a>Moved</a>')
    }
    if (behaviour.status) {
      record(behaviour.status)
      const page = `<html><body><h1>${behaviour.status}</h1></body></html>`
      return res.writeHead(behaviour.status, { 'content-type': 'text/html' }).end(page)
    }
    if (!feed) {
      record(404)
      return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
    }
    const validators = behaviour.validators ?? 'both'
    const headers: Record<string, string> = { 'content-type': feed.contentType, 'cache-control': 'no-cache' }
    if (validators === 'both' || validators === 'etag') headers.etag = feed.etag
    if (validators === 'both' || validators === 'last-modified') headers['last-modified'] = feed.lastModified
    if (isNotModified(req, feed, headers)) {
      record(304)
      return res.writeHead(304, headers).end()
    }
    record(200)
    const body = Buffer.from(pad(feed.text, behaviour.padToBytes ?? 0))
    if (behaviour.stallBody) {
      res.writeHead(200, { ...headers, 'content-length': String(body.length) })
      return res.write(body.subarray(0, Math.floor(body.length / 2)))
    }
    if (behaviour.chunked) {
      res.writeHead(200, headers)
      for (let at = 0; at < body.length; at += 64 * 1024) res.write(body.subarray(at, at + 64 * 1024))
      return res.end()
    }
    res.writeHead(200, { ...headers, 'content-length': String(body.length) }).end(body)
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname
    const name = path.match(/^\/feeds\/([\w.-]+)\.ics$/)?.[1] ?? null
    // the end-to-end tests run the fake in its own process: they set a feed over HTTP, unrecorded
    if (req.method === 'PUT' && name !== null) return control(req, res, name)
    const request: FakeIcalRequest = {
      feed: name,
      path: req.url ?? '',
      ifNoneMatch: req.headers['if-none-match'] ?? null,
      ifModifiedSince: req.headers['if-modified-since'] ?? null,
      userAgent: req.headers['user-agent'] ?? null,
      status: null,
    }
    requests.push(request)
    const delayMs = (name !== null && behaviours.get(name)?.delayMs) || 0
    if (!delayMs) return answer(req, res, name, request)
    const timer = setTimeout(() => {
      timers.delete(timer)
      answer(req, res, name, request)
    }, delayMs)
    timers.add(timer)
  })
  /**
   * `PUT /feeds/{name}.ics` sets the feed: raw iCalendar text, or a JSON array of FakeIcalEvent written
   * in a portal's style (`?style=booking`, default airbnb); any behaviour set for the name is reset.
   */
  function control(req: IncomingMessage, res: ServerResponse, name: string) {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const style =
        new URL(req.url ?? '/', 'http://fake').searchParams.get('style') === 'booking' ? 'booking' : 'airbnb'
      try {
        const json = (req.headers['content-type'] ?? '').includes('json')
        setFeed(name, json ? (JSON.parse(body) as FakeIcalEvent[]) : body, style)
      } catch {
        return res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad feed\n')
      }
      behaviours.delete(name)
      res.writeHead(204).end()
    })
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  setFeed('airbnb', icalFixture('airbnb-listing.ics'))
  setFeed('airbnb-changed', icalFixture('airbnb-listing-changed.ics'))
  setFeed('booking', icalFixture('booking-com-room.ics'))
  setFeed('pms-datetime', icalFixture('pms-datetime.ics'))
  setFeed('malformed', icalFixture('malformed.ics'))
  for (const name of ['server-error', 'slow', 'oversized']) setFeed(name, icalFixture('airbnb-listing.ics'))
  behaviours.set('server-error', { status: 500 })
  behaviours.set('slow', { delayMs: 60_000 })
  behaviours.set('oversized', { padToBytes: 3 * 1024 * 1024 })
  behaviours.set('to-metadata', { redirectTo: 'http://169.254.169.254/latest/meta-data/' })
  behaviours.set('to-private', { redirectTo: 'http://10.0.0.1/calendar.ics' })
  behaviours.set('moved', { redirectTo: '/feeds/airbnb.ics' })
  behaviours.set('loop', { redirectTo: '/feeds/loop.ics' })

  return {
    url,
    feedUrl: (name) => `${url}/feeds/${name}.ics`,
    setFeed,
    setBehaviour: (name, behaviour) => {
      behaviours.set(name, behaviour)
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function isNotModified(req: IncomingMessage, feed: Feed, headers: Record<string, string>): boolean {
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch !== undefined) {
    if (!headers.etag) return false
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''))
    return tags.includes('*') || tags.includes(feed.etag)
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '')
  return Boolean(headers['last-modified']) && !Number.isNaN(since) && Date.parse(feed.lastModified) <= since
}

function pad(text: string, bytes: number): string {
  const missing = bytes - Buffer.byteLength(text)
  if (missing <= 0) return text
  const line = `X-PADDING:${'x'.repeat(62)}\r\n`
  const padding = line.repeat(Math.ceil(missing / line.length))
  return text.replace(/END:VCALENDAR\r?\n?$/, `${padding}END:VCALENDAR\r\n`)
}

/** The events as the portal writes them: Airbnb's field order and PRODID, or Booking.com's. */
function writeFeed(events: FakeIcalEvent[], style: FakeIcalStyle): string {
  const compact = (date: string) => date.replaceAll('-', '')
  const head =
    style === 'airbnb'
      ? ['PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', 'CALSCALE:GREGORIAN', 'VERSION:2.0']
      : ['VERSION:2.0', 'PRODID:-//admin.booking.com\\, b.v.//NONSGML v1.0//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']
  const lines = ['BEGIN:VCALENDAR', ...head]
  for (const event of events) {
    const summary = event.summary ?? (style === 'airbnb' ? 'Reserved' : 'CLOSED - Not available')
    const dates =
      style === 'airbnb'
        ? [`DTEND;VALUE=DATE:${compact(event.till)}`, `DTSTART;VALUE=DATE:${compact(event.since)}`]
        : [
            'DTSTAMP:20261125T183012Z',
            `DTSTART;VALUE=DATE:${compact(event.since)}`,
            `DTEND;VALUE=DATE:${compact(event.till)}`,
          ]
    lines.push('BEGIN:VEVENT', ...dates)
    if (event.uid) lines.push(`UID:${event.uid}`)
    lines.push(`SUMMARY:${summary}`)
    if (event.status) lines.push(`STATUS:${event.status}`)
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return `${lines.join('\r\n')}\r\n`
}
