import { describe, expect, it } from 'vitest'
import {
  type GuestCounts,
  type LocalFeeRules,
  lowestUnitPrice,
  type PriceItem,
  priceStay as priceStayOn,
  unitPriceOn,
} from '../../src/modules/pricing/stay-price.ts'

/** These examples have no early-booking or last-minute rule: the booking day does not matter. */
const priceStay = (input: Omit<Parameters<typeof priceStayOn>[0], 'bookedOn'>) =>
  priceStayOn({ ...input, bookedOn: '2027-01-01' })

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

describe('priceStay — worked examples', () => {
  it('two adults, three nights out of season', () => {
    const price = priceStay({ item: room, since: '2027-03-10', till: '2027-03-13', guests: guests({ ADULT: 2 }), fee })
    // 3 × 1 500,00 = 4 500,00; fee 2 persons × 3 nights × 30,00 = 180,00; VAT 12 % inside 4 500,00 = 482,14
    expect(price).toMatchObject({
      nights: 3,
      units: 3,
      accommodationTotal: 4_500_00,
      localFeeTotal: 180_00,
      total: 4_680_00,
    })
    expect(price.vat).toEqual([{ rate: 12, base: 4_017_86, vat: 482_14, total: 4_500_00 }])
  })

  it('a stay across the start of the season is priced night by night', () => {
    const price = priceStay({ item: room, since: '2027-06-29', till: '2027-07-02', guests: guests({ ADULT: 2 }), fee })
    expect(price.lines.filter((l) => l.kind === 'ACCOMMODATION')).toEqual([
      { kind: 'ACCOMMODATION', detail: null, quantity: 2, unitPrice: 1_500_00, amount: 3_000_00, vatRate: 12 },
      { kind: 'ACCOMMODATION', detail: 'Léto', quantity: 1, unitPrice: 1_800_00, amount: 1_800_00, vatRate: 12 },
    ])
  })

  it('a family of two adults and two children: children pay the child extra, only adults pay the fee', () => {
    const price = priceStay({
      item: room,
      since: '2027-03-10',
      till: '2027-03-12',
      guests: guests({ ADULT: 2, CHILD: 2 }),
      fee,
    })
    // 2 × 1 500 + 2 children × 2 nights × 250 = 3 000 + 1 000; fee 2 × 2 × 30 = 120
    expect(price.lines.find((l) => l.kind === 'EXTRA_CHILD')).toMatchObject({ quantity: 4, amount: 1_000_00 })
    expect(price.lines.filter((l) => l.kind === 'LOCAL_FEE').map((l) => [l.detail, l.amount])).toEqual([
      ['ADULT', 120_00],
      ['CHILD', 0],
    ])
    expect(price.total).toBe(4_120_00)
  })

  it('three adults: the third pays the adult extra', () => {
    const price = priceStay({
      item: room,
      since: '2027-03-10',
      till: '2027-03-11',
      guests: guests({ ADULT: 1, OVER60: 2 }),
      fee,
    })
    expect(price.lines.find((l) => l.kind === 'EXTRA_ADULT')).toMatchObject({ quantity: 1, amount: 400_00 })
  })

  it('a single adult with a child in a double: the child is included', () => {
    const price = priceStay({
      item: room,
      since: '2027-03-10',
      till: '2027-03-11',
      guests: guests({ ADULT: 1, CHILD: 1 }),
      fee,
    })
    expect(price.lines.some((l) => l.kind === 'EXTRA_CHILD')).toBe(false)
  })

  it('a motorhome place is priced per day: both the arrival and the departure day count', () => {
    const place: PriceItem = { ...room, unit: 'PER_DAY', price: 450_00, includedGuests: 4, seasons: [] }
    const price = priceStay({ item: place, since: '2027-05-01', till: '2027-05-04', guests: guests({ ADULT: 2 }), fee })
    expect(price).toMatchObject({ nights: 3, units: 4, accommodationTotal: 1_800_00, localFeeTotal: 180_00 })
  })

  // zákon 565/1990 Sb. § 3a: the fee is due for a stay of at most 60 consecutive days at one provider;
  // a longer stay is not its subject at all (the Ministry of Finance's guidance: not even its first 60 days)
  it('charges the local fee for every night of a 60-night stay', () => {
    const price = priceStay({ item: room, since: '2027-01-01', till: '2027-03-02', guests: guests({ WORK: 1 }), fee })
    expect(price.nights).toBe(60)
    expect(price.localFeeTotal).toBe(60 * 30_00)
  })

  it('charges no local fee at all for a stay of 61 or 65 nights', () => {
    for (const till of ['2027-03-03', '2027-03-07']) {
      const price = priceStay({ item: room, since: '2027-01-01', till, guests: guests({ WORK: 1 }), fee })
      expect(price.nights).toBeGreaterThan(60)
      expect(price.localFeeTotal).toBe(0)
      expect(price.lines.filter((line) => line.kind === 'LOCAL_FEE')).toEqual([])
    }
  })

  it('takes the longest stay the fee is due for from the workspace setting', () => {
    const short = { ...fee, maxNights: 30 }
    const stay = (till: string) =>
      priceStay({ item: room, since: '2027-01-01', till, guests: guests({ ADULT: 2 }), fee: short })
    expect(stay('2027-01-31').localFeeTotal).toBe(2 * 30 * 30_00)
    expect(stay('2027-02-01').localFeeTotal).toBe(0)
  })

  it('rounds the VAT inside the total to the haléř, half away from zero', () => {
    // 100,00 Kč incl. 12 %: VAT = 100 × 12 / 112 = 10,714… → 10,71
    const price = priceStay({
      item: { ...room, price: 100_00, seasons: [] },
      since: '2027-03-01',
      till: '2027-03-02',
      guests: guests({ CHILD: 1 }),
      fee,
    })
    expect(price.vat[0]).toEqual({ rate: 12, base: 89_29, vat: 10_71, total: 100_00 })
  })

  it('counts nights correctly across the October change of summer time', () => {
    const price = priceStay({
      item: { ...room, seasons: [] },
      since: '2027-10-30',
      till: '2027-11-01',
      guests: guests({ ADULT: 1 }),
      fee,
    })
    expect(price.nights).toBe(2)
  })
})

describe('priceStay — the edges a wrong rule would cross', () => {
  it('ends a season the day before its till: 31 August is summer, 1 September is not', () => {
    expect(unitPriceOn(room, '2027-08-31')).toBe(1_800_00)
    expect(unitPriceOn(room, '2027-09-01')).toBe(1_500_00)
    expect(unitPriceOn(room, '2027-07-01')).toBe(1_800_00)
    expect(unitPriceOn(room, '2027-06-30')).toBe(1_500_00)
  })

  it('quotes "from" the lowest price of any season, even a cheaper off-season', () => {
    expect(lowestUnitPrice(room)).toBe(1_500_00)
    const offSeason = {
      ...room,
      seasons: [...room.seasons, { name: 'Zima', since: '2027-11-01', till: '2027-12-01', price: 990_00 }],
    }
    expect(lowestUnitPrice(offSeason)).toBe(990_00)
  })

  it('keeps two seasons at the same price apart, and one season at two prices apart', () => {
    const twoNames = {
      ...room,
      seasons: [
        { name: 'Léto', since: '2027-07-01', till: '2027-07-03', price: 1_800_00 },
        { name: 'Festival', since: '2027-07-03', till: '2027-07-05', price: 1_800_00 },
      ],
    }
    const price = priceStay({
      item: twoNames,
      since: '2027-07-01',
      till: '2027-07-05',
      guests: guests({ ADULT: 2 }),
      fee,
    })
    expect(price.lines.filter((l) => l.kind === 'ACCOMMODATION').map((l) => [l.detail, l.quantity])).toEqual([
      ['Léto', 2],
      ['Festival', 2],
    ])
  })

  it('counts a ZTP holder as an adult for the extra bed, though the fee spares them', () => {
    // one adult and one ZTP fill the double; the child is the extra guest: 2 nights × 250 Kč
    const price = priceStay({
      item: room,
      since: '2027-03-10',
      till: '2027-03-12',
      guests: guests({ ADULT: 1, ZTP: 1, CHILD: 1 }),
      fee,
    })
    expect(price.lines.find((l) => l.kind === 'EXTRA_CHILD')).toMatchObject({ quantity: 2, amount: 500_00 })
    expect(price.lines.find((l) => l.kind === 'EXTRA_ADULT')).toBeUndefined()
  })

  it('counts a guest travelling for work as an adult for the extra bed', () => {
    const price = priceStay({
      item: room,
      since: '2027-03-10',
      till: '2027-03-12',
      guests: guests({ ADULT: 2, WORK: 1 }),
      fee,
    })
    // the third adult: 2 nights × 400 Kč
    expect(price.lines.find((l) => l.kind === 'EXTRA_ADULT')).toMatchObject({ quantity: 2, amount: 800_00 })
  })

  it('writes no extra line when nobody is extra, or when the extra is free', () => {
    const two = priceStay({ item: room, since: '2027-03-10', till: '2027-03-12', guests: guests({ ADULT: 2 }), fee })
    expect(two.lines.map((l) => l.kind)).not.toContain('EXTRA_ADULT')
    expect(two.lines.map((l) => l.kind)).not.toContain('EXTRA_CHILD')
    const free = { ...room, extraAdult: 0, extraChild: 0 }
    const crowd = priceStay({
      item: free,
      since: '2027-03-10',
      till: '2027-03-12',
      guests: guests({ ADULT: 3, CHILD: 2 }),
      fee,
    })
    expect(crowd.lines.filter((l) => l.kind !== 'LOCAL_FEE').map((l) => l.kind)).toEqual(['ACCOMMODATION'])
    expect(crowd.accommodationTotal).toBe(3_000_00)
  })

  it('states no VAT for a stay that costs nothing (a room given free), only the fee', () => {
    const gift = { ...room, price: 0, seasons: [] }
    const price = priceStay({ item: gift, since: '2027-03-10', till: '2027-03-11', guests: guests({ ADULT: 1 }), fee })
    expect(price.vat).toEqual([])
    expect(price).toMatchObject({ accommodationTotal: 0, localFeeTotal: 30_00, total: 30_00 })
  })
})
