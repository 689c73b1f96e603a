import { describe, expect, it } from 'vitest'
import { decimalToInput, moneyToInput, parseDecimal, parseMoney } from './money-input.ts'

describe('parseMoney', () => {
  it('reads Czech amounts with spaces and a decimal comma', () => {
    expect(parseMoney('1 234,50')).toBe(123450)
    expect(parseMoney('1\u00a0234,5 Kč')).toBe(123450)
    expect(parseMoney('30')).toBe(3000)
    expect(parseMoney('0,05')).toBe(5)
  })

  it('reads English amounts with commas grouping thousands', () => {
    expect(parseMoney('1,234.50')).toBe(123450)
    expect(parseMoney('CZK 1,234,567')).toBe(123456700)
    expect(parseMoney('1.234.567')).toBe(123456700)
  })

  it('is exact where floats are not', () => {
    expect(parseMoney('19.99')).toBe(1999)
    expect(parseMoney('0,29')).toBe(29)
    expect(parseMoney('1 005,10')).toBe(100510)
  })

  it('refuses more than two decimals, negatives and text', () => {
    expect(parseMoney('12,345')).toBeNull()
    expect(parseMoney('-5')).toBeNull()
    expect(parseMoney('abc')).toBeNull()
    expect(parseMoney('')).toBeNull()
    expect(parseMoney('1,2,3.4.5')).toBeNull()
  })
})

describe('moneyToInput', () => {
  it('shows whole amounts without decimals and keeps the locale separator', () => {
    expect(moneyToInput(145000, 'cs')).toBe('1450')
    expect(moneyToInput(145050, 'cs')).toBe('1450,50')
    expect(moneyToInput(5, 'en')).toBe('0.05')
    expect(moneyToInput(145050, 'de')).toBe('1450,50')
  })

  it('round-trips through parseMoney', () => {
    for (const minor of [0, 1, 99, 100, 3000, 123456789]) expect(parseMoney(moneyToInput(minor, 'cs'))).toBe(minor)
  })
})

describe('parseDecimal', () => {
  it('reads a rate with up to three decimals, a comma or a dot', () => {
    expect(parseDecimal('24,28', 3)).toBe(24.28)
    expect(parseDecimal('24.285', 3)).toBe(24.285)
    expect(parseDecimal(' 25 ', 3)).toBe(25)
    expect(parseDecimal('0,001', 3)).toBe(0.001)
  })

  it('refuses more decimals than asked for, negatives and text', () => {
    expect(parseDecimal('24,2805', 3)).toBeNull()
    expect(parseDecimal('-24', 3)).toBeNull()
    expect(parseDecimal('kurz', 3)).toBeNull()
    expect(parseDecimal('', 3)).toBeNull()
  })

  it('round-trips through decimalToInput in each language', () => {
    expect(decimalToInput(24.28, 'cs')).toBe('24,28')
    expect(decimalToInput(24.28, 'en')).toBe('24.28')
    expect(decimalToInput(1000, 'de')).toBe('1000')
    for (const rate of [1, 24.28, 24.285, 25.5, 999.999])
      for (const language of ['cs', 'en', 'de'] as const)
        expect(parseDecimal(decimalToInput(rate, language), 3)).toBe(rate)
  })
})
