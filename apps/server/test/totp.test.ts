import { randomBytes } from 'node:crypto'
import {
  accountSecurity,
  confirmTotpEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
  signIn,
  signInSecondStep,
  startTotpEnrolment,
  user,
} from '@innkeep/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { accounts, recoveryCodes } from '../src/db/schema/index.ts'
import { translate } from '../src/i18n/messages.ts'
import { seal } from '../src/lib/sealed.ts'
import {
  base32Decode,
  base32Encode,
  otpauthUri,
  type TotpAlgorithm,
  totpCode,
  totpStep,
} from '../src/modules/auth/totp.ts'
import { call, ok } from './support/api.ts'
import { createWorkspace, signInAs, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database } = await startTestApp()
const PASSWORD = 'correct horse battery'

// the server's clock is pinned in the middle of a 30-second step: codes of the steps around it are exact
const NOW = Math.floor(Date.now() / 30_000) * 30_000 + 15_000
const STEP = totpStep(NOW)
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW })
})
afterAll(() => {
  vi.useRealTimers()
})

function claimsOf(token: string): { sub: string; amr?: string[] } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
}

/** A person with the app set up: the code of the step before now confirmed it. */
async function enrolled(person?: TestPerson) {
  const owner = person ?? (await signUpPerson(app))
  const setup = await ok(app, startTotpEnrolment, { token: owner.token })
  const secret = base32Decode(setup.secret)
  const confirmed = await ok(app, confirmTotpEnrolment, {
    token: owner.token,
    body: { code: totpCode(secret, STEP - 1) },
  })
  return { ...owner, setup, secret, recoveryCodes: confirmed.recoveryCodes, twoStepToken: confirmed.idToken }
}

async function ticketOf(email: string) {
  const answer = await ok(app, signIn, { body: { email, password: PASSWORD } })
  expect(answer.idToken).toBeNull()
  return answer.secondStep?.ticket ?? ''
}

describe('RFC 6238 time-based one-time passwords', () => {
  // RFC 6238 Appendix B: the reference seeds of each hash and the 8-digit codes at those times
  const SEEDS: Record<TotpAlgorithm, string> = {
    sha1: '12345678901234567890',
    sha256: '12345678901234567890123456789012',
    sha512: '1234567890123456789012345678901234567890123456789012345678901234',
  }
  const VECTORS: [number, string, TotpAlgorithm][] = [
    [59, '94287082', 'sha1'],
    [59, '46119246', 'sha256'],
    [59, '90693936', 'sha512'],
    [1111111109, '07081804', 'sha1'],
    [1111111109, '68084774', 'sha256'],
    [1111111109, '25091201', 'sha512'],
    [1111111111, '14050471', 'sha1'],
    [1111111111, '67062674', 'sha256'],
    [1111111111, '99943326', 'sha512'],
    [1234567890, '89005924', 'sha1'],
    [1234567890, '91819424', 'sha256'],
    [1234567890, '93441116', 'sha512'],
    [2000000000, '69279037', 'sha1'],
    [2000000000, '90698825', 'sha256'],
    [2000000000, '38618901', 'sha512'],
    [20000000000, '65353130', 'sha1'],
    [20000000000, '77737706', 'sha256'],
    [20000000000, '47863826', 'sha512'],
  ]

  it.each(VECTORS)('at %i s the code is %s (%s)', (seconds, code, algorithm) => {
    const step = totpStep(seconds * 1000)
    expect(totpCode(Buffer.from(SEEDS[algorithm]), step, { algorithm, digits: 8 })).toBe(code)
  })

  it('writes and reads base32 as RFC 4648 section 10 does (padding left out)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI')
    expect(base32Decode('MZXW6YTBOI======').toString()).toBe('foobar')
    expect(base32Decode('mzxw 6ytb').toString()).toBe('fooba')
  })

  it('names the issuer and the account in the otpauth URI', () => {
    expect(otpauthUri('Innkeep', 'jana@example.com', 'ABC')).toBe(
      'otpauth://totp/Innkeep:jana%40example.com?secret=ABC&issuer=Innkeep&algorithm=SHA1&digits=6&period=30',
    )
  })
})

describe('setting the authenticator app up', () => {
  it('answers a 160-bit secret, its otpauth URI and a QR code to scan', async () => {
    const person = await signUpPerson(app)
    const setup = await ok(app, startTotpEnrolment, { token: person.token })
    expect(base32Decode(setup.secret)).toHaveLength(20)
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/Innkeep:${encodeURIComponent(person.email)}?secret=${setup.secret}&issuer=Innkeep&algorithm=SHA1&digits=6&period=30`,
    )
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    expect((await ok(app, accountSecurity, { token: person.token })).totpEnabled).toBe(false)
  })

  it('refuses a wrong code and stays off', async () => {
    const person = await signUpPerson(app)
    const setup = await ok(app, startTotpEnrolment, { token: person.token })
    const wrong = String((Number(totpCode(base32Decode(setup.secret), STEP)) + 1) % 1_000_000).padStart(6, '0')
    const refused = await call(app, confirmTotpEnrolment, { token: person.token, body: { code: wrong } })
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    expect(refused.envelope?.messages[0]).toMatchObject({ field: 'code', code: 'auth.wrongCode' })
    expect((await ok(app, accountSecurity, { token: person.token })).totpEnabled).toBe(false)
  })

  it('turns on with a right code and answers ten distinct recovery codes', async () => {
    const person = await enrolled()
    expect(person.recoveryCodes).toHaveLength(10)
    expect(new Set(person.recoveryCodes).size).toBe(10)
    for (const code of person.recoveryCodes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/)
    const security = await ok(app, accountSecurity, { token: person.token })
    expect(security).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10, secondSteps: ['TOTP', 'RECOVERY_CODE'] })
  })

  it('keeps the secret sealed and the recovery codes only as hashes', async () => {
    const person = await enrolled()
    const [row] = await database.db
      .select({ secret: accounts.totpSecret, pending: accounts.totpPendingSecret })
      .from(accounts)
      .where(eq(accounts.id, claimsOf(person.token).sub))
    expect(row?.pending).toBeNull()
    expect(row?.secret).toMatch(/^v1\./)
    expect(row?.secret).not.toContain(person.setup.secret)
    const stored = await database.db
      .select({ hash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.accountId, claimsOf(person.token).sub))
    const hashes = stored.map((row) => row.hash)
    expect(hashes).toHaveLength(10)
    for (const code of person.recoveryCodes) {
      expect(hashes.some((hash) => hash.includes(code) || hash.includes(code.replace('-', '')))).toBe(false)
    }
  })

  it('refuses a second setup while the app is on', async () => {
    const person = await enrolled()
    const again = await call(app, startTotpEnrolment, { token: person.token })
    expect(again.envelope?.messages[0]).toMatchObject({ code: 'auth.totpAlreadyOn' })
  })
})

describe('signing in with the authenticator app', () => {
  it('asks for the second step after the password', async () => {
    const person = await enrolled()
    const answer = await ok(app, signIn, { body: { email: person.email, password: PASSWORD } })
    expect(answer.idToken).toBeNull()
    expect(answer.secondStep?.methods).toEqual(['TOTP', 'RECOVERY_CODE'])
  })

  it('signs in with the current code; the token says a one-time code was used', async () => {
    const person = await enrolled()
    const ticket = await ticketOf(person.email)
    const result = await ok(app, signInSecondStep, { body: { ticket, code: totpCode(person.secret, STEP) } })
    expect(claimsOf(result.idToken).amr).toEqual(['pwd', 'otp', 'mfa'])
    expect(claimsOf(result.idToken).sub).toBe(claimsOf(person.token).sub)
  })

  it('refuses the same code a second time (replay), and an older one', async () => {
    const person = await enrolled()
    const code = totpCode(person.secret, STEP)
    await ok(app, signInSecondStep, { body: { ticket: await ticketOf(person.email), code } })
    const ticket = await ticketOf(person.email)
    const replayed = await call(app, signInSecondStep, { body: { ticket, code } })
    expect(replayed.envelope?.messages[0]).toMatchObject({ field: 'code', code: 'auth.wrongCode' })
    const older = await call(app, signInSecondStep, { body: { ticket, code: totpCode(person.secret, STEP - 1) } })
    expect(older.envelope?.messages[0]).toMatchObject({ field: 'code', code: 'auth.wrongCode' })
    // the next step's code is still good on the same ticket
    await ok(app, signInSecondStep, { body: { ticket, code: totpCode(person.secret, STEP + 1) } })
  })

  it('says so, and does not fail, when the secret was sealed under another SECRETS_KEY', async () => {
    const person = await enrolled()
    const foreign = seal(randomBytes(32), 'JBSWY3DPEHPK3PXP')
    await database.db
      .update(accounts)
      .set({ totpSecret: foreign })
      .where(eq(accounts.id, claimsOf(person.token).sub))
    const ticket = await ticketOf(person.email)
    const refused = await call(app, signInSecondStep, { body: { ticket, code: totpCode(person.secret, STEP) } })
    expect(refused.status).toBe(200)
    expect(refused.envelope?.messages[0]).toMatchObject({ field: 'code', code: 'auth.totpUnreadable' })
  })

  it('refuses a code two steps away from now', async () => {
    const person = await enrolled()
    const ticket = await ticketOf(person.email)
    const late = await call(app, signInSecondStep, { body: { ticket, code: totpCode(person.secret, STEP + 2) } })
    expect(late.envelope?.messages[0]).toMatchObject({ field: 'code', code: 'auth.wrongCode' })
  })

  it('uses a ticket once', async () => {
    const person = await enrolled()
    const ticket = await ticketOf(person.email)
    await ok(app, signInSecondStep, { body: { ticket, code: totpCode(person.secret, STEP) } })
    const again = await call(app, signInSecondStep, { body: { ticket, code: totpCode(person.secret, STEP + 1) } })
    expect(again.envelope?.messages[0]).toMatchObject({ field: 'ticket', code: 'auth.ticketExpired' })
  })

  it('ends the ticket after five wrong codes, even for the right one', async () => {
    const person = await enrolled()
    const ticket = await ticketOf(person.email)
    for (let i = 0; i < 5; i++) {
      const wrong = await call(app, signInSecondStep, { body: { ticket, code: '000000' } })
      expect(wrong.envelope?.messages[0]).toMatchObject({ field: 'code', code: 'auth.wrongCode' })
    }
    const right = await call(app, signInSecondStep, { body: { ticket, code: totpCode(person.secret, STEP) } })
    expect(right.envelope?.messages[0]).toMatchObject({ field: 'ticket', code: 'auth.ticketExpired' })
  })
})

describe('recovery codes', () => {
  it('sign in once each, typed in capitals and without the dash too', async () => {
    const person = await enrolled()
    const [first, second] = person.recoveryCodes
    const signedIn = await ok(app, signInSecondStep, {
      body: { ticket: await ticketOf(person.email), code: first ?? '' },
    })
    expect(claimsOf(signedIn.idToken).amr).toEqual(['pwd', 'otp', 'mfa'])
    const reused = await call(app, signInSecondStep, { body: { ticket: await ticketOf(person.email), code: first } })
    expect(reused.envelope?.messages[0]).toMatchObject({ field: 'code', code: 'auth.wrongCode' })
    const typed = ` ${(second ?? '').replace('-', '').toUpperCase()} `
    await ok(app, signInSecondStep, { body: { ticket: await ticketOf(person.email), code: typed } })
    expect((await ok(app, accountSecurity, { token: person.token })).recoveryCodesLeft).toBe(8)
  })

  it('are replaced by ten new ones with the password; the old ones stop working', async () => {
    const person = await enrolled()
    const wrongPassword = await call(app, regenerateRecoveryCodes, {
      token: person.token,
      body: { currentPassword: 'not the password' },
    })
    expect(wrongPassword.envelope?.messages[0]).toMatchObject({ field: 'currentPassword', code: 'auth.wrongPassword' })
    const fresh = await ok(app, regenerateRecoveryCodes, { token: person.token, body: { currentPassword: PASSWORD } })
    expect(fresh.recoveryCodes).toHaveLength(10)
    const old = await call(app, signInSecondStep, {
      body: { ticket: await ticketOf(person.email), code: person.recoveryCodes[0] },
    })
    expect(old.envelope?.messages[0]).toMatchObject({ code: 'auth.wrongCode' })
    await ok(app, signInSecondStep, { body: { ticket: await ticketOf(person.email), code: fresh.recoveryCodes[0] } })
  })

  it('are not made while the app is off', async () => {
    const person = await signUpPerson(app)
    const refused = await call(app, regenerateRecoveryCodes, {
      token: person.token,
      body: { currentPassword: PASSWORD },
    })
    expect(refused.envelope?.messages[0]).toMatchObject({ code: 'auth.totpOff' })
  })
})

describe('turning the app off', () => {
  it('needs the password, then signs in with the password alone again', async () => {
    const person = await enrolled()
    const refused = await call(app, disableTotp, { token: person.token, body: { currentPassword: 'wrong one!' } })
    expect(refused.envelope?.messages[0]).toMatchObject({ field: 'currentPassword', code: 'auth.wrongPassword' })
    const security = await ok(app, disableTotp, { token: person.token, body: { currentPassword: PASSWORD } })
    expect(security).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0, secondSteps: [] })
    const [row] = await database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, claimsOf(person.token).sub))
    expect([row?.totpSecret, row?.totpPendingSecret, row?.totpLastStep]).toEqual([null, null, null])
    const left = await database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.accountId, claimsOf(person.token).sub))
    expect(left).toEqual([])
    expect(await signInAs(app, person.email, PASSWORD)).toBeTruthy()
  })
})

describe('a company that requires a second step', () => {
  it('refuses a password-only token and admits one with the app code', async () => {
    const person = await signUpPerson(app)
    const slug = await createWorkspace(app, person)
    const { secret, twoStepToken } = await enrolled(person)
    await database.db.execute(sql`update workspaces set require_second_step = true where slug = ${slug}`)
    // the token the enrolment answered: the code shown then makes this very session a two-step one
    expect(claimsOf(twoStepToken).amr).toEqual(['mfa', 'otp', 'pwd'])
    expect((await call(app, user, { token: twoStepToken, params: { slugs: slug } })).status).toBe(200)
    const passwordOnly = await call(app, user, { token: person.token, params: { slugs: slug } })
    expect(passwordOnly.status).toBe(403)
    expect(passwordOnly.envelope?.messages[0]).toMatchObject({
      code: 'auth.secondStepRequired',
      text: translate('cs', 'auth.secondStepRequired'),
    })
    const ticket = await ticketOf(person.email)
    const { idToken } = await ok(app, signInSecondStep, { body: { ticket, code: totpCode(secret, STEP) } })
    expect((await call(app, user, { token: idToken, params: { slugs: slug } })).status).toBe(200)
  })
})
