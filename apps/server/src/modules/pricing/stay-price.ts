import { vatFromTotal } from '@innkeep/contract'
import { addDays, daysBetween, eachDate, type LocalDate } from '../../lib/local-date.ts'
import { adjustments, nightPrice, percentOf, type StayRule } from './stay-rules.ts'

export const AGE_CATEGORIES = ['ADULT', 'CHILD', 'ZTP', 'OVER60', 'WORK'] as const
export type AgeCategory = (typeof AGE_CATEGORIES)[number]
export type GuestCounts = Record<AgeCategory, number>

export interface Season {
  name: string
  since: LocalDate
  /** Exclusive, like a stay. */
  till: LocalDate
  /** Price per unit in this season, minor units, VAT included. */
  price: number
}

/** A price-list item for a room or a place; amounts in minor units with VAT included. */
export interface PriceItem {
  code: string
  unit: 'PER_NIGHT' | 'PER_DAY'
  price: number
  vatRate: number
  /** Guests the unit price covers; each further guest pays an extra per unit. */
  includedGuests: number
  extraAdult: number
  extraChild: number
  seasons: Season[]
  /** Stay rules (stay-rules.ts); the pricing function reads the price ones. */
  rules: StayRule[]
}

export interface LocalFeeRules {
  /** Per person and night, minor units; 0 = exempt. */
  rates: Record<AgeCategory, number>
  /**
   * The longest stay the fee is due for (60 by law): a longer stay owes no fee at all, not even for
   * its first nights (zákon 565/1990 Sb. § 3a; INTEGRATIONS.md).
   */
  maxNights: number
}

export interface PriceLine {
  kind: 'ACCOMMODATION' | 'EXTRA_ADULT' | 'EXTRA_CHILD' | 'ADJUSTMENT' | 'LOCAL_FEE'
  /** Season name, the guest category of a fee line, or the rule kind of an adjustment. */
  detail: string | null
  /** An adjustment's percent. */
  percent?: number
  quantity: number
  unitPrice: number
  amount: number
  /** null: outside VAT (the local fee). */
  vatRate: number | null
}

export interface StayPrice {
  nights: number
  units: number
  lines: PriceLine[]
  vat: { rate: number; base: number; vat: number; total: number }[]
  accommodationTotal: number
  localFeeTotal: number
  total: number
}

/** The one pricing function: staff reservations, the public booking page and invoices all use it. */
export function priceStay(input: {
  item: PriceItem
  since: LocalDate
  till: LocalDate
  guests: GuestCounts
  fee: LocalFeeRules
  /** The day the stay is booked (the workspace's local date): early-booking and last-minute rules count from it. */
  bookedOn: LocalDate
}): StayPrice {
  const { item, since, till, guests, fee } = input
  const nights = daysBetween(since, till)
  // PER_DAY (places, vehicles): both the arrival and the departure day count.
  const dates = item.unit === 'PER_DAY' ? eachDate(since, addDays(till, 1)) : eachDate(since, till)
  const priced = dates
    .map((date) => ({ date, season: seasonOf(item, date) }))
    .map(({ date, season }) => ({
      season,
      ...nightPrice(item.rules, date, season?.price ?? item.price, guestTotal(guests)),
    }))
  const surchargedUnits = priced.filter((night) => !night.occupancy).length
  const nightly: PriceLine[] = [...accommodationLines(item, priced), ...extraGuestLines(item, surchargedUnits, guests)]
  const lines = [...nightly, ...adjustmentLines(item, nightly, { since, till, bookedOn: input.bookedOn })]
  const feeLines = localFeeLines(guests, nights, fee)
  const accommodationTotal = sum(lines.map((l) => l.amount))
  const localFeeTotal = sum(feeLines.map((l) => l.amount))
  return {
    nights,
    units: dates.length,
    lines: [...lines, ...feeLines],
    vat: accommodationTotal === 0 ? [] : [vatRow(item.vatRate, accommodationTotal)],
    accommodationTotal,
    localFeeTotal,
    total: accommodationTotal + localFeeTotal,
  }
}

const guestTotal = (guests: GuestCounts) => AGE_CATEGORIES.reduce((sum, category) => sum + guests[category], 0)

function seasonOf(item: PriceItem, date: LocalDate): Season | undefined {
  return item.seasons.find((s) => s.since <= date && date < s.till)
}

/** The price per unit on a date for the guests the unit price covers (its season's, its rules'). */
export function unitPriceOn(item: PriceItem, date: LocalDate): number {
  return nightPrice(item.rules, date, seasonOf(item, date)?.price ?? item.price, item.includedGuests).price
}

/** The lowest price per unit in any season or fixed night price: "from 1 450 Kč a night". */
export function lowestUnitPrice(item: PriceItem): number {
  const fixed = item.rules.flatMap((rule) => (rule.kind === 'NIGHT_PRICE' && rule.price !== null ? [rule.price] : []))
  return Math.min(item.price, ...item.seasons.map((s) => s.price), ...fixed)
}

/** One line per run of equal prices: "3 × 1 500 Kč (hlavní sezóna)". */
function accommodationLines(item: PriceItem, nights: { season: Season | undefined; price: number }[]): PriceLine[] {
  const lines: PriceLine[] = []
  for (const night of nights) {
    const unitPrice = night.price
    const detail = night.season?.name ?? null
    const last = lines.at(-1)
    if (last && last.unitPrice === unitPrice && last.detail === detail) {
      last.quantity += 1
      last.amount += unitPrice
    } else {
      lines.push({ kind: 'ACCOMMODATION', detail, quantity: 1, unitPrice, amount: unitPrice, vatRate: item.vatRate })
    }
  }
  return lines
}

// The included guests are counted from the adults first; children fill what remains.
function extraGuestLines(item: PriceItem, units: number, guests: GuestCounts): PriceLine[] {
  if (units === 0) return []
  const adults = guests.ADULT + guests.ZTP + guests.OVER60 + guests.WORK
  const extraAdults = Math.max(0, adults - item.includedGuests)
  const extraChildren = Math.max(0, guests.CHILD - Math.max(0, item.includedGuests - adults))
  const lines: PriceLine[] = []
  if (extraAdults > 0 && item.extraAdult > 0)
    lines.push(extraLine('EXTRA_ADULT', extraAdults * units, item.extraAdult, item.vatRate))
  if (extraChildren > 0 && item.extraChild > 0)
    lines.push(extraLine('EXTRA_CHILD', extraChildren * units, item.extraChild, item.vatRate))
  return lines
}

function extraLine(kind: PriceLine['kind'], quantity: number, unitPrice: number, vatRate: number): PriceLine {
  return { kind, detail: null, quantity, unitPrice, amount: quantity * unitPrice, vatRate }
}

/**
 * The length-of-stay, early-booking and last-minute changes, each a line of its percent of the
 * nights and extra guests (not compounded); together they never take the accommodation below zero.
 */
function adjustmentLines(
  item: PriceItem,
  nightly: PriceLine[],
  stay: { since: LocalDate; till: LocalDate; bookedOn: LocalDate },
): PriceLine[] {
  const base = sum(nightly.map((line) => line.amount))
  let left = base
  return adjustments(item.rules, stay).map(({ kind, percent }) => {
    const amount = Math.max(-left, percentOf(base, percent))
    left += amount
    return { kind: 'ADJUSTMENT', detail: kind, percent, quantity: 1, unitPrice: amount, amount, vatRate: item.vatRate }
  })
}

function localFeeLines(guests: GuestCounts, nights: number, fee: LocalFeeRules): PriceLine[] {
  // the fee's subject is a stay of at most maxNights consecutive nights: a longer one is not subject to it
  if (nights > fee.maxNights) return []
  return AGE_CATEGORIES.filter((category) => guests[category] > 0).map((category) => {
    const quantity = guests[category] * nights
    const unitPrice = fee.rates[category]
    return { kind: 'LOCAL_FEE', detail: category, quantity, unitPrice, amount: quantity * unitPrice, vatRate: null }
  })
}

function vatRow(rate: number, total: number) {
  const vat = vatFromTotal(total, rate)
  return { rate, base: total - vat, vat, total }
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0)
}
