import { computeTotals } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { emptyLine, type InvoiceLineForm, newInvoiceForm } from './invoice-values.ts'
import { chargesVat, type LiveTotalsContext, lineToTotalsInput, liveTotals } from './live-totals.ts'
import { OUTSIDE_VAT } from './vat-choice.ts'

const TODAY = '2027-03-12'
const line = (over: Partial<InvoiceLineForm>): InvoiceLineForm => ({ ...emptyLine('21'), ...over })
const form = (lines: InvoiceLineForm[], over: Partial<ReturnType<typeof newInvoiceForm>> = {}) => ({
  ...newInvoiceForm(TODAY),
  lines,
  ...over,
})
const payer: LiveTotalsContext = { vatPayerStatus: 'PAYER', advances: [], today: TODAY }

describe('lineToTotalsInput', () => {
  it('turns a typed row into computeTotals units: thousandths, haléř, basis points', () => {
    const row = line({ quantity: '1,5', unitPrice: '1 234,50', vat: '12', discount: '10' })
    expect(lineToTotalsInput(row, TODAY, true)).toEqual({
      quantity: 1500,
      unitPrice: 123450,
      vatRate: 12,
      discount: 1000,
    })
  })

  it('resolves a price category by the rate table of the date', () => {
    expect(lineToTotalsInput(line({ vat: 'FOOD_REGULAR' }), TODAY, true).vatRate).toBe(12)
    expect(lineToTotalsInput(line({ vat: 'BEV_BEER' }), TODAY, true).vatRate).toBe(21)
  })

  it('counts what does not parse yet as nothing, so the totals follow every keystroke', () => {
    expect(lineToTotalsInput(line({ quantity: '1,', unitPrice: '12,3', discount: 'x' }), TODAY, true)).toEqual({
      quantity: 1000,
      unitPrice: 1230,
      vatRate: 21,
      discount: 0,
    })
    expect(lineToTotalsInput(line({ quantity: '', unitPrice: '' }), TODAY, true)).toMatchObject({
      quantity: 0,
      unitPrice: 0,
    })
  })

  it('charges no VAT on any line when the invoice carries none', () => {
    expect(lineToTotalsInput(line({ vat: '21' }), TODAY, false).vatRate).toBe(0)
  })
})

describe('liveTotals', () => {
  it('recapitulates two rates without VAT in the prices (ceny bez DPH)', () => {
    const totals = liveTotals(
      form([
        line({ text: 'Ubytování', quantity: '2', unitPrice: '1 500', vat: '12' }),
        line({ text: 'Víno', quantity: '1', unitPrice: '350', vat: '21' }),
      ]),
      payer,
    )
    expect(totals.lineAmounts).toEqual([300000, 35000])
    expect(totals.recap).toEqual([
      { vatRate: 21, base: 35000, vat: 7350, total: 42350 },
      { vatRate: 12, base: 300000, vat: 36000, total: 336000 },
    ])
    expect(totals).toMatchObject({ base: 335000, vat: 43350, total: 378350, rounding: 0, toPay: 378350 })
  })

  it('takes VAT out of prices that include it (ceny s DPH), once per rate', () => {
    const totals = liveTotals(
      form([line({ quantity: '3', unitPrice: '99,99', vat: '21' })], { vatMode: 'FROM_TOTAL' }),
      payer,
    )
    // 299,97 with VAT: VAT = 299,97 × 21 / 121 = 52,06
    expect(totals.recap).toEqual([{ vatRate: 21, base: 24791, vat: 5206, total: 29997 }])
  })

  it('keeps a line outside the scope of VAT (the local fee) out of the recapitulation', () => {
    const totals = liveTotals(
      form(
        [
          line({ quantity: '2', unitPrice: '1 000', vat: '12' }),
          line({ quantity: '4', unitPrice: '20', vat: OUTSIDE_VAT }),
        ],
        {
          vatMode: 'FROM_TOTAL',
        },
      ),
      payer,
    )
    expect(totals.recap).toEqual([{ vatRate: 12, base: 178571, vat: 21429, total: 200000 }])
    expect(totals).toMatchObject({ outsideVat: 8000, total: 208000 })
  })

  it('rounds the amount to pay to whole crowns outside the tax base', () => {
    const totals = liveTotals(form([line({ unitPrice: '100,40', vat: '21' })], { cashRounding: true }), payer)
    expect(totals.total).toBe(12148)
    expect(totals.rounding).toBe(-48)
    expect(totals.toPay).toBe(12100)
  })

  it('charges no VAT for a supplier who is not a payer, nor under reverse charge', () => {
    const lines = [line({ unitPrice: '1000', vat: '21' }), line({ unitPrice: '500', vat: '12' })]
    for (const totals of [
      liveTotals(form(lines), { ...payer, vatPayerStatus: 'NO' }),
      liveTotals(form(lines, { type: 'EU_INVOICE' }), payer),
    ]) {
      expect(totals.charged).toBe(false)
      expect(totals.recap).toEqual([{ vatRate: 0, base: 150000, vat: 0, total: 150000 }])
      expect(totals.toPay).toBe(150000)
    }
  })

  it('deducts advances already taxed, per rate', () => {
    const totals = liveTotals(form([line({ unitPrice: '1000', vat: '21' })]), {
      ...payer,
      advances: [{ vatRate: 21, base: 40000, vat: 8400 }],
    })
    expect(totals.recap).toEqual([{ vatRate: 21, base: 60000, vat: 12600, total: 72600 }])
  })

  it('gives exactly what computeTotals gives for the lines the server will store', () => {
    const rows = [
      line({ quantity: '1,5', unitPrice: '1 234,55', vat: '12', discount: '7,5' }),
      line({ quantity: '0,333', unitPrice: '99,99', vat: 'BEV_REGULAR' }),
      line({ quantity: '-1', unitPrice: '200', vat: '21' }),
    ]
    const server = computeTotals({
      mode: 'FROM_BASE',
      charged: true,
      lines: [
        { quantity: Math.round(1.5 * 1000), unitPrice: 123455, vatRate: 12, discount: 750 },
        { quantity: Math.round(0.333 * 1000), unitPrice: 9999, vatRate: 21, discount: 0 },
        { quantity: Math.round(-1 * 1000), unitPrice: 20000, vatRate: 21, discount: 0 },
      ],
    })
    const { charged, noRateTable, ...totals } = liveTotals(form(rows), payer)
    expect(totals).toEqual(server)
    expect(charged).toBe(true)
    expect(noRateTable).toBe(false)
  })

  it('warns when no rate table covers the taxable supply date', () => {
    const totals = liveTotals(form([line({ unitPrice: '1' })], { taxableSupplyDate: '2023-12-31' }), payer)
    expect(totals.noRateTable).toBe(true)
  })
})

describe('chargesVat', () => {
  it('charges VAT for a payer, except on an invoice to the EU', () => {
    expect(chargesVat('PAYER', 'REGULAR_INVOICE')).toBe(true)
    expect(chargesVat('PAYER', 'EU_INVOICE')).toBe(false)
    expect(chargesVat('IDENTIFIED_PERSON', 'REGULAR_INVOICE')).toBe(false)
    expect(chargesVat('NO', 'PROFORMA')).toBe(false)
  })
})
