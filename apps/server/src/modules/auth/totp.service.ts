import type { AccountSecurity, SignInResult } from '@innkeep/contract'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import QRCode from 'qrcode'
import type { Db } from '../../db/index.ts'
import { accounts } from '../../db/schema/index.ts'
import type { Principal } from '../../http/access.ts'
import { notFound, unauthorized, validation } from '../../http/errors.ts'
import { SealedSecretError, seal, unseal } from '../../lib/sealed.ts'
import { accountSecurity, confirmPassword } from './account-settings.service.ts'
import { type AccountDeps, builtInSessionOf, reissue } from './accounts.service.ts'
import { forgetRecoveryCodes, recoveryCodeKey, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes.ts'
import type { ClientInfo } from './sessions.ts'
import { spendTicket, startSession, takeTicket } from './sign-in-steps.ts'
import { base32Decode, matchingStep, newTotpSecret, otpauthUri } from './totp.ts'

export interface SecondStepDeps extends AccountDeps {
  /** Seals the TOTP secrets at rest and keys the recovery codes' hashes. */
  secretsKey: Buffer
}

const ISSUER = 'Innkeep'
/** RFC 8176: a one-time code on top of the password; a recovery code is one too ('rec' is no standard value). */
const CODE_METHODS = ['pwd', 'otp', 'mfa']

async function totpStateOf(db: Db, accountId: string) {
  const [account] = await db
    .select({
      email: accounts.email,
      secret: accounts.totpSecret,
      pending: accounts.totpPendingSecret,
      lastStep: accounts.totpLastStep,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  if (!account) throw notFound()
  return account
}

/** A new secret waiting for its first code; the one on the account (if any) stays until then. */
export async function startTotpEnrolment(deps: SecondStepDeps, principal: Principal) {
  const { accountId } = builtInSessionOf(principal)
  const account = await totpStateOf(deps.db, accountId)
  if (account.secret) throw validation(undefined, 'auth.totpAlreadyOn')
  const secret = newTotpSecret()
  await deps.db
    .update(accounts)
    .set({ totpPendingSecret: seal(deps.secretsKey, secret) })
    .where(eq(accounts.id, accountId))
  const uri = otpauthUri(ISSUER, account.email, secret)
  return { secret, otpauthUri: uri, qrSvg: await QRCode.toString(uri, { type: 'svg' }) }
}

/** A code from the new secret turns the step on and makes the recovery codes, answered this once. */
export async function confirmTotpEnrolment(deps: SecondStepDeps, principal: Principal, code: string) {
  const { accountId } = builtInSessionOf(principal)
  const account = await totpStateOf(deps.db, accountId)
  if (account.secret) throw validation(undefined, 'auth.totpAlreadyOn')
  if (!account.pending) throw validation(undefined, 'auth.totpNotStarted')
  // apps show the code as "123 456"
  const digits = code.replace(/\s/g, '')
  const step = matchingStep(openSecret(deps, account.pending), digits, Date.now())
  if (step === null) throw validation('code', 'auth.wrongCode')
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    // only the secret the code was checked against: a second enrolment started meanwhile wins
    const on = await tx
      .update(accounts)
      .set({ totpSecret: account.pending, totpPendingSecret: null, totpLastStep: step })
      .where(
        and(
          eq(accounts.id, accountId),
          eq(accounts.totpPendingSecret, account.pending ?? ''),
          isNull(accounts.totpSecret),
        ),
      )
      .returning({ id: accounts.id })
    if (on.length === 0) throw validation('code', 'auth.wrongCode')
    return replaceRecoveryCodes(tx, recoveryCodeKey(deps.secretsKey), accountId)
  })
  // the person has just shown a code from the app: this session counts as a two-step one from now
  return { recoveryCodes, ...(await withSecondStep(deps, principal, ['otp', 'mfa'])) }
}

/** A fresh token of the caller's session with the steps it has now taken. */
async function withSecondStep(deps: SecondStepDeps, principal: Principal, added: string[]) {
  const { sessionId } = builtInSessionOf(principal)
  const methods = await deps.sessions.addMethods(sessionId, added)
  if (!methods) throw unauthorized()
  return reissue(deps, principal, methods)
}

export async function disableTotp(
  deps: SecondStepDeps,
  principal: Principal,
  currentPassword: string,
): Promise<AccountSecurity> {
  const { accountId } = builtInSessionOf(principal)
  await confirmPassword(deps, accountId, currentPassword, 'currentPassword')
  await deps.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(accounts.id, accountId))
    await forgetRecoveryCodes(tx, accountId)
  })
  return accountSecurity(deps.db, principal)
}

export async function regenerateRecoveryCodes(deps: SecondStepDeps, principal: Principal, currentPassword: string) {
  const { accountId } = builtInSessionOf(principal)
  const account = await totpStateOf(deps.db, accountId)
  if (!account.secret) throw validation(undefined, 'auth.totpOff')
  await confirmPassword(deps, accountId, currentPassword, 'currentPassword')
  const recoveryCodes = await deps.db.transaction((tx) =>
    replaceRecoveryCodes(tx, recoveryCodeKey(deps.secretsKey), accountId),
  )
  return { recoveryCodes }
}

/**
 * The app's secret as bytes. One sealed under another SECRETS_KEY cannot be opened: the person is told
 * to use a passkey or ask for the second step to be reset, never a server error.
 */
function openSecret(deps: SecondStepDeps, sealed: string): Buffer {
  try {
    return base32Decode(unseal(deps.secretsKey, sealed))
  } catch (error) {
    if (error instanceof SealedSecretError) throw validation('code', 'auth.totpUnreadable')
    throw error
  }
}

/** True once for a current code of the account's app; a code of a step already used is refused (replay). */
async function acceptTotpCode(deps: SecondStepDeps, accountId: string, code: string): Promise<boolean> {
  const account = await totpStateOf(deps.db, accountId)
  if (!account.secret) return false
  const step = matchingStep(openSecret(deps, account.secret), code, Date.now())
  if (step === null) return false
  // one conditional update: two sign-ins racing with the same code cannot both pass
  const accepted = await deps.db
    .update(accounts)
    .set({ totpLastStep: step })
    .where(and(eq(accounts.id, accountId), or(isNull(accounts.totpLastStep), lt(accounts.totpLastStep, step))))
    .returning({ id: accounts.id })
  return accepted.length > 0
}

/** Finishes a sign-in with a code from the app or a recovery code; a wrong one costs a try of the ticket. */
export async function signInWithCode(
  deps: SecondStepDeps,
  input: { ticket: string; code: string },
  client: ClientInfo,
): Promise<SignInResult> {
  const { ticketId, account } = await takeTicket(deps.db, input.ticket)
  const digits = input.code.replace(/\s/g, '')
  const accepted = /^\d{6}$/.test(digits)
    ? await acceptTotpCode(deps, account.id, digits)
    : await useRecoveryCode(deps.db, recoveryCodeKey(deps.secretsKey), account.id, input.code)
  if (!accepted) throw validation('code', 'auth.wrongCode')
  await spendTicket(deps.db, ticketId)
  return startSession(deps, account, CODE_METHODS, client)
}
