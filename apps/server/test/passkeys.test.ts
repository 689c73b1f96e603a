import {
  accountSecurity,
  addPasskey,
  passkeyRegistrationOptions,
  passkeySignIn,
  passkeySignInOptions,
  removePasskey,
  signIn,
  user,
} from '@innkeep/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { passkeys } from '../src/db/schema/index.ts'
import { translate } from '../src/i18n/messages.ts'
import { call, ok } from './support/api.ts'
import { createWorkspace, signUpPerson, type TestPerson } from './support/factories.ts'
import { SoftAuthenticator } from './support/soft-authenticator.ts'
import { startTestApp, TEST_PUBLIC_URL } from './support/test-app.ts'

const { app, database } = await startTestApp()
const PASSWORD = 'correct horse battery'

function claimsOf(token: string): { sub: string; sid: string; amr?: string[] } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
}

/** A person with a passkey on a software authenticator, named "Telefon". */
async function withPasskey(person?: TestPerson) {
  const owner = person ?? (await signUpPerson(app))
  const authenticator = new SoftAuthenticator(TEST_PUBLIC_URL)
  const { challengeId, options } = await ok(app, passkeyRegistrationOptions, { token: owner.token })
  const credential = authenticator.register(options)
  const passkey = await ok(app, addPasskey, { token: owner.token, body: { challengeId, name: 'Telefon', credential } })
  return { ...owner, authenticator, passkey }
}

async function signInWith(authenticator: SoftAuthenticator, ticket?: string) {
  const { challengeId, options } = await ok(app, passkeySignInOptions, { body: ticket ? { ticket } : {} })
  return call(app, passkeySignIn, { body: { challengeId, credential: authenticator.signIn(options) } })
}

function expectRefused(result: Awaited<ReturnType<typeof call>>) {
  expect(result.envelope?.errorType).toBe('VALIDATION')
  expect(result.envelope?.messages[0]).toMatchObject({ code: 'auth.passkeyRefused' })
}

describe('adding a passkey', () => {
  it('asks for a discoverable credential with user verification, for this site', async () => {
    const person = await signUpPerson(app)
    const { challengeId, options } = await ok(app, passkeyRegistrationOptions, { token: person.token })
    expect(challengeId.length).toBeGreaterThanOrEqual(20)
    expect(options).toMatchObject({
      rp: { name: 'Innkeep', id: 'innkeep.test' },
      user: { name: person.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
  })

  it('keeps the passkey under its name; the account lists it', async () => {
    const person = await withPasskey()
    expect(person.passkey).toMatchObject({ name: 'Telefon', lastUsedAt: null, backedUp: true })
    const security = await ok(app, accountSecurity, { token: person.token })
    expect(security.passkeys).toEqual([person.passkey])
    expect(security.secondSteps).toEqual(['PASSKEY'])
  })

  it('excludes the passkeys the account has already', async () => {
    const person = await withPasskey()
    const { options } = await ok(app, passkeyRegistrationOptions, { token: person.token })
    expect(options.excludeCredentials).toEqual([
      { id: person.authenticator.id, type: 'public-key', transports: ['internal', 'hybrid'] },
    ])
  })

  it('refuses an answer for another origin, without user verification, or to a used challenge', async () => {
    const person = await signUpPerson(app)
    const authenticator = new SoftAuthenticator(TEST_PUBLIC_URL)
    const attempt = async (ceremony: Parameters<SoftAuthenticator['register']>[1]) => {
      const { challengeId, options } = await ok(app, passkeyRegistrationOptions, { token: person.token })
      const credential = authenticator.register(options, ceremony)
      return call(app, addPasskey, { token: person.token, body: { challengeId, name: 'Klíč', credential } })
    }
    expectRefused(await attempt({ origin: 'https://evil.example' }))
    expectRefused(await attempt({ userVerified: false }))
    expectRefused(await attempt({ challenge: 'bm90IHRoZSBjaGFsbGVuZ2U' }))
    const { challengeId, options } = await ok(app, passkeyRegistrationOptions, { token: person.token })
    const credential = authenticator.register(options)
    await ok(app, addPasskey, { token: person.token, body: { challengeId, name: 'Klíč', credential } })
    expectRefused(
      await call(app, addPasskey, { token: person.token, body: { challengeId, name: 'Znovu', credential } }),
    )
  })

  it('refuses garbage in place of the credential', async () => {
    const person = await signUpPerson(app)
    const { challengeId } = await ok(app, passkeyRegistrationOptions, { token: person.token })
    const garbage = { id: 'x', response: { clientDataJSON: '!!', attestationObject: 42 } }
    expectRefused(
      await call(app, addPasskey, { token: person.token, body: { challengeId, name: 'X', credential: garbage } }),
    )
  })
})

describe('signing in with a passkey instead of the password', () => {
  it('opens a new session; the token says a key with user verification was used', async () => {
    const person = await withPasskey()
    const result = await signInWith(person.authenticator)
    expect(result.status).toBe(200)
    const claims = claimsOf(result.envelope?.payload.idToken ?? '')
    expect(claims.sub).toBe(claimsOf(person.token).sub)
    expect(claims.sid).not.toBe(claimsOf(person.token).sid)
    expect(claims.amr).toEqual(['hwk', 'user', 'mfa'])
  })

  it('asks the browser for any of its passkeys (no allowed list) with user verification', async () => {
    const { options } = await ok(app, passkeySignInOptions, { body: {} })
    expect(options).toMatchObject({ rpId: 'innkeep.test', userVerification: 'required' })
    expect(options.allowCredentials).toBeUndefined()
  })

  it('keeps the signature counter and when the passkey was last used', async () => {
    const person = await withPasskey()
    expect((await signInWith(person.authenticator)).status).toBe(200)
    expect((await signInWith(person.authenticator)).status).toBe(200)
    const [row] = await database.db.select().from(passkeys).where(eq(passkeys.id, person.passkey.id))
    expect(row?.counter).toBe(2)
    expect(row?.lastUsedAt).toBeInstanceOf(Date)
    const security = await ok(app, accountSecurity, { token: person.token })
    expect(security.passkeys[0]?.lastUsedAt).toBeTruthy()
  })

  it('refuses a counter that went back (a cloned authenticator)', async () => {
    const person = await withPasskey()
    expect((await signInWith(person.authenticator)).status).toBe(200)
    person.authenticator.signCount = 0
    expectRefused(await signInWith(person.authenticator))
  })

  it('refuses a wrong signature', async () => {
    const person = await withPasskey()
    const { challengeId, options } = await ok(app, passkeySignInOptions, { body: {} })
    const credential = person.authenticator.signIn(options)
    const signature = Buffer.from(credential.response.signature, 'base64url')
    signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 0xff
    credential.response.signature = signature.toString('base64url')
    expectRefused(await call(app, passkeySignIn, { body: { challengeId, credential } }))
  })

  it('refuses another origin, a missing user verification and an unknown passkey', async () => {
    const person = await withPasskey()
    const stranger = new SoftAuthenticator(TEST_PUBLIC_URL)
    for (const [authenticator, ceremony] of [
      [person.authenticator, { origin: 'https://innkeep.evil' }],
      [person.authenticator, { userVerified: false }],
      [stranger, {}],
    ] as const) {
      const { challengeId, options } = await ok(app, passkeySignInOptions, { body: {} })
      const credential = authenticator.signIn(options, ceremony)
      expectRefused(await call(app, passkeySignIn, { body: { challengeId, credential } }))
    }
  })

  it('answers a challenge once: a replayed answer is refused', async () => {
    const person = await withPasskey()
    const { challengeId, options } = await ok(app, passkeySignInOptions, { body: {} })
    const credential = person.authenticator.signIn(options)
    expect((await call(app, passkeySignIn, { body: { challengeId, credential } })).status).toBe(200)
    expectRefused(await call(app, passkeySignIn, { body: { challengeId, credential } }))
  })

  it('refuses an answer signed for another challenge', async () => {
    const person = await withPasskey()
    const first = await ok(app, passkeySignInOptions, { body: {} })
    const second = await ok(app, passkeySignInOptions, { body: {} })
    const credential = person.authenticator.signIn(first.options)
    expectRefused(await call(app, passkeySignIn, { body: { challengeId: second.challengeId, credential } }))
  })
})

describe('a passkey as the second step after the password', () => {
  it('is offered after the password; only the account’s passkeys are allowed', async () => {
    const person = await withPasskey()
    const answer = await ok(app, signIn, { body: { email: person.email, password: PASSWORD } })
    expect(answer.idToken).toBeNull()
    expect(answer.secondStep?.methods).toEqual(['PASSKEY'])
    const ticket = answer.secondStep?.ticket ?? ''
    const { options } = await ok(app, passkeySignInOptions, { body: { ticket } })
    expect(options.allowCredentials).toEqual([
      { id: person.authenticator.id, type: 'public-key', transports: ['internal', 'hybrid'] },
    ])
  })

  it('finishes the sign-in; the token says password and key', async () => {
    const person = await withPasskey()
    const answer = await ok(app, signIn, { body: { email: person.email, password: PASSWORD } })
    const result = await signInWith(person.authenticator, answer.secondStep?.ticket)
    expect(claimsOf(result.envelope?.payload.idToken ?? '').amr).toEqual(['pwd', 'hwk', 'mfa'])
    // the ticket is spent
    const again = await call(app, passkeySignInOptions, { body: { ticket: answer.secondStep?.ticket } })
    expect(again.envelope?.messages[0]).toMatchObject({ field: 'ticket', code: 'auth.ticketExpired' })
  })

  it('refuses another account’s passkey on the ticket', async () => {
    const person = await withPasskey()
    const other = await withPasskey()
    const answer = await ok(app, signIn, { body: { email: person.email, password: PASSWORD } })
    expectRefused(await signInWith(other.authenticator, answer.secondStep?.ticket))
  })
})

describe('removing a passkey', () => {
  it('removes the caller’s own; it no longer signs in', async () => {
    const person = await withPasskey()
    expect(await ok(app, removePasskey, { token: person.token, params: { id: person.passkey.id } })).toEqual({
      id: person.passkey.id,
    })
    expect((await ok(app, accountSecurity, { token: person.token })).passkeys).toEqual([])
    expectRefused(await signInWith(person.authenticator))
  })

  it('cannot remove another account’s passkey (204 as for an unknown id)', async () => {
    const owner = await withPasskey()
    const intruder = await signUpPerson(app)
    const result = await call(app, removePasskey, { token: intruder.token, params: { id: owner.passkey.id } })
    expect(result.status).toBe(204)
    expect((await ok(app, accountSecurity, { token: owner.token })).passkeys).toHaveLength(1)
  })
})

describe('a company that requires a second step', () => {
  it('refuses a password-only token and admits a passkey sign-in', async () => {
    const person = await signUpPerson(app)
    const slug = await createWorkspace(app, person)
    const { authenticator } = await withPasskey(person)
    await database.db.execute(sql`update workspaces set require_second_step = true where slug = ${slug}`)
    const passwordOnly = await call(app, user, { token: person.token, params: { slugs: slug } })
    expect(passwordOnly.status).toBe(403)
    expect(passwordOnly.envelope?.messages[0]).toMatchObject({
      code: 'auth.secondStepRequired',
      text: translate('cs', 'auth.secondStepRequired'),
    })
    const passwordless = await signInWith(authenticator)
    const token = passwordless.envelope?.payload.idToken ?? ''
    expect((await call(app, user, { token, params: { slugs: slug } })).status).toBe(200)
    const answer = await ok(app, signIn, { body: { email: person.email, password: PASSWORD } })
    const afterPassword = await signInWith(authenticator, answer.secondStep?.ticket)
    const secondToken = afterPassword.envelope?.payload.idToken ?? ''
    expect((await call(app, user, { token: secondToken, params: { slugs: slug } })).status).toBe(200)
  })
})
