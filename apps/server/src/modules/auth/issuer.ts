import { exportJWK, generateKeyPair, importJWK, type JSONWebKeySet, type JWK, SignJWT } from 'jose'
import type { Db } from '../../db/index.ts'
import { newId } from '../../lib/ids.ts'
import { activeSigningKeys, insertSigningKey } from './instance.queries.ts'

export const ID_TOKEN_TTL_SECONDS = 3600
const ALG = 'ES256'
type SigningKey = Awaited<ReturnType<typeof importJWK>>

/**
 * The built-in OIDC issuer: e-mail + password accounts, ES256-signed ID tokens. Keys live in the
 * database so that every server process signs and verifies with the same set.
 */
export class BuiltInIssuer {
  readonly issuer: string
  readonly audience: string
  private readonly db: Db
  private signing: { kid: string; key: SigningKey } | undefined
  private publicKeys: JWK[] = []

  constructor(options: { db: Db; issuer: string; audience: string }) {
    this.db = options.db
    this.issuer = options.issuer
    this.audience = options.audience
  }

  async init(): Promise<void> {
    let rows = await activeSigningKeys(this.db)
    if (rows.length === 0) {
      const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true })
      const kid = newId()
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' }
      const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG }
      await insertSigningKey(this.db, { kid, alg: ALG, privateJwk, publicJwk })
      rows = await activeSigningKeys(this.db)
    }
    const newest = rows[rows.length - 1]
    if (!newest) throw new Error('no signing key')
    this.signing = { kid: newest.kid, key: await importJWK(newest.privateJwk as JWK, ALG) }
    this.publicKeys = rows.map((row) => row.publicJwk as JWK)
  }

  jwks(): JSONWebKeySet {
    return { keys: this.publicKeys }
  }

  /**
   * An ID token of a session: `authTime` is when the person signed in (kept across refreshes, seconds
   * since epoch), `amr` how (RFC 8176: pwd, otp, hwk, user), `sid` the session it belongs to.
   */
  async issueIdToken(
    subject: string,
    email: string,
    session: { id: string; authTime: number; methods: string[] },
  ): Promise<{ idToken: string; expiresAt: string }> {
    if (!this.signing) throw new Error('issuer not initialised')
    const now = Math.floor(Date.now() / 1000)
    const idToken = await new SignJWT({ email, auth_time: session.authTime, sid: session.id, amr: session.methods })
      .setProtectedHeader({ alg: ALG, kid: this.signing.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setSubject(subject)
      .setIssuedAt(now)
      .setExpirationTime(now + ID_TOKEN_TTL_SECONDS)
      .sign(this.signing.key)
    return { idToken, expiresAt: new Date((now + ID_TOKEN_TTL_SECONDS) * 1000).toISOString() }
  }

  discovery() {
    return {
      issuer: this.issuer,
      jwks_uri: `${this.issuer}/auth/jwks.json`,
      id_token_signing_alg_values_supported: [ALG],
      subject_types_supported: ['public'],
      response_types_supported: ['id_token'],
      claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'email', 'auth_time', 'sid', 'amr'],
      innkeep_sign_in_endpoint: `${this.issuer}/auth/sign-in`,
      innkeep_sign_up_endpoint: `${this.issuer}/auth/sign-up`,
    }
  }
}
