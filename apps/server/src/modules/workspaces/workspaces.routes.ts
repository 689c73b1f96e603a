import {
  acceptInvitation,
  addWorkspace,
  changeCompany,
  changeMemberRole,
  createAccessHash,
  getCompanyRegistration,
  inviteMember,
  listAccessHashes,
  previewInvitation,
  removeMember,
  resendInvitation,
  revokeAccessHash,
  revokeInvitation,
  setWorkspaceSecurity,
  user,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import * as accessHashes from './access-hashes.service.ts'
import * as invitations from './invitations.service.ts'
import * as members from './members.service.ts'
import * as workspaces from './workspaces.service.ts'

export function workspaceRoutes(deps: { db: Db; secretKey: string; mailer: Mailer | null; publicUrl: string }) {
  const { db } = deps
  const invitationDeps = { db, tokenKey: deps.secretKey, mailer: deps.mailer, publicUrl: deps.publicUrl }
  return [
    route(addWorkspace, async ({ principal, body }) => workspaces.addWorkspace(db, principal, body)),
    route(getCompanyRegistration, async ({ access }) => workspaces.companyOf(access)),
    route(changeCompany, async ({ access, body }) => workspaces.changeCompany(db, access, body)),
    route(setWorkspaceSecurity, async ({ body, ...call }) => workspaces.setSecurity(staffContext(db, call), body)),
    route(user, async ({ access, principal }) => members.workspaceUser(db, access, principal)),
    route(inviteMember, async ({ body, ...call }) =>
      invitations.invite({ ...invitationDeps, ...staffContext(db, call) }, body),
    ),
    route(resendInvitation, async ({ params, ...call }) =>
      invitations.resendInvitation({ ...invitationDeps, ...staffContext(db, call) }, params.id),
    ),
    route(revokeInvitation, async ({ access, params }) =>
      invitations.revokeInvitation(db, access.workspace.id, params.id),
    ),
    route(changeMemberRole, async ({ params, body, ...call }) =>
      members.changeRole(staffContext(db, call), params.id, body.role),
    ),
    route(removeMember, async ({ access, params }) => members.removeMember(db, access, params.id)),
    route(acceptInvitation, async ({ principal, params }) =>
      invitations.acceptInvitation(invitationDeps, principal, params.token),
    ),
    route(previewInvitation, async ({ params }) => invitations.previewInvitation(invitationDeps, params.token)),
    route(listAccessHashes, async ({ access }) => accessHashes.list(db, access)),
    route(createAccessHash, async ({ body, ...call }) =>
      accessHashes.create({ ...staffContext(db, call), key: deps.secretKey }, body),
    ),
    route(revokeAccessHash, async ({ access, params }) => accessHashes.revoke(db, access, params.id)),
  ]
}
