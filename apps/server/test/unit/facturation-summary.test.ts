import { computeTotals, type Invoice } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { apportion, type SummaryDocuments, summarize } from '../../src/modules/invoicing/facturation-summary.ts'

// The VAT summary's arithmetic (docs/invoicing.md, "The VAT summary"): per rate and per category in CZK,
// both tables agreeing to the haléř; EU invoices and the local fee apart.

type InvoiceRow = SummaryDocuments['issued'][number]
type Line = Invoice['lines'][number]
const PERIOD = { from: '2026-03-01', till: '2026-03-31' }

let seq = 0
/** An issued invoice as the table keeps it, its figures from computeTotals. */
function invoice(lines: Partial<Line>[], over: Partial<InvoiceRow> = {}): InvoiceRow {
  const full = lines.map(
    (l): Line => ({
      text: 'x',
      quantity: 1,
      unit: '',
      unitPrice: 0,
      vatRate: 21,
      priceCategory: null,
      discount: 0,
      amount: 0,
      ...l,
    }),
  )
  const mode = over.vatMode ?? 'FROM_TOTAL'
  const t = computeTotals({
    mode,
    charged: over.vatCharged ?? true,
    lines: full.map((l) => ({ quantity: Math.round(l.quantity * 1000), unitPrice: l.unitPrice, vatRate: l.vatRate })),
  })
  seq++
  return {
    id: `inv-${seq}`,
    type: 'REGULAR_INVOICE',
    vatMode: mode,
    vatCharged: true,
    exchangeRateMilli: null,
    lines: full.map((l, i) => ({ ...l, amount: t.lineAmounts[i] ?? 0 })),
    recap: t.recap,
    base: t.base,
    vat: t.vat,
    total: t.total,
    ...over,
  } as InvoiceRow
}
const none: SummaryDocuments = { issued: [], receipts: [], received: [] }

describe('summarize', () => {
  it('sums issued invoices per rate, counting each document once per rate, highest rate first', () => {
    const summary = summarize(PERIOD, {
      ...none,
      issued: [
        invoice([{ unitPrice: 1_120_00, vatRate: 12 }]),
        invoice([
          { unitPrice: 1_120_00, vatRate: 12 },
          { unitPrice: 121_00, vatRate: 21 },
        ]),
      ],
    })
    expect(summary.issued.byRate).toEqual([
      { vatRate: 21, base: 100_00, vat: 21_00, total: 121_00, documents: 1 },
      { vatRate: 12, base: 2_000_00, vat: 240_00, total: 2_240_00, documents: 2 },
    ])
    expect(summary).toMatchObject({ from: PERIOD.from, till: PERIOD.till, currency: 'CZK' })
  })

  it('shares each rate out among the categories so that the two tables agree to the haléř', () => {
    // 12 %: food 100,00 and accommodation 233,33 with VAT in the price — one VAT per rate, 35,71
    const row = invoice([
      { unitPrice: 100_00, vatRate: 12, priceCategory: 'FOOD_REGULAR' },
      { unitPrice: 233_33, vatRate: 12 },
      { unitPrice: 60_50, vatRate: 21, priceCategory: 'BEV_BEER' },
    ])
    const summary = summarize(PERIOD, { ...none, issued: [row] })
    const twelve = summary.issued.byCategory.filter((c) => c.vatRate === 12)
    expect(twelve.map((c) => c.category)).toEqual(['FOOD_REGULAR', 'OTHER'])
    const sum = (pick: (c: (typeof twelve)[number]) => number) => twelve.reduce((a, c) => a + pick(c), 0)
    const byRate12 = summary.issued.byRate.find((r) => r.vatRate === 12)
    expect([sum((c) => c.base), sum((c) => c.vat), sum((c) => c.total)]).toEqual([
      byRate12?.base,
      byRate12?.vat,
      byRate12?.total,
    ])
    expect(twelve.map((c) => c.total)).toEqual([100_00, 233_33])
    expect(summary.issued.byCategory.find((c) => c.category === 'BEV_BEER')).toEqual({
      category: 'BEV_BEER',
      vatRate: 21,
      base: 50_00,
      vat: 10_50,
      total: 60_50,
    })
  })

  it('converts a euro invoice at its own rate, row by row', () => {
    const euro = invoice([{ unitPrice: 89_50 * 3, vatRate: 12 }], { vatMode: 'FROM_BASE', exchangeRateMilli: 24_335 })
    const summary = summarize(PERIOD, { ...none, issued: [euro] })
    // 268,50 € × 24,335 = 6 533,95 Kč; VAT 32,22 € × 24,335 = 784,07 Kč
    expect(summary.issued.byRate).toEqual([{ vatRate: 12, base: 6_533_95, vat: 784_07, total: 7_318_02, documents: 1 }])
  })

  it('keeps EU invoices (reverse charge) apart, by their base in CZK', () => {
    const eu = invoice([{ unitPrice: 1_000_00, vatRate: 21 }], {
      type: 'EU_INVOICE',
      vatCharged: false,
      vatMode: 'FROM_BASE',
      exchangeRateMilli: 25_000,
    })
    const summary = summarize(PERIOD, { ...none, issued: [eu, eu] })
    expect(summary.issued.reverseCharge).toEqual({ base: 50_000_00, documents: 2 })
    expect(summary.issued.byRate).toEqual([])
    expect(summary.issued.byCategory).toEqual([])
  })

  it('names the local fee apart: outside VAT, in no rate and no category', () => {
    const stay = invoice([
      { unitPrice: 2_000_00, vatRate: 12 },
      { unitPrice: 80_00, vatRate: null },
    ])
    const summary = summarize(PERIOD, { ...none, issued: [stay, invoice([{ unitPrice: 100_00, vatRate: 21 }])] })
    expect(summary.issued.outsideVat).toEqual({ amount: 80_00, documents: 1 })
    expect(summary.issued.byRate.map((r) => r.total)).toEqual([100_00, 2_000_00])
    expect(summary.issued.byCategory.reduce((a, c) => a + c.total, 0)).toBe(2_100_00)
  })

  it('counts restaurant receipts as issued documents of their rates and categories', () => {
    const summary = summarize(PERIOD, {
      ...none,
      receipts: [
        {
          recap: [{ vatRate: 21, base: 100_00, vat: 21_00, total: 121_00 }],
          byCategory: [{ category: 'BEV_BEER', vatRate: 21, base: 100_00, vat: 21_00, total: 121_00 }],
        },
      ],
    })
    expect(summary.issued.byRate).toEqual([{ vatRate: 21, base: 100_00, vat: 21_00, total: 121_00, documents: 1 }])
    expect(summary.issued.byCategory).toEqual([
      { category: 'BEV_BEER', vatRate: 21, base: 100_00, vat: 21_00, total: 121_00 },
    ])
  })

  it('sums received supplier invoices per rate, in CZK', () => {
    const received = [
      { recap: [{ vatRate: 21, base: 1_000_00, vat: 210_00, total: 1_210_00 }], exchangeRateMilli: null },
      { recap: [{ vatRate: 21, base: 10_00, vat: 2_10, total: 12_10 }], exchangeRateMilli: 25_000 },
    ] as unknown as SummaryDocuments['received']
    const summary = summarize(PERIOD, { ...none, received })
    expect(summary.received.byRate).toEqual([
      { vatRate: 21, base: 1_250_00, vat: 262_50, total: 1_512_50, documents: 2 },
    ])
  })

  it('sorts the categories by name, then the higher rate first', () => {
    const summary = summarize(PERIOD, {
      ...none,
      issued: [
        invoice([
          { unitPrice: 100_00, vatRate: 12, priceCategory: 'FOOD_REGULAR' },
          { unitPrice: 100_00, vatRate: 21 },
          { unitPrice: 100_00, vatRate: 12 },
          { unitPrice: 100_00, vatRate: 21, priceCategory: 'BEV_BEER' },
        ]),
      ],
    })
    expect(summary.issued.byCategory.map((c) => `${c.category} ${c.vatRate}`)).toEqual([
      'BEV_BEER 21',
      'FOOD_REGULAR 12',
      'OTHER 21',
      'OTHER 12',
    ])
  })
})

describe('apportion', () => {
  it('splits an amount in proportion, in whole haléř that add up exactly (largest remainder)', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(apportion(10, [3, 1])).toEqual([8, 2])
    expect(apportion(-100, [1, 1, 1])).toEqual([-34, -33, -33])
    expect(apportion(7, [0, 5])).toEqual([0, 7])
  })

  it('gives all to the first share when the weights are nothing, and nothing to no shares', () => {
    expect(apportion(50, [0, 0])).toEqual([50, 0])
    expect(apportion(50, [])).toEqual([])
  })
})
