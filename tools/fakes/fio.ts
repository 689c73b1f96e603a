import { readFileSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateFioStatement } from './fio-generated.ts'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/fio/${name}`, import.meta.url), 'utf8')

/**
 * What a token makes the fake do; the token says it (see `fakeFioToken`), any other well-formed token
 * is `ok`: the recorded `last` and `periods` answers of FIO's test account.
 */
export type FakeFioScenario =
  | 'ok'
  | 'empty' // the recorded answer for a period without movements (`transactionList: null`)
  | 'xml-error' // 500 with the recorded XML error document "Služba je momentálně nedostupná"
  | 'unauthorized' // 500 without a body: FIO's answer to a token that does not exist or is not active
  | 'malformed' // 200 with JSON cut in the middle
  | 'hang' // never answers
  | { generated: number } // that many made-up movements in the asked period (see fio-generated.ts)

const MARKERS = {
  empty: 'fakeEmpty',
  'xml-error': 'fakeXmlError',
  unauthorized: 'fakeUnauthorized',
  malformed: 'fakeMalformed',
  hang: 'fakeHang',
} as const
const GENERATED = /^fakeGenerated(\d{7})/

/** A well-formed token (64 letters or digits) for a scenario; `tail` tells tokens of one scenario apart. */
export function fakeFioToken(scenario: FakeFioScenario = 'ok', tail = ''): string {
  const marker =
    typeof scenario === 'object'
      ? `fakeGenerated${String(scenario.generated).padStart(7, '0')}`
      : scenario === 'ok'
        ? 'fakeOk'
        : MARKERS[scenario]
  const token = `${marker}${tail}`.padEnd(64, '0')
  if (!/^[A-Za-z0-9]{64}$/.test(token)) throw new Error('fake FIO token tails are short and alphanumeric')
  return token
}

function scenarioOf(token: string): FakeFioScenario {
  const generated = GENERATED.exec(token)
  if (generated) return { generated: Number(generated[1]) }
  const named = Object.entries(MARKERS).find(([, marker]) => token.startsWith(marker))
  return (named?.[0] as FakeFioScenario | undefined) ?? 'ok'
}

export interface FakeFioOptions {
  /** FIO's "one request per token per 30 s"; a request inside the window gets 409. */
  windowMs?: number
  /** The clock of that window, so tests move time instead of sleeping. */
  now?: () => number
}

export interface FakeFio {
  /** Base URL to give the client (`…/v1/rest`). */
  url: string
  /** Paths asked for, the token replaced by `{token}`. */
  requests: string[]
  close(): Promise<void>
}

const ROUTES = [
  {
    kind: 'periods',
    pattern: /^\/v1\/rest\/periods\/([^/]+)\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})\/transactions\.json$/,
  },
  { kind: 'last', pattern: /^\/v1\/rest\/last\/([^/]+)\/transactions\.json$/ },
  { kind: 'set-last-id', pattern: /^\/v1\/rest\/set-last-id\/([^/]+)\/(\d+)\/$/ },
  { kind: 'set-last-date', pattern: /^\/v1\/rest\/set-last-date\/([^/]+)\/(\d{4}-\d{2}-\d{2})\/$/ },
] as const

interface Recorded {
  accountStatement: {
    transactionList: { transaction: { column22: { value: number }; column0: { value: string } }[] } | null
  }
}

/**
 * A local FIO read API replaying recorded answers (tools/fakes/fixtures/fio), with FIO's rule of one
 * request per token per window and its cursor: `last` returns what lies after the token's cursor and
 * moves it; `set-last-id` puts it on a movement id, `set-last-date` after the movements of that day.
 */
export async function startFakeFio(port = 0, options: FakeFioOptions = {}): Promise<FakeFio> {
  const windowMs = options.windowMs ?? 30_000
  const now = options.now ?? Date.now
  const last = fixture('fio-last.json')
  const lastMovements = (JSON.parse(last) as Recorded).accountStatement.transactionList?.transaction ?? []
  const lastAskedAt = new Map<string, number>()
  const cursors = new Map<string, number>()
  const requests: string[] = []

  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? ''
    const route = ROUTES.map((r) => ({ kind: r.kind, match: r.pattern.exec(path) })).find((r) => r.match)
    if (req.method !== 'GET' || !route?.match) return send(res, 404, 'text/plain', 'Not Found')
    const [, token = '', param = '', till = ''] = route.match
    requests.push(path.replace(token, '{token}'))
    const askedAt = lastAskedAt.get(token)
    if (askedAt !== undefined && now() - askedAt < windowMs) return send(res, 409, 'text/plain', '')
    lastAskedAt.set(token, now())

    const scenario = /^[A-Za-z0-9]{64}$/.test(token) ? scenarioOf(token) : 'unauthorized'
    if (scenario === 'hang') return
    if (scenario === 'unauthorized') return send(res, 500, 'text/plain', '')
    if (scenario === 'xml-error') return send(res, 500, XML, fixture('fio-error-service-unavailable.xml'))
    if (route.kind === 'set-last-id') {
      cursors.set(token, Number(param))
      return send(res, 200, 'text/plain', '')
    }
    if (route.kind === 'set-last-date') {
      const before = lastMovements.filter((t) => t.column0.value.slice(0, 10) <= param)
      cursors.set(token, Math.max(0, ...before.map((t) => t.column22.value)))
      return send(res, 200, 'text/plain', '')
    }
    if (scenario === 'malformed') return send(res, 200, JSON_TYPE, '{"accountStatement":{"info":{"accountId":"20')
    if (scenario === 'empty') return send(res, 200, JSON_TYPE, fixture('fio-periods-empty.json'))
    if (typeof scenario === 'object') {
      const today = new Date(now()).toISOString().slice(0, 10)
      const [from, to] = route.kind === 'periods' ? [param, till] : [today, today]
      return send(res, 200, JSON_TYPE, generateFioStatement(scenario.generated, from, to))
    }
    if (route.kind === 'periods') return send(res, 200, JSON_TYPE, fixture('fio-periods.json'))
    send(res, 200, JSON_TYPE, afterCursor(last, cursors.get(token) ?? 0))
    cursors.set(token, Math.max(cursors.get(token) ?? 0, ...lastMovements.map((t) => t.column22.value)))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}/v1/rest`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const JSON_TYPE = 'application/json;charset=UTF-8'
const XML = 'text/xml;charset=UTF-8'

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type }).end(body)
}

/** The recorded `last` answer as it is, or without the movements up to the cursor. */
function afterCursor(recorded: string, cursor: number): string {
  const answer = JSON.parse(recorded) as Recorded
  const list = answer.accountStatement.transactionList?.transaction ?? []
  const after = list.filter((t) => t.column22.value > cursor)
  if (after.length === list.length) return recorded
  answer.accountStatement.transactionList = after.length ? { transaction: after } : null
  return JSON.stringify(answer)
}
