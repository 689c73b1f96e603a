import { getIdentity, ROUTE_TABLE, user } from '@innkeep/contract'
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { signingKeys } from '../src/db/schema/index.ts'
import { call } from './support/api.ts'
import { createWorkspace, signUpPerson, type TestPerson } from './support/factories.ts'
import { sampleParams } from './support/samples.ts'
import { startTestApp, TEST_PUBLIC_URL } from './support/test-app.ts'

const { app, database } = await startTestApp()
const guarded = ROUTE_TABLE.filter((e) => e.access !== 'public')
let person: TestPerson
let slug: string

beforeAll(async () => {
  person = await signUpPerson(app)
  slug = await createWorkspace(app, person)
})

describe('every non-public call needs credentials', () => {
  it.each(guarded.map((e) => [e.name, e] as const))('%s without Authorization: 401', async (_, endpoint) => {
    const result = await call(app, endpoint, { params: sampleParams(endpoint.params, { slugs: slug }), body: {} })
    expect(result.status).toBe(401)
  })

  it.each(['Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Hash nope', 'Bearer a.b.c', `Bearer ${'x'.repeat(9000)}`])(
    'refuses the header %s',
    async (header) => {
      const result = await call(app, getIdentity, { headers: { authorization: header.slice(0, 200) } })
      expect(result.status).toBe(401)
    },
  )
})

describe('ID token rejection matrix', () => {
  async function builtInKey() {
    const [row] = await database.db.select().from(signingKeys)
    if (!row) throw new Error('no signing key')
    return { kid: row.kid, key: await importJWK(row.privateJwk as JWK, 'ES256'), publicJwk: row.publicJwk as JWK }
  }

  async function token(options: {
    alg?: string
    key?: Parameters<SignJWT['sign']>[0]
    kid?: string
    iss?: string
    aud?: string
    exp?: number
    claims?: Record<string, unknown>
  }) {
    const own = await builtInKey()
    const now = Math.floor(Date.now() / 1000)
    // the person's own session: a built-in token without a live one is refused (tested below)
    const { sid } = claimsOf(person)
    return new SignJWT({ email: person.email, sid, ...options.claims })
      .setProtectedHeader({ alg: options.alg ?? 'ES256', kid: options.kid ?? own.kid })
      .setIssuer(options.iss ?? TEST_PUBLIC_URL)
      .setAudience(options.aud ?? 'innkeep')
      .setSubject((await subjectOf(person)) ?? '')
      .setIssuedAt(now - 10)
      .setExpirationTime(options.exp ?? now + 600)
      .sign(options.key ?? own.key)
  }

  function claimsOf(p: TestPerson): { sub?: string; sid?: string } {
    return JSON.parse(Buffer.from(p.token.split('.')[1] ?? '', 'base64url').toString())
  }

  async function subjectOf(p: TestPerson) {
    return claimsOf(p).sub
  }

  const asCaller = async (idToken: string) =>
    (await call(app, user, { token: idToken, params: { slugs: slug } })).status

  it('accepts a well-formed token signed by the built-in key (control)', async () => {
    expect(await asCaller(await token({}))).toBe(200)
  })

  it('refuses alg none', async () => {
    const unsigned = await token({})
    const [, body] = unsigned.split('.')
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    expect(await asCaller(`${header}.${body}.`)).toBe(401)
  })

  it('refuses HS256 signed with the public key as the secret', async () => {
    const own = await builtInKey()
    const secret = new TextEncoder().encode(JSON.stringify(own.publicJwk))
    expect(await asCaller(await token({ alg: 'HS256', key: secret }))).toBe(401)
  })

  it('refuses a wrong audience, a wrong issuer, an expired token and an unknown kid', async () => {
    const now = Math.floor(Date.now() / 1000)
    expect(await asCaller(await token({ aud: 'someone-else' }))).toBe(401)
    expect(await asCaller(await token({ iss: 'https://evil.example' }))).toBe(401)
    expect(await asCaller(await token({ exp: now - 120 }))).toBe(401)
    expect(await asCaller(await token({ kid: 'unknown-kid' }))).toBe(401)
  })

  it('accepts an expiry within the 60 s clock skew', async () => {
    expect(await asCaller(await token({ exp: Math.floor(Date.now() / 1000) - 30 }))).toBe(200)
  })

  it('refuses a token it accepted before once the token has expired (verified tokens are cached)', async () => {
    const expiring = await token({ exp: Math.floor(Date.now() / 1000) - 30 })
    expect(await asCaller(expiring)).toBe(200)
    expect(await asCaller(expiring)).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 })
    try {
      expect(await asCaller(expiring)).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses a bad signature and a token signed by a stranger key with our kid', async () => {
    const good = await token({})
    const [h, p, s = ''] = good.split('.')
    const flipped = `${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`
    expect(await asCaller(`${h}.${p}.${flipped}`)).toBe(401)
    const stranger = await generateKeyPair('ES256', { extractable: true })
    await exportJWK(stranger.publicKey)
    expect(await asCaller(await token({ key: stranger.privateKey }))).toBe(401)
  })
})

describe('roles', () => {
  it('lets a person with a valid token but no identity reach user calls, not workspaces', async () => {
    const stranger = await signUpPerson(app, { withIdentity: false })
    expect((await call(app, getIdentity, { token: stranger.token })).status).toBe(200)
    expect((await call(app, user, { token: stranger.token, params: { slugs: slug } })).status).toBe(403)
  })
})
