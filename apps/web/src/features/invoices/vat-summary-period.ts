import type { FacturationSummary } from '@innkeep/contract'
import { addMonths, daysInMonth } from '../../lib/local-date.ts'
import { dateOf, oneOf, type UrlParamNames } from '../../lib/url-filter.ts'

/** A VAT period: a calendar month (`2026-04`), a quarter (`2026-Q2`) or dates typed in. */
export const VAT_PERIOD_KINDS = ['month', 'quarter', 'custom'] as const
export type VatPeriodKind = (typeof VAT_PERIOD_KINDS)[number]

export interface Range {
  from: string
  till: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** `2026-02` → 1.–28. 2. 2026. */
export function monthRange(month: string): Range {
  const [year = 0, m = 1] = month.split('-').map(Number)
  return { from: `${month}-01`, till: `${month}-${pad(daysInMonth(year, m))}` }
}

/** `2026-Q2` → 1. 4.–30. 6. 2026. */
export function quarterRange(quarter: string): Range {
  const [yearText = '0', qText = 'Q1'] = quarter.split('-')
  const q = Number(qText.slice(1))
  const first = (q - 1) * 3 + 1
  return {
    from: `${yearText}-${pad(first)}-01`,
    till: monthRange(`${yearText}-${pad(first + 2)}`).till,
  }
}

/** The last `count` months up to this one, newest first (`YYYY-MM`). */
export function recentMonths(today: string, count = 24): string[] {
  const first = `${today.slice(0, 7)}-01`
  return Array.from({ length: count }, (_, i) => addMonths(first, -i).slice(0, 7))
}

export function quarterOf(date: string): string {
  return `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`
}

/** The last `count` quarters up to this one, newest first (`YYYY-Qn`). */
export function recentQuarters(today: string, count = 8): string[] {
  const first = `${today.slice(0, 7)}-01`
  return Array.from({ length: count }, (_, i) => quarterOf(addMonths(first, -3 * i)))
}

/** The usual VAT return: the month (or quarter) before this one. */
export function defaultMonth(today: string): string {
  return addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7)
}

export function defaultQuarter(today: string): string {
  return quarterOf(addMonths(`${today.slice(0, 7)}-01`, -3))
}

/** The period the summary covers: the kind chosen, and the month, quarter and typed dates each kind offers. */
export interface VatPeriodState {
  kind: VatPeriodKind
  month: string
  quarter: string
  /** The typed dates; '' where there is none (the page then asks for a valid period). */
  from: string
  till: string
}

/** The period's parameters: `?period=quarter&quarter=2027-Q1`, `?period=custom&from=…&till=…`. */
export const VAT_PERIOD_PARAMS: UrlParamNames<VatPeriodState> = {
  kind: 'period',
  month: 'month',
  quarter: 'quarter',
  from: 'from',
  till: 'till',
}

/**
 * The period as the address holds it, as of `today`. A month or quarter the page does not offer and
 * anything else it does not know fall back to the defaults: the month before this one, the quarter
 * before this one, and that month as typed dates when none are given.
 */
export function readVatPeriod(params: URLSearchParams, today: string): VatPeriodState {
  const from = dateOf(params, 'from')
  const till = dateOf(params, 'till')
  const typed = from || till ? { from: from ?? '', till: till ?? '' } : monthRange(defaultMonth(today))
  return {
    kind: oneOf(VAT_PERIOD_KINDS, params.get('period')) ?? 'month',
    month: oneOf(recentMonths(today), params.get('month')) ?? defaultMonth(today),
    quarter: oneOf(recentQuarters(today), params.get('quarter')) ?? defaultQuarter(today),
    ...typed,
  }
}

/** The dates the chosen period covers. */
export function vatPeriodRange(state: VatPeriodState): Range {
  if (state.kind === 'month') return monthRange(state.month)
  if (state.kind === 'quarter') return quarterRange(state.quarter)
  return { from: state.from, till: state.till }
}

export interface RateSums {
  base: number
  vat: number
  total: number
  documents: number
}

export function sumRows(rows: readonly { base: number; vat: number; total: number; documents?: number }[]): RateSums {
  return rows.reduce<RateSums>(
    (sum, row) => ({
      base: sum.base + row.base,
      vat: sum.vat + row.vat,
      total: sum.total + row.total,
      documents: sum.documents + (row.documents ?? 0),
    }),
    { base: 0, vat: 0, total: 0, documents: 0 },
  )
}

/**
 * VAT issued − VAT received: positive is daňová povinnost (to pay), negative nadměrný odpočet (to
 * get back), in haléř.
 */
export function vatDifference(summary: FacturationSummary): { issued: number; received: number; difference: number } {
  const issued = sumRows(summary.issued.byRate).vat
  const received = sumRows(summary.received.byRate).vat
  return { issued, received, difference: issued - received }
}
