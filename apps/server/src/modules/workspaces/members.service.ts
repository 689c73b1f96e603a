import { type Invitation, permissionsOf, type Role, roleMay, type WorkspaceUser } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { Principal, WorkspaceAccess } from '../../http/access.ts'
import { notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { keyedHash, randomToken } from '../../lib/secrets.ts'
import { requireIdentity } from '../identity/identity.service.ts'
import { findWorkspaceById } from './access.queries.ts'
import * as q from './members.queries.ts'

interface Deps {
  db: Db
  tokenKey: string
}

type InvitationRow = NonNullable<Awaited<ReturnType<typeof q.insertInvitation>>>

function toInvitation(row: InvitationRow, token: string | null): Invitation {
  return { id: row.id, email: row.email, role: row.role, createdAt: row.createdAt.toISOString(), token }
}

function toMember(row: Awaited<ReturnType<typeof q.listMembers>>[number]) {
  return { ...row, since: row.since.toISOString() }
}

/** The caller's own membership (a device has none: it shows as its role with no person). */
export async function workspaceUser(deps: Deps, access: WorkspaceAccess, principal: Principal): Promise<WorkspaceUser> {
  const members = (await q.listMembers(deps.db, access.workspace.id)).map(toMember)
  const identityId = principal.kind === 'person' ? principal.identity?.id : undefined
  const mine = members.find((m) => m.identityId === identityId)
  const device = principal.kind === 'device' ? principal.accessHash : undefined
  const me = mine ?? {
    identityId: device?.id ?? '00000000-0000-0000-0000-000000000000',
    fullName: device?.name ?? '',
    email: '',
    role: access.role,
    since: (device?.createdAt ?? new Date()).toISOString(),
  }
  const mayManage = roleMay(access.role, 'members.manage')
  const invitations = mayManage ? await q.listOpenInvitations(deps.db, access.workspace.id) : []
  return {
    me: { ...me, role: access.role, permissions: permissionsOf(access.role) },
    company: {
      slug: access.workspace.slug,
      name: access.workspace.name,
      kind: access.workspace.kind,
      timeZone: access.workspace.timeZone,
    },
    members: mayManage ? members : members.map((m) => ({ ...m, email: '' })),
    // The token is only known when created; listed invitations carry none.
    invitations: invitations.map((row) => toInvitation(row, null)),
  }
}

export async function invite(
  { db, access, principal, tokenKey }: StaffContext & Deps,
  { email, role }: { email: string; role: Role },
) {
  const inviter = requireIdentity(principal)
  const members = await q.listMembers(db, access.workspace.id)
  if (members.some((m) => m.email.toLowerCase() === email)) throw validation('email', 'members.alreadyMember')
  const open = await q.listOpenInvitations(db, access.workspace.id)
  if (open.some((i) => i.email === email)) throw validation('email', 'members.alreadyInvited')
  const token = randomToken()
  const row = await q.insertInvitation(db, {
    workspaceId: access.workspace.id,
    id: newId(),
    email,
    role,
    tokenHash: keyedHash(tokenKey, token),
    invitedBy: inviter.id,
  })
  if (!row) throw new Error('invitation insert returned nothing')
  return toInvitation(row, token)
}

export async function revokeInvitation(deps: Deps, access: WorkspaceAccess, id: string) {
  const row = await q.deleteOpenInvitation(deps.db, access.workspace.id, id)
  if (!row) throw notFound()
  return { id: row.id }
}

/** The last OWNER can neither be demoted nor removed: a workspace always has someone in charge. */
async function assertKeepsAnOwner(deps: Deps, access: WorkspaceAccess, identityId: string, newRole: Role | null) {
  const members = await q.listMembers(deps.db, access.workspace.id)
  const member = members.find((m) => m.identityId === identityId)
  if (!member) throw notFound()
  if (member.role === 'OWNER' && newRole !== 'OWNER' && (await q.countOwners(deps.db, access.workspace.id)) <= 1) {
    throw validation('role', 'members.lastOwner')
  }
  return member
}

export async function changeRole(ctx: StaffContext & Deps, identityId: string, role: Role) {
  const { db, access } = ctx
  const member = await assertKeepsAnOwner(ctx, access, identityId, role)
  await q.setMemberRole(db, access.workspace.id, identityId, role)
  return toMember({ ...member, role })
}

export async function removeMember(deps: Deps, access: WorkspaceAccess, identityId: string) {
  await assertKeepsAnOwner(deps, access, identityId, null)
  await q.deleteMember(deps.db, access.workspace.id, identityId)
  return { identityId }
}

export async function previewInvitation(deps: Deps, token: string) {
  const invitation = await q.findOpenInvitationByToken(deps.db, keyedHash(deps.tokenKey, token))
  const workspace = invitation ? await findWorkspaceById(deps.db, invitation.workspaceId) : undefined
  if (!invitation || !workspace) throw notFound()
  const inviter = (await q.listMembers(deps.db, workspace.id)).find((m) => m.identityId === invitation.invitedBy)
  return {
    workspaceName: workspace.name,
    role: invitation.role,
    invitedBy: inviter?.fullName ?? '',
    email: invitation.email,
  }
}

export async function acceptInvitation(deps: Deps, principal: Principal, token: string) {
  const identity = requireIdentity(principal)
  const invitation = await q.findOpenInvitationByToken(deps.db, keyedHash(deps.tokenKey, token))
  if (!invitation) throw validation(undefined, 'invitation.invalid')
  const workspace = await findWorkspaceById(deps.db, invitation.workspaceId)
  if (!workspace) throw validation(undefined, 'invitation.invalid')
  const accepted = await deps.db.transaction(async (tx) => {
    if (!(await q.markInvitationAccepted(tx, invitation.workspaceId, invitation.id))) return false
    await q.insertMembership(tx, invitation.workspaceId, identity.id, invitation.role)
    return true
  })
  if (!accepted) throw validation(undefined, 'invitation.invalid')
  return { slug: workspace.slug, name: workspace.name, kind: workspace.kind, role: invitation.role }
}
