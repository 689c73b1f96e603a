import type { Passkey } from '@innkeep/contract'
import {
  type AuthenticatorTransportFuture,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { accounts, passkeys } from '../../db/schema/index.ts'
import type { Principal } from '../../http/access.ts'
import { notFound } from '../../http/errors.ts'
import { newId } from '../../lib/ids.ts'
import { builtInSessionOf } from './accounts.service.ts'
import {
  keepChallenge,
  passkeyRefused,
  RP_NAME,
  relyingPartyOf,
  takeChallenge,
  verdictOf,
} from './passkey-challenges.ts'

export interface PasskeyDeps {
  db: Db
  /** Where passkeys are made and used (WEBAUTHN_ORIGIN): its host is the relying party. */
  webauthnOrigin: string
}

const TRANSPORTS = new Set<string>(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])

/** The transports a browser reported, only the known ones (they are stored and sent back as hints). */
export function transportsOf(value: unknown): AuthenticatorTransportFuture[] {
  if (!Array.isArray(value)) return []
  return value.filter((item): item is AuthenticatorTransportFuture => typeof item === 'string' && TRANSPORTS.has(item))
}

/** The account's passkeys as WebAuthn credential descriptors (to exclude or to allow). */
export async function credentialsOf(db: Db, accountId: string) {
  const rows = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.accountId, accountId))
  return rows.map((row) => ({ id: row.id, transports: transportsOf(row.transports) }))
}

/** A challenge to create a discoverable passkey with user verification; the account's keys are excluded. */
export async function passkeyRegistrationOptions(deps: PasskeyDeps, principal: Principal) {
  const { accountId } = builtInSessionOf(principal)
  const [account] = await deps.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId))
  if (!account) throw notFound()
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingPartyOf(deps.webauthnOrigin).rpID,
    userName: account.email,
    // the account id's 16 bytes: the authenticator hands them back as the user handle
    userID: new Uint8Array(Buffer.from(accountId.replaceAll('-', ''), 'hex')),
    excludeCredentials: await credentialsOf(deps.db, accountId),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  const challengeId = await keepChallenge(deps.db, 'PASSKEY_REGISTRATION', {
    accountId,
    challenge: options.challenge,
    ticketId: null,
  })
  return { challengeId, options: options as unknown as Record<string, unknown> }
}

/** Keeps the authenticator's new credential once its answer to our challenge checks out. */
export async function addPasskey(
  deps: PasskeyDeps,
  principal: Principal,
  input: { challengeId: string; name: string; credential: Record<string, unknown> },
): Promise<Passkey> {
  const { accountId } = builtInSessionOf(principal)
  const pending = await takeChallenge(deps.db, 'PASSKEY_REGISTRATION', input.challengeId)
  if (pending.accountId !== accountId) throw passkeyRefused()
  const { rpID, origin } = relyingPartyOf(deps.webauthnOrigin)
  const verdict = await verdictOf(() =>
    verifyRegistrationResponse({
      response: input.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: pending.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }),
  )
  if (!verdict.verified) throw passkeyRefused()
  const { credential, credentialDeviceType, credentialBackedUp } = verdict.registrationInfo
  const response = input.credential.response as { transports?: unknown } | undefined
  const [added] = await deps.db
    .insert(passkeys)
    .values({
      id: newId(),
      accountId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: transportsOf(response?.transports),
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name: input.name,
    })
    // the same authenticator's credential twice (excluded in the options, but a client may ignore that)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning()
  if (!added) throw passkeyRefused()
  return {
    id: added.id,
    name: added.name,
    createdAt: added.createdAt.toISOString(),
    lastUsedAt: null,
    backedUp: added.backedUp,
  }
}

/** Removes one of the caller's passkeys; another account's (or none) is 204 like any unknown id. */
export async function removePasskey(db: Db, principal: Principal, id: string) {
  const { accountId } = builtInSessionOf(principal)
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.accountId, accountId)))
    .returning({ id: passkeys.id })
  if (removed.length === 0) throw notFound()
  return { id }
}
