/**
 * The booking bench's load, run in a child process (bench/booking.bench.ts) so that the client's
 * work never shares the server's event loop, and the server process's CPU time counts the server
 * alone. Every call asks for something no earlier call of the run asked (another room, another
 * stay, another month), so no kept answer (modules/booking/public-answers.ts) can serve it.
 *
 *   node --import tsx bench/booking-load.ts '<Load as JSON>'   prints the Result as JSON
 */
import autocannon from 'autocannon'
import { CALENDAR_YEARS, FIRST_NIGHT, STAY_YEARS } from './booking-data.ts'

export type CallKind = 'hello' | 'check-reservation' | 'compute-price' | 'get-calendar-info' | 'get-blocked-days'

export interface Load {
  url: string
  kind: CallKind
  /** The rooms (or groups, for the calendar) the calls go round. */
  ids: string[]
  /** Where this run starts in the sequence of distinct calls. */
  first: number
  connections: number
  seconds: number
}

export interface Result {
  requests: number
  requestsPerSecond: number
  p99Ms: number
  errors: number
}

export interface Call {
  method: 'GET' | 'POST'
  path: string
  body?: string
}

const STAY_DAYS = STAY_YEARS * 365 - 10
const MONTHS = (CALENDAR_YEARS.till - CALENDAR_YEARS.from + 1) * 12

function dateAfter(first: string, days: number): string {
  const date = new Date(`${first}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * The n-th call of a kind: the room (or group) goes round fastest, then the arrival day, then the
 * length (1–7 nights) and the guests (1–2 adults); months for the calendar and blocked days.
 */
export function callOf(kind: CallKind, ids: string[], n: number): Call {
  const id = ids[n % ids.length] ?? ''
  const round = Math.floor(n / ids.length)
  if (kind === 'hello') return { method: 'GET', path: '/' }
  if (kind === 'get-calendar-info' || kind === 'get-blocked-days') {
    const month = round % MONTHS
    const year = CALENDAR_YEARS.from + Math.floor(month / 12)
    return { method: 'GET', path: `/public-api/${kind}/${id}/${year}/${(month % 12) + 1}` }
  }
  const since = dateAfter(FIRST_NIGHT, round % STAY_DAYS)
  const nights = 1 + (Math.floor(round / STAY_DAYS) % 7)
  const till = dateAfter(since, nights)
  const adults = 1 + (Math.floor(round / (STAY_DAYS * 7)) % 2)
  if (kind === 'compute-price')
    return {
      method: 'GET',
      path: `/public-api/${id}/compute-price?sinceInLocalDate=${since}&tillInLocalDate=${till}&ADULT=${adults}`,
    }
  return {
    method: 'POST',
    path: '/public-api/check-reservation',
    body: JSON.stringify({ resourceId: id, since, till, guests: { ADULT: adults } }),
  }
}

export async function runLoad(load: Load): Promise<Result> {
  let n = load.first
  const result = await autocannon({
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request: object) => {
          const call = callOf(load.kind, load.ids, n++)
          return { ...request, method: call.method, path: call.path, ...(call.body ? { body: call.body } : {}) }
        },
      },
    ],
  })
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const load = JSON.parse(process.argv[2] ?? '{}') as Load
  console.log(JSON.stringify(await runLoad(load)))
}
