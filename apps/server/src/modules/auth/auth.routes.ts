import { jwks, openidConfiguration, refreshToken, signIn, signUp } from '@innkeep/contract'
import type { FastifyReply } from 'fastify'
import type { Db } from '../../db/index.ts'
import { AppError } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import type { MessageCode } from '../../i18n/messages.ts'
import type { RateLimiter } from '../../lib/rate-limiter.ts'
import * as accounts from './accounts.service.ts'
import type { BuiltInIssuer } from './issuer.ts'
import type { PasswordHasher } from './passwords.ts'

export interface AuthLimits {
  /** Sign-ups per client address (SIGN_UP_RATE_LIMIT an hour). */
  signUp: RateLimiter
  /** Sign-in attempts per client address and e-mail (SIGN_IN_RATE_LIMIT a minute). */
  signIn: RateLimiter
  /** Sign-in attempts per client address, whatever the e-mail (SIGN_IN_ADDRESS_RATE_LIMIT a minute). */
  signInAddress: RateLimiter
}

export function authRoutes(deps: { db: Db; issuer: BuiltInIssuer; passwords: PasswordHasher; limits: AuthLimits }) {
  return [
    route(signUp, async ({ body, request, reply }) => {
      admit(reply, 'auth.tooManySignUps', [[deps.limits.signUp, request.ip]])
      return accounts.signUp(deps, body.email, body.password)
    }),
    route(signIn, async ({ body, request, reply }) => {
      admit(reply, 'auth.tooManyAttempts', [
        [deps.limits.signInAddress, request.ip],
        [deps.limits.signIn, `${request.ip}|${body.email}`],
      ])
      return accounts.signIn(deps, body)
    }),
    route(refreshToken, async ({ principal }) => accounts.refresh(deps.issuer, principal)),
    route(openidConfiguration, async () => deps.issuer.discovery()),
    route(jwks, async () => deps.issuer.jwks()),
  ]
}

/**
 * Counts the call against every limit (before any password is hashed); over one of them it answers
 * 429 with `Retry-After`: the seconds until the last of the exceeded windows resets.
 */
function admit(reply: FastifyReply, code: MessageCode, limits: [RateLimiter, string][]) {
  let retryAfter = 0
  for (const [limiter, key] of limits) {
    if (!limiter.take(key)) retryAfter = Math.max(retryAfter, limiter.retryAfterSeconds(key))
  }
  if (retryAfter === 0) return
  reply.header('retry-after', String(retryAfter))
  throw new AppError('TOO_MANY_REQUESTS', { problems: [{ code }] })
}
