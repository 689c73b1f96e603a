import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

// Instance-wide tables (Citus reference tables): the built-in issuer and people.

export const instanceSecrets = pgTable('instance_secrets', {
  key: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const signingKeys = pgTable('signing_keys', {
  kid: text().primaryKey(),
  alg: text().notNull(),
  privateJwk: jsonb().notNull(),
  publicJwk: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp({ withTimezone: true }),
})

/** Accounts of the built-in OIDC issuer (e-mail + password). */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid().primaryKey(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    /** The TOTP secret (base32) sealed with the secrets key; set once the person confirmed a code. */
    totpSecret: text(),
    /** A secret being enrolled: shown as a QR code, becomes `totpSecret` when a code from it is entered. */
    totpPendingSecret: text(),
    /** The last 30-second step a code was accepted for: a code is used once. */
    totpLastStep: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_email_key').on(sql`lower(${t.email})`)],
)

/** A person as known to Innkeep, keyed by the issuer and subject of their ID token. */
export const identities = pgTable(
  'identities',
  {
    id: uuid().primaryKey(),
    issuer: text().notNull(),
    subject: text().notNull(),
    email: text().notNull(),
    fullName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identities_issuer_subject_key').on(t.issuer, t.subject)],
)

/** The tenant root: a company. Its id is every tenant row's workspace_id. */
export const workspaces = pgTable('workspaces', {
  id: uuid().primaryKey(),
  slug: text().notNull().unique(),
  kind: text({ enum: ['WORKSPACE', 'GENERAL'] }).notNull(),
  name: text().notNull(),
  ico: text().notNull().default(''),
  dic: text().notNull().default(''),
  vatPayerStatus: text({ enum: ['NO', 'PAYER', 'IDENTIFIED_PERSON'] })
    .notNull()
    .default('NO'),
  street: text().notNull().default(''),
  city: text().notNull().default(''),
  postcode: text().notNull().default(''),
  country: text().notNull().default('CZ'),
  email: text().notNull().default(''),
  phone: text().notNull().default(''),
  web: text().notNull().default(''),
  /** The entry in the commercial (or trade) register business documents name (§ 435 občanského zákoníku). */
  registerEntry: text().notNull().default(''),
  /** The financial office (3 digits) and its workplace (4 digits) the VAT return goes to; '' not set. */
  taxOffice: text().notNull().default(''),
  taxOfficeWorkplace: text().notNull().default(''),
  /** Who files: a company or a natural person under their own name (EPO `typ_ds`); '' not said. */
  taxFilerType: text({ enum: ['', 'LEGAL_PERSON', 'NATURAL_PERSON'] })
    .notNull()
    .default(''),
  taxFilerFirstName: text().notNull().default(''),
  taxFilerLastName: text().notNull().default(''),
  /**
   * The books are closed through this day (the last day of a closed month or quarter): no tax document
   * dated on it or before is created, changed, canceled or deleted until it is reopened.
   */
  booksClosedThrough: date({ mode: 'string' }),
  /** Members signing in with the built-in issuer must have taken a second step (TOTP or a passkey). */
  requireSecondStep: boolean().notNull().default(false),
  timeZone: text().notNull().default('Europe/Prague'),
  currency: text().notNull().default('CZK'),
  version: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

const ROLES = ['OWNER', 'MANAGER', 'RECEPTION', 'ACCOUNTANT', 'HOUSEKEEPING', 'WAITER'] as const

export const memberships = pgTable(
  'memberships',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    identityId: uuid()
      .notNull()
      .references(() => identities.id),
    role: text({ enum: ROLES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.identityId] }), index('memberships_identity_idx').on(t.identityId)],
)

export const invitations = pgTable(
  'invitations',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    email: text().notNull(),
    role: text({ enum: ROLES }).notNull(),
    tokenHash: text().notNull(),
    invitedBy: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The link stops working then (seven days after it was last sent). */
    expiresAt: timestamp({ withTimezone: true }).notNull().default(sql`now() + interval '7 days'`),
    /** When the invitation e-mail last went out; null when it could not be sent. */
    sentAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), index('invitations_token_idx').on(t.tokenHash)],
)

/** Device credentials (`Authorization: Hash`), stored only as a keyed hash. */
export const accessHashes = pgTable(
  'access_hashes',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    name: text().notNull(),
    role: text({ enum: ROLES }).notNull(),
    secretHash: text().notNull(),
    createdBy: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), index('access_hashes_secret_idx').on(t.secretHash)],
)
