import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMoney,
  formatMonthYear,
  formatRate,
  formatWeekday,
} from './format.ts'

// Intl separates thousands and the currency with no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatDate', () => {
  it('writes a local date as 12. 3. 2027 in Czech and 12 Mar 2027 in English', () => {
    expect(formatDate('2027-03-12', 'cs')).toBe('12. 3. 2027')
    expect(formatDate('2027-03-12', 'en')).toBe('12 Mar 2027')
  })

  it('writes it as 12.03.2027 in German, the guest pages’ third language', () => {
    expect(formatDate('2027-03-12', 'de')).toBe('12.03.2027')
    expect(formatDateTime('2027-03-12T13:05:00Z', 'de', 'Europe/Prague')).toBe('12.03.2027 14:05')
  })

  it('never shifts a local date by the time zone', () => {
    expect(formatDate('2027-01-01', 'cs', 'America/Los_Angeles')).toBe('1. 1. 2027')
  })

  it('shows an instant on its day in the workspace time zone', () => {
    expect(formatDate('2027-03-12T23:30:00Z', 'cs', 'Europe/Prague')).toBe('13. 3. 2027')
    expect(formatDateTime('2027-03-12T13:05:00Z', 'cs', 'Europe/Prague')).toBe('12. 3. 2027 14:05')
  })
})

describe('formatMoney', () => {
  it('writes minor units as 1 234,50 Kč in Czech', () => {
    expect(plain(formatMoney(123450, 'CZK', 'cs'))).toBe('1 234,50 Kč')
  })

  it('writes minor units as CZK 1,234.50 in English', () => {
    expect(plain(formatMoney(123450, 'CZK', 'en'))).toBe('CZK 1,234.50')
  })

  it('writes minor units as 1.234,50 CZK in German, euros with their sign', () => {
    expect(plain(formatMoney(123450, 'CZK', 'de'))).toBe('1.234,50 CZK')
    expect(plain(formatMoney(99, 'EUR', 'de'))).toBe('0,99 €')
  })

  it('keeps negative amounts and other currencies', () => {
    expect(plain(formatMoney(-5000, 'EUR', 'cs'))).toBe('-50,00 €')
    expect(plain(formatMoney(99, 'EUR', 'en'))).toBe('EUR 0.99')
  })
})

describe('formatRate', () => {
  it('writes an exchange rate with three decimals as each language writes numbers', () => {
    expect(formatRate(24.28, 'cs')).toBe('24,280')
    expect(formatRate(24.28, 'en')).toBe('24.280')
    expect(formatRate(25, 'de')).toBe('25,000')
    expect(plain(formatRate(1000, 'cs'))).toBe('1 000,000')
  })
})

describe('timeline and report formats', () => {
  it('writes a day without the year and its weekday in both languages', () => {
    expect(formatDayMonth('2027-03-12', 'cs')).toBe('12. 3.')
    expect(formatDayMonth('2027-03-12', 'en')).toBe('12 Mar')
    expect(formatWeekday('2027-03-15', 'cs')).toBe('po')
    expect(formatWeekday('2027-03-15', 'en')).toBe('Mon')
    expect(formatDayMonth('2027-03-12', 'de')).toBe('12.03.')
    expect(formatWeekday('2027-03-15', 'de')).toBe('Mo')
  })

  it('names the month with a capital letter', () => {
    expect(formatMonthYear('2026-11-01', 'cs')).toBe('Listopad 2026')
    expect(formatMonthYear('2026-11-01', 'en')).toBe('November 2026')
    expect(formatMonthYear('2026-03-01', 'de')).toBe('März 2026')
  })
})
