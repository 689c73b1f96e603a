import { type Member, permissionsOf, type Role, roleMay, type WorkspaceUser } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { Principal, WorkspaceAccess } from '../../http/access.ts'
import { notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { listInvitations } from './invitations.service.ts'
import * as q from './members.queries.ts'

const NOBODY = '00000000-0000-0000-0000-000000000000'

function toMember(row: q.MemberRow): Member {
  return { ...row, since: row.since.toISOString() }
}

/**
 * A member as the caller's role may see them: e-mails to `members.contacts` (and one's own), the
 * second step to `members.manage`.
 */
function visibleTo(role: Role, callerId: string | undefined) {
  const contacts = roleMay(role, 'members.contacts')
  const manage = roleMay(role, 'members.manage')
  return (member: Member): Member => ({
    ...member,
    email: contacts || member.identityId === callerId ? member.email : null,
    secondStep: manage ? member.secondStep : null,
  })
}

/** The caller's own membership (a device has none: it shows as its role with no person). */
export async function workspaceUser(db: Db, access: WorkspaceAccess, principal: Principal): Promise<WorkspaceUser> {
  const identityId = principal.kind === 'person' ? principal.identity?.id : undefined
  const visible = visibleTo(access.role, identityId)
  const members = (await q.listMembers(db, access.workspace.id)).map(toMember).map(visible)
  const device = principal.kind === 'device' ? principal.accessHash : undefined
  const me = members.find((m) => m.identityId === identityId) ?? {
    identityId: device?.id ?? NOBODY,
    fullName: device?.name ?? '',
    email: null,
    role: access.role,
    since: (device?.createdAt ?? new Date()).toISOString(),
    secondStep: null,
  }
  const mayManage = roleMay(access.role, 'members.manage')
  return {
    me: { ...me, role: access.role, permissions: permissionsOf(access.role) },
    company: {
      slug: access.workspace.slug,
      name: access.workspace.name,
      kind: access.workspace.kind,
      timeZone: access.workspace.timeZone,
      requireSecondStep: access.workspace.requireSecondStep,
    },
    members,
    invitations: mayManage ? await listInvitations(db, access.workspace.id) : [],
  }
}

/** The last OWNER can neither be demoted nor removed: a workspace always has someone in charge. */
async function assertKeepsAnOwner(db: Db, access: WorkspaceAccess, identityId: string, newRole: Role | null) {
  const members = await q.listMembers(db, access.workspace.id)
  const member = members.find((m) => m.identityId === identityId)
  if (!member) throw notFound()
  if (member.role === 'OWNER' && newRole !== 'OWNER' && (await q.countOwners(db, access.workspace.id)) <= 1) {
    throw validation('role', 'members.lastOwner')
  }
  return member
}

export async function changeRole({ db, access }: StaffContext, identityId: string, role: Role) {
  const member = await assertKeepsAnOwner(db, access, identityId, role)
  await q.setMemberRole(db, access.workspace.id, identityId, role)
  return toMember({ ...member, role })
}

export async function removeMember(db: Db, access: WorkspaceAccess, identityId: string) {
  await assertKeepsAnOwner(db, access, identityId, null)
  await q.deleteMember(db, access.workspace.id, identityId)
  return { identityId }
}
