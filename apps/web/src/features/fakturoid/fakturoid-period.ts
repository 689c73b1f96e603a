import { addDays, addMonths } from '../../lib/local-date.ts'

/** The periods the sync screen offers; the documents of the period are listed and synced. */
export const FAKTUROID_PERIODS = ['ALL', 'MONTH', 'LAST_MONTH', 'YEAR'] as const
export type FakturoidPeriod = (typeof FAKTUROID_PERIODS)[number]

/** A period as issue dates from and till (both included), counted from `today` where the workspace is. */
export function periodRange(period: FakturoidPeriod, today: string): { from?: string; till?: string } {
  const monthStart = `${today.slice(0, 7)}-01`
  if (period === 'MONTH') return { from: monthStart, till: today }
  if (period === 'LAST_MONTH') return { from: addMonths(monthStart, -1), till: addDays(monthStart, -1) }
  if (period === 'YEAR') return { from: `${today.slice(0, 4)}-01-01`, till: today }
  return {}
}
