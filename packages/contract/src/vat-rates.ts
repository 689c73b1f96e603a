import type { z } from 'zod'
import type { PriceItemCategory } from './enums.ts'

type LocalDate = string
export type PriceCategory = z.infer<typeof PriceItemCategory>

interface RateTable {
  /** First day the table applies (taxable supply date). */
  since: LocalDate
  /** Rates a line may name directly, in percent. */
  rates: readonly number[]
  /** The rate each price category stands for. */
  categories: Readonly<Record<PriceCategory, number>>
  /** Accommodation services (rooms, places, the price list's default). */
  accommodation: number
}

/**
 * Czech VAT rates as dated data, newest first: rates change by law, and an invoice is taxed by the
 * table of its taxable supply date. Since 1 January 2024: 21 % and 12 %; accommodation and food
 * 12 %; every beverage, beer included, 21 % (INTEGRATIONS.md).
 */
export const RATE_TABLES: readonly RateTable[] = [
  {
    since: '2024-01-01',
    rates: [0, 12, 21],
    categories: { BEV_REGULAR: 21, BEV_BEER: 21, BEV_NONALCOHOLIC_BEER: 21, FOOD_REGULAR: 12 },
    accommodation: 12,
  },
]

/** The table in force on a date; undefined before the oldest table we hold. */
export function rateTableOn(date: LocalDate): RateTable | undefined {
  return RATE_TABLES.find((table) => table.since <= date)
}
