import { z } from 'zod'
import { errorOf, readJson, unreadable } from './fakturoid-answers.ts'
import {
  FakturoidAuthError,
  FakturoidNotFoundError,
  FakturoidRateLimitedError,
  FakturoidRequestError,
  FakturoidUnavailableError,
} from './fakturoid-errors.ts'
import { readRateLimit } from './fakturoid-rate-limit.ts'

// callers (the sync job, connection settings, tests) take everything Fakturoid from the client
export {
  FakturoidAuthError,
  FakturoidError,
  FakturoidLockedError,
  FakturoidNotFoundError,
  FakturoidPaymentRequiredError,
  FakturoidRateLimitedError,
  FakturoidRequestError,
  FakturoidUnavailableError,
  FakturoidValidationError,
} from './fakturoid-errors.ts'

export const FAKTUROID_BASE_URL = 'https://app.fakturoid.cz/api/v3'

export type FakturoidResource = 'invoices' | 'expenses' | 'subjects'

/** Where the current access token is kept between clients (the connection row, sealed). */
export interface FakturoidTokenCache {
  load(): Promise<{ token: string; expiresAt: Date } | undefined>
  save(token: string, expiresAt: Date): Promise<void>
}

export interface FakturoidClientOptions {
  /** `https://app.fakturoid.cz/api/v3`, or a fake's address in tests; without a trailing slash. */
  baseUrl?: string
  accountSlug: string
  clientId: string
  clientSecret: string
  /** `AppName (contact e-mail)`: Fakturoid answers 400 without it. */
  userAgent: string
  tokenCache?: FakturoidTokenCache
  /** For one call, body included. */
  timeoutMs?: number
  /** The longest pause before a request while the rate limit is spent; a longer one is FakturoidRateLimitedError. */
  maxPauseMs?: number
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

/** What we read of a document (invoice or expense) Fakturoid answers with. */
const DocumentAnswer = z.object({
  id: z.number().int(),
  custom_id: z.string().nullable().optional(),
  number: z.string().nullable().optional(),
  status: z.string().optional(),
  html_url: z.string().nullable().optional(),
})
export type FakturoidDocumentAnswer = z.infer<typeof DocumentAnswer>

const SubjectAnswer = z.object({
  id: z.number().int(),
  custom_id: z.string().nullable().optional(),
  name: z.string(),
  registration_no: z.string().nullable().optional(),
})
export type FakturoidSubject = z.infer<typeof SubjectAnswer>

const AccountAnswer = z.object({ name: z.string().nullable().optional(), subdomain: z.string().optional() })
const TokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() })

/** Fakturoid serves lists 40 items a page. */
export const PAGE_SIZE = 40
const MAX_PAGES = 25
// a token is renewed this long before Fakturoid says it expires
const TOKEN_MARGIN_MS = 60_000

/**
 * Client of Fakturoid's API v3 for one account: the client credentials flow (a token asked for
 * again when it expires or is refused), the `User-Agent` Fakturoid requires, pagination, the rate
 * limit headers (a pause before the next request when the window is spent), and typed errors for
 * 401, 402, 403, 404, 422, 429 and 5xx (fakturoid-errors.ts).
 */
export class FakturoidClient {
  readonly #baseUrl: string
  readonly #accountUrl: string
  readonly #options: FakturoidClientOptions
  readonly #fetch: typeof fetch
  readonly #sleep: (ms: number) => Promise<void>
  #token: { token: string; expiresAt: number } | undefined
  #pauseUntil = 0

  constructor(options: FakturoidClientOptions) {
    this.#options = options
    this.#baseUrl = (options.baseUrl ?? FAKTUROID_BASE_URL).replace(/\/$/, '')
    this.#accountUrl = `${this.#baseUrl}/accounts/${encodeURIComponent(options.accountSlug)}`
    this.#fetch = options.fetch ?? fetch
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
  }

  /** The account's detail: a token and one read prove the credentials and the slug. */
  async account(): Promise<{ name: string | null }> {
    const answer = AccountAnswer.safeParse(await this.#request('GET', 'account.json'))
    if (!answer.success) throw unreadable('account.json')
    return { name: answer.data.name ?? null }
  }

  /** Every page of a list (`?page=1…`, 40 a page) with Fakturoid's filters (`custom_id`, `number`, …). */
  async list(resource: FakturoidResource, filters: Record<string, string> = {}): Promise<unknown[]> {
    return this.#allPages(`${resource}.json`, filters)
  }

  /** The document (or subject) we created with `custom_id` = our id, if Fakturoid has one. */
  async findByCustomId(resource: 'invoices' | 'expenses', customId: string): Promise<FakturoidDocumentAnswer | null> {
    const items = await this.list(resource, { custom_id: customId })
    const found = items.map((item) => DocumentAnswer.safeParse(item)).find((p) => p.data?.custom_id === customId)
    return found?.data ?? null
  }

  async findSubjectByCustomId(customId: string): Promise<FakturoidSubject | null> {
    const items = await this.list('subjects', { custom_id: customId })
    return subjects(items).find((s) => s.custom_id === customId) ?? null
  }

  /** Full-text search over name, registration and VAT numbers, e-mail (`subjects/search.json`). */
  async searchSubjects(query: string): Promise<FakturoidSubject[]> {
    try {
      return subjects(await this.#allPages('subjects/search.json', { query }))
    } catch (error) {
      // Fakturoid answers 404 when the search finds nothing
      if (error instanceof FakturoidNotFoundError) return []
      throw error
    }
  }

  async createSubject(body: Record<string, unknown>): Promise<FakturoidSubject> {
    const answer = SubjectAnswer.safeParse(await this.#request('POST', 'subjects.json', { body }))
    if (!answer.success) throw unreadable('subjects.json')
    return answer.data
  }

  /** POST `{resource}.json`: 201 with the document. */
  async create(resource: 'invoices' | 'expenses', body: Record<string, unknown>): Promise<FakturoidDocumentAnswer> {
    return documentOf(await this.#request('POST', `${resource}.json`, { body }), resource)
  }

  /** PATCH `{resource}/{id}.json`: the document as it is now. */
  async update(
    resource: 'invoices' | 'expenses',
    id: number,
    body: Record<string, unknown>,
  ): Promise<FakturoidDocumentAnswer> {
    return documentOf(await this.#request('PATCH', `${resource}/${id}.json`, { body }), resource)
  }

  /** POST `{resource}/{id}/fire.json?event=` (cancel, lock, mark_as_sent…): 204. */
  async fire(resource: 'invoices' | 'expenses', id: number, event: string): Promise<void> {
    await this.#request('POST', `${resource}/${id}/fire.json`, { query: { event } })
  }

  async #allPages(path: string, filters: Record<string, string>): Promise<unknown[]> {
    const items: unknown[] = []
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const answer = await this.#request('GET', path, { query: { ...filters, page: String(page) } })
      if (!Array.isArray(answer)) throw unreadable(path)
      items.push(...answer)
      if (answer.length < PAGE_SIZE) return items
    }
    throw new FakturoidRequestError(`Fakturoid ${path} has more than ${MAX_PAGES} pages for this filter`)
  }

  /** One API call; a 401 gets one more try with a new token. The answer's JSON (null for 204). */
  async #request(
    method: string,
    path: string,
    options: { query?: Record<string, string>; body?: unknown } = {},
  ): Promise<unknown> {
    const query = options.query && Object.keys(options.query).length > 0 ? `?${new URLSearchParams(options.query)}` : ''
    const url = `${this.#accountUrl}/${path}${query}`
    const what = `${method} ${path}`
    let response = await this.#send(method, url, what, options.body, await this.#accessToken(false))
    if (response.status === 401) {
      await response.body?.cancel()
      this.#token = undefined
      response = await this.#send(method, url, what, options.body, await this.#accessToken(true))
    }
    if (!response.ok) throw await errorOf(response, what)
    if (response.status === 204) {
      await response.body?.cancel()
      return null
    }
    return readJson(response, what)
  }

  async #send(method: string, url: string, what: string, body: unknown, token: string): Promise<Response> {
    await this.#respectPause(what)
    const response = await this.#exchange(url, what, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const { remaining, resetMs } = readRateLimit(response.headers)
    if (remaining === 0) this.#pauseUntil = Date.now() + (resetMs ?? 60_000)
    return response
  }

  /** Waits out a spent rate-limit window when it is short; a long one is the caller's to schedule. */
  async #respectPause(what: string) {
    const wait = this.#pauseUntil - Date.now()
    if (wait <= 0) return
    if (wait > (this.#options.maxPauseMs ?? 10_000))
      throw new FakturoidRateLimitedError(`Fakturoid rate limit spent before ${what}`, null, wait)
    await this.#sleep(wait)
  }

  /** The current token, the cached one, or a new one from `oauth/token` (client credentials, HTTP Basic). */
  async #accessToken(renew: boolean): Promise<string> {
    const now = Date.now()
    if (!renew && this.#token && this.#token.expiresAt - TOKEN_MARGIN_MS > now) return this.#token.token
    if (!renew && this.#options.tokenCache) {
      const cached = await this.#options.tokenCache.load()
      if (cached && cached.expiresAt.getTime() - TOKEN_MARGIN_MS > now) {
        this.#token = { token: cached.token, expiresAt: cached.expiresAt.getTime() }
        return cached.token
      }
    }
    const basic = Buffer.from(`${this.#options.clientId}:${this.#options.clientSecret}`).toString('base64')
    const response = await this.#exchange(`${this.#baseUrl}/oauth/token`, 'oauth/token', {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    })
    if (response.status === 400 || response.status === 401) {
      await response.body?.cancel()
      throw new FakturoidAuthError('Fakturoid refused the client credentials', response.status)
    }
    if (!response.ok) throw await errorOf(response, 'oauth/token')
    const answer = TokenAnswer.safeParse(await readJson(response, 'oauth/token'))
    if (!answer.success) throw unreadable('oauth/token')
    const expiresAt = now + answer.data.expires_in * 1000
    this.#token = { token: answer.data.access_token, expiresAt }
    await this.#options.tokenCache?.save(answer.data.access_token, new Date(expiresAt))
    return answer.data.access_token
  }

  async #exchange(url: string, what: string, init: RequestInit & { headers: Record<string, string> }) {
    const timeoutMs = this.#options.timeoutMs ?? 30_000
    try {
      return await this.#fetch(url, {
        ...init,
        headers: { ...init.headers, 'User-Agent': this.#options.userAgent, Accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const name = error instanceof Error ? error.name : ''
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new FakturoidUnavailableError(`Fakturoid ${what} did not answer in ${timeoutMs} ms`)
      throw new FakturoidUnavailableError(`Fakturoid ${what} request failed: ${describe(error)}`)
    }
  }
}

function subjects(items: unknown[]): FakturoidSubject[] {
  return items.flatMap((item) => {
    const parsed = SubjectAnswer.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

function documentOf(answer: unknown, resource: string): FakturoidDocumentAnswer {
  const parsed = DocumentAnswer.safeParse(answer)
  if (!parsed.success) throw unreadable(`${resource}.json`)
  return parsed.data
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? error.cause : null
  const code = cause && 'code' in cause ? ` ${String(cause.code)}` : ''
  return `${error.message}${cause ? ` (${cause.message}${code})` : ''}`
}
