import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { bankItems } from './bank.ts'
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
    /**
     * The bank or cash-register item's link to the stay's invoice this payment mirrors (the account's
     * payments are its invoices' payments); its reversal, when the link is removed, names it too.
     */
    paymentLinkId: uuid(),
    /** Cash taken or given back at reception: its item in the cash register the money went into or out of. */
    cashItemId: uuid(),
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
    foreignKey({
      name: 'stay_payments_cash_item_fk',
      columns: [t.workspaceId, t.cashItemId],
      foreignColumns: [bankItems.workspaceId, bankItems.id],
    }),
    uniqueIndex('stay_payments_cash_item_key').on(t.workspaceId, t.cashItemId).where(sql`${t.cashItemId} is not null`),
    check('stay_payments_amount_check', sql`${t.amount} <> 0`),
  ],
)

/** What one unit of an extra is (contract StayExtraUnit). */
export const STAY_EXTRA_UNITS = ['PER_STAY', 'PER_NIGHT', 'PER_PERSON', 'PER_PERSON_NIGHT', 'PER_PIECE'] as const

/** The price list's extras: breakfast, dog, parking… (price VAT included, minor units). */
export const stayExtras = pgTable(
  'stay_extras',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    unit: text({ enum: STAY_EXTRA_UNITS }).notNull(),
    price: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('CZK'),
    vatRate: integer().notNull(),
    guestSelectable: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    check('stay_extras_price_check', sql`${t.price} > 0 and ${t.vatRate} in (0, 12, 21)`),
  ],
)

/** Where a charge came from (contract StayChargeSource). */
export const STAY_CHARGE_SOURCES = ['EXTRA', 'RESTAURANT', 'OTHER', 'CANCELLATION_FEE'] as const

/** Something charged to an account besides its stays' prices; never edited, voided instead. */
export const stayCharges = pgTable(
  'stay_charges',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    accountId: uuid().notNull(),
    /** The room it belongs to, when it belongs to one. */
    reservationId: uuid(),
    source: text({ enum: STAY_CHARGE_SOURCES }).notNull(),
    extraId: uuid(),
    name: text().notNull(),
    quantity: integer().notNull(),
    unit: text({ enum: STAY_EXTRA_UNITS }),
    /** Minor units, VAT included. */
    unitPrice: bigint({ mode: 'number' }).notNull(),
    vatRate: integer().notNull(),
    day: date().notNull(),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp({ withTimezone: true }),
    voidedBy: text(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'stay_charges_account_fk',
      columns: [t.workspaceId, t.accountId],
      foreignColumns: [stayAccounts.workspaceId, stayAccounts.id],
    }),
    foreignKey({
      name: 'stay_charges_extra_fk',
      columns: [t.workspaceId, t.extraId],
      foreignColumns: [stayExtras.workspaceId, stayExtras.id],
    }),
    index('stay_charges_account_idx').on(t.workspaceId, t.accountId),
    check('stay_charges_amount_check', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0`),
  ],
)
