import { type EndpointDef, type Role, roleMay, Slug } from '@innkeep/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/index.ts'
import { keyedHash } from '../lib/secrets.ts'
import type { SessionRegistry } from '../modules/auth/sessions.ts'
import {
  BUILTIN_ISSUER_KEY,
  type TokenVerifier,
  tookSecondStep,
  type VerifiedToken,
} from '../modules/auth/token-verifier.ts'
import { findIdentity, type IdentityRow } from '../modules/identity/identity.queries.ts'
import {
  type AccessHashRow,
  findActiveAccessHash,
  findIdentityInWorkspace,
  findWorkspaceById,
  findWorkspaceBySlug,
  findWorkspaceWithRole,
  membershipsOf,
  touchAccessHash,
  type WorkspaceRow,
} from '../modules/workspaces/access.queries.ts'
import { AppError, forbidden, unauthorized } from './errors.ts'

export type Principal =
  | { kind: 'person'; token: VerifiedToken; identity: IdentityRow | null }
  | { kind: 'device'; accessHash: AccessHashRow }

export interface WorkspaceAccess {
  workspace: WorkspaceRow
  role: Role
}

export interface AccessDeps {
  db: Db
  verifier: TokenVerifier
  sessions: SessionRegistry
  accessHashKey: string
}

const MAX_CREDENTIAL_LENGTH = 8192

/** Who is calling: a person with a verified ID token, or a device with an access hash; else 401. */
async function authenticate(deps: AccessDeps, header: string | undefined): Promise<Principal> {
  const credential = credentialOf(header)
  if (credential.scheme === 'hash') return deviceOf(deps, credential.value)
  const token = await tokenOf(deps, credential.value)
  const identity = (await findIdentity(deps.db, token.issuer, token.subject)) ?? null
  return { kind: 'person', token, identity }
}

/**
 * Authentication and authorization of one call. A person calling a workspace's staff call is looked
 * up with the workspace and the role in one query: the common case costs one round trip.
 */
export async function admit(
  deps: AccessDeps,
  endpoint: EndpointDef,
  request: FastifyRequest,
): Promise<{ principal: Principal; access: WorkspaceAccess | null }> {
  const credential = credentialOf(request.headers.authorization)
  if (credential.scheme === 'bearer' && endpoint.access === 'staff') {
    const token = await tokenOf(deps, credential.value)
    const slug = slugOf(request)
    if (!Slug.safeParse(slug).success) throw forbidden()
    const found = await findIdentityInWorkspace(deps.db, token.issuer, token.subject, slug)
    if (!found?.workspace || !found.role) throw forbidden()
    const access = { workspace: found.workspace, role: found.role }
    if (!endpoint.permission || !roleMay(access.role, endpoint.permission)) throw forbidden()
    requireSecondStep(access.workspace, token)
    return { principal: { kind: 'person', token, identity: found.identity }, access }
  }
  const principal = await authenticate(deps, request.headers.authorization)
  return { principal, access: await authorize(deps, endpoint, principal, request) }
}

function credentialOf(header: string | undefined): { scheme: 'bearer' | 'hash'; value: string } {
  if (!header || header.length > MAX_CREDENTIAL_LENGTH) throw unauthorized()
  const space = header.indexOf(' ')
  const scheme = header.slice(0, space).toLowerCase()
  const value = header.slice(space + 1).trim()
  if (space < 0 || !value || (scheme !== 'bearer' && scheme !== 'hash')) throw unauthorized()
  return { scheme, value }
}

/** A verified token; one of the built-in issuer must also belong to a session nobody has ended. */
async function tokenOf(deps: AccessDeps, credential: string): Promise<VerifiedToken> {
  const token = await deps.verifier.verify(credential)
  if (!token) throw unauthorized()
  if (token.issuer === BUILTIN_ISSUER_KEY && !(token.sessionId && (await deps.sessions.isLive(token.sessionId)))) {
    throw unauthorized()
  }
  return token
}

/**
 * A workspace that requires a second step admits a person only with a token that says one was taken
 * (`amr`: otp, hwk, swk or mfa); device keys are not people and stay as they are.
 */
function requireSecondStep(workspace: WorkspaceRow, token: VerifiedToken): void {
  if (workspace.requireSecondStep && !tookSecondStep(token)) {
    throw new AppError('FORBIDDEN', { problems: [{ code: 'auth.secondStepRequired' }] })
  }
}

async function deviceOf(deps: AccessDeps, credential: string): Promise<Principal> {
  const accessHash = await findActiveAccessHash(deps.db, keyedHash(deps.accessHashKey, credential))
  if (!accessHash) throw unauthorized()
  await touchAccessHash(deps.db, accessHash)
  return { kind: 'device', accessHash }
}

/**
 * The workspace and role a staff or waiter call acts in. Workspace and role always come from the
 * database, never from token claims. An unknown slug and a foreign one look the same: 403.
 */
export async function authorize(
  deps: AccessDeps,
  endpoint: EndpointDef,
  principal: Principal,
  request: FastifyRequest,
): Promise<WorkspaceAccess | null> {
  if (endpoint.access === 'user') {
    if (principal.kind !== 'person') throw forbidden()
    return null
  }
  const access =
    endpoint.access === 'staff'
      ? await staffAccess(deps, principal, slugOf(request))
      : await waiterAccess(deps, principal, request.headers['x-innkeep-workspace'])
  if (!endpoint.permission || !roleMay(access.role, endpoint.permission)) throw forbidden()
  return access
}

function slugOf(request: FastifyRequest): string {
  const params = request.params as Record<string, unknown> | undefined
  const slug = params?.slugs
  return typeof slug === 'string' ? slug : ''
}

async function staffAccess(deps: AccessDeps, principal: Principal, slug: string): Promise<WorkspaceAccess> {
  if (!Slug.safeParse(slug).success) throw forbidden()
  if (principal.kind === 'device') {
    const workspace = await findWorkspaceBySlug(deps.db, slug)
    if (!workspace || principal.accessHash.workspaceId !== workspace.id) throw forbidden()
    return { workspace, role: principal.accessHash.role }
  }
  if (!principal.identity) throw forbidden()
  const found = await findWorkspaceWithRole(deps.db, slug, principal.identity.id)
  if (!found?.role) throw forbidden()
  requireSecondStep(found.workspace, principal.token)
  return { workspace: found.workspace, role: found.role }
}

// The waiter tool has no slug: the device's workspace, or the person's restaurant membership.
async function waiterAccess(deps: AccessDeps, principal: Principal, hint: unknown): Promise<WorkspaceAccess> {
  if (principal.kind === 'device') {
    const workspace = await findWorkspaceById(deps.db, principal.accessHash.workspaceId)
    if (!workspace) throw forbidden()
    return { workspace, role: principal.accessHash.role }
  }
  if (!principal.identity) throw forbidden()
  const candidates = (await membershipsOf(deps.db, principal.identity.id)).filter((m) =>
    roleMay(m.role, 'restaurant.wait'),
  )
  const chosen =
    typeof hint === 'string'
      ? candidates.find((m) => m.workspace.slug === hint)
      : candidates.length === 1
        ? candidates[0]
        : undefined
  if (!chosen) throw forbidden()
  requireSecondStep(chosen.workspace, principal.token)
  return { workspace: chosen.workspace, role: chosen.role }
}

/** Who did it, for audit records: a person's identity or a device. */
export function actorOf(principal: Principal): { id: string | null; label: string } {
  if (principal.kind === 'device') return { id: null, label: `device:${principal.accessHash.id}` }
  return { id: principal.identity?.id ?? null, label: `identity:${principal.identity?.id ?? principal.token.subject}` }
}

/** The audit label of who did it; `system` for the server's own work (jobs, imports without a person). */
export function actorLabel(principal: Principal | null): string {
  return principal ? actorOf(principal).label : 'system'
}
