import { describe, expect, it } from 'vitest'
import {
  canPick,
  dayRole,
  departureRefusal,
  EMPTY_RANGE,
  hasRules,
  mergeNights,
  monthGrid,
  monthsBetween,
  type NightInfo,
  nightsFree,
  pickDay,
  roomNights,
  ruleRefusal,
  type StayRange,
  shiftMonth,
} from './calendar-range.ts'

const TODAY = '2027-03-10'

/** March 2027 from the 1st: 2 free rooms a night, except the nights listed as full. */
function nights(full: string[] = []) {
  const days: NightInfo[] = []
  for (let d = 1; d <= 31; d++) {
    const date = `2027-03-${String(d).padStart(2, '0')}`
    days.push({ date, freeUnits: date < TODAY || full.includes(date) ? 0 : 2, lowestPrice: 145000 })
  }
  return mergeNights(new Map(), days)
}

describe('monthGrid', () => {
  it('starts the week on Monday and pads with the neighbouring months', () => {
    // 1 March 2027 is a Monday; 1 February 2027 too; 1 May 2027 a Saturday
    expect(monthGrid({ year: 2027, month: 3 })[0]).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ])
    const may = monthGrid({ year: 2027, month: 5 })
    expect(may[0]?.slice(0, 5)).toEqual([null, null, null, null, null])
    expect(may[0]?.[5]).toBe('2027-05-01')
    expect(may.flat().filter(Boolean)).toHaveLength(31)
    expect(may.every((week) => week.length === 7)).toBe(true)
  })

  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 })
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 })
  })
})

/** The range after a tap (a refused tap keeps the range). */
const tap = (range: StayRange, date: string, known = nights()) => pickDay(range, date, known, TODAY).range

describe('picking a stay', () => {
  it('takes the arrival, then a later departure', () => {
    const arrival = tap(EMPTY_RANGE, '2027-03-12')
    expect(arrival).toEqual({ since: '2027-03-12', till: null })
    expect(tap(arrival, '2027-03-15')).toEqual({ since: '2027-03-12', till: '2027-03-15' })
  })

  it('never takes a past day', () => {
    const known = nights()
    expect(canPick('2027-03-09', EMPTY_RANGE, known, TODAY)).toBe(false)
    expect(tap(EMPTY_RANGE, '2027-03-09')).toBe(EMPTY_RANGE)
    expect(canPick(TODAY, EMPTY_RANGE, known, TODAY)).toBe(true)
  })

  it('never starts a stay on a full night', () => {
    const known = nights(['2027-03-20'])
    expect(canPick('2027-03-20', EMPTY_RANGE, known, TODAY)).toBe(false)
    expect(tap(EMPTY_RANGE, '2027-03-20', known)).toBe(EMPTY_RANGE)
  })

  it('lets the guest leave on the morning of a full night', () => {
    const known = nights(['2027-03-20'])
    const arrival = { since: '2027-03-17', till: null }
    expect(canPick('2027-03-20', arrival, known, TODAY)).toBe(true)
    expect(pickDay(arrival, '2027-03-20', known, TODAY)).toEqual({
      range: { since: '2027-03-17', till: '2027-03-20' },
      takenNight: null,
    })
  })

  it('refuses a stay across a taken night, naming the night and keeping the arrival', () => {
    const known = nights(['2027-03-20', '2027-03-21'])
    const arrival = { since: '2027-03-17', till: null }
    expect(pickDay(arrival, '2027-03-23', known, TODAY)).toEqual({ range: arrival, takenNight: '2027-03-20' })
    // a full day after the taken night answers the same, so the guest learns why
    expect(canPick('2027-03-21', arrival, known, TODAY)).toBe(true)
    expect(pickDay(arrival, '2027-03-21', known, TODAY).takenNight).toBe('2027-03-20')
  })

  it('starts again on a tap before the arrival or on the arrival itself', () => {
    const arrival = { since: '2027-03-17', till: null }
    expect(tap(arrival, '2027-03-14')).toEqual({ since: '2027-03-14', till: null })
    expect(tap(arrival, '2027-03-17')).toEqual({ since: '2027-03-17', till: null })
  })

  it('starts a new stay on a tap after a finished one', () => {
    const stay = { since: '2027-03-12', till: '2027-03-15' }
    expect(tap(stay, '2027-03-18')).toEqual({ since: '2027-03-18', till: null })
  })

  it('counts nights not loaded yet as not free', () => {
    const known = nights()
    expect(nightsFree('2027-03-30', '2027-04-02', known, TODAY)).toBe(false)
    expect(nightsFree('2027-03-12', '2027-03-12', known, TODAY)).toBe(false)
  })

  it('marks the arrival, the departure and the nights between', () => {
    const stay = { since: '2027-03-12', till: '2027-03-15' }
    expect(['2027-03-11', '2027-03-12', '2027-03-13', '2027-03-15', '2027-03-16'].map((d) => dayRole(d, stay))).toEqual(
      [null, 'since', 'inside', 'till', null],
    )
  })
})

describe("one room's calendar", () => {
  it('frees every night of the month but the blocked ones, without a price', () => {
    const march = roomNights({ year: 2027, month: 3 }, ['2027-03-20'])
    expect(march).toHaveLength(31)
    expect(march.find((n) => n.date === '2027-03-20')).toEqual({ date: '2027-03-20', freeUnits: 0, lowestPrice: null })
    expect(march.find((n) => n.date === '2027-03-21')).toEqual({ date: '2027-03-21', freeUnits: 1, lowestPrice: null })
  })

  it('refuses a stay across a night the room is taken', () => {
    const known = mergeNights(new Map(), roomNights({ year: 2027, month: 3 }, ['2027-03-20']))
    const arrival = { since: '2027-03-18', till: null }
    expect(pickDay(arrival, '2027-03-22', known, TODAY).takenNight).toBe('2027-03-20')
    expect(tap(arrival, '2027-03-20', known)).toEqual({ since: '2027-03-18', till: '2027-03-20' })
  })

  it('loads the months from the arrival to the shown one', () => {
    expect(monthsBetween({ year: 2026, month: 11 }, { year: 2027, month: 2 })).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
      { year: 2027, month: 2 },
    ])
    expect(monthsBetween({ year: 2027, month: 2 }, { year: 2027, month: 2 })).toHaveLength(1)
  })
})

/** March 2027, every night free, with these days' stay rules merged in (as get-calendar-info or get-blocked-days give them). */
function ruled(rules: Record<string, Partial<NightInfo>>) {
  const known = nights()
  return mergeNights(
    known,
    Object.entries(rules).map(([date, rule]) => ({ ...(known.get(date) as NightInfo), ...rule })),
  )
}

describe('stay rules in the calendar', () => {
  it('refuses an arrival on a day closed to arrival, and lets the stay run through it', () => {
    // Sunday 14 March: nobody arrives
    const known = ruled({ '2027-03-14': { noArrival: true } })
    expect(canPick('2027-03-14', EMPTY_RANGE, known, TODAY)).toBe(false)
    expect(ruleRefusal('2027-03-14', EMPTY_RANGE, known)).toEqual({ reason: 'noArrival' })
    expect(tap(EMPTY_RANGE, '2027-03-14', known)).toBe(EMPTY_RANGE)
    const arrival = tap(EMPTY_RANGE, '2027-03-13', known)
    expect(tap(arrival, '2027-03-16', known)).toEqual({ since: '2027-03-13', till: '2027-03-16' })
    // once a stay is picked, the closed day still starts none
    expect(tap({ since: '2027-03-12', till: '2027-03-13' }, '2027-03-14', known)).toEqual({
      since: '2027-03-12',
      till: '2027-03-13',
    })
  })

  it("refuses a departure before the arrival's minimum stay, naming the minimum", () => {
    // arriving on Friday 12 March: at least 3 nights
    const known = ruled({ '2027-03-12': { minNights: 3 } })
    const arrival = tap(EMPTY_RANGE, '2027-03-12', known)
    expect(ruleRefusal('2027-03-13', arrival, known)).toEqual({ reason: 'minNights', nights: 3 })
    expect(canPick('2027-03-14', arrival, known, TODAY)).toBe(false)
    expect(tap(arrival, '2027-03-14', known)).toBe(arrival)
    expect(tap(arrival, '2027-03-15', known)).toEqual({ since: '2027-03-12', till: '2027-03-15' })
    // the minimum is the arrival day's: another arrival may stay one night
    expect(departureRefusal('2027-03-13', '2027-03-14', known)).toBeNull()
  })

  it("refuses a departure after the arrival's maximum stay and on a day closed to departure", () => {
    const known = ruled({ '2027-03-12': { maxNights: 7 }, '2027-03-14': { noDeparture: true } })
    const arrival = { since: '2027-03-12', till: null }
    expect(departureRefusal('2027-03-12', '2027-03-19', known)).toBeNull()
    expect(departureRefusal('2027-03-12', '2027-03-20', known)).toEqual({ reason: 'maxNights', nights: 7 })
    expect(ruleRefusal('2027-03-14', arrival, known)).toEqual({ reason: 'noDeparture' })
    expect(canPick('2027-03-14', arrival, known, TODAY)).toBe(false)
    // a tap before the arrival starts a new stay, as without rules
    expect(tap(arrival, '2027-03-11', known)).toEqual({ since: '2027-03-11', till: null })
  })

  it('still names a taken night for a departure the rules allow', () => {
    const known = mergeNights(ruled({ '2027-03-12': { minNights: 2 } }), [
      { date: '2027-03-15', freeUnits: 0, lowestPrice: null },
    ])
    expect(pickDay({ since: '2027-03-12', till: null }, '2027-03-17', known, TODAY)).toEqual({
      range: { since: '2027-03-12', till: null },
      takenNight: '2027-03-15',
    })
  })

  it("puts a room's day rules on its nights, and knows when a month has any", () => {
    const march = roomNights(
      { year: 2027, month: 3 },
      ['2027-03-20'],
      [
        { date: '2027-03-19', noArrival: false, noDeparture: false, minNights: 2, maxNights: 14 },
        { date: '2027-03-21', noArrival: true, noDeparture: true, minNights: 1, maxNights: null },
      ],
    )
    expect(march.find((n) => n.date === '2027-03-19')).toEqual({
      date: '2027-03-19',
      freeUnits: 1,
      lowestPrice: null,
      noArrival: false,
      noDeparture: false,
      minNights: 2,
      maxNights: 14,
    })
    expect(march.find((n) => n.date === '2027-03-21')?.noArrival).toBe(true)
    expect(march.find((n) => n.date === '2027-03-22')).toEqual({ date: '2027-03-22', freeUnits: 1, lowestPrice: null })
    expect(hasRules(mergeNights(new Map(), march))).toBe(true)
    expect(hasRules(nights())).toBe(false)
    // the group calendar says "no rule" with noArrival false and a minimum of 1
    expect(hasRules(ruled({ '2027-03-12': { noArrival: false, minNights: 1 } }))).toBe(false)
  })
})
