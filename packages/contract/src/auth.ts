import { z } from 'zod'
import { Instant } from './common.ts'
import { endpoint } from './endpoint.ts'

// The built-in sign-in issuer: accounts, ID tokens, discovery.

export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email())
export const Password = z.string().min(10).max(200)

export const Credentials = z.object({ email: Email, password: Password })
export const SignInResult = z.object({ idToken: z.string(), expiresAt: Instant })

export const signUp = endpoint({
  name: 'signUp',
  method: 'POST',
  path: '/auth/sign-up',
  access: 'public',
  status: 'ready',
  addition: true,
  summary: 'Create an account at the built-in issuer and sign in',
  body: Credentials,
  response: SignInResult,
})

export const signIn = endpoint({
  name: 'signIn',
  method: 'POST',
  path: '/auth/sign-in',
  access: 'public',
  status: 'ready',
  addition: true,
  summary: 'Sign in at the built-in issuer: an ID token valid for at most one hour',
  body: z.object({ email: Email, password: z.string().min(1).max(200) }),
  response: SignInResult,
})

export const refreshToken = endpoint({
  name: 'refreshToken',
  method: 'POST',
  path: '/auth/refresh',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'A fresh ID token of the built-in issuer for a valid one, up to 12 hours after signing in',
  response: SignInResult,
})

export const openidConfiguration = endpoint({
  name: 'openidConfiguration',
  method: 'GET',
  path: '/.well-known/openid-configuration',
  access: 'public',
  status: 'ready',
  addition: true,
  raw: true,
  summary: 'OIDC discovery document of the built-in issuer',
  response: z.object({ issuer: z.string(), jwks_uri: z.string() }).passthrough(),
})

export const jwks = endpoint({
  name: 'jwks',
  method: 'GET',
  path: '/auth/jwks.json',
  access: 'public',
  status: 'ready',
  addition: true,
  raw: true,
  summary: 'Public signing keys of the built-in issuer',
  response: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
})

export const authEndpoints = [signUp, signIn, refreshToken, openidConfiguration, jwks] as const
