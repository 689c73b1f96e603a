import { jwks, openidConfiguration, refreshToken, signIn, signUp } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import type { RateLimiter } from '../../lib/rate-limiter.ts'
import * as accounts from './accounts.service.ts'
import type { BuiltInIssuer } from './issuer.ts'

export function authRoutes(deps: { db: Db; issuer: BuiltInIssuer; limiter: RateLimiter }) {
  return [
    route(signUp, async ({ body }) => accounts.signUp(deps.db, deps.issuer, body.email, body.password)),
    route(signIn, async ({ body, request }) => accounts.signIn(deps, { ...body, clientIp: request.ip })),
    route(refreshToken, async ({ principal }) => accounts.refresh(deps.issuer, principal)),
    route(openidConfiguration, async () => deps.issuer.discovery()),
    route(jwks, async () => deps.issuer.jwks()),
  ]
}
