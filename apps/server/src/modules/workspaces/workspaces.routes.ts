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
  revokeAccessHash,
  revokeInvitation,
  user,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import * as accessHashes from './access-hashes.service.ts'
import * as members from './members.service.ts'
import * as workspaces from './workspaces.service.ts'

export function workspaceRoutes(deps: { db: Db; secretKey: string }) {
  const memberDeps = { db: deps.db, tokenKey: deps.secretKey }
  return [
    route(addWorkspace, async ({ principal, body }) => workspaces.addWorkspace(deps.db, principal, body)),
    route(getCompanyRegistration, async ({ access }) => workspaces.companyOf(access)),
    route(changeCompany, async ({ access, body }) => workspaces.changeCompany(deps.db, access, body)),
    route(user, async ({ access, principal }) => members.workspaceUser(memberDeps, access, principal)),
    route(inviteMember, async ({ body, ...call }) =>
      members.invite({ ...memberDeps, ...staffContext(deps.db, call) }, body),
    ),
    route(revokeInvitation, async ({ access, params }) => members.revokeInvitation(memberDeps, access, params.id)),
    route(changeMemberRole, async ({ params, body, ...call }) =>
      members.changeRole({ ...memberDeps, ...staffContext(deps.db, call) }, params.id, body.role),
    ),
    route(removeMember, async ({ access, params }) => members.removeMember(memberDeps, access, params.id)),
    route(acceptInvitation, async ({ principal, params }) =>
      members.acceptInvitation(memberDeps, principal, params.token),
    ),
    route(previewInvitation, async ({ params }) => members.previewInvitation(memberDeps, params.token)),
    route(listAccessHashes, async ({ access }) => accessHashes.list(deps.db, access)),
    route(createAccessHash, async ({ body, ...call }) =>
      accessHashes.create({ ...staffContext(deps.db, call), key: deps.secretKey }, body),
    ),
    route(revokeAccessHash, async ({ access, params }) => accessHashes.revoke(deps.db, access, params.id)),
  ]
}
