import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { contacts } from './contacts.ts'
import { workspaces } from './identity.ts'
import { reservations } from './reservations.ts'
import { rentalContracts } from './vehicles.ts'

const INVOICE_TYPES = [
  'REGULAR_INVOICE',
  'PROFORMA',
  'RECEIVED_PAYMENT_INVOICE',
  'EU_INVOICE',
  'CREDIT_NOTE',
  'DEBIT_NOTE',
] as const

/**
 * An invoice: a draft until issued, when it takes the next number of its series. Lines, the VAT
 * recapitulation and the parties are kept as they were computed and named on the invoice (jsonb):
 * they are read and written with it, never alone. Totals are columns for lists and sums.
 */
export const invoices = pgTable(
  'invoices',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    type: text({ enum: INVOICE_TYPES }).notNull(),
    status: text({ enum: ['DRAFT', 'ISSUED'] }).notNull(),
    validity: text({ enum: ['VALID', 'CANCELED'] })
      .notNull()
      .default('VALID'),
    number: text(),
    variableSymbol: text().notNull().default(''),
    contactId: uuid().notNull(),
    customer: jsonb().notNull(),
    supplier: jsonb().notNull(),
    language: text({ enum: ['cs', 'en'] }).notNull(),
    currency: text({ enum: ['CZK', 'EUR'] }).notNull(),
    /** CZK per unit of the currency × 1000; null for CZK. */
    exchangeRateMilli: integer(),
    vatMode: text({ enum: ['FROM_BASE', 'FROM_TOTAL'] }).notNull(),
    vatCharged: boolean().notNull(),
    issueDate: date({ mode: 'string' }).notNull(),
    taxableSupplyDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    paymentMethod: text({ enum: ['bank', 'cash', 'code', 'paypal', 'card'] }).notNull(),
    iban: text().notNull().default(''),
    cashRounding: boolean().notNull().default(false),
    note: text().notNull().default(''),
    lines: jsonb().notNull(),
    advances: jsonb().notNull().default(sql`'[]'::jsonb`),
    recap: jsonb().notNull(),
    base: bigint({ mode: 'number' }).notNull(),
    vat: bigint({ mode: 'number' }).notNull(),
    total: bigint({ mode: 'number' }).notNull(),
    rounding: bigint({ mode: 'number' }).notNull(),
    toPay: bigint({ mode: 'number' }).notNull(),
    paidAmount: bigint({ mode: 'number' }).notNull().default(0),
    reservationId: uuid(),
    /**
     * The fingerprint of the lines a stay's draft was made with (reservations' stay-invoice.service):
     * while the draft's lines are still those, opening the stay's invoice brings them up to date with
     * its account; lines edited by hand are kept.
     */
    stayLinesHash: text(),
    /** A credit or debit note: the tax document it corrects (§ 42–45 ZDPH) and why. */
    correctsId: uuid(),
    /** The corrected document as this one names it: `{ id, number, issueDate, taxableSupplyDate }`. */
    corrects: jsonb(),
    correctionReason: text().notNull().default(''),
    /** The rental contract the invoice is paired with (pair-invoice-to-contract). */
    contractId: uuid(),
    /** Storage key of the issued invoice's PDF as it was sent; null until first generated. */
    pdfKey: text(),
    /** The last time the invoice was e-mailed, and to whom. */
    sentAt: timestamp({ withTimezone: true }),
    sentTo: text(),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp({ withTimezone: true }),
    canceledAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    unique('invoices_number_key').on(t.workspaceId, t.type, t.number),
    foreignKey({
      name: 'invoices_contact_fk',
      columns: [t.workspaceId, t.contactId],
      foreignColumns: [contacts.workspaceId, contacts.id],
    }),
    index('invoices_issue_date_idx').on(t.workspaceId, t.issueDate),
    index('invoices_contact_idx').on(t.workspaceId, t.contactId),
    foreignKey({
      name: 'invoices_corrects_fk',
      columns: [t.workspaceId, t.correctsId],
      foreignColumns: [t.workspaceId, t.id],
    }),
    foreignKey({
      name: 'invoices_contract_fk',
      columns: [t.workspaceId, t.contractId],
      foreignColumns: [rentalContracts.workspaceId, rentalContracts.id],
    }),
    index('invoices_contract_idx').on(t.workspaceId, t.contractId).where(sql`${t.contractId} is not null`),
    // the stay an invoice was made for is one of the same workspace (issue 22)
    foreignKey({
      name: 'invoices_reservation_fk',
      columns: [t.workspaceId, t.reservationId],
      foreignColumns: [reservations.workspaceId, reservations.id],
    }),
    index('invoices_reservation_idx').on(t.workspaceId, t.reservationId).where(sql`${t.reservationId} is not null`),
  ],
)

/** The last number used per series (document type and year): issuing takes the next one in its transaction. */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    type: text({ enum: INVOICE_TYPES }).notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.type, t.year] })],
)

/** A supplier invoice: what a supplier invoiced the workspace, as its document says. */
export const expenses = pgTable(
  'expenses',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    contactId: uuid().notNull(),
    supplier: jsonb().notNull(),
    /** The supplier's own number of the document. */
    number: text().notNull(),
    variableSymbol: text().notNull().default(''),
    issueDate: date({ mode: 'string' }).notNull(),
    taxableSupplyDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    currency: text({ enum: ['CZK', 'EUR'] }).notNull(),
    exchangeRateMilli: integer(),
    vatMode: text({ enum: ['FROM_BASE', 'FROM_TOTAL'] }).notNull(),
    lines: jsonb().notNull(),
    recap: jsonb().notNull(),
    base: bigint({ mode: 'number' }).notNull(),
    vat: bigint({ mode: 'number' }).notNull(),
    total: bigint({ mode: 'number' }).notNull(),
    paidAmount: bigint({ mode: 'number' }).notNull().default(0),
    iban: text().notNull().default(''),
    paymentMethod: text({ enum: ['bank', 'cash', 'code', 'paypal', 'card'] }).notNull(),
    note: text().notNull().default(''),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    unique('expenses_supplier_number_key').on(t.workspaceId, t.contactId, t.number),
    foreignKey({
      name: 'expenses_contact_fk',
      columns: [t.workspaceId, t.contactId],
      foreignColumns: [contacts.workspaceId, contacts.id],
    }),
    index('expenses_issue_date_idx').on(t.workspaceId, t.issueDate),
  ],
)
