import { describe, expect, it } from 'vitest'
import { parseScaled, parseSignedMoney, scaledToInput, signedMoneyToInput } from './invoice-numbers.ts'

describe('parseScaled', () => {
  it('reads a quantity in thousandths, with a comma or a dot', () => {
    expect(parseScaled('1,5', 3)).toBe(1500)
    expect(parseScaled('0.125', 3)).toBe(125)
    expect(parseScaled('2', 3)).toBe(2000)
    expect(parseScaled(' 1 000 ', 3)).toBe(1_000_000)
    expect(parseScaled(',5', 3)).toBe(500)
  })

  it('keeps the sign of a negative quantity', () => {
    expect(parseScaled('-1', 3)).toBe(-1000)
    expect(parseScaled('−2,5', 3)).toBe(-2500)
  })

  it('refuses more decimals than the scale holds, and what is no number', () => {
    expect(parseScaled('1,2345', 3)).toBeNull()
    expect(parseScaled('12,345', 2)).toBeNull()
    expect(parseScaled('', 3)).toBeNull()
    expect(parseScaled('-', 3)).toBeNull()
    expect(parseScaled('1,2,3', 3)).toBeNull()
    expect(parseScaled('abc', 3)).toBeNull()
  })

  it('reads a percentage in basis points', () => {
    expect(parseScaled('10', 2)).toBe(1000)
    expect(parseScaled('12,5', 2)).toBe(1250)
  })
})

describe('scaledToInput', () => {
  it('writes back what the input shows, without trailing zeros', () => {
    expect(scaledToInput(1500, 3, 'cs')).toBe('1,5')
    expect(scaledToInput(1500, 3, 'en')).toBe('1.5')
    expect(scaledToInput(2000, 3, 'cs')).toBe('2')
    expect(scaledToInput(-125, 3, 'cs')).toBe('-0,125')
    expect(scaledToInput(1250, 2, 'cs')).toBe('12,5')
  })

  it('round-trips with parseScaled', () => {
    for (const value of [0, 1, 999, 1000, 1001, -1500, 123_456_789])
      expect(parseScaled(scaledToInput(value, 3, 'cs'), 3)).toBe(value)
  })
})

describe('signed money', () => {
  it('reads a discount line’s negative price', () => {
    expect(parseSignedMoney('-150,50')).toBe(-15050)
    expect(parseSignedMoney('1 234,50 Kč')).toBe(123450)
    expect(parseSignedMoney('-')).toBeNull()
  })

  it('writes the sign also below one crown', () => {
    expect(signedMoneyToInput(-50, 'cs')).toBe('-0,50')
    expect(signedMoneyToInput(123450, 'cs')).toBe('1234,50')
    expect(signedMoneyToInput(-100000, 'en')).toBe('-1000')
  })
})
