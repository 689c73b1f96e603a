import { describe, expect, it } from 'vitest'
import {
  columnAt,
  defaultFrom,
  freeReach,
  movedStay,
  occupiedColumns,
  overlaps,
  placeBar,
  rentalStay,
  resizedStay,
  shiftFrom,
  stayOfColumns,
} from './timeline-math.ts'

const FROM = '2027-03-25'

describe('the visible range', () => {
  it('starts three days before today by default', () => {
    expect(defaultFrom('2027-03-28')).toBe('2027-03-25')
  })

  it('moves by a week or a calendar month', () => {
    expect(shiftFrom(FROM, 'week', 1)).toBe('2027-04-01')
    expect(shiftFrom(FROM, 'week', -1)).toBe('2027-03-18')
    expect(shiftFrom('2027-01-31', 'month', 1)).toBe('2027-02-28')
  })
})

describe('placeBar', () => {
  it('puts a stay on the columns of its nights, across the DST weekend', () => {
    expect(placeBar({ since: '2027-03-27', till: '2027-03-30' }, FROM, 32)).toEqual({
      start: 2,
      span: 3,
      clippedStart: false,
      clippedEnd: false,
    })
  })

  it('clips a stay that began before the range or ends after it', () => {
    expect(placeBar({ since: '2027-03-20', till: '2027-03-27' }, FROM, 32)).toEqual({
      start: 0,
      span: 2,
      clippedStart: true,
      clippedEnd: false,
    })
    expect(placeBar({ since: '2027-04-24', till: '2027-05-02' }, FROM, 32)).toMatchObject({
      start: 30,
      span: 2,
      clippedEnd: true,
    })
  })

  it('leaves out stays outside the range, a departure on the first day included', () => {
    expect(placeBar({ since: '2027-03-20', till: '2027-03-25' }, FROM, 32)).toBeNull()
    expect(placeBar({ since: '2027-04-26', till: '2027-04-28' }, FROM, 32)).toBeNull()
  })
})

describe('selecting empty days', () => {
  const taken = occupiedColumns([{ since: '2027-03-30', till: '2027-04-01' }], FROM, 32)

  it('knows which columns are taken', () => {
    expect([...taken]).toEqual([5, 6])
  })

  it('stops a drag before a taken night, in both directions', () => {
    expect(freeReach(2, 10, taken)).toBe(4)
    expect(freeReach(9, 0, taken)).toBe(7)
    expect(freeReach(2, 3, taken)).toBe(3)
  })

  it('turns columns into a stay whose departure is the day after the last night', () => {
    expect(stayOfColumns(FROM, 4, 2)).toEqual({ since: '2027-03-27', till: '2027-03-30' })
    expect(stayOfColumns(FROM, 0, 0)).toEqual({ since: '2027-03-25', till: '2027-03-26' })
  })

  it('finds the column under the pointer and keeps it inside the track', () => {
    expect(columnAt(95, 1280, 32)).toBe(2)
    expect(columnAt(-5, 1280, 32)).toBe(0)
    expect(columnAt(5000, 1280, 32)).toBe(31)
  })
})

describe('dragging a bar', () => {
  it('moves the whole stay and keeps its length', () => {
    expect(movedStay({ since: '2027-03-27', till: '2027-03-30' }, 2)).toEqual({
      since: '2027-03-29',
      till: '2027-04-01',
    })
  })

  it('stretches or shortens the end but keeps one night at least', () => {
    expect(resizedStay({ since: '2027-03-27', till: '2027-03-30' }, 1).till).toBe('2027-03-31')
    expect(resizedStay({ since: '2027-03-27', till: '2027-03-30' }, -5).till).toBe('2027-03-28')
  })
})

describe('rentalStay', () => {
  it('holds the days of a contract up to its end day, like the nights of a stay', () => {
    const stay = rentalStay({ since: '2027-03-27', end: '2027-04-03' }, FROM, 32)
    expect(placeBar(stay, FROM, 32)).toEqual({ start: 2, span: 7, clippedStart: false, clippedEnd: false })
  })

  it('runs a contract without an end past the visible range', () => {
    const stay = rentalStay({ since: '2027-01-01', end: null }, FROM, 32)
    expect(placeBar(stay, FROM, 32)).toEqual({ start: 0, span: 32, clippedStart: true, clippedEnd: true })
  })
})

describe('overlaps', () => {
  it('is true when two stays share a night, not when one leaves the day the other comes', () => {
    const stay = { since: '2027-03-26', till: '2027-03-29' }
    expect(overlaps(stay, { since: '2027-03-28', till: '2027-03-30' })).toBe(true)
    expect(overlaps(stay, { since: '2027-03-20', till: '2027-04-02' })).toBe(true)
    expect(overlaps(stay, { since: '2027-03-29', till: '2027-03-30' })).toBe(false)
    expect(overlaps({ since: '2027-03-20', till: '2027-03-26' }, stay)).toBe(false)
  })
})
