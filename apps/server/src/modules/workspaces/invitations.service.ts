import type { Invitation, Role } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { Principal } from '../../http/access.ts'
import { notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import { formatDate } from '../../lib/format.ts'
import { newId } from '../../lib/ids.ts'
import { todayIn } from '../../lib/local-date.ts'
import { keyedHash, randomToken } from '../../lib/secrets.ts'
import { requireIdentity } from '../identity/identity.service.ts'
import { sendMail } from '../mail/mail.service.ts'
import { findWorkspaceById } from './access.queries.ts'
import { invitationMail } from './invitation-mail.ts'
import * as q from './invitations.queries.ts'
import { insertMembership, listMembers } from './members.queries.ts'

export interface InvitationDeps {
  db: Db
  tokenKey: string
  mailer: Mailer | null
  /** Where the web app is: the accept link is `${publicUrl}/invite/<token>`. */
  publicUrl: string
}

const VALID_FOR_MS = 7 * 86_400_000

function toInvitation(row: q.InvitationRow, token: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    token,
  }
}

/** Open invitations as listed: the token is only known when made, so a listed one carries none. */
export async function listInvitations(db: Db, workspaceId: string): Promise<Invitation[]> {
  return (await q.listOpenInvitations(db, workspaceId)).map((row) => toInvitation(row, null))
}

/** Sends the invitation e-mail and records when it went out (null: it failed; the invitation stays). */
async function mailInvitation(ctx: StaffContext & InvitationDeps, row: q.InvitationRow, token: string) {
  const { db, access, language } = ctx
  const link = `${ctx.publicUrl}/invite/${token}`
  const mail = invitationMail(language, {
    company: access.workspace.name,
    role: row.role,
    inviter: requireIdentity(ctx.principal).fullName,
    link,
    validUntil: formatDate(todayIn(access.workspace.timeZone, row.expiresAt), language),
  })
  const result = await sendMail(ctx, access.workspace.id, {
    to: row.email,
    ...mail,
    // the link lets whoever holds it join: the workspace's mail log shows the mail without it
    secret: link,
    entity: 'INVITATION',
    entityId: row.id,
  })
  const sentAt = result.status === 'FAILED' ? null : new Date()
  await q.setInvitationSentAt(db, access.workspace.id, row.id, sentAt)
  return { ...row, sentAt }
}

/** The link part is answered to OWNERs only, who may pass the link on by hand. */
function tokenFor(ctx: StaffContext, token: string) {
  return ctx.access.role === 'OWNER' ? token : null
}

export async function invite(ctx: StaffContext & InvitationDeps, { email, role }: { email: string; role: Role }) {
  const { db, access } = ctx
  const inviter = requireIdentity(ctx.principal)
  const members = await listMembers(db, access.workspace.id)
  if (members.some((m) => m.email.toLowerCase() === email)) throw validation('email', 'members.alreadyMember')
  const open = await q.listOpenInvitations(db, access.workspace.id)
  if (open.some((i) => i.email === email)) throw validation('email', 'members.alreadyInvited')
  const token = randomToken()
  const row = await q.insertInvitation(db, {
    workspaceId: access.workspace.id,
    id: newId(),
    email,
    role,
    tokenHash: keyedHash(ctx.tokenKey, token),
    invitedBy: inviter.id,
    expiresAt: new Date(Date.now() + VALID_FOR_MS),
  })
  if (!row) throw new Error('invitation insert returned nothing')
  return toInvitation(await mailInvitation(ctx, row, token), tokenFor(ctx, token))
}

/** A new link valid seven days from now, sent again; the old link stops working. */
export async function resendInvitation(ctx: StaffContext & InvitationDeps, id: string) {
  const { db, access } = ctx
  const token = randomToken()
  const row = await q.renewInvitation(db, access.workspace.id, id, {
    tokenHash: keyedHash(ctx.tokenKey, token),
    expiresAt: new Date(Date.now() + VALID_FOR_MS),
    invitedBy: requireIdentity(ctx.principal).id,
  })
  if (!row) throw notFound()
  return toInvitation(await mailInvitation(ctx, row, token), tokenFor(ctx, token))
}

export async function revokeInvitation(db: Db, workspaceId: string, id: string) {
  const row = await q.deleteOpenInvitation(db, workspaceId, id)
  if (!row) throw notFound()
  return { id: row.id }
}

/** Who invites to which company with which role; 204 when the link is not valid (used, withdrawn, expired). */
export async function previewInvitation(deps: Pick<InvitationDeps, 'db' | 'tokenKey'>, token: string) {
  const invitation = await q.findValidInvitationByToken(deps.db, keyedHash(deps.tokenKey, token))
  const workspace = invitation ? await findWorkspaceById(deps.db, invitation.workspaceId) : undefined
  if (!invitation || !workspace) throw notFound()
  const inviter = (await listMembers(deps.db, workspace.id)).find((m) => m.identityId === invitation.invitedBy)
  return {
    workspaceName: workspace.name,
    role: invitation.role,
    invitedBy: inviter?.fullName ?? '',
    email: invitation.email,
  }
}

export async function acceptInvitation(
  deps: Pick<InvitationDeps, 'db' | 'tokenKey'>,
  principal: Principal,
  token: string,
) {
  const identity = requireIdentity(principal)
  const invitation = await q.findValidInvitationByToken(deps.db, keyedHash(deps.tokenKey, token))
  if (!invitation) throw validation(undefined, 'invitation.invalid')
  const workspace = await findWorkspaceById(deps.db, invitation.workspaceId)
  if (!workspace) throw validation(undefined, 'invitation.invalid')
  const accepted = await deps.db.transaction(async (tx) => {
    if (!(await q.markInvitationAccepted(tx, invitation.workspaceId, invitation.id))) return false
    await insertMembership(tx, invitation.workspaceId, identity.id, invitation.role)
    return true
  })
  if (!accepted) throw validation(undefined, 'invitation.invalid')
  return { slug: workspace.slug, name: workspace.name, kind: workspace.kind, role: invitation.role }
}
