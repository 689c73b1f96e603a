import { sql } from 'drizzle-orm'
import { accommodationSettings, workspaces } from '../../db/schema/index.ts'
import { CnbRatesClient } from '../../integrations/cnb/cnb-rates.client.ts'
import type { JobHandler } from '../../jobs/jobs.ts'
import type { Schedule } from '../../jobs/schedules.ts'
import { todayIn } from '../../lib/local-date.ts'
import { lastFetched, storeCnbRates } from './exchange-rates.service.ts'

/**
 * ČNB's rates of the day, for the guests who pay a stay priced in crowns from a euro account. Every
 * workspace with a euro account and no rate of its own asks every three hours; the rates are the
 * same for all, so a fetch within the last two hours serves them all. ČNB publishes after 14:30
 * Prague time; before that, the day's answer is the last working day's rates.
 */
export const EXCHANGE_RATES_JOB = 'exchange-rates.cnb'

const FRESH_MS = 2 * 3_600_000

export const exchangeRatesSchedule: Schedule = {
  kind: EXCHANGE_RATES_JOB,
  everyMs: 3 * 3_600_000,
  where: sql`exists (select 1 from ${accommodationSettings} where ${accommodationSettings.workspaceId} = ${workspaces.id}
    and ${accommodationSettings.eurIban} <> '' and ${accommodationSettings.eurRateMilli} is null)`,
}

export function exchangeRatesHandler(deps: { url: string }): JobHandler {
  const cnb = new CnbRatesClient({ url: deps.url })
  return {
    kind: EXCHANGE_RATES_JOB,
    async run({ db }) {
      const now = new Date()
      const fetched = await lastFetched(db)
      if (fetched && now.getTime() - fetched.getTime() < FRESH_MS) return
      await storeCnbRates(db, await cnb.dailyRates(todayIn('Europe/Prague', now)), now)
    },
  }
}
