import {
  accountSecurity,
  accountSessions,
  changePassword,
  endOtherSessions,
  endSession,
  getIdentity,
  refreshToken,
  signOut,
  user,
} from '@innkeep/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountSessions as sessionsTable } from '../src/db/schema/index.ts'
import { forgetOldSignInState } from '../src/modules/auth/forget-old.ts'
import { networkOf } from '../src/modules/auth/sessions.ts'
import { describeUserAgent } from '../src/modules/auth/user-agent.ts'
import { call, ok } from './support/api.ts'
import { createWorkspace, signInAs, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database } = await startTestApp()
const PASSWORD = 'correct horse battery'
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

let person: TestPerson
let slug: string

beforeAll(async () => {
  person = await signUpPerson(app)
  slug = await createWorkspace(app, person)
})

/** Signs the person in again from a browser and answers that session's token. */
async function signInFrom(userAgent: string, email = person.email, password = PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    headers: { 'user-agent': userAgent, 'accept-language': 'cs' },
    payload: { email, password },
  })
  const token = response.json().payload.idToken as string
  expect(token).toBeTruthy()
  return token
}

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
const canCall = async (token: string) => (await call(app, user, { token, params: { slugs: slug } })).status

describe('sessions of the built-in issuer', () => {
  it('names its session and how the person signed in in every token', () => {
    const { sid, amr, auth_time } = claims(person.token)
    expect(sid).toMatch(/^[0-9a-f-]{36}$/)
    expect(amr).toEqual(['pwd'])
    expect(auth_time).toBeGreaterThan(0)
  })

  it("lists the person's devices with this one first, browser and network but never the full address", async () => {
    const other = await signInFrom(CHROME_WINDOWS)
    const listed = await ok(app, accountSessions, { token: other })
    expect(listed[0]).toMatchObject({
      current: true,
      device: 'Chrome · Windows',
      network: '127.0.0.x',
      methods: ['pwd'],
    })
    expect(listed.length).toBeGreaterThanOrEqual(2)
    expect(listed.filter((s) => s.current)).toHaveLength(1)
    expect(JSON.stringify(listed)).not.toContain('127.0.0.1')
  })

  it('ends one device: its token and its refresh stop working at once, the others go on', async () => {
    const phone = await signInFrom(SAFARI_IPHONE)
    const desk = await signInFrom(CHROME_WINDOWS)
    expect(await canCall(phone)).toBe(200)
    const { sid } = claims(phone)
    expect(await ok(app, endSession, { token: desk, params: { id: sid } })).toEqual({ id: sid })
    expect(await canCall(phone)).toBe(401)
    expect((await call(app, refreshToken, { token: phone })).status).toBe(401)
    expect(await canCall(desk)).toBe(200)
    const [row] = await database.db.select().from(sessionsTable).where(eqId(sid))
    expect(row?.endedReason).toBe('REVOKED')
  })

  it("cannot end another person's session (it answers as for an unknown one)", async () => {
    const stranger = await signUpPerson(app)
    const { sid } = claims(person.token)
    expect((await call(app, endSession, { token: stranger.token, params: { id: sid } })).status).toBe(204)
    expect(await canCall(person.token)).toBe(200)
  })

  it('signs every other device out, keeps this one', async () => {
    const someone = await signUpPerson(app)
    const tokens = [await signInFrom(CHROME_WINDOWS, someone.email), await signInFrom(SAFARI_IPHONE, someone.email)]
    const { ended } = await ok(app, endOtherSessions, { token: someone.token })
    expect(ended).toBe(2)
    for (const token of tokens) expect((await call(app, getIdentity, { token })).status).toBe(401)
    expect((await call(app, getIdentity, { token: someone.token })).status).toBe(200)
    expect(await ok(app, accountSessions, { token: someone.token })).toHaveLength(1)
  })

  it('signing out ends the session: the same token is refused afterwards', async () => {
    const token = await signInAs(app, person.email, PASSWORD)
    expect(await ok(app, signOut, { token })).toEqual({ signedOut: true })
    expect((await call(app, getIdentity, { token })).status).toBe(401)
    expect((await call(app, signOut, { token })).status).toBe(401)
  })

  it('a refresh keeps the session, its sign-in time and methods, and marks it seen', async () => {
    const token = await signInFrom(CHROME_WINDOWS)
    const { sid } = claims(token)
    await database.db
      .update(sessionsTable)
      .set({ lastSeenAt: new Date(Date.now() - 3_600_000) })
      .where(eqId(sid))
    const renewed = await ok(app, refreshToken, { token })
    expect(claims(renewed.idToken)).toMatchObject({ sid, amr: ['pwd'], auth_time: claims(token).auth_time })
    const [row] = await database.db.select().from(sessionsTable).where(eqId(sid))
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000)
  })

  it('a session past its 12 hours is not renewed', async () => {
    const token = await signInFrom(CHROME_WINDOWS)
    const { sid } = claims(token)
    await database.db
      .update(sessionsTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eqId(sid))
    expect((await call(app, refreshToken, { token })).status).toBe(401)
  })

  it('a password change ends every other session and gives this one a fresh token', async () => {
    const someone = await signUpPerson(app)
    const elsewhere = await signInFrom(SAFARI_IPHONE, someone.email)
    const wrong = await call(app, changePassword, {
      token: someone.token,
      body: { currentPassword: 'not the password', newPassword: 'a brand new password' },
    })
    expect(wrong.envelope?.errorType).toBe('VALIDATION')
    expect(wrong.envelope?.messages[0]).toMatchObject({ field: 'currentPassword', code: 'auth.wrongPassword' })
    const changed = await ok(app, changePassword, {
      token: someone.token,
      body: { currentPassword: PASSWORD, newPassword: 'a brand new password' },
    })
    expect(changed.endedSessions).toBe(1)
    expect(claims(changed.idToken).sid).toBe(claims(someone.token).sid)
    expect((await call(app, getIdentity, { token: elsewhere })).status).toBe(401)
    expect((await call(app, getIdentity, { token: changed.idToken })).status).toBe(200)
    expect(await signInAs(app, someone.email, 'a brand new password')).toBeTruthy()
    const security = await ok(app, accountSecurity, { token: changed.idToken })
    expect(security.passwordChangedAt).not.toBeNull()
  })
})

describe('what is forgotten', () => {
  it('sessions 30 days after they ended go; live and recently ended ones stay', async () => {
    const live = claims(await signInFrom(CHROME_WINDOWS)).sid
    const ended = claims(await signInFrom(CHROME_WINDOWS)).sid
    const recent = claims(await signInFrom(CHROME_WINDOWS)).sid
    await database.db
      .update(sessionsTable)
      .set({ endedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eqId(ended))
    await database.db.update(sessionsTable).set({ endedAt: new Date() }).where(eqId(recent))
    await forgetOldSignInState(database.db)
    const left = (await database.db.select({ id: sessionsTable.id }).from(sessionsTable)).map((r) => r.id)
    expect(left).toContain(live)
    expect(left).toContain(recent)
    expect(left).not.toContain(ended)
  })
})

describe('how a device and its network are shown', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome · Windows'],
    [SAFARI_IPHONE, 'Safari · iOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox · Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge · macOS',
    ],
    ['curl/8.5.0', ''],
  ])('%s → %s', (agent, shown) => {
    expect(describeUserAgent(agent)).toBe(shown)
  })

  it.each([
    ['85.160.12.34', '85.160.12.x'],
    ['::ffff:10.0.0.7', '10.0.0.x'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['', ''],
  ])('%s → %s', (ip, shown) => {
    expect(networkOf(ip)).toBe(shown)
  })
})

function eqId(id: string) {
  return eq(sessionsTable.id, id)
}
