import {
  accountSecurity,
  changeEmail,
  confirmEmailChange,
  forgotPassword,
  getIdentity,
  resetPassword,
  signIn,
} from '@innkeep/contract'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { mailSubject, mailText } from '../../../tools/fakes/mail-text.ts'
import { type FakeMail, startFakeSmtp } from '../../../tools/fakes/smtp.ts'
import { accountMail, accountTokens, identities } from '../src/db/schema/index.ts'
import { call, ok } from './support/api.ts'
import { signInAs, signUpPerson } from './support/factories.ts'
import { startTestApp, TEST_PUBLIC_URL } from './support/test-app.ts'

const smtp = await startFakeSmtp()
afterAll(async () => smtp.close())
const { app, database } = await startTestApp({ smtpUrl: smtp.smtpUrl, passwordResetRateLimit: 3 })
const PASSWORD = 'correct horse battery'

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email))

/** The mail the server sends without the answer waiting for it (so its timing tells nothing). */
async function nextMailTo(email: string, before: number): Promise<FakeMail> {
  for (let i = 0; i < 100; i++) {
    const mail = mailsTo(email)[before]
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no mail to ${email}`)
}

function tokenIn(mail: FakeMail, page: string): string {
  const match = new RegExp(`${TEST_PUBLIC_URL}/${page}#token=([\\w-]+)`).exec(mailText(mail))
  if (!match?.[1]) throw new Error(`no ${page} link in ${mailText(mail)}`)
  return match[1]
}

async function askForReset(email: string, language = 'cs') {
  const to = email.toLowerCase()
  const before = mailsTo(to).length
  const answer = await call(app, forgotPassword, { body: { email }, language })
  return { answer, mail: () => nextMailTo(to, before) }
}

describe('a forgotten password', () => {
  it('mails a single-use link in the caller’s language; the new password signs in and ends every session', async () => {
    const person = await signUpPerson(app)
    const otherDevice = await signInAs(app, person.email, PASSWORD)
    const { answer, mail } = await askForReset(person.email.toUpperCase())
    expect(answer.status).toBe(200)
    expect(answer.envelope?.payload).toEqual({ accepted: true })
    const received = await mail()
    expect(mailSubject(received)).toBe('Nastavení nového hesla do Innkeepu')
    expect(mailText(received)).toContain('Odkaz platí 30 minut')
    const token = tokenIn(received, 'reset-password')

    const signedIn = await ok(app, resetPassword, { body: { token, password: 'a new long password' } })
    expect(signedIn.idToken).toBeTruthy()
    expect(signedIn.secondStep).toBeNull()
    for (const old of [person.token, otherDevice])
      expect((await call(app, getIdentity, { token: old })).status).toBe(401)
    expect((await call(app, getIdentity, { token: signedIn.idToken ?? '' })).status).toBe(200)
    const refused = await call(app, signIn, { body: { email: person.email, password: PASSWORD } })
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    expect(await signInAs(app, person.email, 'a new long password')).toBeTruthy()

    const again = await call(app, resetPassword, { body: { token, password: 'yet another password' }, language: 'en' })
    expect(again.envelope?.errorType).toBe('VALIDATION')
    expect(again.envelope?.messages[0]).toMatchObject({ field: 'token', code: 'auth.resetLinkInvalid' })
    expect(again.envelope?.messages[0]?.text).toContain('no longer works')
  })

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const known = await signUpPerson(app)
    const knownAnswer = await askForReset(known.email)
    const unknownAnswer = await askForReset('nobody-here@example.com')
    expect(unknownAnswer.answer.raw).toBe(knownAnswer.answer.raw)
    expect(unknownAnswer.answer.status).toBe(knownAnswer.answer.status)
    await knownAnswer.mail()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mailsTo('nobody-here@example.com')).toHaveLength(0)
  })

  it('keeps only the digest of the token, and the logged mail without the link', async () => {
    const person = await signUpPerson(app)
    const token = tokenIn(await (await askForReset(person.email)).mail(), 'reset-password')
    const rows = await database.db.select().from(accountTokens)
    expect(JSON.stringify(rows)).not.toContain(token)
    const logged = await database.db.select().from(accountMail).where(eq(accountMail.to, person.email))
    expect(logged[0]).toMatchObject({ status: 'SENT', subject: 'Nastavení nového hesla do Innkeepu' })
    expect(logged[0]?.text).not.toContain(token)
    expect(logged[0]?.text).toContain('[odkaz / link]')
  })

  it('a link expires after 30 minutes', async () => {
    const person = await signUpPerson(app)
    const token = tokenIn(await (await askForReset(person.email)).mail(), 'reset-password')
    await database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.purpose, 'PASSWORD_RESET'))
    const late = await call(app, resetPassword, { body: { token, password: 'a new long password' } })
    expect(late.envelope?.messages[0]).toMatchObject({ field: 'token', code: 'auth.resetLinkInvalid' })
  })

  it('only the newest link works, and two uses of it at once set one password', async () => {
    const person = await signUpPerson(app)
    const first = tokenIn(await (await askForReset(person.email)).mail(), 'reset-password')
    const second = tokenIn(await (await askForReset(person.email)).mail(), 'reset-password')
    const stale = await call(app, resetPassword, { body: { token: first, password: 'a new long password' } })
    expect(stale.envelope?.errorType).toBe('VALIDATION')
    const both = await Promise.all(
      ['first racing password', 'second racing password'].map((password) =>
        call(app, resetPassword, { body: { token: second, password } }),
      ),
    )
    expect(both.filter((r) => r.envelope?.errorType === null)).toHaveLength(1)
  })

  it('asks the same strength of the new password as sign-up', async () => {
    const weak = await call(app, resetPassword, { body: { token: 'x'.repeat(43), password: 'short' } })
    expect(weak.envelope?.errorType).toBe('VALIDATION')
    expect(weak.envelope?.messages.map((m) => m.field)).toContain('password')
  })

  it('limits the links asked for one e-mail (3 an hour), whoever asks', async () => {
    const email = 'limited-reset@example.com'
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await call(app, forgotPassword, { body: { email } })).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })
})

describe('changing the sign-in e-mail', () => {
  it('moves the account only once the link sent to the new address is opened; the old address is told', async () => {
    const person = await signUpPerson(app, { fullName: 'Věra Nová' })
    const newEmail = `moved-${Date.now()}@example.com`
    const wrong = await call(app, changeEmail, {
      token: person.token,
      body: { newEmail, currentPassword: 'not it at all' },
    })
    expect(wrong.envelope?.messages[0]).toMatchObject({ field: 'currentPassword', code: 'auth.wrongPassword' })
    const before = mailsTo(newEmail).length
    const pending = await ok(app, changeEmail, { token: person.token, body: { newEmail, currentPassword: PASSWORD } })
    expect(pending).toMatchObject({ email: person.email, pendingEmail: newEmail })
    const mail = await nextMailTo(newEmail, before)
    expect(mailSubject(mail)).toBe('Potvrďte nový přihlašovací e-mail do Innkeepu')
    const token = tokenIn(mail, 'confirm-email')
    expect(await signInAs(app, person.email, PASSWORD)).toBeTruthy()

    const oldBefore = mailsTo(person.email).length
    expect(await ok(app, confirmEmailChange, { body: { token } })).toEqual({ email: newEmail })
    expect(mailText(await nextMailTo(person.email, oldBefore))).toContain(`adresou ${newEmail}`)
    const english = await askForReset(newEmail, 'en')
    expect(mailSubject(await english.mail())).toBe('Set a new Innkeep password')
    expect(await signInAs(app, newEmail, PASSWORD)).toBeTruthy()
    const old = await call(app, signIn, { body: { email: person.email, password: PASSWORD } })
    expect(old.envelope?.errorType).toBe('VALIDATION')
    const [identity] = await database.db.select().from(identities).where(eq(identities.id, person.identityId))
    expect(identity?.email).toBe(newEmail)
    expect((await ok(app, accountSecurity, { token: person.token })).pendingEmail).toBeNull()
    const twice = await call(app, confirmEmailChange, { body: { token } })
    expect(twice.envelope?.messages[0]).toMatchObject({ field: 'token', code: 'auth.emailLinkInvalid' })
  })

  it('refuses an address another account signs in with', async () => {
    const person = await signUpPerson(app)
    const other = await signUpPerson(app)
    const taken = await call(app, changeEmail, {
      token: person.token,
      body: { newEmail: other.email, currentPassword: PASSWORD },
    })
    expect(taken.envelope?.messages[0]).toMatchObject({ field: 'newEmail', code: 'auth.emailTaken' })
  })
})
