import { z } from 'zod'
import { Email, Password, SecondStepMethod, SignInResult } from './auth.ts'
import { Id, IdParams, Instant } from './common.ts'
import { endpoint } from './endpoint.ts'

// A person's own account at the built-in issuer: password, e-mail, sessions, second steps.

export const Passkey = z.object({
  id: Id,
  name: z.string(),
  createdAt: Instant,
  lastUsedAt: Instant.nullable(),
  /** Synced between the person's devices (a platform passkey) or bound to one security key. */
  backedUp: z.boolean(),
})
export type Passkey = z.infer<typeof Passkey>

export const AccountSecurity = z.object({
  email: z.string(),
  /** False for a person signed in through an external issuer: their account lives there. */
  builtIn: z.boolean(),
  passwordChangedAt: Instant.nullable(),
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(Passkey),
  /** The second steps this person can take; empty: a password only. */
  secondSteps: z.array(SecondStepMethod),
  /** An e-mail change waiting for its confirmation from the new address. */
  pendingEmail: z.string().nullable(),
})
export type AccountSecurity = z.infer<typeof AccountSecurity>

export const AccountSession = z.object({
  id: Id,
  current: z.boolean(),
  /** e.g. "Chrome · Windows", from the browser's User-Agent. */
  device: z.string(),
  /** The client's network (IPv4 /24, IPv6 /48), e.g. "85.160.12.x". */
  network: z.string(),
  methods: z.array(z.string()),
  createdAt: Instant,
  lastSeenAt: Instant,
  expiresAt: Instant,
})
export type AccountSession = z.infer<typeof AccountSession>

const CurrentPassword = z.string().min(1).max(200)
const WebAuthnJson = z.record(z.string().max(100), z.unknown())

export const accountSecurity = endpoint({
  name: 'accountSecurity',
  method: 'GET',
  path: '/auth/account',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: "The caller's sign-in settings: e-mail, password age, second steps and passkeys",
  response: AccountSecurity,
})

export const changePassword = endpoint({
  name: 'changePassword',
  method: 'PUT',
  path: '/auth/account/password',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'Change the password: every other session of the person ends, this one gets a fresh token',
  body: z.object({ currentPassword: CurrentPassword, newPassword: Password }),
  response: SignInResult.extend({ endedSessions: z.number().int() }),
})

export const changeEmail = endpoint({
  name: 'changeEmail',
  method: 'PUT',
  path: '/auth/account/email',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'Ask to move the account to another e-mail: a link goes there, a notice to the current address',
  body: z.object({ newEmail: Email, currentPassword: CurrentPassword }),
  response: AccountSecurity,
})

export const accountSessions = endpoint({
  name: 'accountSessions',
  method: 'GET',
  path: '/auth/account/sessions',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: "The person's signed-in devices, this one first",
  response: z.array(AccountSession),
})

export const endSession = endpoint({
  name: 'endSession',
  method: 'DELETE',
  path: '/auth/account/sessions/{id}',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'Sign one of the devices out (its token stops working)',
  params: IdParams,
  response: z.object({ id: Id }),
})

export const endOtherSessions = endpoint({
  name: 'endOtherSessions',
  method: 'POST',
  path: '/auth/account/sessions/end-others',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'Sign every other device out',
  response: z.object({ ended: z.number().int() }),
})

export const startTotpEnrolment = endpoint({
  name: 'startTotpEnrolment',
  method: 'POST',
  path: '/auth/account/totp/setup',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'A new authenticator-app secret to scan (otpauth URI and its QR code); active once a code is confirmed',
  response: z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() }),
})

export const confirmTotpEnrolment = endpoint({
  name: 'confirmTotpEnrolment',
  method: 'POST',
  path: '/auth/account/totp/confirm',
  access: 'user',
  status: 'ready',
  addition: true,
  summary:
    'Turn the second step on with a code from the app; answers ten one-time recovery codes (shown once) and a token of this session as a two-step one',
  body: z.object({ code: z.string().trim().min(6).max(10) }),
  response: SignInResult.extend({ recoveryCodes: z.array(z.string()) }),
})

export const disableTotp = endpoint({
  name: 'disableTotp',
  method: 'POST',
  path: '/auth/account/totp/disable',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'Turn the authenticator-app step off (the password is asked again); its recovery codes go too',
  body: z.object({ currentPassword: CurrentPassword }),
  response: AccountSecurity,
})

export const regenerateRecoveryCodes = endpoint({
  name: 'regenerateRecoveryCodes',
  method: 'POST',
  path: '/auth/account/recovery-codes',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'Ten new recovery codes; the old ones stop working',
  body: z.object({ currentPassword: CurrentPassword }),
  response: z.object({ recoveryCodes: z.array(z.string()) }),
})

export const passkeyRegistrationOptions = endpoint({
  name: 'passkeyRegistrationOptions',
  method: 'POST',
  path: '/auth/account/passkeys/options',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'A WebAuthn challenge to add a passkey to the account',
  response: z.object({ challengeId: z.string(), options: WebAuthnJson }),
})

export const addPasskey = endpoint({
  name: 'addPasskey',
  method: 'POST',
  path: '/auth/account/passkeys',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: "Keep the authenticator's new passkey under a name the person recognises",
  body: z.object({
    challengeId: z.string().min(20).max(100),
    name: z.string().trim().min(1).max(60),
    credential: WebAuthnJson,
  }),
  response: Passkey,
})

export const removePasskey = endpoint({
  name: 'removePasskey',
  method: 'DELETE',
  path: '/auth/account/passkeys/{id}',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'Remove a passkey from the account',
  params: IdParams,
  response: z.object({ id: Id }),
})

export const accountEndpoints = [
  accountSecurity,
  changePassword,
  changeEmail,
  accountSessions,
  endSession,
  endOtherSessions,
  startTotpEnrolment,
  confirmTotpEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
  passkeyRegistrationOptions,
  addPasskey,
  removePasskey,
] as const
