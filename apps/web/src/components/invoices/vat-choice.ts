/**
 * A line's VAT as one choice: a rate (`'21'`), a price category (`'FOOD_REGULAR'`) the date resolves, or
 * OUTSIDE_VAT for a line outside the scope of VAT (the local fee).
 */
export type VatChoice = string

/** The choice of a line outside the scope of VAT ("nepodléhá DPH"): it has no rate. */
export const OUTSIDE_VAT = 'OUTSIDE'
