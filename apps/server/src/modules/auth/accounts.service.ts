import type { Db } from '../../db/index.ts'
import type { Principal } from '../../http/access.ts'
import { forbidden, unauthorized, validation } from '../../http/errors.ts'
import { newId } from '../../lib/ids.ts'
import { findAccountByEmail, insertAccount } from './accounts.queries.ts'
import type { BuiltInIssuer } from './issuer.ts'
import type { PasswordHasher } from './passwords.ts'
import { BUILTIN_ISSUER_KEY } from './token-verifier.ts'

export interface AccountDeps {
  db: Db
  issuer: BuiltInIssuer
  passwords: PasswordHasher
}

export async function signUp(deps: AccountDeps, email: string, password: string) {
  const id = newId()
  const passwordHash = await deps.passwords.hash(password)
  if (!(await insertAccount(deps.db, { id, email, passwordHash }))) throw validation('email', 'auth.emailTaken')
  return deps.issuer.issueIdToken(id, email)
}

/** Sessions of the built-in issuer last at most this long; then the password is asked again. */
export const MAX_SESSION_SECONDS = 12 * 3600

export async function refresh(issuer: BuiltInIssuer, principal: Principal) {
  if (principal.kind !== 'person' || principal.token.issuer !== BUILTIN_ISSUER_KEY) throw forbidden()
  const { subject, email, authTime } = principal.token
  if (!authTime || Date.now() / 1000 - authTime > MAX_SESSION_SECONDS) throw unauthorized()
  return issuer.issueIdToken(subject, email ?? '', authTime)
}

/** Checks the password (the caller has counted the attempt against the sign-in limits). */
export async function signIn(deps: AccountDeps, input: { email: string; password: string }) {
  const account = await findAccountByEmail(deps.db, input.email)
  const valid = await deps.passwords.verify(account?.passwordHash, input.password)
  if (!account || !valid) throw validation(undefined, 'auth.invalidCredentials')
  return deps.issuer.issueIdToken(account.id, account.email)
}
