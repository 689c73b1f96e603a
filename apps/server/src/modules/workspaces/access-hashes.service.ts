import type { AccessHash, Role } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { notFound } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { keyedHash, randomToken } from '../../lib/secrets.ts'
import { requireIdentity } from '../identity/identity.service.ts'
import * as q from './access-hashes.queries.ts'

type Row = NonNullable<Awaited<ReturnType<typeof q.insertAccessHash>>>

function toAccessHash(row: Row): AccessHash {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }
}

export async function list(db: Db, access: WorkspaceAccess) {
  return (await q.listAccessHashes(db, access.workspace.id)).map(toAccessHash)
}

/** The secret leaves the server once, in this answer; only its keyed hash is stored. */
export async function create(
  { db, access, principal, key }: StaffContext & { key: string },
  input: { name: string; role: Role },
) {
  const creator = requireIdentity(principal)
  const secret = `ikh_${randomToken()}`
  const row = await q.insertAccessHash(db, {
    workspaceId: access.workspace.id,
    id: newId(),
    name: input.name,
    role: input.role,
    secretHash: keyedHash(key, secret),
    createdBy: creator.id,
  })
  if (!row) throw new Error('access hash insert returned nothing')
  return { ...toAccessHash(row), secret }
}

export async function revoke(db: Db, access: WorkspaceAccess, id: string) {
  const row = await q.revokeAccessHash(db, access.workspace.id, id)
  if (!row) throw notFound()
  return toAccessHash(row)
}
