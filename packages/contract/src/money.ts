/** Money is integer minor units (haléř, cent); these helpers never touch floats for amounts. */

/** Rounds a rational amount numerator/denominator half away from zero to an integer. */
export function divideRounded(numerator: number, denominator: number): number {
  const n = Math.abs(numerator)
  const d = Math.abs(denominator)
  const quotient = Math.floor(n / d)
  const rounded = (n - quotient * d) * 2 >= d ? quotient + 1 : quotient
  return numerator < 0 !== denominator < 0 ? -rounded : rounded
}

/**
 * An amount of a foreign-currency invoice in CZK at its exchange rate (CZK for one unit, kept to three
 * decimals), rounded half away from zero: how the VAT summary and the invoice's CZK recap both count.
 */
export function inCzk(minor: number, exchangeRate: number): number {
  return divideRounded(minor * Math.round(exchangeRate * 1000), 1000)
}

/**
 * VAT contained in a price that includes it (FROM_TOTAL): total × rate / (100 + rate), rounded to the
 * haléř half away from zero, as § 37 of the Czech VAT act computes it.
 */
export function vatFromTotal(total: number, ratePercent: number): number {
  return divideRounded(total * ratePercent, 100 + ratePercent)
}

/** VAT on a price without it (FROM_BASE): base × rate / 100, rounded to the haléř. */
export function vatFromBase(base: number, ratePercent: number): number {
  return divideRounded(base * ratePercent, 100)
}

/** A cash total rounded to whole crowns (the Czech coin), half up; returns the rounded total and the rounding. */
export function roundToCrowns(total: number): { total: number; rounding: number } {
  const rounded = divideRounded(total, 100) * 100
  return { total: rounded, rounding: rounded - total }
}
