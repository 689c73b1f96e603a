import type { FacturationSummary } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import {
  defaultMonth,
  defaultQuarter,
  monthRange,
  quarterRange,
  recentMonths,
  recentQuarters,
  sumRows,
  vatDifference,
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
    },
    received: {
      byRate: received.map((vat) => ({ vatRate: 21, base: vat * 5, vat, total: vat * 6, documents: 2 })),
    },
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
