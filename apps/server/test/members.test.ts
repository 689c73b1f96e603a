import {
  acceptInvitation,
  changeMemberRole,
  createAccessHash,
  getIdentity,
  inviteMember,
  listAccessHashes,
  previewInvitation,
  removeMember,
  revokeAccessHash,
  revokeInvitation,
  user,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, ok } from './support/api.ts'
import { createWorkspace, joinAs, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app } = await startTestApp()
let owner: TestPerson
let slug: string
const params = () => ({ slugs: slug })

beforeAll(async () => {
  owner = await signUpPerson(app, { fullName: 'Marie Majitelová' })
  slug = await createWorkspace(app, owner)
})

describe('members and invitations', () => {
  it('lets an invited person join with the invited role, once', async () => {
    const person = await signUpPerson(app)
    const invitation = await ok(app, inviteMember, {
      token: owner.token,
      params: params(),
      body: { email: person.email.toUpperCase(), role: 'RECEPTION' },
    })
    expect(invitation.token).toMatch(/^[\w-]{40,}$/)
    const preview = await ok(app, previewInvitation, { token: person.token, params: { token: invitation.token ?? '' } })
    expect(preview).toMatchObject({ role: 'RECEPTION', invitedBy: 'Marie Majitelová', email: person.email })
    const joined = await ok(app, acceptInvitation, { token: person.token, params: { token: invitation.token ?? '' } })
    expect(joined).toMatchObject({ slug, role: 'RECEPTION' })
    expect((await ok(app, getIdentity, { token: person.token })).workspaces.map((w) => w.slug)).toContain(slug)
    const reuse = await call(app, acceptInvitation, { token: person.token, params: { token: invitation.token ?? '' } })
    expect(
      (await call(app, previewInvitation, { token: person.token, params: { token: invitation.token ?? '' } })).status,
    ).toBe(204)
    expect(reuse.envelope?.messages[0]?.code).toBe('invitation.invalid')
  })

  it('refuses to invite a member twice or an open invitation twice', async () => {
    const member = await joinAs(app, owner, slug, 'ACCOUNTANT')
    const again = await call(app, inviteMember, {
      token: owner.token,
      params: params(),
      body: { email: member.email, role: 'WAITER' },
    })
    expect(again.envelope?.messages[0]).toMatchObject({ field: 'email', code: 'members.alreadyMember' })
    const body = { email: 'novy@example.com', role: 'WAITER' as const }
    await ok(app, inviteMember, { token: owner.token, params: params(), body })
    const twice = await call(app, inviteMember, { token: owner.token, params: params(), body })
    expect(twice.envelope?.messages[0]?.code).toBe('members.alreadyInvited')
  })

  it('withdraws an open invitation so its link stops working', async () => {
    const person = await signUpPerson(app)
    const invitation = await ok(app, inviteMember, {
      token: owner.token,
      params: params(),
      body: { email: person.email, role: 'WAITER' },
    })
    await ok(app, revokeInvitation, { token: owner.token, params: { ...params(), id: invitation.id } })
    const late = await call(app, acceptInvitation, { token: person.token, params: { token: invitation.token ?? '' } })
    expect(late.envelope?.errorType).toBe('VALIDATION')
  })

  it('changes a role and removes a member, but never the last OWNER', async () => {
    const member = await joinAs(app, owner, slug, 'RECEPTION')
    await ok(app, changeMemberRole, {
      token: owner.token,
      params: { ...params(), id: member.identityId },
      body: { role: 'ACCOUNTANT' },
    })
    const demoteSelf = await call(app, changeMemberRole, {
      token: owner.token,
      params: { ...params(), id: owner.identityId },
      body: { role: 'MANAGER' },
    })
    expect(demoteSelf.envelope?.messages[0]?.code).toBe('members.lastOwner')
    const removeSelf = await call(app, removeMember, {
      token: owner.token,
      params: { ...params(), id: owner.identityId },
    })
    expect(removeSelf.envelope?.messages[0]?.code).toBe('members.lastOwner')
    await ok(app, removeMember, { token: owner.token, params: { ...params(), id: member.identityId } })
    expect((await call(app, user, { token: member.token, params: params() })).status).toBe(403)
  })

  it('lets only the OWNER manage members; others see no invitations', async () => {
    const receptionist = await joinAs(app, owner, slug, 'RECEPTION')
    const attempt = await call(app, inviteMember, {
      token: receptionist.token,
      params: params(),
      body: { email: 'x@example.com', role: 'OWNER' },
    })
    expect(attempt.status).toBe(403)
    const view = await ok(app, user, { token: receptionist.token, params: params() })
    expect(view.me.role).toBe('RECEPTION')
    expect(view.me.permissions).not.toContain('members.manage')
    expect(view.invitations).toEqual([])
  })
})

describe('device access hashes', () => {
  it('work as their role in their workspace until revoked; the secret is never listed', async () => {
    const created = await ok(app, createAccessHash, {
      token: owner.token,
      params: params(),
      body: { name: 'Recepční tablet', role: 'RECEPTION' },
    })
    expect(created.secret).toMatch(/^ikh_/)
    const asDevice = await ok(app, user, { hash: created.secret, params: params() })
    expect(asDevice.me).toMatchObject({ role: 'RECEPTION', fullName: 'Recepční tablet' })
    expect(
      (
        await call(app, inviteMember, {
          hash: created.secret,
          params: params(),
          body: { email: 'a@b.cz', role: 'WAITER' },
        })
      ).status,
    ).toBe(403)
    const listed = await ok(app, listAccessHashes, { token: owner.token, params: params() })
    expect(JSON.stringify(listed)).not.toContain(created.secret)
    expect(listed.find((h) => h.id === created.id)?.lastUsedAt).not.toBeNull()
    await ok(app, revokeAccessHash, { token: owner.token, params: { ...params(), id: created.id } })
    expect((await call(app, user, { hash: created.secret, params: params() })).status).toBe(401)
  })

  it('never bind a device to the OWNER role, and a device cannot act as a person', async () => {
    const refused = await call(app, createAccessHash, {
      token: owner.token,
      params: params(),
      body: { name: 'x', role: 'OWNER' },
    })
    expect(refused.envelope?.messages[0]?.field).toBe('role')
    const device = await ok(app, createAccessHash, {
      token: owner.token,
      params: params(),
      body: { name: 'Kasa', role: 'WAITER' },
    })
    expect((await call(app, getIdentity, { hash: device.secret })).status).toBe(403)
  })
})
