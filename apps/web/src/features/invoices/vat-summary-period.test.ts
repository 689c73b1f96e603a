import type { FacturationSummary } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { writeFilter } from '../../lib/url-filter.ts'
import {
  defaultMonth,
  defaultQuarter,
  monthRange,
  quarterRange,
  readVatPeriod,
  recentMonths,
  recentQuarters,
  sumRows,
  VAT_PERIOD_PARAMS,
  vatDifference,
  vatPeriodRange,
} from './vat-summary-period.ts'

describe('VAT periods', () => {
  it('covers whole months and quarters, leap years included', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', till: '2028-02-29' })
    expect(monthRange('2027-12')).toEqual({ from: '2027-12-01', till: '2027-12-31' })
    expect(quarterRange('2027-Q1')).toEqual({ from: '2027-01-01', till: '2027-03-31' })
    expect(quarterRange('2027-Q4')).toEqual({ from: '2027-10-01', till: '2027-12-31' })
  })

  it('offers the last months and quarters, and starts at the one before this one', () => {
    expect(recentMonths('2027-02-15', 3)).toEqual(['2027-02', '2027-01', '2026-12'])
    expect(recentQuarters('2027-02-15', 3)).toEqual(['2027-Q1', '2026-Q4', '2026-Q3'])
    expect(defaultMonth('2027-01-31')).toBe('2026-12')
    expect(defaultQuarter('2027-05-31')).toBe('2027-Q1')
    expect(defaultQuarter('2027-02-01')).toBe('2026-Q4')
  })
})

describe('the VAT difference', () => {
  const summary = (issued: number[], received: number[]): FacturationSummary => ({
    from: '2027-01-01',
    till: '2027-01-31',
    currency: 'CZK',
    issued: {
      byRate: issued.map((vat, i) => ({ vatRate: i ? 21 : 12, base: vat * 10, vat, total: vat * 11, documents: 1 })),
      byCategory: [],
      reverseCharge: { base: 0, documents: 0 },
      outsideVat: { amount: 0, documents: 0 },
    },
    received: {
      byRate: received.map((vat) => ({ vatRate: 21, base: vat * 5, vat, total: vat * 6, documents: 2 })),
    },
    canceled: [],
  })

  it('is VAT issued less VAT received: positive to pay, negative to get back', () => {
    expect(vatDifference(summary([36000, 21000], [10000]))).toEqual({
      issued: 57000,
      received: 10000,
      difference: 47000,
    })
    expect(vatDifference(summary([1000], [5000])).difference).toBe(-4000)
    expect(vatDifference(summary([], [])).difference).toBe(0)
  })

  it('sums the rows of a table', () => {
    expect(sumRows(summary([100, 200], []).issued.byRate)).toEqual({ base: 3000, vat: 300, total: 3300, documents: 2 })
  })
})

describe('the VAT period in the address', () => {
  const TODAY = '2027-05-20'
  const read = (search: string) => readVatPeriod(new URLSearchParams(search), TODAY)

  it('starts with the month before this one, as today', () => {
    expect(read('')).toEqual({
      kind: 'month',
      month: '2027-04',
      quarter: '2027-Q1',
      from: '2027-04-01',
      till: '2027-04-30',
    })
    expect(vatPeriodRange(read(''))).toEqual({ from: '2027-04-01', till: '2027-04-30' })
  })

  it('covers the month, the quarter or the dates the address names', () => {
    expect(vatPeriodRange(read('period=month&month=2026-11'))).toEqual({ from: '2026-11-01', till: '2026-11-30' })
    expect(vatPeriodRange(read('period=quarter&quarter=2026-Q3'))).toEqual({ from: '2026-07-01', till: '2026-09-30' })
    expect(vatPeriodRange(read('period=custom&from=2027-01-05&till=2027-02-10'))).toEqual({
      from: '2027-01-05',
      till: '2027-02-10',
    })
    // one date missing: the page asks for a valid period
    expect(vatPeriodRange(read('period=custom&till=2027-02-10'))).toEqual({ from: '', till: '2027-02-10' })
  })

  it('falls back to the defaults for a period it does not offer or know', () => {
    expect(read('period=year&month=2027-13&quarter=2027-Q5&from=2027-02-30&till=soon')).toEqual(read(''))
    // months and quarters the page offers only: none to come, none years ago
    expect(read('month=2027-06').month).toBe('2027-04')
    expect(read('month=1999-01').month).toBe('2027-04')
    expect(read('quarter=2027-Q3').quarter).toBe('2027-Q1')
    expect(read('month=2027-05').month).toBe('2027-05')
  })

  it('reads back what it wrote', () => {
    const written = writeFilter(
      new URLSearchParams(),
      { kind: 'quarter', quarter: '2026-Q4', from: '', till: '' },
      VAT_PERIOD_PARAMS,
    )
    expect(written.toString()).toBe('period=quarter&quarter=2026-Q4')
    expect(vatPeriodRange(readVatPeriod(written, TODAY))).toEqual(quarterRange('2026-Q4'))
  })
})
