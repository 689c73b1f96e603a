import { type FacturationSummary, rateTableOn } from '@innkeep/contract'
import { wholeCrowns } from './epo-xml.ts'

// The VAT return's figures (DPHDP3), pure: taken from the VAT summary itself, so the two reconcile by
// construction. A guest house fills rows 1–2 (output tax), 21 (services to the EU), 40–41 and 46
// (input tax, full deduction) and 62–65 (own tax or excess deduction).

/** Which rates are the basic and the reduced ones: the rate table in force (vat-rates.ts), not constants. */
export interface RateClasses {
  basic: number
  reduced: readonly number[]
}

export function rateClassesOn(date: string): RateClasses | undefined {
  const table = rateTableOn(date)
  if (!table) return undefined
  const positive = table.rates.filter((rate) => rate > 0)
  const basic = Math.max(...positive)
  return { basic, reduced: positive.filter((rate) => rate !== basic) }
}

export type RateClass = 'basic' | 'reduced' | 'none' | 'unknown'

/** 0 % is no tax on either side (a supplier who is not a payer, a mis-rated fee): in no row. */
export function rateClass(vatRate: number, classes: RateClasses): RateClass {
  if (vatRate === 0) return 'none'
  if (vatRate === classes.basic) return 'basic'
  return classes.reduced.includes(vatRate) ? 'reduced' : 'unknown'
}

/** The first rate of the summary the forms have no row for (a rate of another table), if any. */
export function unknownRateIn(summary: FacturationSummary, classes: RateClasses): number | undefined {
  return [...summary.issued.byRate, ...summary.received.byRate].find(
    (row) => rateClass(row.vatRate, classes) === 'unknown',
  )?.vatRate
}

export interface Pair {
  base: number
  vat: number
}

/** Base and VAT of one class of rates, summed in haléř. */
export function classSum(
  rows: readonly { vatRate: number; base: number; vat: number }[],
  wanted: RateClass,
  classes: RateClasses,
): Pair {
  return rows
    .filter((row) => rateClass(row.vatRate, classes) === wanted)
    .reduce((sum, row) => ({ base: sum.base + row.base, vat: sum.vat + row.vat }), { base: 0, vat: 0 })
}

/** Every figure in whole crowns, as the EPO attributes take them. */
export interface VatReturnFigures {
  /** Row 1: supplies at the basic rate (base, tax). */
  obrat23: number
  dan23: number
  /** Row 2: at the reduced rate. */
  obrat5: number
  dan5: number
  /** Row 21: services whose place of supply is in another member state (our EU invoices, reverse charge). */
  plnSluzby: number
  /** Row 40: received at the basic rate, base and the tax deducted in full. */
  pln23: number
  odpTuz23Nar: number
  /** Row 41: at the reduced rate. */
  pln5: number
  odpTuz5Nar: number
  /** Row 46: the deduction in full. */
  odpSumNar: number
  /** Row 62: output tax; row 63: deduction. */
  danZocelk: number
  odpZocelk: number
  /** Row 64: own tax (62 − 63 when positive); row 65: excess deduction (63 − 62 when positive). */
  danoDa: number
  danoNo: number
}

/**
 * Each row is its class's sum in haléř rounded once to whole crowns (never a sum of rounded
 * documents); rows 46 and 62–65 are then sums and differences of those whole rows, so the tax the
 * return states is already in whole crowns (§ 146 daňového řádu has nothing left to round up).
 */
export function vatReturnFigures(summary: FacturationSummary, classes: RateClasses): VatReturnFigures {
  const issuedBasic = classSum(summary.issued.byRate, 'basic', classes)
  const issuedReduced = classSum(summary.issued.byRate, 'reduced', classes)
  const receivedBasic = classSum(summary.received.byRate, 'basic', classes)
  const receivedReduced = classSum(summary.received.byRate, 'reduced', classes)
  const dan23 = wholeCrowns(issuedBasic.vat)
  const dan5 = wholeCrowns(issuedReduced.vat)
  const odpTuz23Nar = wholeCrowns(receivedBasic.vat)
  const odpTuz5Nar = wholeCrowns(receivedReduced.vat)
  const danZocelk = dan23 + dan5
  const odpSumNar = odpTuz23Nar + odpTuz5Nar
  return {
    obrat23: wholeCrowns(issuedBasic.base),
    dan23,
    obrat5: wholeCrowns(issuedReduced.base),
    dan5,
    plnSluzby: wholeCrowns(summary.issued.reverseCharge.base),
    pln23: wholeCrowns(receivedBasic.base),
    odpTuz23Nar,
    pln5: wholeCrowns(receivedReduced.base),
    odpTuz5Nar,
    odpSumNar,
    danZocelk,
    odpZocelk: odpSumNar,
    danoDa: Math.max(0, danZocelk - odpSumNar),
    danoNo: Math.max(0, odpSumNar - danZocelk),
  }
}
