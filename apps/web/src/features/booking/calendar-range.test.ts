import { describe, expect, it } from 'vitest'
import {
  canPick,
  dayRole,
  EMPTY_RANGE,
  mergeNights,
  monthGrid,
  type NightInfo,
  nightsFree,
  pickDay,
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

describe('picking a stay', () => {
  it('takes the arrival, then a later departure', () => {
    const known = nights()
    const arrival = pickDay(EMPTY_RANGE, '2027-03-12', known, TODAY)
    expect(arrival).toEqual({ since: '2027-03-12', till: null })
    expect(pickDay(arrival, '2027-03-15', known, TODAY)).toEqual({ since: '2027-03-12', till: '2027-03-15' })
  })

  it('never takes a past day', () => {
    const known = nights()
    expect(canPick('2027-03-09', EMPTY_RANGE, known, TODAY)).toBe(false)
    expect(pickDay(EMPTY_RANGE, '2027-03-09', known, TODAY)).toBe(EMPTY_RANGE)
    expect(canPick(TODAY, EMPTY_RANGE, known, TODAY)).toBe(true)
  })

  it('never starts a stay on a full night', () => {
    const known = nights(['2027-03-20'])
    expect(canPick('2027-03-20', EMPTY_RANGE, known, TODAY)).toBe(false)
    expect(pickDay(EMPTY_RANGE, '2027-03-20', known, TODAY)).toBe(EMPTY_RANGE)
  })

  it('lets the guest leave on the morning of a full night', () => {
    const known = nights(['2027-03-20'])
    const arrival = { since: '2027-03-17', till: null }
    expect(canPick('2027-03-20', arrival, known, TODAY)).toBe(true)
    expect(pickDay(arrival, '2027-03-20', known, TODAY)).toEqual({ since: '2027-03-17', till: '2027-03-20' })
  })

  it('starts again when a full night lies between arrival and the tapped day', () => {
    const known = nights(['2027-03-20'])
    const arrival = { since: '2027-03-17', till: null }
    expect(pickDay(arrival, '2027-03-22', known, TODAY)).toEqual({ since: '2027-03-22', till: null })
    // a full day after a full night can be neither departure nor arrival
    expect(
      canPick('2027-03-21', { since: '2027-03-17', till: null }, nights(['2027-03-20', '2027-03-21']), TODAY),
    ).toBe(false)
  })

  it('starts again on a tap before the arrival or on the arrival itself', () => {
    const known = nights()
    const arrival = { since: '2027-03-17', till: null }
    expect(pickDay(arrival, '2027-03-14', known, TODAY)).toEqual({ since: '2027-03-14', till: null })
    expect(pickDay(arrival, '2027-03-17', known, TODAY)).toEqual({ since: '2027-03-17', till: null })
  })

  it('starts a new stay on a tap after a finished one', () => {
    const known = nights()
    const stay = { since: '2027-03-12', till: '2027-03-15' }
    expect(pickDay(stay, '2027-03-18', known, TODAY)).toEqual({ since: '2027-03-18', till: null })
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
