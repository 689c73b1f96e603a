import { dateOf } from '../../lib/url-filter.ts'
import { DEFAULT_PERIOD, isPeriod, type Period } from '../invoices/invoice-period.ts'

/** The parameters the issued and the supplier invoices' lists share (`?period=custom&from=…&q=…&dir=asc`). */
export const DOCUMENT_FILTER_PARAMS = {
  period: 'period',
  from: 'from',
  till: 'till',
  payment: 'payment',
  labels: 'label',
  text: 'q',
  sort: 'sort',
  direction: 'dir',
} as const

export interface PeriodState {
  period: Period
  /** The typed range of the `custom` period. */
  from?: string
  till?: string
}

/** A list's period as the address holds it; a date that is none is left out. */
export function readPeriod(params: URLSearchParams): PeriodState {
  const period = params.get('period')
  const from = dateOf(params, 'from')
  const till = dateOf(params, 'till')
  return {
    period: isPeriod(period) ? period : DEFAULT_PERIOD,
    ...(from ? { from } : {}),
    ...(till ? { till } : {}),
  }
}
