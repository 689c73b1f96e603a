import type { SecondStepMethod, SignInAnswer, SignInResult } from '@innkeep/contract'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { accounts, authChallenges, passkeys, recoveryCodes } from '../../db/schema/index.ts'
import { validation } from '../../http/errors.ts'
import { newId } from '../../lib/ids.ts'
import { randomToken, tokenDigest } from '../../lib/secrets.ts'
import type { BuiltInIssuer } from './issuer.ts'
import type { ClientInfo, SessionRegistry } from './sessions.ts'

/** A sign-in ticket between the password and the second step lasts this long and takes this many tries. */
const TICKET_SECONDS = 5 * 60
export const TICKET_TRIES = 5

export interface SignInDeps {
  db: Db
  issuer: BuiltInIssuer
  sessions: SessionRegistry
}

export interface SignedAccount {
  id: string
  email: string
}

/** A new session of the account and its first ID token; `methods` are the RFC 8176 `amr` values. */
export async function startSession(
  deps: SignInDeps,
  account: SignedAccount,
  methods: string[],
  client: ClientInfo,
): Promise<SignInResult> {
  const session = await deps.sessions.start(account.id, methods, client)
  return deps.issuer.issueIdToken(account.id, account.email, { ...session, methods })
}

/** The second steps the account has set up (none: the password alone signs in). */
export async function secondStepsOf(db: Db, accountId: string): Promise<SecondStepMethod[]> {
  const [row] = await db
    .select({
      totp: sql<boolean>`${accounts.totpSecret} is not null`,
      codes: db.$count(recoveryCodes, and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt))),
      keys: db.$count(passkeys, eq(passkeys.accountId, accountId)),
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  if (!row) return []
  const methods: SecondStepMethod[] = []
  if (row.totp) methods.push('TOTP')
  if (row.totp && Number(row.codes) > 0) methods.push('RECOVERY_CODE')
  if (Number(row.keys) > 0) methods.push('PASSKEY')
  return methods
}

/**
 * The password was right: signed in when the account has no second step, else a ticket for it (the
 * password is not asked again within five minutes).
 */
export async function passwordAccepted(
  deps: SignInDeps,
  account: SignedAccount,
  client: ClientInfo,
): Promise<SignInAnswer> {
  const methods = await secondStepsOf(deps.db, account.id)
  if (methods.length === 0) return { ...(await startSession(deps, account, ['pwd'], client)), secondStep: null }
  const ticket = randomToken()
  const expiresAt = new Date(Date.now() + TICKET_SECONDS * 1000)
  await deps.db.insert(authChallenges).values({
    id: newId(),
    purpose: 'SIGN_IN_TICKET',
    accountId: account.id,
    secretHash: tokenDigest(ticket),
    expiresAt,
  })
  const secondStep = { ticket, methods, expiresAt: expiresAt.toISOString() }
  return { idToken: null, expiresAt: secondStep.expiresAt, secondStep }
}

/**
 * Counts one try of the ticket's second step and answers its account; an unknown, used, expired or
 * worn-out ticket is VALIDATION on `ticket` (the person starts again with the password).
 */
export async function takeTicket(db: Db, ticket: string, field = 'ticket') {
  const [row] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(
      and(
        eq(authChallenges.secretHash, tokenDigest(ticket)),
        eq(authChallenges.purpose, 'SIGN_IN_TICKET'),
        isNull(authChallenges.usedAt),
        gt(authChallenges.expiresAt, sql`now()`),
        lt(authChallenges.attempts, TICKET_TRIES),
      ),
    )
    .returning({ id: authChallenges.id, accountId: authChallenges.accountId })
  if (!row?.accountId) throw validation(field, 'auth.ticketExpired')
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, row.accountId))
  if (!account) throw validation(field, 'auth.ticketExpired')
  return { ticketId: row.id, account }
}

/** Spends the ticket once its second step succeeded; a second use of the same ticket is refused. */
export async function spendTicket(db: Db, ticketId: string, field = 'ticket'): Promise<void> {
  const rows = await db
    .update(authChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(authChallenges.id, ticketId), isNull(authChallenges.usedAt)))
    .returning({ id: authChallenges.id })
  if (rows.length === 0) throw validation(field, 'auth.ticketExpired')
}
