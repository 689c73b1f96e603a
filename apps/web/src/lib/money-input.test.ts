import { describe, expect, it } from 'vitest'
import { moneyToInput, parseMoney } from './money-input.ts'

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
