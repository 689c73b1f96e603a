import { info, signIn, signUp } from '@innkeep/contract'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { translate } from '../src/i18n/messages.ts'
import { startTestApp } from './support/test-app.ts'

// The limits as production has them (the suite's test config raises the per-address ones, since its
// helpers sign every test person up from 127.0.0.1).
const defaults = loadConfig({})
const { app } = await startTestApp({
  signUpRateLimit: defaults.signUpRateLimit,
  signInRateLimit: defaults.signInRateLimit,
  signInAddressRateLimit: defaults.signInAddressRateLimit,
  passwordHashing: defaults.passwordHashing,
})

const PASSWORD = 'dlouhe heslo 123'

interface Answer {
  status: number
  retryAfter: number | null
  body: { payload: unknown; messages: { code: string; text: string }[]; errorType: string | null; requestId?: string }
}

async function send(
  target: FastifyInstance,
  options: { method: 'GET' | 'POST'; url: string; from: string; body?: object; token?: string; language?: string },
): Promise<Answer> {
  const response = await target.inject({
    method: options.method,
    url: options.url,
    remoteAddress: options.from,
    headers: {
      'accept-language': options.language ?? 'cs',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  })
  const header = response.headers['retry-after']
  return {
    status: response.statusCode,
    retryAfter: header === undefined ? null : Number(header),
    body: JSON.parse(response.body),
  }
}

const signUpFrom = (target: FastifyInstance, from: string, email: string) =>
  send(target, { method: 'POST', url: signUp.path, from, body: { email, password: PASSWORD } })

const signInFrom = (from: string, email: string, password = 'spatne heslo', language?: string) =>
  send(app, { method: 'POST', url: signIn.path, from, body: { email, password }, ...(language ? { language } : {}) })

/**
 * A refusal in the spec's envelope: no payload, one global message (its code the reason's, else the
 * status's), errorType null.
 */
function expectRefusal(answer: Answer, status: number, text: string, code = `HTTP_${status}`) {
  expect(answer.status).toBe(status)
  expect(answer.body).toMatchObject({
    payload: null,
    messages: [{ scope: 'GLOBAL', severity: 'ERROR', code, text }],
    errorType: null,
  })
  expect(answer.body.requestId).toEqual(expect.any(String))
}

describe('sign-up limit per client address', () => {
  it('has a default of 10 an hour', () => {
    expect(defaults.signUpRateLimit).toBe(10)
  })

  it('lets 10 of 40 parallel sign-ups from one address through, refuses the rest with Retry-After, and other calls still answer', async () => {
    const owner = await signUpFrom(app, '198.51.100.1', 'owner-limits@example.com')
    expect(owner.status).toBe(200)
    const token = (owner.body.payload as { idToken: string }).idToken

    const flood = Array.from({ length: 40 }, (_, i) => signUpFrom(app, '203.0.113.7', `flood-${i}@example.com`))
    // the owner's cheap calls while the flood is hashed
    const ownerCalls = Array.from({ length: 5 }, () =>
      send(app, { method: 'GET', url: info.path, from: '198.51.100.1', token }),
    )
    const [answers, ownerAnswers] = await Promise.all([Promise.all(flood), Promise.all(ownerCalls)])

    expect(ownerAnswers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.filter((a) => a.status >= 500)).toEqual([])
    const signedUp = answers.filter((a) => a.status === 200)
    const refused = answers.filter((a) => a.status !== 200)
    expect(signedUp).toHaveLength(defaults.signUpRateLimit)
    for (const answer of signedUp) expect(answer.body.errorType).toBeNull()
    expect(refused).toHaveLength(40 - defaults.signUpRateLimit)
    for (const answer of refused) {
      expectRefusal(answer, 429, translate('cs', 'auth.tooManySignUps'), 'auth.tooManySignUps')
      expect(answer.retryAfter).toBeGreaterThanOrEqual(1)
      expect(answer.retryAfter).toBeLessThanOrEqual(3600)
    }

    // one address's budget is its own: another one still signs up, the flooding one still may not
    expect((await signUpFrom(app, '203.0.113.8', 'neighbour@example.com')).status).toBe(200)
    const again = await send(app, {
      method: 'POST',
      url: signUp.path,
      from: '203.0.113.7',
      body: { email: 'flood-late@example.com', password: PASSWORD },
      language: 'en',
    })
    expectRefusal(
      again,
      429,
      'Too many accounts were created from this address. Please try again later.',
      'auth.tooManySignUps',
    )
    expect(again.retryAfter).toBeGreaterThan(60)
  })
})

describe('sign-in limits', () => {
  it('answers the 11th attempt a minute for one address and e-mail with 429 and Retry-After', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await signInFrom('192.0.2.10', 'target@example.com')).status)
    expect(statuses.every((status) => status === 200)).toBe(true)
    const refused = await signInFrom('192.0.2.10', 'target@example.com')
    expectRefusal(refused, 429, translate('cs', 'auth.tooManyAttempts'), 'auth.tooManyAttempts')
    expect(refused.retryAfter).toBeGreaterThanOrEqual(1)
    expect(refused.retryAfter).toBeLessThanOrEqual(60)
    const inEnglish = await signInFrom('192.0.2.10', 'target@example.com', 'spatne heslo', 'en')
    expectRefusal(inEnglish, 429, 'Too many sign-in attempts. Try again in a minute.', 'auth.tooManyAttempts')
    expect(inEnglish.retryAfter).toBeGreaterThanOrEqual(1)
  })

  it('limits one address trying many e-mails to 30 attempts a minute, with Retry-After', async () => {
    expect(defaults.signInAddressRateLimit).toBe(30)
    for (let i = 0; i < 30; i++) {
      expect((await signInFrom('192.0.2.20', `guess-${i}@example.com`)).status).toBe(200)
    }
    const refused = await signInFrom('192.0.2.20', 'guess-30@example.com')
    expectRefusal(refused, 429, translate('cs', 'auth.tooManyAttempts'), 'auth.tooManyAttempts')
    expect(refused.retryAfter).toBeGreaterThanOrEqual(1)
    expect(refused.retryAfter).toBeLessThanOrEqual(60)
    // a refused attempt checks no password: even the right one is refused until the window resets
    await signUpFrom(app, '192.0.2.21', 'guessed@example.com')
    expect((await signInFrom('192.0.2.20', 'guessed@example.com', PASSWORD)).status).toBe(429)
    expect((await signInFrom('192.0.2.21', 'guessed@example.com', PASSWORD)).body.errorType).toBeNull()
  })
})

describe('password hashing in flight', () => {
  it('runs at most PASSWORD_HASH_CONCURRENCY at once and answers 503 with Retry-After past the queue', async () => {
    expect(defaults.passwordHashing.concurrency).toBeGreaterThanOrEqual(1)
    expect(defaults.passwordHashing.concurrency).toBeLessThanOrEqual(2)
    const small = await startTestApp({ passwordHashing: { concurrency: 1, maxQueue: 2 } })
    // from different addresses: no rate limit is involved, only the hashing bound
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signUpFrom(small.app, `198.18.0.${i + 1}`, `busy-${i}@example.com`)),
    )
    const busy = answers.filter((a) => a.status === 503)
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([])
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(3)
    expect(busy.length).toBeGreaterThan(0)
    for (const answer of busy) {
      expectRefusal(answer, 503, translate('cs', 'error.busy'))
      expect(answer.retryAfter).toBeGreaterThanOrEqual(1)
    }
  })
})
