import { sql } from 'drizzle-orm'
import { bigint, check, date, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { workspaces } from './identity.ts'

/**
 * The account of a booking (decision 011): its reservations' prices and its charges less its payments.
 * Reservations name it (`reservations.account_id`); reservations booked together share one.
 */
export const stayAccounts = pgTable(
  'stay_accounts',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    currency: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] })],
)

/** How a payment came (contract StayPaymentMethod): cash, card, bank transfer, QR code payment. */
export const STAY_PAYMENT_METHODS = ['cash', 'card', 'bank', 'code'] as const

/** Money taken for an account (a refund is negative), never edited: a mistake is refunded. */
export const stayPayments = pgTable(
  'stay_payments',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    accountId: uuid().notNull(),
    /** Minor units of the account's currency; negative for a refund. */
    amount: bigint({ mode: 'number' }).notNull(),
    method: text({ enum: STAY_PAYMENT_METHODS }).notNull(),
    paidOn: date().notNull(),
    note: text().notNull().default(''),
    /** Who took it (actor label, as the audit trail names people). */
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'stay_payments_account_fk',
      columns: [t.workspaceId, t.accountId],
      foreignColumns: [stayAccounts.workspaceId, stayAccounts.id],
    }),
    index('stay_payments_account_idx').on(t.workspaceId, t.accountId),
    check('stay_payments_amount_check', sql`${t.amount} <> 0`),
  ],
)
