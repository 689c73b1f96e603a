import { type FacturationSummary, taxPeriodRange } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { controlStatement, KH_LIMIT, type KhDocument } from '../../src/modules/tax-filings/control-statement.ts'
import { czechDicDigits, epoDate, twoDecimals, wholeCrowns } from '../../src/modules/tax-filings/epo-xml.ts'
import { splitStreet } from '../../src/modules/tax-filings/filer.ts'
import { rateClassesOn, unknownRateIn, vatReturnFigures } from '../../src/modules/tax-filings/vat-return.ts'

// The pure rules of the VAT return and the control statement (docs/exports.md): the rounding, which
// rates go to which row, and which documents the control statement lists one by one.

const classes = rateClassesOn('2026-10-31') ?? { basic: 21, reduced: [12] }

function summaryOf(over: {
  issued?: FacturationSummary['issued']['byRate']
  received?: FacturationSummary['received']['byRate']
  reverseCharge?: number
}): FacturationSummary {
  return {
    from: '2026-10-01',
    till: '2026-10-31',
    currency: 'CZK',
    issued: {
      byRate: over.issued ?? [],
      byCategory: [],
      reverseCharge: { base: over.reverseCharge ?? 0, documents: over.reverseCharge ? 1 : 0 },
      outsideVat: { amount: 0, documents: 0 },
    },
    received: { byRate: over.received ?? [] },
    canceled: [],
  }
}
const row = (vatRate: number, base: number, vat: number) => ({ vatRate, base, vat, total: base + vat, documents: 1 })

describe('the period', () => {
  it('gives a month’s and a quarter’s days, a leap February included', () => {
    expect(taxPeriodRange('2026-10')).toEqual({
      year: 2026,
      month: 10,
      quarter: null,
      from: '2026-10-01',
      till: '2026-10-31',
    })
    expect(taxPeriodRange('2026-Q4')).toEqual({
      year: 2026,
      month: null,
      quarter: 4,
      from: '2026-10-01',
      till: '2026-12-31',
    })
    expect(taxPeriodRange('2028-02')?.till).toBe('2028-02-29')
    expect(taxPeriodRange('2026-Q1')?.till).toBe('2026-03-31')
    expect(taxPeriodRange('2026-00')).toBeUndefined()
  })
})

describe('the amounts as the forms write them', () => {
  it('rounds the return’s rows mathematically to whole crowns, a half away from zero', () => {
    expect([49, 50, 149, 150, -49, -50, -150].map(wholeCrowns)).toEqual([0, 1, 1, 2, 0, -1, -2])
  })

  it('writes the control statement with two decimals and dates as DD.MM.YYYY', () => {
    expect([123_450, -5, 0, -500_000_00].map(twoDecimals)).toEqual(['1234.50', '-0.05', '0.00', '-500000.00'])
    expect(epoDate('2026-10-05')).toBe('05.10.2026')
  })

  it('takes the digits of a Czech DIČ only', () => {
    expect(czechDicDigits('CZ27082440')).toBe('27082440')
    expect(czechDicDigits('cz 7103192745')).toBe('7103192745')
    expect(czechDicDigits('SK2020317068')).toBeNull()
    expect(czechDicDigits('')).toBeNull()
  })

  it('splits a street into its name, house number and orientation number', () => {
    expect(splitStreet('Horní náměstí 12/3')).toEqual({ ulice: 'Horní náměstí', c_pop: '12', c_orient: '3' })
    expect(splitStreet('Dolní Lomnice 45')).toEqual({ ulice: 'Dolní Lomnice', c_pop: '45', c_orient: undefined })
    expect(splitStreet('U Lípy')).toEqual({ ulice: 'U Lípy' })
  })
})

describe('the VAT return’s rows', () => {
  it('rounds each row once from haléř, then computes the tax from the whole rows', () => {
    const figures = vatReturnFigures(
      summaryOf({ issued: [row(21, 100_50, 21_10), row(12, 999_49, 119_94)], received: [row(21, 50_00, 10_50)] }),
      classes,
    )
    expect(figures).toMatchObject({ obrat23: 101, dan23: 21, obrat5: 999, dan5: 120, pln23: 50, odpTuz23Nar: 11 })
    expect(figures).toMatchObject({ danZocelk: 141, odpSumNar: 11, odpZocelk: 11, danoDa: 130, danoNo: 0 })
  })

  it('leaves 0 % out of every row and puts EU services in row 21', () => {
    const figures = vatReturnFigures(
      summaryOf({ issued: [row(0, 500_00, 0)], received: [row(0, 900_00, 0)], reverseCharge: 2_000_40 }),
      classes,
    )
    expect(figures).toMatchObject({ obrat23: 0, obrat5: 0, pln23: 0, pln5: 0, plnSluzby: 2_000, danoDa: 0, danoNo: 0 })
  })

  it('knows no row for a rate of another table', () => {
    expect(unknownRateIn(summaryOf({ issued: [row(21, 1, 0), row(15, 100, 15)] }), classes)).toBe(15)
    expect(unknownRateIn(summaryOf({ issued: [row(21, 1, 0), row(0, 1, 0)] }), classes)).toBeUndefined()
  })
})

describe('the control statement’s sections', () => {
  const document = (over: Partial<KhDocument>): KhDocument => ({
    number: '202610001',
    dic: 'CZ26168685',
    taxableSupplyDate: '2026-10-05',
    recap: [{ vatRate: 12, base: 9_000_00, vat: 1_080_00 }],
    limitValue: 10_080_00,
    ...over,
  })

  it('lists a document strictly over 10 000 Kč with VAT and a Czech DIČ; the rest goes to A.5', () => {
    const atLimit = document({
      number: 'at',
      recap: [{ vatRate: 21, base: 8_264_46, vat: 1_735_54 }],
      limitValue: KH_LIMIT,
    })
    const foreign = document({ number: 'sk', dic: 'SK2020317068' })
    const listed = document({ number: 'big' })
    const statement = controlStatement(
      summaryOf({ issued: [row(21, 8_264_46, 1_735_54), row(12, 18_000_00, 2_160_00)] }),
      classes,
      { issued: [atLimit, foreign, listed], received: [] },
    )
    expect(statement.a4.map((r) => r.number)).toEqual(['big'])
    expect(statement.a4[0]).toMatchObject({ dic: '26168685', basic: null, reduced: { base: 9_000_00, vat: 1_080_00 } })
    expect(statement.a5).toEqual({
      basic: { base: 8_264_46, vat: 1_735_54 },
      reduced: { base: 9_000_00, vat: 1_080_00 },
    })
  })

  it('lists a small credit note where its big original went, and never a document with no tax', () => {
    const credit = document({
      number: 'credit',
      recap: [{ vatRate: 12, base: -1_000_00, vat: -120_00 }],
      limitValue: 20_000_00,
    })
    const untaxed = document({
      number: 'zero',
      recap: [{ vatRate: 0, base: 30_000_00, vat: 0 }],
      limitValue: 30_000_00,
    })
    const statement = controlStatement(summaryOf({ issued: [row(12, -1_000_00, -120_00)] }), classes, {
      issued: [credit, untaxed],
      received: [],
    })
    expect(statement.a4.map((r) => r.number)).toEqual(['credit'])
    expect(statement.a5.reduced).toEqual({ base: 0, vat: 0 })
  })
})
