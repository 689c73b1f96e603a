import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { authChallenges } from '../../db/schema/index.ts'
import { validation } from '../../http/errors.ts'
import { newId } from '../../lib/ids.ts'
import { randomToken, tokenDigest } from '../../lib/secrets.ts'

// The server's half of a WebAuthn ceremony: the challenge it sent, kept five minutes for one answer.

const CHALLENGE_SECONDS = 5 * 60
export const RP_NAME = 'Innkeep'

type Purpose = 'PASSKEY_SIGN_IN' | 'PASSKEY_REGISTRATION'

export interface PendingChallenge {
  accountId: string | null
  /** The base64url challenge the authenticator signs. */
  challenge: string
  /** A passkey as the second step: the sign-in ticket it finishes. */
  ticketId: string | null
}

/** Where passkeys belong: the host of WEBAUTHN_ORIGIN (RP ID) and the origin the browser reports. */
export function relyingPartyOf(webauthnOrigin: string): { rpID: string; origin: string } {
  const url = new URL(webauthnOrigin)
  return { rpID: url.hostname, origin: url.origin }
}

/** Keeps the challenge; the client gets a random id for it (only the id's digest is stored). */
export async function keepChallenge(db: Db, purpose: Purpose, pending: PendingChallenge): Promise<string> {
  const challengeId = randomToken()
  await db.insert(authChallenges).values({
    id: newId(),
    purpose,
    accountId: pending.accountId,
    secretHash: tokenDigest(challengeId),
    data: { challenge: pending.challenge, ticketId: pending.ticketId },
    expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
  })
  return challengeId
}

/**
 * Takes the challenge for its one answer, right or wrong (one update: a replayed or concurrent answer
 * finds it used); an unknown, used or expired one is refused.
 */
export async function takeChallenge(db: Db, purpose: Purpose, challengeId: string): Promise<PendingChallenge> {
  const [row] = await db
    .update(authChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authChallenges.secretHash, tokenDigest(challengeId)),
        eq(authChallenges.purpose, purpose),
        isNull(authChallenges.usedAt),
        gt(authChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ accountId: authChallenges.accountId, data: authChallenges.data })
  const data = (row?.data ?? {}) as { challenge?: unknown; ticketId?: unknown }
  if (!row || typeof data.challenge !== 'string') throw passkeyRefused()
  const ticketId = typeof data.ticketId === 'string' ? data.ticketId : null
  return { accountId: row.accountId, challenge: data.challenge, ticketId }
}

export function passkeyRefused() {
  return validation('credential', 'auth.passkeyRefused')
}

/** The WebAuthn library's verdict; anything it cannot read (it throws on malformed input) is a refusal. */
export async function verdictOf<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check()
  } catch {
    throw passkeyRefused()
  }
}
