import { divideRounded, vatFromBase, vatFromTotal } from './money.ts'

/**
 * The arithmetic of a Czech invoice, in integer minor units (haléř, cent). Pure: the invoice service,
 * the PDF, the ISDOC export and the VAT summary all take their numbers from here.
 *
 * - A line's amount is quantity × unit price less its discount, rounded to the minor unit. Quantities
 *   are thousandths (1.5 nights = 1500) and discounts basis points (10 % = 1000).
 * - FROM_BASE: line amounts are without VAT; per rate, VAT = base × rate / 100.
 *   FROM_TOTAL: line amounts include VAT; per rate, VAT = total × rate / (100 + rate), base = total − VAT.
 *   VAT is computed once per rate from the rate's sum, never per line, rounded half away from zero.
 * - No VAT when the supplier is not a VAT payer, or under reverse charge (EU_INVOICE): the amounts are
 *   the bases and the recapitulation shows rate 0.
 * - A line without a rate (null) is outside the scope of VAT, like the local fee the host collects for
 *   the municipality (zákon 565/1990 Sb.): it is no taxable supply, so it is in no rate's base, not in
 *   the recapitulation, and only adds to the total as `outsideVat`.
 * - Advances already taxed (a tax document for a received payment) are deducted per rate.
 * - Cash rounding to whole crowns is a separate amount outside the tax base.
 */

export type VatMode = 'FROM_BASE' | 'FROM_TOTAL'

export interface LineInput {
  /** Thousandths of a unit. */
  quantity: number
  /** Minor units per unit; with or without VAT by the invoice's mode. */
  unitPrice: number
  /** VAT rate in percent (already resolved from a price category); null: outside the scope of VAT. */
  vatRate: number | null
  /** Basis points off the line (0–10 000). */
  discount?: number
}

export interface AdvanceInput {
  vatRate: number
  base: number
  vat: number
}

export interface TotalsInput {
  mode: VatMode
  lines: LineInput[]
  /** false for a supplier that is not a VAT payer, and for reverse charge. */
  charged: boolean
  advances?: AdvanceInput[]
  /** Round the amount to pay to whole units of the currency (cash, CZK). */
  cashRounding?: boolean
}

export interface RateTotals {
  vatRate: number
  base: number
  vat: number
  total: number
}

export interface InvoiceTotals {
  /** Each line's amount as entered (without VAT for FROM_BASE, with it for FROM_TOTAL). */
  lineAmounts: number[]
  /** Per rate, highest rate first, after deducting advances. */
  recap: RateTotals[]
  base: number
  vat: number
  /** The lines outside the scope of VAT. */
  outsideVat: number
  /** base + vat + outsideVat. */
  total: number
  /** Cash rounding, outside the tax base (0 without it). */
  rounding: number
  /** What the customer pays: total + rounding. */
  toPay: number
}

const MINOR_PER_WHOLE = 100

/** quantity × unitPrice × (1 − discount), rounded half away from zero; exact through BigInt. */
export function lineAmount(line: LineInput): number {
  const discount = BigInt(10_000 - (line.discount ?? 0))
  const numerator = BigInt(line.quantity) * BigInt(line.unitPrice) * discount
  return Number(roundBig(numerator, 1000n * 10_000n))
}

/** numerator / denominator (positive), rounded half away from zero. */
function roundBig(numerator: bigint, denominator: bigint): bigint {
  const n = numerator < 0n ? -numerator : numerator
  const rounded = (n % denominator) * 2n >= denominator ? n / denominator + 1n : n / denominator
  return numerator < 0n ? -rounded : rounded
}

export function computeTotals(input: TotalsInput): InvoiceTotals {
  const lineAmounts = input.lines.map(lineAmount)
  const sums = new Map<number, number>()
  let outsideVat = 0
  input.lines.forEach((line, i) => {
    const amount = lineAmounts[i] ?? 0
    if (line.vatRate === null) outsideVat += amount
    else {
      const rate = input.charged ? line.vatRate : 0
      sums.set(rate, (sums.get(rate) ?? 0) + amount)
    }
  })
  const byRate = new Map<number, RateTotals>()
  for (const [vatRate, sum] of sums) {
    const vat = input.mode === 'FROM_BASE' ? vatFromBase(sum, vatRate) : vatFromTotal(sum, vatRate)
    const base = input.mode === 'FROM_BASE' ? sum : sum - vat
    byRate.set(vatRate, { vatRate, base, vat, total: base + vat })
  }
  for (const advance of input.advances ?? []) {
    const vatRate = input.charged ? advance.vatRate : 0
    const row = byRate.get(vatRate) ?? { vatRate, base: 0, vat: 0, total: 0 }
    row.base -= advance.base
    row.vat -= advance.vat
    row.total = row.base + row.vat
    byRate.set(vatRate, row)
  }
  const recap = [...byRate.values()].sort((a, b) => b.vatRate - a.vatRate)
  const base = recap.reduce((sum, r) => sum + r.base, 0)
  const vat = recap.reduce((sum, r) => sum + r.vat, 0)
  const total = base + vat + outsideVat
  const toPay = input.cashRounding ? divideRounded(total, MINOR_PER_WHOLE) * MINOR_PER_WHOLE : total
  return { lineAmounts, recap, base, vat, outsideVat, total, rounding: toPay - total, toPay }
}
