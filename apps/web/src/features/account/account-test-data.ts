import type { AccountSecurity, AccountSession, Passkey } from '@innkeep/contract'

export const CURRENT_SESSION_ID = '01a200a8-0000-7000-8000-0000000000e1'
export const OTHER_SESSION_ID = '01a200a8-0000-7000-8000-0000000000e2'
export const PASSKEY_ID = '01a200a8-0000-7000-8000-0000000000f1'

/** Jana's sign-in settings: a password only, unless overridden. */
export function accountSecurityOf(overrides: Partial<AccountSecurity> = {}): AccountSecurity {
  return {
    email: 'jana@example.com',
    builtIn: true,
    passwordChangedAt: '2027-01-10T09:00:00Z',
    totpEnabled: false,
    recoveryCodesLeft: 0,
    passkeys: [],
    secondSteps: [],
    pendingEmail: null,
    ...overrides,
  }
}

export function passkeyOf(overrides: Partial<Passkey> = {}): Passkey {
  return {
    id: PASSKEY_ID,
    name: 'MacBook',
    createdAt: '2027-01-12T08:00:00Z',
    lastUsedAt: null,
    backedUp: true,
    ...overrides,
  }
}

export function sessionOf(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    id: CURRENT_SESSION_ID,
    current: true,
    device: 'Chrome · Linux',
    network: '85.160.12.x',
    methods: ['PASSWORD'],
    createdAt: '2027-03-01T08:00:00Z',
    lastSeenAt: '2027-03-01T10:00:00Z',
    expiresAt: '2027-03-01T20:00:00Z',
    ...overrides,
  }
}
