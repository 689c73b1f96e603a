import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  dateRange,
  daysBetween,
  isLocalDate,
  isWeekend,
  parseTypedDate,
  todayIn,
  weekdayIndex,
} from './local-date.ts'

describe('local date math', () => {
  it('adds days across the spring DST weekend without losing or doubling a day', () => {
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28')
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29')
    expect(dateRange('2027-03-27', 3)).toEqual(['2027-03-27', '2027-03-28', '2027-03-29'])
    expect(daysBetween('2027-03-27', '2027-04-03')).toBe(7)
  })

  it('adds months and clamps to the end of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15')
  })

  it('starts the week on Monday and knows the weekend', () => {
    expect(weekdayIndex('2027-03-15')).toBe(0)
    expect(isWeekend('2027-03-20')).toBe(true)
    expect(isWeekend('2027-03-19')).toBe(false)
  })

  it('takes today in Prague, not in UTC', () => {
    expect(todayIn('Europe/Prague', new Date('2027-03-27T23:30:00Z'))).toBe('2027-03-28')
    expect(todayIn('Europe/Prague', new Date('2027-03-28T21:59:00Z'))).toBe('2027-03-28')
  })

  it('refuses dates that do not exist', () => {
    expect(isLocalDate('2027-02-29')).toBe(false)
    expect(isLocalDate('2028-02-29')).toBe(true)
  })
})

describe('parseTypedDate', () => {
  it('reads the Czech way of writing a date, with or without spaces', () => {
    expect(parseTypedDate('12.3.2027')).toBe('2027-03-12')
    expect(parseTypedDate('12. 3. 2027')).toBe('2027-03-12')
    expect(parseTypedDate('1. 1.', 2027)).toBe('2027-01-01')
  })

  it('reads ISO, slashes and the English short month', () => {
    expect(parseTypedDate('2027-03-12')).toBe('2027-03-12')
    expect(parseTypedDate('12/03/2027')).toBe('2027-03-12')
    expect(parseTypedDate('12 Mar 2027')).toBe('2027-03-12')
  })

  it('says null to nonsense and to impossible days', () => {
    expect(parseTypedDate('31.2.2027')).toBeNull()
    expect(parseTypedDate('zítra')).toBeNull()
    expect(parseTypedDate('')).toBeNull()
  })
})
