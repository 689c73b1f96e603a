import type { IdentityState } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { Principal } from '../../http/access.ts'
import { additionalAction, forbidden, notFound } from '../../http/errors.ts'
import { newId } from '../../lib/ids.ts'
import { findIdentity, type IdentityRow, insertIdentity, updateIdentityName, workspacesOf } from './identity.queries.ts'

type Person = Extract<Principal, { kind: 'person' }>

export function asPerson(principal: Principal): Person {
  if (principal.kind !== 'person') throw forbidden()
  return principal
}

/** The identity record of the caller, or ADDITIONAL_ACTION asking to create it first. */
export function requireIdentity(principal: Principal): IdentityRow {
  const person = asPerson(principal)
  if (!person.identity) throw additionalAction('identity.required', { required: 'IDENTITY' })
  return person.identity
}

export function toIdentity(row: IdentityRow) {
  return { id: row.id, email: row.email, fullName: row.fullName }
}

export async function identityState(db: Db, principal: Principal): Promise<IdentityState> {
  const person = asPerson(principal)
  if (!person.identity) {
    return { loginState: 'NO_IDENTITY', identity: null, email: person.token.email, workspaces: [] }
  }
  return {
    loginState: 'FULL_IDENTITY',
    identity: toIdentity(person.identity),
    email: person.identity.email,
    workspaces: await workspacesOf(db, person.identity.id),
  }
}

/** Creates the caller's identity; a repeated call keeps the record and only sets the name. */
export async function createIdentity(db: Db, principal: Principal, fullName: string): Promise<IdentityState> {
  const person = asPerson(principal)
  if (person.identity) {
    const updated = await updateIdentityName(db, person.identity.id, fullName)
    return identityState(db, { ...person, identity: updated ?? person.identity })
  }
  await insertIdentity(db, {
    id: newId(),
    issuer: person.token.issuer,
    subject: person.token.subject,
    email: person.token.email ?? '',
    fullName,
  })
  const identity = await findIdentity(db, person.token.issuer, person.token.subject)
  return identityState(db, { ...person, identity: identity ?? null })
}

export async function saveName(db: Db, principal: Principal, fullName: string) {
  const person = asPerson(principal)
  if (!person.identity) throw notFound()
  const updated = await updateIdentityName(db, person.identity.id, fullName)
  if (!updated) throw notFound()
  return toIdentity(updated)
}
