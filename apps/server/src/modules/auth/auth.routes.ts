import {
  confirmEmailChange,
  forgotPassword,
  jwks,
  openidConfiguration,
  refreshToken,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from '@innkeep/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import type { MessageCode } from '../../i18n/messages.ts'
import type { RateLimiter } from '../../lib/rate-limiter.ts'
import type { AccountMailDeps } from './account-mail.ts'
import * as settings from './account-settings.service.ts'
import * as accounts from './accounts.service.ts'
import * as reset from './password-reset.service.ts'
import type { ClientInfo } from './sessions.ts'

export interface AuthLimits {
  /** Sign-ups per client address (SIGN_UP_RATE_LIMIT an hour). */
  signUp: RateLimiter
  /** Sign-in attempts per client address and e-mail (SIGN_IN_RATE_LIMIT a minute). */
  signIn: RateLimiter
  /** Sign-in attempts per client address, whatever the e-mail (SIGN_IN_ADDRESS_RATE_LIMIT a minute). */
  signInAddress: RateLimiter
  /** Reset links asked for one e-mail (PASSWORD_RESET_RATE_LIMIT an hour). */
  passwordReset: RateLimiter
  /** Reset links asked from one client address (PASSWORD_RESET_ADDRESS_RATE_LIMIT an hour). */
  passwordResetAddress: RateLimiter
}

export type AuthDeps = accounts.AccountDeps & {
  limits: AuthLimits
  mail: AccountMailDeps
  /** Seals the TOTP secrets at rest and keys the recovery codes' hashes. */
  secretsKey: Buffer
  /** Where passkeys are made and used (config.webauthnOrigin). */
  webauthnOrigin: string
  /** Work the answer does not wait for (a reset mail); awaited when the server closes. */
  background: (task: () => Promise<void>) => void
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent'] ?? '', ip: request.ip }
}

export function authRoutes(deps: AuthDeps) {
  return [
    route(signUp, async ({ body, request, reply }) => {
      admit(reply, 'auth.tooManySignUps', [[deps.limits.signUp, request.ip]])
      return accounts.signUp(deps, body.email, body.password, clientOf(request))
    }),
    route(signIn, async ({ body, request, reply }) => {
      admit(reply, 'auth.tooManyAttempts', [
        [deps.limits.signInAddress, request.ip],
        [deps.limits.signIn, `${request.ip}|${body.email}`],
      ])
      return accounts.signIn(deps, body, clientOf(request))
    }),
    route(forgotPassword, async ({ body, request, reply, language }) => {
      admit(reply, 'auth.tooManyResets', [
        [deps.limits.passwordResetAddress, request.ip],
        [deps.limits.passwordReset, body.email],
      ])
      deps.background(() => reset.sendResetLink(deps, body.email, language))
      return { accepted: true as const }
    }),
    route(resetPassword, async ({ body, request, reply }) => {
      // a link is a 43-character secret: guessing is hopeless, but each try still costs a hash
      admit(reply, 'auth.tooManyAttempts', [[deps.limits.signInAddress, request.ip]])
      return reset.resetPassword(deps, body, clientOf(request))
    }),
    route(confirmEmailChange, async ({ body, language }) => settings.confirmEmailChange(deps, body.token, language)),
    route(refreshToken, async ({ principal }) => accounts.refresh(deps, principal)),
    route(signOut, async ({ principal }) => accounts.signOut(deps.sessions, principal)),
    route(openidConfiguration, async () => deps.issuer.discovery()),
    route(jwks, async () => deps.issuer.jwks()),
  ]
}

/**
 * Counts the call against every limit (before any password is hashed); over one of them it answers
 * 429 with `Retry-After`: the seconds until the last of the exceeded windows resets.
 */
export function admit(reply: FastifyReply, code: MessageCode, limits: [RateLimiter, string][]) {
  let retryAfter = 0
  for (const [limiter, key] of limits) {
    if (!limiter.take(key)) retryAfter = Math.max(retryAfter, limiter.retryAfterSeconds(key))
  }
  if (retryAfter === 0) return
  reply.header('retry-after', String(retryAfter))
  throw new AppError('TOO_MANY_REQUESTS', { problems: [{ code }] })
}
