import { dashboardPeriodProblem } from '@innkeep/contract'
import { validation } from '../../http/errors.ts'
import { addDays, firstOfMonth, firstOfNextMonth, type LocalDate } from '../../lib/local-date.ts'

/**
 * The period `[from, till)` asked for. Both ends left out: this month; one left out: the month of the
 * other one is completed (from the 1st, or till the 1st of the next month).
 */
export function dashboardPeriod(
  query: { from?: LocalDate | undefined; till?: LocalDate | undefined },
  today: LocalDate,
) {
  const from = query.from ?? (query.till ? firstOfMonth(addDays(query.till, -1)) : firstOfMonth(today))
  const till = query.till ?? firstOfNextMonth(from)
  const problem = dashboardPeriodProblem(from, till)
  if (problem) throw validation('till', problem)
  return { from, till }
}

/** Every month the period touches, `YYYY-MM`, oldest first. */
export function monthsOf(period: { from: LocalDate; till: LocalDate }): string[] {
  const months: string[] = []
  for (let first = firstOfMonth(period.from); first < period.till; first = firstOfNextMonth(first)) {
    months.push(first.slice(0, 7))
  }
  return months
}

/** occupied / available as a percentage with one decimal; 0 when nothing was available. */
export function percentOf(occupied: number, available: number): number {
  return available > 0 ? Math.round((occupied / available) * 1000) / 10 : 0
}
