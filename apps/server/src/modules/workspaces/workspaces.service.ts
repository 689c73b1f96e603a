import { type AddWorkspaceValues, type CompanyValues, RESERVED_SLUGS, type WorkspaceSummary } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { Principal, WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { requireIdentity } from '../identity/identity.service.ts'
import { findWorkspaceById, findWorkspaceBySlug } from './access.queries.ts'
import { companyColumns, toCompany } from './company.ts'
import { listMembers } from './members.queries.ts'
import { insertWorkspaceWithOwner, updateRequireSecondStep, updateWorkspaceIfVersion } from './workspaces.queries.ts'

export async function addWorkspace(db: Db, principal: Principal, input: AddWorkspaceValues): Promise<WorkspaceSummary> {
  const identity = requireIdentity(principal)
  if ((RESERVED_SLUGS as readonly string[]).includes(input.slug)) throw validation('slug', 'workspace.slugReserved')
  const row = await insertWorkspaceWithOwner(
    db,
    { id: newId(), slug: input.slug, kind: input.kind, ...companyColumns(input), name: input.name },
    identity.id,
  )
  if (!row) throw validation('slug', 'workspace.slugTaken')
  return { slug: row.slug, name: row.name, kind: row.kind, role: 'OWNER' }
}

/** For public calls, which know a workspace only by its slug or by one of its records. */
export async function workspaceBySlug(db: Db, slug: string) {
  return findWorkspaceBySlug(db, slug)
}

export async function workspaceById(db: Db, id: string) {
  return findWorkspaceById(db, id)
}

export function companyOf(access: WorkspaceAccess) {
  return toCompany(access.workspace)
}

/** A stale version answers CONFLICT with the company as it is now. */
export async function changeCompany(db: Db, access: WorkspaceAccess, input: CompanyValues & { version: number }) {
  const updated = await updateWorkspaceIfVersion(db, access.workspace.id, input.version, companyColumns(input))
  if (updated) return toCompany(updated)
  const current = await findWorkspaceById(db, access.workspace.id)
  throw conflict('workspace.stale', current ? toCompany(current) : null)
}

/**
 * Whether every member signing in with a password must take a second step (enforced at access). The
 * owner turning it on must have one already: the next call would lock them out otherwise.
 */
export async function setSecurity({ db, access, principal }: StaffContext, input: { requireSecondStep: boolean }) {
  if (input.requireSecondStep && principal.kind === 'person') {
    const me = (await listMembers(db, access.workspace.id)).find((m) => m.identityId === principal.identity?.id)
    if (me?.secondStep === false) throw validation('requireSecondStep', 'members.secondStepFirst')
  }
  const row = await updateRequireSecondStep(db, access.workspace.id, input.requireSecondStep)
  if (!row) throw notFound()
  return { requireSecondStep: row.requireSecondStep }
}
