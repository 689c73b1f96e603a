import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeFakturoid } from '../../../tools/fakes/fakturoid.ts'
import { recordedError } from '../../../tools/fakes/fakturoid-records.ts'
import {
  FakturoidAuthError,
  FakturoidClient,
  type FakturoidClientOptions,
  FakturoidLockedError,
  FakturoidPaymentRequiredError,
  FakturoidRateLimitedError,
  FakturoidUnavailableError,
  FakturoidValidationError,
} from '../src/integrations/fakturoid/fakturoid.client.ts'
import { readRateLimit } from '../src/integrations/fakturoid/fakturoid-rate-limit.ts'

// The real Fakturoid API v3 client against the local fake (tools/fakes/fakturoid.ts), which answers
// with the recorded samples of the official docs in fixtures/fakturoid.

const fixture = (name: string) => readFileSync(new URL(`./fixtures/fakturoid/${name}`, import.meta.url), 'utf8')
/** A recorded error body of fakturoid-errors.txt, verbatim: the one after the heading that mentions `words`. */
const recorded = recordedError

const fake = await startFakeFakturoid()
afterAll(() => fake.close())

const UA = 'Innkeep tests (tests@innkeep.test)'
let clients = 0
const client = (over: Partial<FakturoidClientOptions> = {}) =>
  new FakturoidClient({
    baseUrl: fake.url,
    accountSlug: 'penzion-client',
    clientId: `client-${++clients}-0123456789`,
    clientSecret: 'secret-0123456789abcdef',
    userAgent: UA,
    ...over,
  })
const routesSince = (start: number) => fake.requests.slice(start).map((r) => r.route)

describe('the Fakturoid client against the fake', () => {
  it('asks for a token with the client credentials and its User-Agent, then reuses it', async () => {
    const start = fake.requests.length
    const fakturoid = client()
    expect(await fakturoid.account()).toEqual({ name: 'Účet penzion-client' })
    await fakturoid.account()
    expect(routesSince(start)).toEqual(['POST oauth/token', 'GET account', 'GET account'])
    expect(fake.requests.slice(start).every((r) => r.userAgent === UA)).toBe(true)
    expect(fake.requests[start]?.body).toEqual({ grant_type: 'client_credentials' })
  })

  it('asks for a new token when Fakturoid refuses the old one, and repeats the call once', async () => {
    const fakturoid = client()
    await fakturoid.account()
    fake.expireTokens()
    const start = fake.requests.length
    await fakturoid.account()
    expect(routesSince(start)).toEqual(['GET account', 'POST oauth/token', 'GET account'])
  })

  it('keeps the token in the cache it is given and takes it from there', async () => {
    const saved: { token: string; expiresAt: Date }[] = []
    await client({
      tokenCache: {
        load: async () => undefined,
        save: async (token, expiresAt) => void saved.push({ token, expiresAt }),
      },
    }).account()
    expect(saved).toHaveLength(1)
    expect(saved[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7_000_000)
    const start = fake.requests.length
    await client({ tokenCache: { load: async () => saved[0], save: async () => undefined } }).account()
    expect(routesSince(start)).toEqual(['GET account'])
  })

  it('says the credentials are refused when the token endpoint refuses them', async () => {
    fake.revokeClient('client-revoked-0123')
    await expect(client({ clientId: 'client-revoked-0123' }).account()).rejects.toBeInstanceOf(FakturoidAuthError)
  })

  it('reads every page of a list, 40 a page', async () => {
    const fakturoid = client({ accountSlug: 'penzion-pages' })
    for (let i = 1; i <= 44; i += 1) await fakturoid.createSubject({ name: `Odběratel ${i}`, custom_id: `c-${i}` })
    const start = fake.requests.length
    const all = await fakturoid.list('subjects')
    // the recorded subject every account starts with, and ours
    expect(all).toHaveLength(45)
    expect(fake.requests.slice(start).map((r) => r.query.page)).toEqual(['1', '2'])
    expect(await fakturoid.findSubjectByCustomId('c-44')).toMatchObject({ name: 'Odběratel 44' })
  })

  it('finds a subject by its ICO in the full-text search', async () => {
    const found = await client().searchSubjects('28897501')
    expect(found).toEqual([
      expect.objectContaining({ id: 16, name: 'Apple Czech s.r.o.', registration_no: '28897501' }),
    ])
  })

  it('turns the recorded 422 into Fakturoid’s field messages', async () => {
    fake.failNext('POST invoices', { status: 422, body: recorded('422 Unprocessable') })
    const error = await client()
      .create('invoices', { number: 'invalid' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FakturoidValidationError)
    expect((error as FakturoidValidationError).fields).toEqual({
      number: ['The number does not match the number format in the settings'],
      client_name: ["can't be blank"],
      subject_id: ["can't be blank", 'Contact does not exist.'],
    })
  })

  it('knows the recorded 403 of a locked document and the 403 naming a missing bank account', async () => {
    fake.failNext('PATCH invoices/:id', { status: 403, body: recorded('locked') })
    await expect(client().update('invoices', 27, {})).rejects.toBeInstanceOf(FakturoidLockedError)
    fake.failNext('POST invoices', { status: 403, body: recorded('no bank account') })
    const error = await client()
      .create('invoices', {})
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 403, fields: { bank_account: [expect.stringContaining('bank account')] } })
  })

  it('reports 402 (account blocked) and 503 (maintenance) as their own errors', async () => {
    fake.failNext('GET account', { status: 402, body: '{"error":"payment_required"}' })
    await expect(client().account()).rejects.toBeInstanceOf(FakturoidPaymentRequiredError)
    fake.failNext('GET account', { status: 503, body: '<h1>Údržba</h1>' })
    await expect(client().account()).rejects.toMatchObject({ name: 'FakturoidUnavailableError', status: 503 })
  })

  it('waits as long as a 429 says (Retry-After, else the window’s reset)', async () => {
    fake.failNext('GET account', {
      status: 429,
      body: '{"error":"too_many_requests"}',
      headers: { 'Retry-After': '30', 'X-RateLimit': 'default;r=0;t=30' },
    })
    const error = await client()
      .account()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FakturoidRateLimitedError)
    expect((error as FakturoidRateLimitedError).retryAfterMs).toBe(30_000)
    expect(readRateLimit(new Headers({ 'X-RateLimit': 'default;r=398;t=55' }))).toEqual({
      remaining: 398,
      resetMs: 55_000,
    })
  })

  it('pauses before the next request once the window is spent, instead of running into 429', async () => {
    const tight = await startFakeFakturoid(0, { quota: 2, windowMs: 1_000 })
    try {
      const waits: number[] = []
      const fakturoid = client({
        baseUrl: tight.url,
        sleep: (ms) => {
          waits.push(ms)
          return new Promise((resolve) => setTimeout(resolve, ms))
        },
      })
      for (let i = 0; i < 3; i += 1) await fakturoid.account()
      expect(waits).toHaveLength(1)
      expect(waits[0]).toBeGreaterThan(0)
      expect(waits[0]).toBeLessThanOrEqual(1_000)
      const tooLong = client({ baseUrl: tight.url, accountSlug: 'penzion-tight', maxPauseMs: 0 })
      await tooLong.account()
      await tooLong.account()
      await expect(tooLong.account()).rejects.toBeInstanceOf(FakturoidRateLimitedError)
    } finally {
      await tight.close()
    }
  })

  it('treats silence and an answer that is not JSON as unavailable', async () => {
    fake.failNext('GET account', 'hang')
    await expect(client({ timeoutMs: 300 }).account()).rejects.toThrow(/did not answer in 300 ms/)
    fake.failNext('GET account', { status: 200, body: '<html>maintenance</html>' })
    await expect(client().account()).rejects.toBeInstanceOf(FakturoidUnavailableError)
  })

  it('creates with 201 and the Location of the document, and fires events', async () => {
    const fakturoid = client({ accountSlug: 'penzion-fire' })
    const body = JSON.parse(fixture('fakturoid-invoice-create-request.json')) as Record<string, unknown>
    const created = await fakturoid.create('invoices', body)
    expect(created).toMatchObject({ custom_id: '1234', status: 'open' })
    expect(created.html_url).toBe(`https://app.fakturoid.cz/penzion-fire/invoices/${created.id}`)
    await fakturoid.fire('invoices', created.id, 'cancel')
    expect(fake.invoices('penzion-fire')[0]).toMatchObject({ status: 'cancelled' })
    expect(await fakturoid.findByCustomId('invoices', '1234')).toMatchObject({ id: created.id })
    expect(await fakturoid.findByCustomId('invoices', 'nothing')).toBeNull()
  })
})
