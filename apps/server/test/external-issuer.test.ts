import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createIdentity, getIdentity } from '@innkeep/contract'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

// A stand-in for an external OIDC provider: it only has to publish its keys.
const { publicKey, privateKey } = await generateKeyPair('RS256')
const jwk = { ...(await exportJWK(publicKey)), kid: 'ext-1', alg: 'RS256', use: 'sig' }
let jwksRequests = 0
const provider = createServer((_req, res) => {
  jwksRequests++
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }))
})
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())))
const issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`

const { app } = await startTestApp({
  oidc: { clientId: 'innkeep', issuers: [{ issuer, audience: 'innkeep-web', jwksUri: `${issuer}/keys` }] },
})

function externalToken(claims: { aud?: string; sub?: string; email?: string } = {}) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ email: claims.email ?? 'host@partner.example' })
    .setProtectedHeader({ alg: 'RS256', kid: 'ext-1' })
    .setIssuer(issuer)
    .setAudience(claims.aud ?? 'innkeep-web')
    .setSubject(claims.sub ?? 'partner-user-1')
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(privateKey)
}

describe('an external OIDC issuer from OIDC_ISSUERS', () => {
  it('signs people in with its ID tokens and keys their identity by its issuer and subject', async () => {
    const token = await externalToken()
    expect((await ok(app, getIdentity, { token })).loginState).toBe('NO_IDENTITY')
    const state = await ok(app, createIdentity, { token, body: { fullName: 'Partnerka Nová' } })
    expect(state.identity).toMatchObject({ fullName: 'Partnerka Nová', email: 'host@partner.example' })
  })

  it('refuses its tokens for another audience', async () => {
    expect((await call(app, getIdentity, { token: await externalToken({ aud: 'innkeep' }) })).status).toBe(401)
  })

  it('caches its keys instead of fetching them for every request', async () => {
    const before = jwksRequests
    for (let i = 0; i < 5; i++) await ok(app, getIdentity, { token: await externalToken({ sub: `u${i}` }) })
    expect(jwksRequests - before).toBeLessThanOrEqual(1)
  })
})
