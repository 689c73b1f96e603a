import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The Czech National Bank's daily rates (kurzy devizového trhu), shared by every workspace: public
 * facts, not anybody's data. `rateMilli` crowns (in thousandths) for `amount` units of the currency,
 * valid on `validOn` (the day ČNB declared them for).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text().notNull(),
    validOn: date().notNull(),
    amount: integer().notNull(),
    rateMilli: bigint({ mode: 'number' }).notNull(),
    fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.validOn] })],
)
