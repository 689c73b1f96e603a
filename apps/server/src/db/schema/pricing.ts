import type { StayRuleView } from '@innkeep/contract'
import { sql } from 'drizzle-orm'
import { bigint, boolean, check, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { workspaces } from './identity.ts'

export interface SeasonColumn {
  name: string
  since: string
  till: string
  price: number
}

/** Price-list items by code; amounts in minor units, VAT included. */
export const priceListItems = pgTable(
  'price_list_items',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    code: text().notNull(),
    name: text().notNull(),
    unit: text({ enum: ['PER_NIGHT', 'PER_DAY'] }).notNull(),
    price: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('CZK'),
    vatRate: integer().notNull(),
    includedGuests: integer().notNull().default(1),
    extraAdult: bigint({ mode: 'number' }).notNull().default(0),
    extraChild: bigint({ mode: 'number' }).notNull().default(0),
    seasons: jsonb().$type<SeasonColumn[]>().notNull().default([]),
    /** Stay rules (contract StayRule, checked by pricelist.service). */
    rules: jsonb().$type<StayRuleView[]>().notNull().default([]),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.code] }),
    check('price_list_items_amounts_check', sql`${t.price} >= 0 and ${t.extraAdult} >= 0 and ${t.extraChild} >= 0`),
  ],
)

/** Per-workspace accommodation rules: the local accommodation fee per guest category and night. */
export const accommodationSettings = pgTable('accommodation_settings', {
  workspaceId: uuid()
    .primaryKey()
    .references(() => workspaces.id),
  feeAdult: bigint({ mode: 'number' }).notNull(),
  feeChild: bigint({ mode: 'number' }).notNull(),
  feeZtp: bigint({ mode: 'number' }).notNull(),
  feeOver60: bigint({ mode: 'number' }).notNull(),
  feeWork: bigint({ mode: 'number' }).notNull(),
  feeMaxNights: integer().notNull().default(60),
  /** Public bookings start CONFIRMED instead of REQUESTED. */
  autoConfirmPublic: boolean().notNull().default(false),
  /** Account guests pay to (QR payment on the guest page); '' when none. */
  iban: text().notNull().default(''),
  /** A web booking's deposit request, in percent of its price; 0: none. */
  depositPercent: integer().notNull().default(0),
  /** A requested web booking is confirmed when its deposit is paid. */
  confirmOnDeposit: boolean().notNull().default(false),
  /** The deposit is a share of the price (PERCENT) or the first night (FIRST_NIGHT). */
  depositMode: text({ enum: ['PERCENT', 'FIRST_NIGHT'] })
    .notNull()
    .default('PERCENT'),
  /** The deposit is due this many days after booking (never after the day before arrival). */
  depositDueDays: integer().notNull().default(7),
  /** Unpaid requested web bookings are canceled after their deposit's due day. */
  autoCancelUnpaid: boolean().notNull().default(false),
  /** A euro account for the EPC (SEPA) QR payment of stays in euros; '' when none. */
  eurIban: text().notNull().default(''),
  /** The house's own rate for payments in euros, thousandths of a crown for 1 €; null: ČNB's of the day. */
  eurRateMilli: integer(),
  /** How soon the house answers a requested booking (hours), as the booking page promises. */
  replyWithinHours: integer().notNull().default(24),
  /** The host's registration for the police report of foreign guests (contract UbyportSettings). */
  ubyport: jsonb().notNull().default({}),
  version: integer().notNull().default(0),
})
