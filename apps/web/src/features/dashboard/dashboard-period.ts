import { dashboardPeriodProblem } from '@innkeep/contract'
import { addDays, addMonths, isLocalDate } from '../../lib/local-date.ts'

/** The periods offered in one click, or dates typed in. */
export const PRESETS = ['month', 'lastMonth', 'quarter', 'year', 'last12', 'custom'] as const
export type Preset = (typeof PRESETS)[number]

/** A period as the server takes it: `[from, till)`, `till` the day after the last one. */
export interface Period {
  from: string
  till: string
}

/** What the address holds: `?period=year`, or `?period=custom&from=2026-03-01&to=2026-03-31` (both days included). */
export interface PeriodChoice {
  preset: Preset
  from: string
  to: string
}

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`

export function readPeriodChoice(params: URLSearchParams): PeriodChoice {
  const preset = PRESETS.find((p) => p === params.get('period')) ?? 'month'
  const date = (key: string) => {
    const value = params.get(key)
    return isLocalDate(value) ? value : ''
  }
  return { preset, from: date('from'), to: date('to') }
}

/** The period of a choice as of `today`; null when typed dates are missing or make no period. */
export function periodOf(choice: PeriodChoice, today: string): Period | null {
  const month = firstOfMonth(today)
  switch (choice.preset) {
    case 'month':
      return { from: month, till: addMonths(month, 1) }
    case 'lastMonth':
      return { from: addMonths(month, -1), till: month }
    case 'quarter': {
      const first = addMonths(month, -((Number(today.slice(5, 7)) - 1) % 3))
      return { from: first, till: addMonths(first, 3) }
    }
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, till: `${Number(today.slice(0, 4)) + 1}-01-01` }
    case 'last12':
      return { from: addMonths(month, -11), till: addMonths(month, 1) }
    case 'custom': {
      if (!choice.from || !choice.to) return null
      const period = { from: choice.from, till: addDays(choice.to, 1) }
      return dashboardPeriodProblem(period.from, period.till) ? null : period
    }
  }
}

/** Why typed dates make no period, as a message key; null when they do (or are not typed in yet). */
export function customProblem(choice: PeriodChoice): string | null {
  if (choice.preset !== 'custom' || !choice.from || !choice.to) return null
  const problem = dashboardPeriodProblem(choice.from, addDays(choice.to, 1))
  if (problem === 'validation.periodOrder') return 'dashboard.period.order'
  if (problem === 'dashboard.periodTooLong') return 'dashboard.period.tooLong'
  return null
}

/** The calendar month a period is exactly (`2026-11-01`), else null: the title then names the month. */
export function wholeMonth(period: Period): string | null {
  return period.from.endsWith('-01') && addMonths(period.from, 1) === period.till ? period.from : null
}
