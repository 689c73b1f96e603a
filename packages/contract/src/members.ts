import { z } from 'zod'
import { Email } from './auth.ts'
import { Id, Instant, SlugIdParams, SlugParams } from './common.ts'
import { endpoint } from './endpoint.ts'
import { WorkspaceKind } from './enums.ts'
import { WorkspaceSummary } from './identity.ts'
import { PermissionName, Role } from './roles.ts'

// Members of a workspace, invitations and device access hashes.

export const Member = z.object({
  identityId: Id,
  fullName: z.string(),
  /** Null to roles without `members.contacts` (housekeeping, waiters): they see names and roles only. */
  email: z.string().nullable(),
  role: Role,
  since: Instant,
  /**
   * Whether the member signs in with a second step (TOTP or a passkey): shown to those who manage
   * members; null to everyone else and for people of an external issuer.
   */
  secondStep: z.boolean().nullable(),
})
export type Member = z.infer<typeof Member>

export const Invitation = z.object({
  id: Id,
  email: z.string(),
  role: Role,
  createdAt: Instant,
  /** The link stops working then; re-sending gives it another seven days. */
  expiresAt: Instant,
  /** When the e-mail last went out (SMTP accepted it or, without SMTP, it was logged); null: it failed. */
  sentAt: Instant.nullable(),
  /** Only to OWNERs: the link part the invitee opens. */
  token: z.string().nullable(),
})
export type Invitation = z.infer<typeof Invitation>

export const WorkspaceUser = z.object({
  me: Member.extend({ permissions: z.array(PermissionName) }),
  company: z.object({
    slug: z.string(),
    name: z.string(),
    kind: WorkspaceKind,
    timeZone: z.string(),
    /** Every member signing in with a password must take a second step too. */
    requireSecondStep: z.boolean(),
  }),
  members: z.array(Member),
  invitations: z.array(Invitation),
})
export type WorkspaceUser = z.infer<typeof WorkspaceUser>

export const user = endpoint({
  name: 'user',
  method: 'GET',
  path: '/api/{slugs}/user',
  access: 'staff',
  permission: 'workspace.read',
  status: 'ready',
  summary: "The caller's role and permissions in the workspace, its members and open invitations",
  params: SlugParams,
  response: WorkspaceUser,
})

export const inviteMember = endpoint({
  name: 'inviteMember',
  method: 'POST',
  path: '/api/{slugs}/members/invite',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: 'Invite a person by e-mail with a role; they accept from the link',
  params: SlugParams,
  body: z.object({ email: Email, role: Role }),
  response: Invitation,
})

export const revokeInvitation = endpoint({
  name: 'revokeInvitation',
  method: 'DELETE',
  path: '/api/{slugs}/invitations/{id}',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: 'Withdraw an invitation that was not accepted yet',
  params: SlugIdParams,
  response: z.object({ id: Id }),
})

export const resendInvitation = endpoint({
  name: 'resendInvitation',
  method: 'POST',
  path: '/api/{slugs}/invitations/{id}/resend',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: 'Send the invitation e-mail again with a new link valid seven days (the old link stops working)',
  params: SlugIdParams,
  response: Invitation,
})

export const setWorkspaceSecurity = endpoint({
  name: 'setWorkspaceSecurity',
  method: 'PUT',
  path: '/api/{slugs}/security',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: 'Require a second step (TOTP or a passkey) of every member who signs in with a password',
  params: SlugParams,
  body: z.object({ requireSecondStep: z.boolean() }),
  response: z.object({ requireSecondStep: z.boolean() }),
})

export const changeMemberRole = endpoint({
  name: 'changeMemberRole',
  method: 'PUT',
  path: '/api/{slugs}/members/{id}/role',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: "Change a member's role (the last OWNER stays OWNER)",
  params: SlugIdParams,
  body: z.object({ role: Role }),
  response: Member,
})

export const removeMember = endpoint({
  name: 'removeMember',
  method: 'DELETE',
  path: '/api/{slugs}/members/{id}',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: 'Remove a member from the workspace (never the last OWNER)',
  params: SlugIdParams,
  response: z.object({ identityId: Id }),
})

export const acceptInvitation = endpoint({
  name: 'acceptInvitation',
  method: 'POST',
  path: '/api/invitations/{token}/accept',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'Accept an invitation: the signed-in identity becomes a member',
  params: z.object({ token: z.string().min(20).max(100) }),
  response: WorkspaceSummary,
})

export const previewInvitation = endpoint({
  name: 'previewInvitation',
  method: 'GET',
  path: '/api/invitations/{token}',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'Which company invites, with which role and by whom (204 when the link is not valid)',
  params: z.object({ token: z.string().min(20).max(100) }),
  response: z.object({ workspaceName: z.string(), role: Role, invitedBy: z.string(), email: z.string() }),
})

export const AccessHash = z.object({
  id: Id,
  name: z.string(),
  role: Role,
  createdAt: Instant,
  lastUsedAt: Instant.nullable(),
  revokedAt: Instant.nullable(),
})
export type AccessHash = z.infer<typeof AccessHash>

export const listAccessHashes = endpoint({
  name: 'listAccessHashes',
  method: 'GET',
  path: '/api/{slugs}/access-hashes',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: 'Device access hashes of the workspace (never the secret)',
  params: SlugParams,
  response: z.array(AccessHash),
})

export const createAccessHash = endpoint({
  name: 'createAccessHash',
  method: 'POST',
  path: '/api/{slugs}/access-hashes',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: 'Create a device access hash bound to one role; the secret is shown once',
  params: SlugParams,
  body: z.object({ name: z.string().trim().min(1).max(80), role: Role.exclude(['OWNER']) }),
  response: AccessHash.extend({ secret: z.string() }),
})

export const revokeAccessHash = endpoint({
  name: 'revokeAccessHash',
  method: 'DELETE',
  path: '/api/{slugs}/access-hashes/{id}',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: 'Revoke a device access hash',
  params: SlugIdParams,
  response: AccessHash,
})

export const memberEndpoints = [
  user,
  inviteMember,
  revokeInvitation,
  resendInvitation,
  setWorkspaceSecurity,
  changeMemberRole,
  removeMember,
  acceptInvitation,
  previewInvitation,
  listAccessHashes,
  createAccessHash,
  revokeAccessHash,
] as const
