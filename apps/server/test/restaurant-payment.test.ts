import { cashRounding, computePayment, vatRecapOf } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'

const line = (count: number, unitPrice: number, vatRate: number) => ({
  orderItemId: `${unitPrice}-${vatRate}`,
  name: 'x',
  unit: '',
  count,
  unitPrice,
  vatRate,
  priceCategory: 'FOOD_REGULAR' as const,
})

describe('restaurant payment arithmetic', () => {
  it('derives VAT per rate from VAT-included totals, to the haléř', () => {
    expect(
      vatRecapOf([
        { amount: 118_00, vatRate: 21 },
        { amount: 259_00, vatRate: 12 },
        { amount: 49_50, vatRate: 21 },
      ]),
    ).toEqual([
      // 167.50 × 21 / 121 = 29.07
      { vatRate: 21, base: 138_43, vat: 29_07, total: 167_50 },
      // 259 × 12 / 112 = 27.75
      { vatRate: 12, base: 231_25, vat: 27_75, total: 259_00 },
    ])
  })

  it('rounds cash to whole crowns, half up', () => {
    expect(cashRounding(49_50)).toBe(50)
    expect(cashRounding(49_49)).toBe(-49)
    expect(cashRounding(49_51)).toBe(49)
    expect(cashRounding(50_00)).toBe(0)
  })

  it('keeps rounding outside the tax base and gives change only when enough was received', () => {
    const cash = computePayment({
      lines: [line(1, 49_50, 21)],
      method: 'cash',
      received: 100_00,
      vatPayer: true,
      currency: 'CZK',
    })
    expect(cash).toMatchObject({ total: 49_50, rounding: 50, toPay: 50_00, change: 50_00 })
    expect(cash.vatRecap).toEqual([{ vatRate: 21, base: 40_91, vat: 8_59, total: 49_50 }])
    const short = computePayment({
      lines: [line(2, 49_50, 21)],
      method: 'cash',
      received: 50_00,
      vatPayer: true,
      currency: 'CZK',
    })
    expect(short).toMatchObject({ toPay: 99_00, change: null })
    const card = computePayment({
      lines: [line(1, 49_50, 21)],
      method: 'card',
      received: undefined,
      vatPayer: false,
      currency: 'CZK',
    })
    expect(card).toMatchObject({ rounding: 0, toPay: 49_50, received: null, change: null, vatRecap: [] })
  })
})
