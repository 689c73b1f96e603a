import { addMonths, daysInMonth } from '../../lib/local-date.ts'

/** The issue-date periods the list offers in one click, a range typed in, or every date. */
export const PERIODS = ['month', 'lastMonth', 'year', 'custom', 'all'] as const
export type Period = (typeof PERIODS)[number]

/** The period a list shows when the address names none. */
export const DEFAULT_PERIOD: Period = 'year'

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value)
}

export interface DateRange {
  from?: string
  till?: string
}

function monthOf(date: string): DateRange {
  const [year = 0, month = 1] = date.split('-').map(Number)
  const head = date.slice(0, 7)
  return { from: `${head}-01`, till: `${head}-${String(daysInMonth(year, month)).padStart(2, '0')}` }
}

/** The issue dates a period covers, both ends inclusive, as of `today` where the workspace is. */
export function periodRange(period: Period, today: string, custom: DateRange = {}): DateRange {
  switch (period) {
    case 'month':
      return monthOf(today)
    case 'lastMonth':
      return monthOf(addMonths(`${today.slice(0, 7)}-01`, -1))
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, till: `${today.slice(0, 4)}-12-31` }
    case 'custom':
      return { from: custom.from, till: custom.till }
    case 'all':
      return {}
  }
}
