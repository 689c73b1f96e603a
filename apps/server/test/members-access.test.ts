import { randomUUID } from 'node:crypto'
import {
  acceptInvitation,
  createAccessHash,
  inviteMember,
  previewInvitation,
  Role,
  resendInvitation,
  revokeInvitation,
  roleMay,
  setWorkspaceSecurity,
  user,
} from '@innkeep/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailText } from '../../../tools/fakes/mail-text.ts'
import { startFakeSmtp } from '../../../tools/fakes/smtp.ts'
import { auditLog, invitations, sentMail } from '../src/db/schema/index.ts'
import { formatDate } from '../src/lib/format.ts'
import { todayIn } from '../src/lib/local-date.ts'
import { call, ok } from './support/api.ts'
import { createWorkspace, joinAs, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp, TEST_PUBLIC_URL } from './support/test-app.ts'

const smtp = await startFakeSmtp()
afterAll(async () => smtp.close())
const { app, database } = await startTestApp({ smtpUrl: smtp.smtpUrl })
// nothing listens on port 1: every e-mail of this server fails
const broken = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:1?tls=off' })

let owner: TestPerson
let slug: string
const people = new Map<Role, TestPerson>()
const params = () => ({ slugs: slug })
const DAY_MS = 86_400_000

beforeAll(async () => {
  owner = await signUpPerson(app, { fullName: 'Marie Majitelová' })
  slug = await createWorkspace(app, owner, { name: 'Penzion U Lípy' })
  people.set('OWNER', owner)
  for (const role of Role.options) if (role !== 'OWNER') people.set(role, await joinAs(app, owner, slug, role))
  await ok(app, inviteMember, {
    token: owner.token,
    params: params(),
    body: { email: 'ceka@example.com', role: 'WAITER' },
  })
})

const accountOf = (person: TestPerson) => sql`(select subject::uuid from identities where id = ${person.identityId})`
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email)).map(mailText)
const linkIn = (text: string) => /\/invite\/([\w-]+)/.exec(text)?.[1] ?? ''

async function expire(id: string) {
  await database.db
    .update(invitations)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(invitations.id, id))
}

describe('what each role sees of the members', () => {
  it.each(Role.options)(
    '%s: e-mails only with members.contacts, second steps and invitations only with members.manage',
    async (role) => {
      const me = people.get(role) as TestPerson
      const view = await ok(app, user, { token: me.token, params: params() })
      const others = view.members.filter((m) => m.identityId !== me.identityId)
      expect(others).toHaveLength(Role.options.length - 1)
      if (roleMay(role, 'members.contacts')) expect(others.every((m) => m.email?.includes('@'))).toBe(true)
      else expect(others.map((m) => m.email)).toEqual(others.map(() => null))
      if (roleMay(role, 'members.manage')) {
        expect(others.every((m) => m.secondStep === false)).toBe(true)
        expect(view.invitations.map((i) => i.email)).toEqual(['ceka@example.com'])
      } else {
        expect(others.map((m) => m.secondStep)).toEqual(others.map(() => null))
        expect(view.invitations).toEqual([])
      }
      expect(view.me.email, 'one’s own address').toBe(me.email)
    },
  )

  it('tells the owner who signs in with a second step: TOTP, a passkey or neither; unknown for another issuer', async () => {
    const ws = await createWorkspace(app, owner)
    const [withTotp, withPasskey, withNeither] = [
      await joinAs(app, owner, ws, 'RECEPTION'),
      await joinAs(app, owner, ws, 'RECEPTION'),
      await joinAs(app, owner, ws, 'RECEPTION'),
    ]
    await database.db.execute(
      sql`update accounts set totp_secret = 'sealed' where id = ${accountOf(withTotp as TestPerson)}`,
    )
    await database.db.execute(
      sql`insert into passkeys (id, account_id, credential_id, public_key, name)
          values (${randomUUID()}, ${accountOf(withPasskey as TestPerson)}, ${randomUUID()}, 'key', 'Telefon')`,
    )
    const external = randomUUID()
    await database.db.execute(
      sql`insert into identities (id, issuer, subject, email, full_name)
          values (${external}, 'https://sso.example.com', 'eva', 'eva@example.com', 'Eva Externí')`,
    )
    await database.db.execute(
      sql`insert into memberships (workspace_id, identity_id, role)
          values ((select id from workspaces where slug = ${ws}), ${external}, 'MANAGER')`,
    )
    const view = await ok(app, user, { token: owner.token, params: { slugs: ws } })
    const stepOf = (id: string) => view.members.find((m) => m.identityId === id)?.secondStep
    expect(stepOf(withTotp?.identityId ?? '')).toBe(true)
    expect(stepOf(withPasskey?.identityId ?? '')).toBe(true)
    expect(stepOf(withNeither?.identityId ?? '')).toBe(false)
    expect(stepOf(external)).toBeNull()
  })
})

describe('invitations by e-mail', () => {
  it('e-mails the invitee the company, the role, who invites, the link and until when; the link works', async () => {
    const person = await signUpPerson(app)
    const invitation = await ok(app, inviteMember, {
      token: owner.token,
      params: params(),
      body: { email: person.email, role: 'ACCOUNTANT' },
    })
    expect(Date.parse(invitation.sentAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000)
    const [text = ''] = mailsTo(person.email)
    expect(text).toContain('Marie Majitelová Vás zve do firmy Penzion U Lípy v Innkeep s rolí účetní.')
    expect(text).toContain(`${TEST_PUBLIC_URL}/invite/${invitation.token}`)
    const until = formatDate(todayIn('Europe/Prague', new Date(invitation.expiresAt)), 'cs')
    expect(text).toContain(`Odkaz platí do ${until}.`)
    const token = linkIn(text)
    expect(await ok(app, previewInvitation, { token: person.token, params: { token } })).toMatchObject({
      workspaceName: 'Penzion U Lípy',
      role: 'ACCOUNTANT',
      invitedBy: 'Marie Majitelová',
    })
    expect(await ok(app, acceptInvitation, { token: person.token, params: { token } })).toMatchObject({ slug })
    const [logged] = await database.db.select().from(sentMail).where(eq(sentMail.entityId, invitation.id))
    expect(logged?.text).toContain('Marie Majitelová Vás zve')
    expect(logged?.text).not.toContain(token)
  })

  it('writes in the inviter’s language', async () => {
    const email = `en-${randomUUID()}@example.com`
    await ok(app, inviteMember, {
      token: owner.token,
      params: params(),
      body: { email, role: 'WAITER' },
      language: 'en',
    })
    const [text = ''] = mailsTo(email)
    expect(text).toContain('Marie Majitelová invites you to join Penzion U Lípy in Innkeep as waiter.')
    expect(text).toContain('The link works until ')
  })

  it('refuses an expired link: no preview, no joining; the inviter still sees the invitation', async () => {
    const person = await signUpPerson(app)
    const invitation = await ok(app, inviteMember, {
      token: owner.token,
      params: params(),
      body: { email: person.email, role: 'RECEPTION' },
    })
    await expire(invitation.id)
    const token = invitation.token ?? ''
    expect((await call(app, previewInvitation, { token: person.token, params: { token } })).status).toBe(204)
    const accepted = await call(app, acceptInvitation, { token: person.token, params: { token } })
    expect(accepted.envelope?.messages[0]?.code).toBe('invitation.invalid')
    const listed = (await ok(app, user, { token: owner.token, params: params() })).invitations
    expect(Date.parse(listed.find((i) => i.id === invitation.id)?.expiresAt ?? '')).toBeLessThan(Date.now())
  })

  it('sends again with a new link for seven more days; the old link stops working', async () => {
    const person = await signUpPerson(app)
    const invited = await ok(app, inviteMember, {
      token: owner.token,
      params: params(),
      body: { email: person.email, role: 'MANAGER' },
    })
    await expire(invited.id)
    const resent = await ok(app, resendInvitation, { token: owner.token, params: { ...params(), id: invited.id } })
    expect(Object.keys(resent).sort()).toEqual(Object.keys(invited).sort())
    expect(resent).toMatchObject({ id: invited.id, email: person.email, role: 'MANAGER', createdAt: invited.createdAt })
    expect(resent.token).not.toBe(invited.token)
    expect(Date.parse(resent.expiresAt) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000)
    expect(resent.sentAt).not.toBeNull()
    const old = { token: person.token, params: { token: invited.token ?? '' } }
    expect((await call(app, previewInvitation, old)).status).toBe(204)
    expect((await call(app, acceptInvitation, old)).envelope?.messages[0]?.code).toBe('invitation.invalid')
    const mails = mailsTo(person.email)
    expect(mails).toHaveLength(2)
    expect(linkIn(mails[1] ?? '')).toBe(resent.token)
    const joined = await ok(app, acceptInvitation, { token: person.token, params: { token: resent.token ?? '' } })
    expect(joined).toMatchObject({ slug, role: 'MANAGER' })
  })

  it('withdraws a re-sent invitation, after which neither link works and it cannot be sent again', async () => {
    const person = await signUpPerson(app)
    const invited = await ok(app, inviteMember, {
      token: owner.token,
      params: params(),
      body: { email: person.email, role: 'WAITER' },
    })
    const resent = await ok(app, resendInvitation, { token: owner.token, params: { ...params(), id: invited.id } })
    await ok(app, revokeInvitation, { token: owner.token, params: { ...params(), id: invited.id } })
    for (const token of [invited.token, resent.token]) {
      expect((await call(app, previewInvitation, { token: person.token, params: { token: token ?? '' } })).status).toBe(
        204,
      )
    }
    const again = await call(app, resendInvitation, { token: owner.token, params: { ...params(), id: invited.id } })
    expect(again.status).toBe(204)
  })

  it('is re-sent by the owner only, and each re-sending is in the audit trail', async () => {
    const invited = await ok(app, inviteMember, {
      token: owner.token,
      params: params(),
      body: { email: `audit-${randomUUID()}@example.com`, role: 'WAITER' },
    })
    const manager = people.get('MANAGER') as TestPerson
    const refused = await call(app, resendInvitation, { token: manager.token, params: { ...params(), id: invited.id } })
    expect(refused.status).toBe(403)
    await ok(app, resendInvitation, { token: owner.token, params: { ...params(), id: invited.id } })
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'INVITATION'), eq(auditLog.entityId, invited.id)))
    expect(rows.map((row) => row.action).sort()).toEqual(['inviteMember', 'resendInvitation'])
  })
})

describe('an invitation whose e-mail could not be sent', () => {
  it('stays open with no sent time, so the inviter sees it failed and can send it again', async () => {
    const boss = await signUpPerson(broken.app)
    const ws = await createWorkspace(broken.app, boss)
    const invited = await ok(broken.app, inviteMember, {
      token: boss.token,
      params: { slugs: ws },
      body: { email: 'nedorucitelny@example.com', role: 'RECEPTION' },
    })
    expect(invited.sentAt).toBeNull()
    expect(invited.token).toBeTruthy()
    const listed = await ok(broken.app, user, { token: boss.token, params: { slugs: ws } })
    expect(listed.invitations.map((i) => [i.id, i.sentAt])).toEqual([[invited.id, null]])
  })
})

describe('requiring a second step of every member', () => {
  it('is refused to an owner who has no second step: the next call would lock them out', async () => {
    const boss = await signUpPerson(app)
    const ws = await createWorkspace(app, boss)
    const as = { token: boss.token, params: { slugs: ws } }
    const refused = await call(app, setWorkspaceSecurity, { ...as, body: { requireSecondStep: true } })
    expect(refused.envelope?.messages[0]).toMatchObject({ field: 'requireSecondStep', code: 'members.secondStepFirst' })
    expect(await ok(app, setWorkspaceSecurity, { ...as, body: { requireSecondStep: false } })).toEqual({
      requireSecondStep: false,
    })
    expect((await ok(app, user, as)).company.requireSecondStep).toBe(false)
  })

  it('is the owner’s alone; once on, the company shows it and the audit trail records it', async () => {
    const boss = await signUpPerson(app)
    await database.db.execute(sql`update accounts set totp_secret = 'sealed' where id = ${accountOf(boss)}`)
    const ws = await createWorkspace(app, boss)
    const manager = await joinAs(app, boss, ws, 'MANAGER')
    const tablet = await ok(app, createAccessHash, {
      token: boss.token,
      params: { slugs: ws },
      body: { name: 'Tablet', role: 'RECEPTION' },
    })
    const body = { requireSecondStep: true }
    const byManager = await call(app, setWorkspaceSecurity, { token: manager.token, params: { slugs: ws }, body })
    expect(byManager.status).toBe(403)
    expect(await ok(app, setWorkspaceSecurity, { token: boss.token, params: { slugs: ws }, body })).toEqual(body)
    // a device key is no person and keeps working: it reads the company as it is now
    expect((await ok(app, user, { hash: tablet.secret, params: { slugs: ws } })).company.requireSecondStep).toBe(true)
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'setWorkspaceSecurity'), eq(auditLog.actor, `identity:${boss.identityId}`)))
    expect(row).toMatchObject({ entity: 'WORKSPACE', data: { fields: { requireSecondStep: true } } })
  })
})
