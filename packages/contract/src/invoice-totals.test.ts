import { describe, expect, it } from 'vitest'
import { computeTotals, type LineInput, lineAmount } from './invoice-totals.ts'
import { rateTableOn } from './vat-rates.ts'

// Worked examples of Czech invoices; amounts in haléř (1 Kč = 100), quantities in thousandths.
const line = (quantity: number, unitPrice: number, vatRate: number | null, discount = 0): LineInput => ({
  quantity: quantity * 1000,
  unitPrice,
  vatRate,
  discount,
})

describe('invoice totals: worked examples', () => {
  it('1. one line without VAT at 21 %: 1 000,00 + 210,00 = 1 210,00', () => {
    const t = computeTotals({ mode: 'FROM_BASE', charged: true, lines: [line(1, 1_000_00, 21)] })
    expect(t.recap).toEqual([{ vatRate: 21, base: 1_000_00, vat: 210_00, total: 1_210_00 }])
    expect(t.toPay).toBe(1_210_00)
  })

  it('2. three nights at 1 200 Kč including 12 %: VAT 3 600 × 12/112 = 385,714… → 385,71', () => {
    const t = computeTotals({ mode: 'FROM_TOTAL', charged: true, lines: [line(3, 1_200_00, 12)] })
    expect(t.recap).toEqual([{ vatRate: 12, base: 3_214_29, vat: 385_71, total: 3_600_00 }])
  })

  it('3. mixed rates including VAT: 5 beers at 55 Kč (21 %) and 2 meals at 189 Kč (12 %)', () => {
    const t = computeTotals({
      mode: 'FROM_TOTAL',
      charged: true,
      lines: [line(5, 55_00, 21), line(2, 189_00, 12)],
    })
    // 275,00 × 21/121 = 47,727… → 47,73; 378,00 × 12/112 = 40,50 exactly
    expect(t.recap).toEqual([
      { vatRate: 21, base: 227_27, vat: 47_73, total: 275_00 },
      { vatRate: 12, base: 337_50, vat: 40_50, total: 378_00 },
    ])
    expect(t.total).toBe(653_00)
  })

  it('4. a fractional quantity: 1,5 × 99,90 = 149,85; VAT 21 % = 31,4685 → 31,47', () => {
    const t = computeTotals({
      mode: 'FROM_BASE',
      charged: true,
      lines: [{ quantity: 1500, unitPrice: 99_90, vatRate: 21 }],
    })
    expect(t.lineAmounts).toEqual([149_85])
    expect(t.recap[0]).toEqual({ vatRate: 21, base: 149_85, vat: 31_47, total: 181_32 })
  })

  it('5. VAT per rate, not per line: three lines of 0,03 Kč at 21 % give 0,02 VAT (per line it would be 0,03)', () => {
    const t = computeTotals({
      mode: 'FROM_BASE',
      charged: true,
      lines: [line(1, 3, 21), line(1, 3, 21), line(1, 3, 21)],
    })
    expect(t.recap).toEqual([{ vatRate: 21, base: 9, vat: 2, total: 11 }])
  })

  it('6. a discount: 2 × 500 Kč less 10 % = 900,00 at 21 % → 1 089,00', () => {
    const t = computeTotals({ mode: 'FROM_BASE', charged: true, lines: [line(2, 500_00, 21, 1000)] })
    expect(t.lineAmounts).toEqual([900_00])
    expect(t.total).toBe(1_089_00)
  })

  it('7. a supplier who is not a VAT payer charges no VAT whatever the line says', () => {
    const t = computeTotals({ mode: 'FROM_BASE', charged: false, lines: [line(2, 1_000_00, 21), line(1, 50_00, 12)] })
    expect(t.recap).toEqual([{ vatRate: 0, base: 2_050_00, vat: 0, total: 2_050_00 }])
  })

  it('8. reverse charge (EU invoice) in euro cents: the base only, VAT 0', () => {
    const t = computeTotals({ mode: 'FROM_BASE', charged: false, lines: [line(1, 1_000_00, 21)] })
    expect(t).toMatchObject({ base: 1_000_00, vat: 0, total: 1_000_00, toPay: 1_000_00 })
  })

  it('8a. the local fee is outside the scope of VAT: in the total, in no rate (zákon 565/1990 Sb. § 3a)', () => {
    // 3 nights at 1 500 Kč incl. 12 %: VAT = 4 500 × 12 / 112 = 482,142… → 482,14; fee 2 adults × 3 nights × 50 Kč
    const t = computeTotals({
      mode: 'FROM_TOTAL',
      charged: true,
      cashRounding: true,
      lines: [line(3, 1_500_00, 12), line(6, 50_00, null)],
    })
    expect(t.recap).toEqual([{ vatRate: 12, base: 4_017_86, vat: 482_14, total: 4_500_00 }])
    expect(t).toMatchObject({ base: 4_017_86, vat: 482_14, outsideVat: 300_00, total: 4_800_00, toPay: 4_800_00 })
    // not a 0 % row either: a supplier who is no VAT payer has its 0 % recap without the fee
    const untaxed = computeTotals({
      mode: 'FROM_BASE',
      charged: false,
      lines: [line(1, 900_00, 12), line(2, 21_00, null)],
    })
    expect(untaxed.recap).toEqual([{ vatRate: 0, base: 900_00, vat: 0, total: 900_00 }])
    expect(untaxed).toMatchObject({ outsideVat: 42_00, total: 942_00 })
  })

  it('8b. the recapitulation lists the highest rate first, whatever order the lines come in', () => {
    const t = computeTotals({
      mode: 'FROM_BASE',
      charged: true,
      lines: [line(1, 100_00, 0), line(1, 100_00, 12), line(1, 100_00, 21), line(1, 100_00, 12)],
    })
    expect(t.recap.map((r) => r.vatRate)).toEqual([21, 12, 0])
  })

  it('8c. an advance at a rate the final invoice has no line at gets its own row', () => {
    // the advance was taxed at 12 %, the final invoice bills only drinks at 21 %
    const t = computeTotals({
      mode: 'FROM_BASE',
      charged: true,
      lines: [line(1, 1_000_00, 21)],
      advances: [{ vatRate: 12, base: 500_00, vat: 60_00 }],
    })
    expect(t.recap).toEqual([
      { vatRate: 21, base: 1_000_00, vat: 210_00, total: 1_210_00 },
      { vatRate: 12, base: -500_00, vat: -60_00, total: -560_00 },
    ])
    expect(t.toPay).toBe(650_00)
  })

  it('9. cash rounding up, outside the tax base: 99,50 incl. 12 % → pay 100 Kč, rounding +0,50', () => {
    const t = computeTotals({ mode: 'FROM_TOTAL', charged: true, cashRounding: true, lines: [line(1, 99_50, 12)] })
    // 99,50 × 12/112 = 10,660… → 10,66
    expect(t.recap).toEqual([{ vatRate: 12, base: 88_84, vat: 10_66, total: 99_50 }])
    expect(t).toMatchObject({ total: 99_50, rounding: 50, toPay: 100_00 })
  })

  it('10. cash rounding down: 123,45 → 123 Kč, rounding −0,45', () => {
    const t = computeTotals({ mode: 'FROM_TOTAL', charged: false, cashRounding: true, lines: [line(1, 123_45, 0)] })
    expect(t).toMatchObject({ total: 123_45, rounding: -45, toPay: 123_00 })
  })

  it('11. half away from zero, for credit lines too: VAT 21 % of ±0,50 is ±0,11', () => {
    expect(computeTotals({ mode: 'FROM_BASE', charged: true, lines: [line(1, 50, 21)] }).vat).toBe(11)
    expect(computeTotals({ mode: 'FROM_BASE', charged: true, lines: [line(1, -50, 21)] }).vat).toBe(-11)
    expect(computeTotals({ mode: 'FROM_BASE', charged: true, lines: [line(-1, 50, 21)] }).vat).toBe(-11)
  })

  it('12. odd totals including VAT: 0,01 at 21 % has no VAT; 1,00 at 12 % has 0,11', () => {
    expect(computeTotals({ mode: 'FROM_TOTAL', charged: true, lines: [line(1, 1, 21)] }).recap[0]).toEqual({
      vatRate: 21,
      base: 1,
      vat: 0,
      total: 1,
    })
    // 1,00 × 12/112 = 0,107… → 0,11
    expect(computeTotals({ mode: 'FROM_TOTAL', charged: true, lines: [line(1, 1_00, 12)] }).recap[0]).toEqual({
      vatRate: 12,
      base: 89,
      vat: 11,
      total: 1_00,
    })
  })

  it('13. proforma → tax document for the received advance → final invoice deducting it', () => {
    // the proforma asks 10 000 Kč for the stay; it is no tax document
    const proforma = computeTotals({ mode: 'FROM_TOTAL', charged: true, lines: [line(1, 10_000_00, 12)] })
    expect(proforma.toPay).toBe(10_000_00)
    // the advance arrives: the tax document for the received payment taxes it at 12 %
    const advance = computeTotals({ mode: 'FROM_TOTAL', charged: true, lines: [line(1, 10_000_00, 12)] })
    expect(advance.recap).toEqual([{ vatRate: 12, base: 8_928_57, vat: 1_071_43, total: 10_000_00 }])
    // the final invoice: 15 000 Kč for the stay, less the taxed advance, per rate
    const final = computeTotals({
      mode: 'FROM_TOTAL',
      charged: true,
      lines: [line(1, 15_000_00, 12)],
      advances: advance.recap.map(({ vatRate, base, vat }) => ({ vatRate, base, vat })),
    })
    // 15 000 × 12/112 = 1 607,142… → 1 607,14; base 13 392,86
    expect(final.recap).toEqual([{ vatRate: 12, base: 4_464_29, vat: 535_71, total: 5_000_00 }])
    expect(final.toPay).toBe(5_000_00)
  })

  it('14. price categories take the rate in force on the taxable supply date', () => {
    const table = rateTableOn('2026-03-01')
    expect(table?.categories).toEqual({ BEV_REGULAR: 21, BEV_BEER: 21, BEV_NONALCOHOLIC_BEER: 21, FOOD_REGULAR: 12 })
    expect(table?.accommodation).toBe(12)
    expect(rateTableOn('2023-12-31')).toBeUndefined()
  })

  // Czech amounts round to the haléř "matematicky": half away from zero (the rule § 37 of the VAT act
  // and the cash-rounding act assume); a half-down or half-even rounding fails these
  it('15. a line landing on half a haléř rounds away from zero: 0,5 × 0,03 = 0,015 → 0,02; 2,5 × 0,01 → 0,03', () => {
    expect(lineAmount({ quantity: 500, unitPrice: 3, vatRate: 21 })).toBe(2)
    expect(lineAmount({ quantity: 2_500, unitPrice: 1, vatRate: 21 })).toBe(3)
    // a credit line the same way, towards minus: −0,5 × 0,03 = −0,015 → −0,02
    expect(lineAmount({ quantity: 500, unitPrice: -3, vatRate: 21 })).toBe(-2)
    // a discount that leaves half a haléř: 0,05 less 10 % = 0,045 → 0,05
    expect(lineAmount({ quantity: 1_000, unitPrice: 5, vatRate: 21, discount: 10_00 })).toBe(5)
    // just under half stays down: 0,5 × 0,01 less 1 % = 0,00495 → 0,00
    expect(lineAmount({ quantity: 500, unitPrice: 1, vatRate: 21, discount: 1_00 })).toBe(0)
  })

  it('16. line amounts stay exact beyond 2^53 intermediate products', () => {
    // 999 999,999 units × 9 999 999,99 Kč: the product needs BigInt, the result fits a safe integer
    expect(lineAmount({ quantity: 999_999_999, unitPrice: 999_999_999, vatRate: 21 })).toBe(999_999_998_000_000)
  })
})

// Mutation testing runs each test once per mutant: it asks for fewer invoices (tools/mutation/vitest.config.ts).
const RANDOM_INVOICES = Number(process.env.PROPERTY_RUNS ?? 100_000)

describe('invoice totals: properties over 10⁵ random invoices', () => {
  // a small deterministic generator, so a failure can be replayed
  let seed = 20261122
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed % n
  }

  it('lines sum to the total, VAT per rate follows the reference rule, and rounding stays outside the base', () => {
    for (let k = 0; k < RANDOM_INVOICES; k++) {
      const mode = random(2) === 0 ? 'FROM_BASE' : 'FROM_TOTAL'
      const lines = Array.from({ length: 1 + random(6) }, () => ({
        quantity: 1 + random(5000),
        unitPrice: random(2_000_00) - (random(10) === 0 ? 1_000_00 : 0),
        vatRate: [0, 12, 21][random(3)] ?? 0,
        discount: random(4) === 0 ? random(5000) : 0,
      }))
      const t = computeTotals({ mode, charged: true, lines, cashRounding: random(2) === 0 })
      const sum = t.lineAmounts.reduce((a, b) => a + b, 0)
      const problems: string[] = []
      if ((mode === 'FROM_TOTAL' ? t.total : t.base) !== sum) problems.push('lines do not sum up')
      for (const r of t.recap) {
        const rateSum = lines.reduce((acc, l, i) => (l.vatRate === r.vatRate ? acc + (t.lineAmounts[i] ?? 0) : acc), 0)
        const exact = mode === 'FROM_BASE' ? (rateSum * r.vatRate) / 100 : (rateSum * r.vatRate) / (100 + r.vatRate)
        if (Math.abs(r.vat - exact) > 0.5) problems.push(`VAT ${r.vat} at ${r.vatRate} % is not ${exact} rounded`)
        if (r.base + r.vat !== r.total) problems.push('base + VAT is not the total')
      }
      if (t.toPay - t.total !== t.rounding || Math.abs(t.rounding) > 50) problems.push('rounding')
      // one assertion per invoice would make the loop slow; a failing invoice is printed whole
      if (problems.length) expect({ k, mode, lines, t, problems }).toBeNull()
    }
  })
})
