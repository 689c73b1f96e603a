import type { SignInAnswer, SignInResult } from '@innkeep/contract'
import type { Principal } from '../../http/access.ts'
import { forbidden, unauthorized, validation } from '../../http/errors.ts'
import { newId } from '../../lib/ids.ts'
import { findAccountByEmail, insertAccount } from './accounts.queries.ts'
import type { PasswordHasher } from './passwords.ts'
import type { ClientInfo, SessionRegistry } from './sessions.ts'
import { passwordAccepted, type SignInDeps, startSession } from './sign-in-steps.ts'
import { BUILTIN_ISSUER_KEY } from './token-verifier.ts'

export interface AccountDeps extends SignInDeps {
  passwords: PasswordHasher
}

export async function signUp(deps: AccountDeps, email: string, password: string, client: ClientInfo) {
  const id = newId()
  const passwordHash = await deps.passwords.hash(password)
  if (!(await insertAccount(deps.db, { id, email, passwordHash }))) throw validation('email', 'auth.emailTaken')
  return startSession(deps, { id, email }, ['pwd'], client)
}

/** Checks the password (the caller has counted the attempt against the sign-in limits). */
export async function signIn(
  deps: AccountDeps,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<SignInAnswer> {
  const account = await findAccountByEmail(deps.db, input.email)
  const valid = await deps.passwords.verify(account?.passwordHash, input.password)
  if (!account || !valid) throw validation(undefined, 'auth.invalidCredentials')
  return passwordAccepted(deps, account, client)
}

/** The built-in account and session a person's call comes from; a person of another issuer has none. */
export function builtInSessionOf(principal: Principal | null): { accountId: string; sessionId: string } {
  if (principal?.kind !== 'person' || principal.token.issuer !== BUILTIN_ISSUER_KEY) throw forbidden()
  const { subject, sessionId } = principal.token
  if (!sessionId) throw unauthorized()
  return { accountId: subject, sessionId }
}

/**
 * A fresh ID token of the caller's own session: its sign-in time kept, its methods as the token says
 * or as the session now records them (`methods`).
 */
export async function reissue(deps: SignInDeps, principal: Principal, methods?: string[]): Promise<SignInResult> {
  const { accountId, sessionId } = builtInSessionOf(principal)
  const token = principal.kind === 'person' ? principal.token : null
  if (!token?.authTime) throw unauthorized()
  const session = { id: sessionId, authTime: token.authTime, methods: methods ?? token.methods }
  return deps.issuer.issueIdToken(accountId, token.email ?? '', session)
}

/** A fresh ID token of a live session, up to its 12 hours; an ended or expired session is 401. */
export async function refresh(deps: SignInDeps, principal: Principal): Promise<SignInResult> {
  const { sessionId } = builtInSessionOf(principal)
  if (!(await deps.sessions.touch(sessionId))) throw unauthorized()
  return reissue(deps, principal)
}

export async function signOut(sessions: SessionRegistry, principal: Principal) {
  const { accountId, sessionId } = builtInSessionOf(principal)
  await sessions.end(accountId, sessionId, 'SIGNED_OUT')
  return { signedOut: true as const }
}
