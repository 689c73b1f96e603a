import { z } from 'zod'
import { Instant } from './common.ts'
import { endpoint } from './endpoint.ts'

// The built-in sign-in issuer: accounts, ID tokens, discovery.

export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email())
export const Password = z.string().min(10).max(200)

export const Credentials = z.object({ email: Email, password: Password })
export const SignInResult = z.object({ idToken: z.string(), expiresAt: Instant })
export type SignInResult = z.infer<typeof SignInResult>

/** How a second step can be taken: a code from an authenticator app, a recovery code, a passkey. */
export const SecondStepMethod = z.enum(['TOTP', 'RECOVERY_CODE', 'PASSKEY'])
export type SecondStepMethod = z.infer<typeof SecondStepMethod>

/**
 * The password was right and a second step is needed: the ticket (valid five minutes, five tries)
 * goes with the code or the passkey to finish signing in.
 */
export const SecondStep = z.object({ ticket: z.string(), methods: z.array(SecondStepMethod), expiresAt: Instant })

/** Signed in (idToken), or half way: `secondStep` says how to finish (idToken null then). */
export const SignInAnswer = z.object({
  idToken: z.string().nullable(),
  expiresAt: Instant,
  secondStep: SecondStep.nullable(),
})
export type SignInAnswer = z.infer<typeof SignInAnswer>

const Ticket = z.string().min(20).max(100)
/** A WebAuthn JSON object as the browser library gives it (checked by the server's WebAuthn library). */
const WebAuthnJson = z.record(z.string().max(100), z.unknown())

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
  summary: 'Sign in at the built-in issuer: an ID token valid for at most one hour, or the second step to take',
  body: z.object({ email: Email, password: z.string().min(1).max(200) }),
  response: SignInAnswer,
})

export const signInSecondStep = endpoint({
  name: 'signInSecondStep',
  method: 'POST',
  path: '/auth/sign-in/second-step',
  access: 'public',
  status: 'ready',
  addition: true,
  summary: 'Finish signing in with a code from the authenticator app or a recovery code',
  body: z.object({ ticket: Ticket, code: z.string().trim().min(6).max(20) }),
  response: SignInResult,
})

export const passkeySignInOptions = endpoint({
  name: 'passkeySignInOptions',
  method: 'POST',
  path: '/auth/passkeys/sign-in-options',
  access: 'public',
  status: 'ready',
  addition: true,
  summary: "A WebAuthn challenge to sign in with a passkey: any of the device's, or the ticket's account's",
  body: z.object({ ticket: Ticket.optional() }),
  response: z.object({ challengeId: z.string(), options: WebAuthnJson }),
})

export const passkeySignIn = endpoint({
  name: 'passkeySignIn',
  method: 'POST',
  path: '/auth/passkeys/sign-in',
  access: 'public',
  status: 'ready',
  addition: true,
  summary: 'Sign in with a passkey: instead of the password, or as the second step after it',
  body: z.object({ challengeId: Ticket, credential: WebAuthnJson }),
  response: SignInResult,
})

export const forgotPassword = endpoint({
  name: 'forgotPassword',
  method: 'POST',
  path: '/auth/forgot-password',
  access: 'public',
  status: 'ready',
  addition: true,
  summary: 'E-mail a single-use link (30 minutes) to set a new password; the same answer for any address',
  body: z.object({ email: Email }),
  response: z.object({ accepted: z.literal(true) }),
})

export const resetPassword = endpoint({
  name: 'resetPassword',
  method: 'POST',
  path: '/auth/reset-password',
  access: 'public',
  status: 'ready',
  addition: true,
  summary: "Set a new password from the e-mailed link: the person's other sessions end, this one signs in",
  body: z.object({ token: Ticket, password: Password }),
  response: SignInAnswer,
})

export const confirmEmailChange = endpoint({
  name: 'confirmEmailChange',
  method: 'POST',
  path: '/auth/confirm-email',
  access: 'public',
  status: 'ready',
  addition: true,
  summary: 'Move the account to the new e-mail address from the link sent there',
  body: z.object({ token: Ticket }),
  response: z.object({ email: z.string() }),
})

export const signOut = endpoint({
  name: 'signOut',
  method: 'POST',
  path: '/auth/sign-out',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'End this session: its token and refreshes stop working at once',
  response: z.object({ signedOut: z.literal(true) }),
})

export const refreshToken = endpoint({
  name: 'refreshToken',
  method: 'POST',
  path: '/auth/refresh',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'A fresh ID token of the built-in issuer for a valid one of a live session, up to 12 hours after signing in',
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

export const authEndpoints = [
  signUp,
  signIn,
  signInSecondStep,
  passkeySignInOptions,
  passkeySignIn,
  forgotPassword,
  resetPassword,
  confirmEmailChange,
  refreshToken,
  signOut,
  openidConfiguration,
  jwks,
] as const
