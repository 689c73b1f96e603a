import { describe, expect, it } from 'vitest'
import { typedAmount } from '../../src/modules/bank/document-search.ts'
import { differenceCost, differenceLimit, shareDifference } from '../../src/modules/bank/payment-differences.ts'

describe('an amount as people type it', () => {
  it('reads a comma, a space, thousands dots and a currency', () => {
    expect(typedAmount('3278,44')).toBe(3_278_44)
    expect(typedAmount('3 278,44')).toBe(3_278_44)
    expect(typedAmount('3.278,44')).toBe(3_278_44)
    expect(typedAmount('3278.44 Kč')).toBe(3_278_44)
    expect(typedAmount('3278,4')).toBe(3_278_40)
    expect(typedAmount('5829')).toBe(5_829_00)
  })

  it('takes words and symbols for no amount', () => {
    expect(typedAmount('MAKRO')).toBeNull()
    expect(typedAmount('FV-117')).toBeNull()
    expect(typedAmount('0')).toBeNull()
  })
})

describe('a difference between an item and its documents', () => {
  it('shares a payout’s commission among the stays in proportion, summing exactly', () => {
    const shares = shareDifference(871_00, [2_000_00, 3_500_00, 1_200_00])
    expect(shares.reduce((a, b) => a + b, 0)).toBe(871_00)
    expect(shares).toEqual([26_000, 45_500, 15_600])
    expect(shareDifference(1, [1_00, 1_00, 1_00]).reduce((a, b) => a + b, 0)).toBe(1)
  })

  it('limits rounding and fees to 5 % and 500 Kč, a commission to 25 %', () => {
    expect(differenceLimit('ROUNDING', 'CZK', 3_278_44)).toBe(16_392)
    expect(differenceLimit('BANK_FEE', 'CZK', 100_000_00)).toBe(500_00)
    expect(differenceLimit('BANK_FEE', 'EUR', 100_000_00)).toBe(20_00)
    expect(differenceLimit('PORTAL_COMMISSION', 'CZK', 6_700_00)).toBe(1_675_00)
  })

  it('counts paying out more or receiving less as a cost', () => {
    expect(differenceCost(-3_278_90, 'ITEM', 46)).toBe(46)
    expect(differenceCost(5_829_00, 'DOCUMENT', 871_00)).toBe(871_00)
    expect(differenceCost(1_000_50, 'ITEM', 50)).toBe(-50)
  })
})
