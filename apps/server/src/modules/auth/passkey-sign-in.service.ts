import type { SignInResult } from '@innkeep/contract'
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server'
import { eq } from 'drizzle-orm'
import { accounts, passkeys } from '../../db/schema/index.ts'
import { keepChallenge, passkeyRefused, relyingPartyOf, takeChallenge, verdictOf } from './passkey-challenges.ts'
import { credentialsOf, type PasskeyDeps, transportsOf } from './passkeys.service.ts'
import type { ClientInfo } from './sessions.ts'
import { type SignInDeps, spendTicket, startSession, takeTicket } from './sign-in-steps.ts'

/** RFC 8176: a key with user verification instead of the password, or after it. */
const PASSKEY_ALONE = ['hwk', 'user', 'mfa']
const PASSKEY_AFTER_PASSWORD = ['pwd', 'hwk', 'mfa']

/**
 * A challenge for any passkey of the device (the browser offers its discoverable credentials), or,
 * with a ticket, for the ticket's account's passkeys (the options count as one of its tries).
 */
export async function passkeySignInOptions(deps: PasskeyDeps, ticket: string | undefined) {
  const taken = ticket ? await takeTicket(deps.db, ticket) : null
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps.webauthnOrigin).rpID,
    userVerification: 'required',
    ...(taken ? { allowCredentials: await credentialsOf(deps.db, taken.account.id) } : {}),
  })
  const challengeId = await keepChallenge(deps.db, 'PASSKEY_SIGN_IN', {
    accountId: taken?.account.id ?? null,
    challenge: options.challenge,
    ticketId: taken?.ticketId ?? null,
  })
  return { challengeId, options: options as unknown as Record<string, unknown> }
}

/** Signs in with the passkey's answer to the challenge; with a ticket, only that account's passkey will do. */
export async function passkeySignIn(
  deps: PasskeyDeps & SignInDeps,
  input: { challengeId: string; credential: Record<string, unknown> },
  client: ClientInfo,
): Promise<SignInResult> {
  const pending = await takeChallenge(deps.db, 'PASSKEY_SIGN_IN', input.challengeId)
  const credentialId = input.credential.id
  if (typeof credentialId !== 'string') throw passkeyRefused()
  const [key] = await deps.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId))
  if (!key || (pending.accountId !== null && key.accountId !== pending.accountId)) throw passkeyRefused()
  const { rpID, origin } = relyingPartyOf(deps.webauthnOrigin)
  const verdict = await verdictOf(() =>
    verifyAuthenticationResponse({
      response: input.credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: pending.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
        counter: key.counter,
        transports: transportsOf(key.transports),
      },
      requireUserVerification: true,
    }),
  )
  if (!verdict.verified) throw passkeyRefused()
  await deps.db
    .update(passkeys)
    .set({ counter: verdict.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, key.id))
  if (pending.ticketId) await spendTicket(deps.db, pending.ticketId, 'credential')
  const [account] = await deps.db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, key.accountId))
  if (!account) throw passkeyRefused()
  return startSession(deps, account, pending.ticketId ? PASSKEY_AFTER_PASSWORD : PASSKEY_ALONE, client)
}
