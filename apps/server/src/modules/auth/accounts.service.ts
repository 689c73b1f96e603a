import { hash, verify } from '@node-rs/argon2'
import type { Db } from '../../db/index.ts'
import type { Principal } from '../../http/access.ts'
import { AppError, forbidden, unauthorized, validation } from '../../http/errors.ts'
import { newId } from '../../lib/ids.ts'
import type { RateLimiter } from '../../lib/rate-limiter.ts'
import { findAccountByEmail, insertAccount } from './accounts.queries.ts'
import type { BuiltInIssuer } from './issuer.ts'
import { BUILTIN_ISSUER_KEY } from './token-verifier.ts'

// A hash of a random password: sign-in for an unknown e-mail costs as much as for a known one.
let decoyHash: Promise<string> | undefined

export async function signUp(db: Db, issuer: BuiltInIssuer, email: string, password: string) {
  const id = newId()
  const passwordHash = await hash(password)
  if (!(await insertAccount(db, { id, email, passwordHash }))) throw validation('email', 'auth.emailTaken')
  return issuer.issueIdToken(id, email)
}

/** Sessions of the built-in issuer last at most this long; then the password is asked again. */
export const MAX_SESSION_SECONDS = 12 * 3600

export async function refresh(issuer: BuiltInIssuer, principal: Principal) {
  if (principal.kind !== 'person' || principal.token.issuer !== BUILTIN_ISSUER_KEY) throw forbidden()
  const { subject, email, authTime } = principal.token
  if (!authTime || Date.now() / 1000 - authTime > MAX_SESSION_SECONDS) throw unauthorized()
  return issuer.issueIdToken(subject, email ?? '', authTime)
}

export async function signIn(
  deps: { db: Db; issuer: BuiltInIssuer; limiter: RateLimiter },
  input: { email: string; password: string; clientIp: string },
) {
  if (!deps.limiter.take(`${input.clientIp}|${input.email}`)) {
    throw new AppError('TOO_MANY_REQUESTS', { problems: [{ code: 'auth.tooManyAttempts' }] })
  }
  const account = await findAccountByEmail(deps.db, input.email)
  decoyHash ??= hash(newId())
  const valid = await verify(account?.passwordHash ?? (await decoyHash), input.password)
  if (!account || !valid) throw validation(undefined, 'auth.invalidCredentials')
  return deps.issuer.issueIdToken(account.id, account.email)
}
