import { createLocalJWKSet, createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose'
import type { BuiltInIssuer } from './issuer.ts'

export interface VerifiedToken {
  issuer: string
  subject: string
  email: string | null
  /** When the person signed in (seconds since epoch), if the issuer says. */
  authTime: number | null
  /** The built-in issuer's session the token belongs to (`sid`). */
  sessionId: string | null
  /** How the person signed in (`amr`, RFC 8176), as the issuer says; empty when it does not. */
  methods: string[]
}

/** `amr` values that prove more than a password: a one-time code, a key (passkey), several factors. */
const SECOND_STEP_METHODS = new Set(['otp', 'hwk', 'swk', 'mfa'])

export function tookSecondStep(token: VerifiedToken): boolean {
  return token.methods.some((method) => SECOND_STEP_METHODS.has(method))
}

/**
 * Identities of the built-in issuer are keyed by this constant, not by its URL, so that a changed
 * PUBLIC_URL or PORT does not orphan every account's identity.
 */
export const BUILTIN_ISSUER_KEY = 'innkeep-builtin'

interface TrustedIssuer {
  /** What identities are keyed by. */
  key: string
  issuer: string
  audience: string
  keys: JWTVerifyGetKey
}

const ALGORITHMS = ['ES256', 'RS256', 'PS256', 'EdDSA']
const CLOCK_TOLERANCE_SECONDS = 60
const CACHED_TOKENS = 10_000

/**
 * Checks `Authorization: Bearer` ID tokens against the built-in issuer and the configured external
 * ones: exact issuer, our audience, expiry with 60 s skew, asymmetric algorithms only.
 */
export class TokenVerifier {
  private readonly issuers = new Map<string, TrustedIssuer>()
  /**
   * Tokens already verified, until they expire: a signature check costs more than the rest of a
   * small request. A token is immutable, so a cached answer can only go stale by expiring.
   */
  private readonly verified = new Map<string, { token: VerifiedToken; expiresAtMs: number }>()

  constructor(builtIn: BuiltInIssuer, external: { issuer: string; audience: string; jwksUri?: string | undefined }[]) {
    // importing a key is costly: build the local key set once (the built-in keys are loaded at start)
    const localKeys = createLocalJWKSet(builtIn.jwks())
    this.issuers.set(builtIn.issuer, {
      key: BUILTIN_ISSUER_KEY,
      issuer: builtIn.issuer,
      audience: builtIn.audience,
      keys: localKeys,
    })
    for (const entry of external) {
      const jwksUri = new URL(entry.jwksUri ?? `${entry.issuer.replace(/\/$/, '')}/.well-known/jwks.json`)
      this.issuers.set(entry.issuer, {
        key: entry.issuer,
        issuer: entry.issuer,
        audience: entry.audience,
        keys: createRemoteJWKSet(jwksUri, { cacheMaxAge: 10 * 60_000, timeoutDuration: 5_000 }),
      })
    }
  }

  /** The token's identity, or null when it must be refused (any reason: the caller answers 401). */
  async verify(token: string): Promise<VerifiedToken | null> {
    const cached = this.verified.get(token)
    if (cached) {
      if (Date.now() < cached.expiresAtMs) return cached.token
      this.verified.delete(token)
    }
    const issuer = this.issuers.get(unverifiedIssuer(token) ?? '')
    if (!issuer) return null
    try {
      const { payload } = await jwtVerify(token, issuer.keys, {
        issuer: issuer.issuer,
        audience: issuer.audience,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      })
      const verified = toVerified(issuer.key, payload)
      if (verified && typeof payload.exp === 'number') this.remember(token, verified, payload.exp)
      return verified
    } catch {
      return null
    }
  }

  private remember(token: string, verified: VerifiedToken, exp: number) {
    // a Map iterates in insertion order: the first key is the oldest entry
    if (this.verified.size >= CACHED_TOKENS) this.verified.delete(this.verified.keys().next().value as string)
    this.verified.set(token, { token: verified, expiresAtMs: (exp + CLOCK_TOLERANCE_SECONDS) * 1000 })
  }
}

function toVerified(issuerKey: string, payload: JWTPayload): VerifiedToken | null {
  if (!payload.sub) return null
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null
  const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : null
  const sessionId = typeof payload.sid === 'string' ? payload.sid : null
  const methods = Array.isArray(payload.amr) ? payload.amr.filter((m): m is string => typeof m === 'string') : []
  return { issuer: issuerKey, subject: payload.sub, email, authTime, sessionId, methods }
}

/** Reads `iss` without trusting it, only to pick which issuer's keys to verify with. */
function unverifiedIssuer(token: string): string | null {
  const part = token.split('.')[1]
  if (!part || part.length > 8192) return null
  try {
    const claims: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    if (claims && typeof claims === 'object' && 'iss' in claims && typeof claims.iss === 'string') return claims.iss
    return null
  } catch {
    return null
  }
}
