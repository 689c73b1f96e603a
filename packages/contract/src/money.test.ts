import { describe, expect, it } from 'vitest'
import { divideRounded, inCzk, roundToCrowns, vatFromBase, vatFromTotal } from './money.ts'

describe('money in haléř', () => {
  it('rounds half away from zero, for credits too', () => {
    expect(divideRounded(5, 2)).toBe(3)
    expect(divideRounded(-5, 2)).toBe(-3)
    expect(divideRounded(4, 3)).toBe(1)
    expect(divideRounded(-4, 3)).toBe(-1)
    expect(divideRounded(5, -2)).toBe(-3)
    expect(divideRounded(-5, -2)).toBe(3)
    expect(divideRounded(0, 7)).toBe(0)
  })

  it('converts euros to crowns at the invoice rate kept to three decimals (§ 38 ZDPH), to the haléř', () => {
    // 19,99 € × 24,335 = 486,456 65 Kč → 486,46 Kč; 268,50 € × 24,335 = 6 533,947 5 → 6 533,95
    expect(inCzk(19_99, 24.335)).toBe(486_46)
    expect(inCzk(268_50, 24.335)).toBe(6_533_95)
    // a credit note the same way, away from zero; a rate typed with more decimals is kept to three
    expect(inCzk(-19_99, 24.335)).toBe(-486_46)
    expect(inCzk(100_00, 24.3354)).toBe(2_433_50)
  })

  it('computes VAT from a total and from a base at 12 % and 21 %', () => {
    expect(vatFromTotal(1_210_00, 21)).toBe(210_00) // 1 210,00 incl. 21 % → 210,00
    expect(vatFromTotal(99_90, 21)).toBe(17_34) // 99,90 × 21 / 121 = 17,337… → 17,34
    expect(vatFromBase(1_000_00, 12)).toBe(120_00)
    expect(vatFromBase(33_33, 21)).toBe(7_00) // 33,33 × 0,21 = 6,9993 → 7,00
  })

  it('rounds a cash total to whole crowns and reports the rounding', () => {
    expect(roundToCrowns(1_234_49)).toEqual({ total: 1_234_00, rounding: -49 })
    expect(roundToCrowns(1_234_50)).toEqual({ total: 1_235_00, rounding: 50 })
    expect(roundToCrowns(-1_234_50)).toEqual({ total: -1_235_00, rounding: -50 })
  })
})
