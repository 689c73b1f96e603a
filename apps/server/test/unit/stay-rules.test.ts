import type { StayRuleView } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import {
  type GuestCounts,
  type LocalFeeRules,
  type PriceItem,
  priceStay,
} from '../../src/modules/pricing/stay-price.ts'
import {
  adjustments,
  arrivalLimits,
  dayRules,
  nightPrice,
  percentOf,
  ruleFieldProblem,
  ruleProblems,
} from '../../src/modules/pricing/stay-rules.ts'

// Worked examples of the stay rules (issue 29; docs/decisions/014-stay-rules.md). 2027-03-12 is a
// Friday; dates are the arrival (restrictions, adjustments), the departure (closed to departure) or
// the night (night prices).

const rule = (values: Partial<StayRuleView> & Pick<StayRuleView, 'kind'>): StayRuleView => ({
  since: null,
  till: null,
  weekdays: [],
  nights: null,
  days: null,
  guests: null,
  price: null,
  percent: null,
  ...values,
})

const FRI = 5
const SAT = 6
const SUN = 7

const room: PriceItem = {
  code: 'DBL',
  unit: 'PER_NIGHT',
  price: 1_500_00,
  vatRate: 12,
  includedGuests: 2,
  extraAdult: 400_00,
  extraChild: 250_00,
  seasons: [{ name: 'Léto', since: '2027-07-01', till: '2027-09-01', price: 1_800_00 }],
  rules: [],
}
const fee: LocalFeeRules = { rates: { ADULT: 30_00, CHILD: 0, ZTP: 0, OVER60: 30_00, WORK: 30_00 }, maxNights: 60 }
const guests = (g: Partial<GuestCounts>): GuestCounts => ({ ADULT: 0, CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0, ...g })
const two = guests({ ADULT: 2 })

describe('minimum and maximum nights', () => {
  const rules = [rule({ kind: 'MIN_NIGHTS', nights: 2 }), rule({ kind: 'MIN_NIGHTS', nights: 3, weekdays: [FRI] })]

  it('a Friday arrival needs 3 nights, any other day 2', () => {
    expect(ruleProblems(rules, '2027-03-12', '2027-03-14')).toEqual([
      { field: 'till', code: 'stay.minNights', params: { date: '2027-03-12', nights: 3 } },
    ])
    expect(ruleProblems(rules, '2027-03-12', '2027-03-15')).toEqual([])
    expect(ruleProblems(rules, '2027-03-11', '2027-03-13')).toEqual([])
    expect(ruleProblems(rules, '2027-03-13', '2027-03-14')[0]).toMatchObject({ params: { nights: 2 } })
  })

  it('a rule with dates beats a weekday rule, which beats a general one', () => {
    const christmas = [...rules, rule({ kind: 'MIN_NIGHTS', nights: 5, since: '2027-12-20', till: '2028-01-03' })]
    expect(arrivalLimits(christmas, '2027-12-24').minNights).toBe(5) // a Friday, in the dates
    expect(arrivalLimits(christmas, '2027-12-17').minNights).toBe(3) // a Friday, before them
    expect(arrivalLimits(christmas, '2027-12-16').minNights).toBe(2)
    // the dates' end is exclusive, like a stay's
    expect(arrivalLimits(christmas, '2028-01-03').minNights).toBe(2)
  })

  it('between equally specific rules the stricter wins', () => {
    const both = [rule({ kind: 'MIN_NIGHTS', nights: 4 }), rule({ kind: 'MIN_NIGHTS', nights: 2 })]
    expect(arrivalLimits(both, '2027-03-10').minNights).toBe(4)
    const max = [rule({ kind: 'MAX_NIGHTS', nights: 14 }), rule({ kind: 'MAX_NIGHTS', nights: 21 })]
    expect(arrivalLimits(max, '2027-03-10').maxNights).toBe(14)
    expect(ruleProblems(max, '2027-03-10', '2027-03-25')).toEqual([
      { field: 'till', code: 'stay.maxNights', params: { date: '2027-03-10', nights: 14 } },
    ])
    expect(ruleProblems(max, '2027-03-10', '2027-03-24')).toEqual([])
  })

  it('no rule: one night is enough and there is no maximum', () => {
    expect(arrivalLimits([], '2027-03-12')).toEqual({ noArrival: false, minNights: 1, maxNights: null })
  })
})

describe('closed to arrival and departure', () => {
  const rules = [
    rule({ kind: 'CLOSED_TO_ARRIVAL', weekdays: [SUN] }),
    rule({ kind: 'CLOSED_TO_DEPARTURE', weekdays: [SAT], since: '2027-07-01', till: '2027-09-01' }),
  ]

  it('no Sunday arrivals; no Saturday departures in the summer only', () => {
    expect(ruleProblems(rules, '2027-03-14', '2027-03-16')).toEqual([
      { field: 'since', code: 'stay.closedToArrival', params: { date: '2027-03-14' } },
    ])
    expect(ruleProblems(rules, '2027-07-07', '2027-07-10')).toEqual([
      { field: 'till', code: 'stay.closedToDeparture', params: { date: '2027-07-10' } },
    ])
    expect(ruleProblems(rules, '2027-03-10', '2027-03-13')).toEqual([])
  })

  it('the calendar hears only of the days a rule limits', () => {
    const days = dayRules(
      [...rules, rule({ kind: 'MIN_NIGHTS', nights: 3, weekdays: [FRI] })],
      ['2027-03-12', '2027-03-13', '2027-03-14'],
    )
    expect(days).toEqual([
      { date: '2027-03-12', noArrival: false, noDeparture: false, minNights: 3, maxNights: null },
      { date: '2027-03-14', noArrival: true, noDeparture: false, minNights: 1, maxNights: null },
    ])
  })
})

describe('night prices', () => {
  const weekend = rule({ kind: 'NIGHT_PRICE', weekdays: [FRI, SAT], price: 1_800_00 })

  it('Friday and Saturday nights at the weekend price: Fri–Mon = 1 800 + 1 800 + 1 500', () => {
    const price = priceStay({
      item: { ...room, rules: [weekend] },
      since: '2027-03-12',
      till: '2027-03-15',
      guests: two,
      fee,
      bookedOn: '2027-01-01',
    })
    expect(price.lines.filter((l) => l.kind === 'ACCOMMODATION')).toEqual([
      { kind: 'ACCOMMODATION', detail: null, quantity: 2, unitPrice: 1_800_00, amount: 3_600_00, vatRate: 12 },
      { kind: 'ACCOMMODATION', detail: null, quantity: 1, unitPrice: 1_500_00, amount: 1_500_00, vatRate: 12 },
    ])
    // 5 100 + fee 2 × 3 × 30 = 180
    expect(price.total).toBe(5_280_00)
  })

  it('a percent changes the season price: a summer Saturday +20 % = 1 800 × 1,2 = 2 160', () => {
    const plus = [rule({ kind: 'NIGHT_PRICE', weekdays: [SAT], percent: 20 })]
    expect(nightPrice(plus, '2027-07-10', 1_800_00, 2)).toEqual({ price: 2_160_00, occupancy: false })
    expect(nightPrice(plus, '2027-07-09', 1_800_00, 2)).toEqual({ price: 1_800_00, occupancy: false })
  })

  it('an occupancy price replaces the extra-guest surcharge for its nights', () => {
    const rules = [
      rule({ kind: 'NIGHT_PRICE', guests: 1, price: 1_200_00 }),
      rule({ kind: 'NIGHT_PRICE', guests: 3, price: 2_000_00 }),
    ]
    const single = priceStay({
      item: { ...room, rules },
      since: '2027-03-10',
      till: '2027-03-12',
      guests: guests({ ADULT: 1 }),
      fee,
      bookedOn: '2027-01-01',
    })
    expect(single.accommodationTotal).toBe(2_400_00)
    const three = priceStay({
      item: { ...room, rules },
      since: '2027-03-10',
      till: '2027-03-12',
      guests: guests({ ADULT: 3 }),
      fee,
      bookedOn: '2027-01-01',
    })
    // 2 × 2 000, and no 400 Kč extra adult: the occupancy price is the room's for three
    expect(three.lines.map((l) => l.kind)).not.toContain('EXTRA_ADULT')
    expect(three.accommodationTotal).toBe(4_000_00)
    // four guests: no rule for four, so the base price and two extra adults
    const four = priceStay({
      item: { ...room, rules },
      since: '2027-03-10',
      till: '2027-03-12',
      guests: guests({ ADULT: 4 }),
      fee,
      bookedOn: '2027-01-01',
    })
    expect(four.accommodationTotal).toBe(2 * 1_500_00 + 2 * 2 * 400_00)
  })

  it('an occupancy price beats a weekday price; a weekday percent still applies on top', () => {
    const rules = [
      rule({ kind: 'NIGHT_PRICE', weekdays: [FRI], price: 1_800_00 }),
      rule({ kind: 'NIGHT_PRICE', guests: 1, price: 1_200_00 }),
      rule({ kind: 'NIGHT_PRICE', weekdays: [FRI], percent: 20 }),
    ]
    expect(nightPrice(rules, '2027-03-12', 1_500_00, 1)).toEqual({ price: 1_440_00, occupancy: true })
    expect(nightPrice(rules, '2027-03-12', 1_500_00, 2)).toEqual({ price: 2_160_00, occupancy: false })
  })

  it('the calendar\u2019s "from" price counts fixed night prices', async () => {
    const { lowestUnitPrice } = await import('../../src/modules/pricing/stay-price.ts')
    expect(lowestUnitPrice({ ...room, rules: [rule({ kind: 'NIGHT_PRICE', guests: 1, price: 1_200_00 })] })).toBe(
      1_200_00,
    )
  })
})

describe('length of stay, early booking, last minute', () => {
  const rules = [
    rule({ kind: 'LENGTH_DISCOUNT', nights: 7, percent: -10 }),
    rule({ kind: 'LENGTH_DISCOUNT', nights: 14, percent: -15 }),
    rule({ kind: 'EARLY_BOOKING', days: 60, percent: -5 }),
    rule({ kind: 'LAST_MINUTE', days: 3, percent: -15 }),
  ]

  it('7 nights −10 %: 10 500 − 1 050 = 9 450, the local fee untouched, VAT from the discounted price', () => {
    const price = priceStay({
      item: { ...room, rules: rules.slice(0, 2) },
      since: '2027-03-01',
      till: '2027-03-08',
      guests: two,
      fee,
      bookedOn: '2027-02-20',
    })
    expect(price.lines.find((l) => l.kind === 'ADJUSTMENT')).toEqual({
      kind: 'ADJUSTMENT',
      detail: 'LENGTH_DISCOUNT',
      percent: -10,
      quantity: 1,
      unitPrice: -1_050_00,
      amount: -1_050_00,
      vatRate: 12,
    })
    expect(price.accommodationTotal).toBe(9_450_00)
    expect(price.localFeeTotal).toBe(2 * 7 * 30_00)
    expect(price.total).toBe(9_870_00)
    // 9 450 × 12 / 112 = 1 012,50
    expect(price.vat).toEqual([{ rate: 12, base: 8_437_50, vat: 1_012_50, total: 9_450_00 }])
  })

  it('the highest tier reached applies, once', () => {
    expect(adjustments(rules, { since: '2027-03-01', till: '2027-03-15', bookedOn: '2027-02-20' })).toEqual([
      { kind: 'LENGTH_DISCOUNT', percent: -15 },
    ])
    expect(adjustments(rules, { since: '2027-03-01', till: '2027-03-07', bookedOn: '2027-02-20' })).toEqual([])
  })

  it('early booking counts days from the booking to the arrival', () => {
    // 2027-01-01 → 2027-03-02: 60 days ahead
    expect(adjustments(rules, { since: '2027-03-02', till: '2027-03-04', bookedOn: '2027-01-01' })).toEqual([
      { kind: 'EARLY_BOOKING', percent: -5 },
    ])
    expect(adjustments(rules, { since: '2027-03-01', till: '2027-03-03', bookedOn: '2027-01-01' })).toEqual([])
  })

  it('last minute: 3 days or fewer before arrival, never after it', () => {
    expect(adjustments(rules, { since: '2027-03-10', till: '2027-03-12', bookedOn: '2027-03-07' })).toEqual([
      { kind: 'LAST_MINUTE', percent: -15 },
    ])
    expect(adjustments(rules, { since: '2027-03-10', till: '2027-03-12', bookedOn: '2027-03-06' })).toEqual([])
    expect(adjustments(rules, { since: '2027-03-10', till: '2027-03-12', bookedOn: '2027-03-11' })).toEqual([])
  })

  it('several changes add up on the same base, not compounded: 10 500 − 10 % − 5 % = 8 925', () => {
    const price = priceStay({
      item: { ...room, rules },
      since: '2027-06-01',
      till: '2027-06-08',
      guests: two,
      fee,
      bookedOn: '2027-01-01',
    })
    expect(price.lines.filter((l) => l.kind === 'ADJUSTMENT').map((l) => [l.detail, l.amount])).toEqual([
      ['LENGTH_DISCOUNT', -1_050_00],
      ['EARLY_BOOKING', -525_00],
    ])
    expect(price.accommodationTotal).toBe(8_925_00)
  })

  it('the extra guests are discounted with the nights', () => {
    const price = priceStay({
      item: { ...room, rules: rules.slice(0, 1) },
      since: '2027-03-01',
      till: '2027-03-08',
      guests: guests({ ADULT: 3 }),
      fee,
      bookedOn: '2027-02-20',
    })
    // (7 × 1 500 + 7 × 400) × −10 % = −1 330
    expect(price.lines.find((l) => l.kind === 'ADJUSTMENT')?.amount).toBe(-1_330_00)
  })

  it('changes never take the accommodation below zero', () => {
    const steep = [
      rule({ kind: 'LENGTH_DISCOUNT', nights: 1, percent: -90 }),
      rule({ kind: 'LAST_MINUTE', days: 5, percent: -90 }),
    ]
    const price = priceStay({
      item: { ...room, rules: steep },
      since: '2027-03-10',
      till: '2027-03-11',
      guests: two,
      fee,
      bookedOn: '2027-03-10',
    })
    expect(price.accommodationTotal).toBe(0)
  })

  it('a percent of minor units rounds half away from zero', () => {
    expect(percentOf(4_500_05, -10)).toBe(-450_01)
    expect(percentOf(4_500_05, 10)).toBe(450_01)
    expect(percentOf(333, 50)).toBe(167)
  })
})

describe('what each rule must say', () => {
  it('names the missing field', () => {
    expect(ruleFieldProblem(rule({ kind: 'MIN_NIGHTS' }))).toEqual({ field: 'nights', code: 'validation.required' })
    expect(ruleFieldProblem(rule({ kind: 'CLOSED_TO_ARRIVAL' }))).toEqual({
      field: 'weekdays',
      code: 'pricelist.ruleNoDays',
    })
    expect(ruleFieldProblem(rule({ kind: 'NIGHT_PRICE', price: 1, percent: 1 }))).toMatchObject({ field: 'price' })
    expect(ruleFieldProblem(rule({ kind: 'NIGHT_PRICE' }))).toMatchObject({ field: 'price' })
    expect(ruleFieldProblem(rule({ kind: 'EARLY_BOOKING', days: 30 }))).toMatchObject({ field: 'percent' })
    expect(
      ruleFieldProblem(rule({ kind: 'MIN_NIGHTS', nights: 2, since: '2027-05-01', till: '2027-05-01' })),
    ).toMatchObject({ field: 'till', code: 'pricelist.seasonEmpty' })
    expect(ruleFieldProblem(rule({ kind: 'LAST_MINUTE', days: 0, percent: -20 }))).toBeNull()
  })
})
