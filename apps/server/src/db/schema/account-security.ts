import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './identity.ts'

// Instance-wide tables of the built-in issuer's accounts: sessions, one-time links, second steps.

/**
 * A signed-in device of an account. Every ID token of the built-in issuer names its session (`sid`);
 * a token whose session has ended is refused, and a refresh renews only a live session.
 */
export const accountSessions = pgTable(
  'account_sessions',
  {
    id: uuid().primaryKey(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    /** How the person proved who they are (RFC 8176 `amr` values: pwd, otp, hwk, user, mfa). */
    methods: text().array().notNull(),
    userAgent: text().notNull().default(''),
    /** The client address shortened to its network (IPv4 /24, IPv6 /48): roughly where, never exactly. */
    network: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The session cannot be renewed after this (12 hours after signing in). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    /** SIGNED_OUT, REVOKED (by the person from another device), PASSWORD_CHANGED, PASSWORD_RESET. */
    endedReason: text(),
  },
  (t) => [index('account_sessions_account_idx').on(t.accountId)],
)

/** Single-use links sent by e-mail: a password reset, an e-mail change. Only the token's hash is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid().primaryKey(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    purpose: text({ enum: ['PASSWORD_RESET', 'EMAIL_CHANGE'] }).notNull(),
    tokenHash: text().notNull().unique(),
    /** EMAIL_CHANGE: the address the account moves to once the link is opened. */
    newEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('account_tokens_account_idx').on(t.accountId, t.purpose)],
)

/**
 * Short-lived server-side state of a sign-in in steps: the ticket between the password and the
 * second step, a WebAuthn challenge, a TOTP secret being enrolled. `secretHash` is what the client
 * proves it holds (the ticket's hash, or the challenge itself for WebAuthn).
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid().primaryKey(),
    purpose: text({ enum: ['SIGN_IN_TICKET', 'PASSKEY_SIGN_IN', 'PASSKEY_REGISTRATION'] }).notNull(),
    accountId: uuid().references(() => accounts.id),
    secretHash: text().notNull(),
    data: jsonb().notNull().default({}),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('auth_challenges_secret_idx').on(t.secretHash)],
)

/** One-time recovery codes of an account with a TOTP second step, stored as keyed hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    codeHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.codeHash] })],
)

/** WebAuthn credentials (passkeys) of an account. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid().primaryKey(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    /** The authenticator's credential id, base64url. */
    credentialId: text().notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default([]),
    deviceType: text().notNull().default('singleDevice'),
    backedUp: boolean().notNull().default(false),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('passkeys_account_idx').on(t.accountId)],
)

/**
 * Mail to a person about their account (a reset link, an e-mail change): no workspace's log holds it.
 * The link itself is never kept here, only the text around it.
 */
export const accountMail = pgTable('account_mail', {
  id: uuid().primaryKey(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  status: text({ enum: ['SENT', 'LOGGED', 'FAILED'] }).notNull(),
  error: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
