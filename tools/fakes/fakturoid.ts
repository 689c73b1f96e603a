import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expenseRecord, invoiceRecord, RECORDED_SUBJECT, recordedError, subjectRecord } from './fakturoid-records.ts'

type Json = Record<string, unknown>
interface Answer {
  status: number
  body?: unknown
  location?: string
}

/** What the fake answers instead of doing a call (`failNext`). */
export type FakeFakturoidFailure =
  | { status: number; body?: string; headers?: Record<string, string> } // this answer, nothing done
  | { afterCreate: number } // the call is done, then this status is answered: the answer is lost
  | 'hang' // never answers

export interface FakeFakturoidOptions {
  /** Requests per window and account before 429 (Fakturoid: 400 per 60 s). */
  quota?: number
  windowMs?: number
  /** Lifetime of an access token in seconds (Fakturoid: 7200). */
  tokenTtl?: number
  /** Account slugs that exist; default: every slug. */
  accounts?: string[]
}

interface Account {
  subjects: Map<number, Json>
  invoices: Map<number, Json>
  expenses: Map<number, Json>
  used: number
  windowStart: number
}

export interface FakeFakturoid {
  /** The API base to give the client (what `https://app.fakturoid.cz/api/v3` is for real). */
  url: string
  /** Calls as asked: `POST invoices`, `PATCH invoices/:id`, `GET subjects/search`, `POST oauth/token`… */
  requests: { route: string; slug: string | null; query: Record<string, string>; body: unknown; userAgent: string }[]
  /** What an account holds now. */
  invoices(slug: string): Json[]
  expenses(slug: string): Json[]
  subjects(slug: string): Json[]
  /** The next `times` calls of `route` (or `*`: any account call) get `failure`. */
  failNext(route: string, failure: FakeFakturoidFailure, times?: number): void
  /** Every token handed out so far is refused (401): as if they expired. */
  expireTokens(): void
  /** The client id stops working at the token endpoint (401 invalid_client). */
  revokeClient(clientId: string): void
  /** Locks a document, as its owner may in Fakturoid. */
  lock(slug: string, resource: 'invoices' | 'expenses', id: number): void
  close(): Promise<void>
}

/**
 * A local Fakturoid API v3: the client credentials token endpoint, account detail, subjects (with
 * `custom_id` filter and full-text search), invoices and expenses (list with filters and 40 a page,
 * create 201 + Location, PATCH, fire), the rate-limit headers on every answer and 429 past the quota,
 * 400 without a User-Agent, 401 for an expired token, the recorded 403 and 422 bodies. Every account
 * starts with the recorded subject (Apple Czech s.r.o., ICO 28897501).
 */
export async function startFakeFakturoid(port = 0, options: FakeFakturoidOptions = {}): Promise<FakeFakturoid> {
  const quota = options.quota ?? 400
  const windowMs = options.windowMs ?? 60_000
  const accounts = new Map<string, Account>()
  const tokens = new Map<string, { clientId: string; expiresAt: number }>()
  const revoked = new Set<string>()
  const failures = new Map<string, FakeFakturoidFailure[]>()
  const requests: FakeFakturoid['requests'] = []
  let nextId = 1000

  const account = (slug: string) => {
    let found = accounts.get(slug)
    if (!found) {
      const subject = { ...RECORDED_SUBJECT }
      found = {
        subjects: new Map([[16, subject]]),
        invoices: new Map(),
        expenses: new Map(),
        used: 0,
        windowStart: Date.now(),
      }
      accounts.set(slug, found)
    }
    return found
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake')
    const query = Object.fromEntries(url.searchParams)
    const raw = await readBody(req)
    let body: unknown = null
    try {
      body = raw ? JSON.parse(raw) : null
    } catch {
      return json(res, 400, { error: 'invalid_request', error_description: 'Body is not JSON' })
    }
    const userAgent = String(req.headers['user-agent'] ?? '')
    const tokenPath = url.pathname === '/api/v3/oauth/token'
    const match = /^\/api\/v3\/accounts\/([^/]+)\/(.+)\.json$/.exec(url.pathname)
    const slug = match ? decodeURIComponent(match[1] ?? '') : null
    const path = match?.[2] ?? ''
    const route = tokenPath ? 'POST oauth/token' : `${req.method} ${path.replace(/\/\d+(?=\/|$)/g, '/:id')}`
    requests.push({ route, slug, query, body, userAgent })
    const failure = failures.get(route)?.shift() ?? (slug ? failures.get('*')?.shift() : undefined)
    if (failure === 'hang') return
    if (failure && 'status' in failure) {
      const type = failure.body?.startsWith('{') ? 'application/json' : 'text/html'
      res.writeHead(failure.status, { 'content-type': type, ...failure.headers })
      return res.end(failure.body ?? '')
    }
    if (!userAgent) return send(res, 400, recordedError('User-Agent'))
    if (tokenPath) return issueToken(req, res, body)

    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? ''
    const token = tokens.get(bearer)
    if (!token || token.expiresAt < Date.now() || revoked.has(token.clientId))
      return json(res, 401, { error: 'invalid_token', error_description: 'The access token is invalid or expired' })
    if (!slug || (options.accounts && !options.accounts.includes(slug)))
      return json(res, 404, { error: 'not_found', error_description: 'Account not found' })
    const acc = account(slug)
    if (Date.now() - acc.windowStart >= windowMs) {
      acc.used = 0
      acc.windowStart = Date.now()
    }
    acc.used += 1
    const reset = Math.max(0, Math.ceil((acc.windowStart + windowMs - Date.now()) / 1000))
    res.setHeader('X-RateLimit-Policy', `default;q=${quota};w=${Math.round(windowMs / 1000)}`)
    res.setHeader('X-RateLimit', `default;r=${Math.max(0, quota - acc.used)};t=${reset}`)
    if (acc.used > quota) {
      res.setHeader('Retry-After', String(reset))
      return json(res, 429, { error: 'too_many_requests', error_description: 'Rate limit exceeded' })
    }
    const answer = perform(slug, acc, req.method ?? 'GET', path, query, (body ?? {}) as Json)
    if (failure && 'afterCreate' in failure) return send(res, failure.afterCreate, '<h1>Service Unavailable</h1>')
    if (answer.location) res.setHeader('Location', answer.location)
    return answer.body === undefined ? res.writeHead(answer.status).end() : json(res, answer.status, answer.body)
  }

  function issueToken(req: IncomingMessage, res: ServerResponse, body: unknown) {
    const basic = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? ''
    const [clientId = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':')
    if ((body as Json | null)?.grant_type !== 'client_credentials')
      return json(res, 400, { error: 'unsupported_grant_type' })
    if (!clientId || !secret || revoked.has(clientId))
      return json(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' })
    const accessToken = randomBytes(40).toString('hex')
    const ttl = options.tokenTtl ?? 7200
    tokens.set(accessToken, { clientId, expiresAt: Date.now() + ttl * 1000 })
    return json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: ttl })
  }

  function perform(
    slug: string,
    acc: Account,
    method: string,
    path: string,
    query: Record<string, string>,
    body: Json,
  ) {
    const [resource = '', idText, action] = path.split('/')
    const id = Number(idText)
    if (method === 'GET' && path === 'account')
      return { status: 200, body: { subdomain: slug, name: `Účet ${slug}`, plan: 'Profi', currency: 'CZK' } }
    if (resource !== 'subjects' && resource !== 'invoices' && resource !== 'expenses')
      return { status: 404, body: { error: 'not_found' } }
    const store = acc[resource]
    if (method === 'GET' && resource === 'subjects' && idText === 'search') {
      const needle = (query.query ?? '').toLowerCase()
      const found = [...store.values()].filter((s) =>
        ['name', 'registration_no', 'vat_no', 'email'].some((k) =>
          String(s[k] ?? '')
            .toLowerCase()
            .includes(needle),
        ),
      )
      return { status: 200, body: page(found, query) }
    }
    if (method === 'GET' && idText === undefined) {
      const found = [...store.values()].filter(
        (item) =>
          (query.custom_id === undefined || item.custom_id === query.custom_id) &&
          (query.number === undefined || item.number === query.number),
      )
      return { status: 200, body: page(found, query) }
    }
    if (method === 'POST' && idText === undefined) return create(slug, acc, resource, body)
    const stored = store.get(id)
    if (!stored) return { status: 404, body: { error: 'not_found', error_description: 'Record not found' } }
    if (method === 'GET' && action === undefined) return { status: 200, body: stored }
    if (method === 'PATCH' && resource !== 'subjects') {
      if (stored.locked_at) return { status: 403, body: JSON.parse(recordedError('locked')) as Json }
      const subject = acc.subjects.get(Number(body.subject_id ?? stored.subject_id)) ?? {}
      const next = resource === 'invoices' ? invoiceRecord : expenseRecord
      store.set(id, next(slug, id, body, subject, stored))
      return { status: 200, body: store.get(id) }
    }
    if (method === 'POST' && action === 'fire') return fire(stored, query.event ?? '')
    return { status: 404, body: { error: 'not_found' } }
  }

  function create(slug: string, acc: Account, resource: 'subjects' | 'invoices' | 'expenses', body: Json): Answer {
    const id = nextId++
    const location = `https://app.fakturoid.cz/api/v3/accounts/${slug}/${resource}/${id}.json`
    if (resource === 'subjects') {
      if (typeof body.name !== 'string' || body.name.trim().length < 2)
        return {
          status: 422,
          body: { errors: { name: ['je povinná položka', 'je příliš krátký/á/é (min. 2 znaků)'] } },
        }
      acc.subjects.set(id, subjectRecord(slug, id, body))
      return { status: 201, body: acc.subjects.get(id), location }
    }
    const subject = acc.subjects.get(Number(body.subject_id))
    if (!subject)
      return {
        status: 422,
        body: { errors: { subject_id: body.subject_id ? ['Contact does not exist.'] : ["can't be blank"] } },
      }
    // a correction names the invoice it corrects (API v3: `correction_id`, required for `correction`)
    if (resource === 'invoices' && body.document_type === 'correction' && !acc.invoices.has(Number(body.correction_id)))
      return { status: 422, body: { errors: { correction_id: ['je povinná položka'] } } }
    const record = resource === 'invoices' ? invoiceRecord : expenseRecord
    acc[resource].set(id, record(slug, id, body, subject))
    return { status: 201, body: acc[resource].get(id), location }
  }

  function fire(stored: Json, event: string): Answer {
    const cannot = () => ({ status: 422, body: { errors: { event: [`${event} cannot be fired`] } } })
    if (event === 'cancel') {
      if (stored.status === 'cancelled') return cannot()
      Object.assign(stored, { status: 'cancelled', cancelled_at: new Date().toISOString() })
    } else if (event === 'lock') {
      if (stored.locked_at) return cannot()
      stored.locked_at = new Date().toISOString()
    } else return cannot()
    return { status: 204, body: undefined }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, 'fake Fakturoid failed'))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  const list = (slug: string, resource: 'subjects' | 'invoices' | 'expenses') => [...account(slug)[resource].values()]
  return {
    url: `http://127.0.0.1:${address.port}/api/v3`,
    requests,
    invoices: (slug) => list(slug, 'invoices'),
    expenses: (slug) => list(slug, 'expenses'),
    subjects: (slug) => list(slug, 'subjects'),
    failNext(route, failure, times = 1) {
      failures.set(route, [...(failures.get(route) ?? []), ...Array.from({ length: times }, () => failure)])
    },
    expireTokens() {
      for (const token of tokens.values()) token.expiresAt = 0
    },
    revokeClient: (clientId) => void revoked.add(clientId),
    lock(slug, resource, id) {
      const stored = account(slug)[resource].get(id)
      if (stored) stored.locked_at = new Date().toISOString()
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Fakturoid's pages: 40 items, `?page=` from 1. */
function page(items: Json[], query: Record<string, string>) {
  const number = Math.max(1, Number(query.page ?? 1) || 1)
  return items.slice((number - 1) * 40, number * 40)
}

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(value))
}

function send(res: ServerResponse, status: number, body: string) {
  const type = body.startsWith('{') ? 'application/json; charset=utf-8' : 'text/html'
  res.writeHead(status, { 'content-type': type }).end(body)
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
