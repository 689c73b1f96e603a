import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { exchangeRates } from '../../db/schema/index.ts'
import type { CnbDailyRates } from '../../integrations/cnb/cnb-rates.client.ts'
import { addDays } from '../../lib/local-date.ts'

/** A rate older than this is not offered to a guest: ČNB publishes every working day (Easter is four days). */
const MAX_AGE_DAYS = 7

export interface EuroRate {
  /** Thousandths of a crown for 1 € (24,280 → 24280). */
  rateMilli: number
  /** The day ČNB declared it for; null for the house's own rate. */
  validOn: string | null
}

/** Keeps ČNB's rates of a day (again: the day's rates replace what a re-declaration changed). */
export async function storeCnbRates(db: Db, daily: CnbDailyRates, now = new Date()): Promise<void> {
  if (daily.rates.length === 0) return
  await db
    .insert(exchangeRates)
    .values(daily.rates.map((rate) => ({ ...rate, validOn: daily.validOn, fetchedAt: now })))
    .onConflictDoUpdate({
      target: [exchangeRates.currency, exchangeRates.validOn],
      set: {
        amount: sql`excluded.amount`,
        rateMilli: sql`excluded.rate_milli`,
        fetchedAt: sql`excluded.fetched_at`,
      },
    })
}

/** When the rates were last fetched (any day's), or null: the job skips ČNB when that was a moment ago. */
export async function lastFetched(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${exchangeRates.fetchedAt})`.mapWith((v) => (v ? new Date(v) : null)) })
    .from(exchangeRates)
  return row?.at ?? null
}

/** ČNB's latest euro rate for 1 € on or before `today`, at most a week old; null when none is kept. */
export async function cnbEuroRate(db: Db, today: string): Promise<EuroRate | null> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.currency, 'EUR'),
        gte(exchangeRates.validOn, addDays(today, -MAX_AGE_DAYS)),
        sql`${exchangeRates.validOn} <= ${today}`,
      ),
    )
    .orderBy(desc(exchangeRates.validOn))
    .limit(1)
  return row ? { rateMilli: Math.round(row.rateMilli / row.amount), validOn: row.validOn } : null
}

/** The rate a stay in crowns is paid in euros at: the house's own (`eurRateMilli`), else ČNB's of the day. */
export async function euroRateOf(db: Db, eurRateMilli: number | null, today: string): Promise<EuroRate | null> {
  if (eurRateMilli !== null) return { rateMilli: eurRateMilli, validOn: null }
  return cnbEuroRate(db, today)
}
