import { describe, expect, it } from 'vitest'
import { invoiceNumber, SERIES_DIGIT, seriesYear, variableSymbolOf } from '../../src/modules/invoicing/numbering.ts'

describe('invoice numbers', () => {
  it('are the year, the series digit and the sequence in four digits: 2026 1 0001', () => {
    expect(invoiceNumber('REGULAR_INVOICE', '2026-03-02', 1)).toBe('202610001')
    expect(invoiceNumber('PROFORMA', '2026-12-31', 42)).toBe('202620042')
    expect(invoiceNumber('RECEIVED_PAYMENT_INVOICE', '2027-01-01', 9_999)).toBe('202739999')
    expect(invoiceNumber('EU_INVOICE', '2026-06-30', 7)).toBe('202640007')
  })

  it('grow a digit past 9 999 and stay a variable symbol (at most ten digits)', () => {
    const number = invoiceNumber('REGULAR_INVOICE', '2026-03-02', 10_000)
    expect(number).toBe('2026110000')
    expect(number).toMatch(/^\d{1,10}$/)
  })

  it('refuse a sequence that is no count', () => {
    expect(() => invoiceNumber('REGULAR_INVOICE', '2026-03-02', 0)).toThrow()
    expect(() => invoiceNumber('REGULAR_INVOICE', '2026-03-02', 1.5)).toThrow()
    expect(() => invoiceNumber('REGULAR_INVOICE', '2026-03-02', -1)).toThrow()
  })

  it('keep each series apart and take the year of issue', () => {
    expect(new Set(Object.values(SERIES_DIGIT)).size).toBe(6)
    expect(invoiceNumber('CREDIT_NOTE', '2026-11-05', 1)).toBe('202650001')
    expect(invoiceNumber('DEBIT_NOTE', '2026-11-05', 3)).toBe('202660003')
    expect(seriesYear('2026-12-31')).toBe(2026)
    expect(seriesYear('2027-01-01')).toBe(2027)
  })

  it('are the variable symbol unless one was given', () => {
    expect(variableSymbolOf('', '202610001')).toBe('202610001')
    expect(variableSymbolOf('7788', '202610001')).toBe('7788')
  })
})
