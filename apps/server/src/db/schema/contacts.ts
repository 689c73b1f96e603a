import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { workspaces } from './identity.ts'

/** Customers and suppliers of a workspace: what invoices and supplier invoices name. */
export const contacts = pgTable(
  'contacts',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    name: text().notNull(),
    ico: text().notNull().default(''),
    dic: text().notNull().default(''),
    street: text().notNull().default(''),
    city: text().notNull().default(''),
    postcode: text().notNull().default(''),
    country: text().notNull().default('CZ'),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    bankAccount: text().notNull().default(''),
    iban: text().notNull().default(''),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    // one contact per company ID in a workspace; people without one are many
    uniqueIndex('contacts_ico_key').on(t.workspaceId, t.ico).where(sql`${t.ico} <> ''`),
    index('contacts_name_idx').on(t.workspaceId, sql`lower(${t.name})`),
  ],
)
