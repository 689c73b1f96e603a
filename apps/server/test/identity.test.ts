import {
  addWorkspace,
  changeCompany,
  createIdentity,
  getCompanyRegistration,
  getIdentity,
  hasIdentity,
  info,
  lovPaymentType,
  refreshToken,
  saveName,
  signIn,
  signUp,
} from '@innkeep/contract'
import { importJWK, type JWK, SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { signingKeys } from '../src/db/schema/index.ts'
import { call, ok } from './support/api.ts'
import { createWorkspace, signUpPerson } from './support/factories.ts'
import { startTestApp, type TestApp } from './support/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})

describe('sign-up and sign-in at the built-in issuer', () => {
  it('signs up, then signs in with the same password', async () => {
    const body = { email: 'Recepce@Example.com', password: 'dlouhe heslo 123' }
    const up = await ok(t.app, signUp, { body })
    expect(up.idToken.split('.')).toHaveLength(3)
    const again = await ok(t.app, signIn, { body: { email: 'recepce@example.com', password: body.password } })
    expect(new Date(again.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(3600_000)
  })

  it('refuses a second account with the same e-mail, on the e-mail field', async () => {
    await ok(t.app, signUp, { body: { email: 'twice@example.com', password: 'dlouhe heslo 123' } })
    const again = await call(t.app, signUp, { body: { email: 'TWICE@example.com', password: 'jine heslo 4567' } })
    expect(again.envelope?.errorType).toBe('VALIDATION')
    expect(again.envelope?.messages[0]).toMatchObject({ scope: 'FIELD', field: 'email', code: 'auth.emailTaken' })
  })

  it('says the same for a wrong password and an unknown e-mail, in the request language', async () => {
    await ok(t.app, signUp, { body: { email: 'known@example.com', password: 'dlouhe heslo 123' } })
    const wrong = await call(t.app, signIn, { body: { email: 'known@example.com', password: 'nope' }, language: 'en' })
    const unknown = await call(t.app, signIn, {
      body: { email: 'nobody@example.com', password: 'nope' },
      language: 'en',
    })
    expect(wrong.envelope?.messages).toEqual(unknown.envelope?.messages)
    expect(wrong.envelope?.messages[0]?.text).toBe('Wrong e-mail or password.')
  })

  it('limits sign-in attempts per address and e-mail', async () => {
    const body = { email: 'target@example.com', password: 'guess' }
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await call(t.app, signIn, { body })).status)
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses[11]).toBe(429)
  })

  it('refreshes a valid ID token but keeps the time of the sign-in, and stops after 12 hours', async () => {
    const { idToken } = await ok(t.app, signUp, {
      body: { email: 'refresh@example.com', password: 'dlouhe heslo 123' },
    })
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
    const fresh = await ok(t.app, refreshToken, { token: idToken })
    expect(claims(fresh.idToken)).toMatchObject({ sub: claims(idToken).sub, auth_time: claims(idToken).auth_time })
    const [key] = await t.database.db.select().from(signingKeys)
    const now = Math.floor(Date.now() / 1000)
    const stale = await new SignJWT({ email: 'refresh@example.com', auth_time: now - 13 * 3600 })
      .setProtectedHeader({ alg: 'ES256', kid: key?.kid ?? '' })
      .setIssuer('http://innkeep.test')
      .setAudience('innkeep')
      .setSubject(claims(idToken).sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(await importJWK(key?.privateJwk as JWK, 'ES256'))
    expect((await call(t.app, refreshToken, { token: stale })).status).toBe(401)
  })

  it('publishes the discovery document and the signing keys', async () => {
    const discovery = await t.app.inject({ url: '/.well-known/openid-configuration' })
    expect(discovery.json()).toMatchObject({
      issuer: 'http://innkeep.test',
      jwks_uri: 'http://innkeep.test/auth/jwks.json',
    })
    const keys = (await t.app.inject({ url: '/auth/jwks.json' })).json() as { keys: { d?: string; kty: string }[] }
    expect(keys.keys[0]?.kty).toBe('EC')
    expect(keys.keys.some((k) => 'd' in k)).toBe(false)
  })
})

describe('login state and identity', () => {
  it('goes from NO_IDENTITY to FULL_IDENTITY when the person gives their name', async () => {
    const person = await signUpPerson(t.app, { withIdentity: false })
    expect(await ok(t.app, hasIdentity, { token: person.token })).toEqual({
      hasIdentity: false,
      loginState: 'NO_IDENTITY',
    })
    const state = await ok(t.app, createIdentity, { token: person.token, body: { fullName: '  Eva Malá  ' } })
    expect(state).toMatchObject({
      loginState: 'FULL_IDENTITY',
      identity: { fullName: 'Eva Malá', email: person.email },
    })
    const again = await ok(t.app, createIdentity, { token: person.token, body: { fullName: 'Eva Malá' } })
    expect(again.identity?.id).toBe(state.identity?.id)
  })

  it('renames the identity, and answers 204 when there is none yet', async () => {
    const person = await signUpPerson(t.app)
    expect(await ok(t.app, saveName, { token: person.token, body: { fullName: 'Jiří Nový' } })).toMatchObject({
      fullName: 'Jiří Nový',
    })
    const nobody = await signUpPerson(t.app, { withIdentity: false })
    expect((await call(t.app, saveName, { token: nobody.token, body: { fullName: 'Jiří Nový' } })).status).toBe(204)
  })

  it('tells the version and lists payment methods in the request language', async () => {
    const person = await signUpPerson(t.app)
    expect((await ok(t.app, info, { token: person.token })).defaultLanguage).toBe('cs')
    const methods = await ok(t.app, lovPaymentType, { token: person.token, language: 'en' })
    expect(methods.map((m) => m.code)).toEqual(['bank', 'cash', 'code', 'paypal', 'card'])
    expect(methods.find((m) => m.code === 'cash')?.label).toBe('Cash')
  })
})

describe('workspaces', () => {
  it('makes the creator its OWNER and lists it in their identity', async () => {
    const owner = await signUpPerson(t.app)
    const slug = await createWorkspace(t.app, owner, { ico: '1569651', name: 'Penzion Na Kopci' })
    const state = await ok(t.app, getIdentity, { token: owner.token })
    expect(state.workspaces).toEqual([{ slug, name: 'Penzion Na Kopci', kind: 'WORKSPACE', role: 'OWNER' }])
    const company = await ok(t.app, getCompanyRegistration, { token: owner.token, params: { slugs: slug } })
    expect(company).toMatchObject({ ico: '01569651', currency: 'CZK', timeZone: 'Europe/Prague', version: 0 })
  })

  it('asks for an identity first (ADDITIONAL_ACTION)', async () => {
    const person = await signUpPerson(t.app, { withIdentity: false })
    const result = await call(t.app, addWorkspace, { token: person.token, body: { slug: 'bez-jmena', name: 'Firma' } })
    expect(result.envelope).toMatchObject({ errorType: 'ADDITIONAL_ACTION', payload: { required: 'IDENTITY' } })
  })

  it('refuses a taken, a reserved and a malformed slug on the slug field', async () => {
    const owner = await signUpPerson(t.app)
    const slug = await createWorkspace(t.app, owner)
    for (const [candidate, code] of [
      [slug, 'workspace.slugTaken'],
      ['rst-waiter', 'workspace.slugReserved'],
      ['Velká Písmena', 'validation.invalidFormat'],
    ] as const) {
      const result = await call(t.app, addWorkspace, { token: owner.token, body: { slug: candidate, name: 'Firma' } })
      expect(result.envelope?.messages[0], candidate).toMatchObject({ field: 'slug', code })
    }
  })

  it('refuses an ICO with a wrong check digit', async () => {
    const owner = await signUpPerson(t.app)
    const result = await call(t.app, addWorkspace, {
      token: owner.token,
      body: { slug: 'spatne-ico', name: 'Firma', ico: '12345678' },
    })
    expect(result.envelope?.messages).toEqual([
      expect.objectContaining({
        field: 'ico',
        code: 'ico.checksum',
        text: 'IČO není platné (nesedí kontrolní číslice).',
      }),
    ])
  })

  it('changes the company profile and answers CONFLICT with the current state for a stale version', async () => {
    const owner = await signUpPerson(t.app)
    const slug = await createWorkspace(t.app, owner)
    const params = { slugs: slug }
    const body = { name: 'Penzion Pod Lesem s.r.o.', vatPayerStatus: 'PAYER' as const, version: 0 }
    const changed = await ok(t.app, changeCompany, { token: owner.token, params, body })
    expect(changed).toMatchObject({ name: 'Penzion Pod Lesem s.r.o.', vatPayerStatus: 'PAYER', version: 1 })
    const stale = await call(t.app, changeCompany, { token: owner.token, params, body: { ...body, name: 'Jinak' } })
    expect(stale.envelope).toMatchObject({
      errorType: 'CONFLICT',
      payload: { entity: { name: changed.name, version: 1 } },
    })
  })
})
