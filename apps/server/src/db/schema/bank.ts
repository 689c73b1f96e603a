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
import { workspaces } from './identity.ts'
import { expenses, invoices } from './invoicing.ts'

/** A bank account (FIO synchronised, or filled from statement files) or a cash register. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    kind: text({ enum: ['BANK', 'CASH'] }).notNull(),
    name: text().notNull(),
    bank: text({ enum: ['FIO', 'CSOB'] }),
    accountNumber: text().notNull().default(''),
    iban: text().notNull().default(''),
    currency: text({ enum: ['CZK', 'EUR'] }).notNull(),
    openingBalance: bigint({ mode: 'number' }).notNull().default(0),
    isDefault: boolean().notNull().default(false),
    /** AES-256-GCM of the FIO API token (lib/crypto.ts); never returned, never logged. */
    fioTokenSealed: text(),
    syncState: text({ enum: ['NEVER', 'QUEUED', 'RUNNING', 'OK', 'ERROR'] })
      .notNull()
      .default('NEVER'),
    lastSyncAt: timestamp({ withTimezone: true }),
    lastSyncError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('bank_accounts_number_key').on(t.workspaceId, t.accountNumber).where(sql`${t.accountNumber} <> ''`),
    uniqueIndex('bank_accounts_default_key').on(t.workspaceId).where(sql`${t.isDefault}`),
  ],
)

/** An imported statement file or API answer, kept for its balances and as the record of the import. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    accountId: uuid().notNull(),
    source: text({ enum: ['FIO', 'STATEMENT'] }).notNull(),
    fileName: text(),
    /** sha256 of the file: the same file twice is recognised (and adds nothing). */
    fileHash: text(),
    statementNumber: integer(),
    periodFrom: date({ mode: 'string' }),
    periodTill: date({ mode: 'string' }),
    openingBalance: bigint({ mode: 'number' }),
    closingBalance: bigint({ mode: 'number' }),
    received: integer().notNull(),
    added: integer().notNull(),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'bank_statements_account_fk',
      columns: [t.workspaceId, t.accountId],
      foreignColumns: [bankAccounts.workspaceId, bankAccounts.id],
    }),
    index('bank_statements_account_idx').on(t.workspaceId, t.accountId, t.periodTill),
  ],
)

/** One movement of money on an account or cash register. */
export const bankItems = pgTable(
  'bank_items',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    accountId: uuid().notNull(),
    /** The bank's own id of the movement (unique per account); ours for payments and cash. */
    externalId: text().notNull(),
    bookedOn: date({ mode: 'string' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    counterpartyAccount: text(),
    counterpartyName: text(),
    variableSymbol: text(),
    constantSymbol: text(),
    specificSymbol: text(),
    message: text(),
    kind: text().notNull(),
    source: text({ enum: ['FIO', 'STATEMENT', 'PAYMENT', 'CASH'] }).notNull(),
    statementId: uuid(),
    /** A payment order we recorded that the bank has not reported yet. */
    pending: boolean().notNull().default(false),
    ignored: boolean().notNull().default(false),
    /** Sum of this item's payment links (positive), kept in the linking transaction. */
    linkedAmount: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('bank_items_external_key').on(t.workspaceId, t.accountId, t.externalId),
    foreignKey({
      name: 'bank_items_account_fk',
      columns: [t.workspaceId, t.accountId],
      foreignColumns: [bankAccounts.workspaceId, bankAccounts.id],
    }),
    index('bank_items_booked_idx').on(t.workspaceId, t.bookedOn),
    index('bank_items_vs_idx').on(t.workspaceId, t.variableSymbol),
    check('bank_items_linked_check', sql`${t.linkedAmount} >= 0 and ${t.linkedAmount} <= abs(${t.amount})`),
  ],
)

/** A bank item paying (part of) an invoice or a supplier invoice. */
export const paymentLinks = pgTable(
  'payment_links',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    bankItemId: uuid().notNull(),
    action: text({ enum: ['PAY_INVOICE', 'PAY_EXPENSE'] }).notNull(),
    invoiceId: uuid(),
    expenseId: uuid(),
    amount: bigint({ mode: 'number' }).notNull(),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'payment_links_item_fk',
      columns: [t.workspaceId, t.bankItemId],
      foreignColumns: [bankItems.workspaceId, bankItems.id],
    }),
    foreignKey({
      name: 'payment_links_invoice_fk',
      columns: [t.workspaceId, t.invoiceId],
      foreignColumns: [invoices.workspaceId, invoices.id],
    }),
    foreignKey({
      name: 'payment_links_expense_fk',
      columns: [t.workspaceId, t.expenseId],
      foreignColumns: [expenses.workspaceId, expenses.id],
    }),
    index('payment_links_item_idx').on(t.workspaceId, t.bankItemId),
    index('payment_links_invoice_idx').on(t.workspaceId, t.invoiceId),
    index('payment_links_expense_idx').on(t.workspaceId, t.expenseId),
    check(
      'payment_links_target_check',
      sql`${t.amount} > 0 and ((${t.action} = 'PAY_INVOICE' and ${t.invoiceId} is not null and ${t.expenseId} is null) or (${t.action} = 'PAY_EXPENSE' and ${t.expenseId} is not null and ${t.invoiceId} is null))`,
    ),
  ],
)

/**
 * What a link settled beyond the money that moved (issue 26): haléř rounding, a bank's fee, a
 * portal's commission kept from a payout. ITEM: the item paid more than the document, and the
 * difference uses the rest of it; DOCUMENT: the item paid less, and the difference settles the rest
 * of the document. Deleted (and reversed) with its link.
 */
export const paymentDifferences = pgTable(
  'payment_differences',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    paymentLinkId: uuid().notNull(),
    reason: text({ enum: ['ROUNDING', 'BANK_FEE', 'PORTAL_COMMISSION'] }).notNull(),
    side: text({ enum: ['ITEM', 'DOCUMENT'] }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'payment_differences_link_fk',
      columns: [t.workspaceId, t.paymentLinkId],
      foreignColumns: [paymentLinks.workspaceId, paymentLinks.id],
    }),
    uniqueIndex('payment_differences_link_key').on(t.workspaceId, t.paymentLinkId),
    check('payment_differences_amount_check', sql`${t.amount} > 0`),
  ],
)
