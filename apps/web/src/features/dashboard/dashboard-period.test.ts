import { describe, expect, it } from 'vitest'
import { customProblem, periodOf, readPeriodChoice, wholeMonth } from './dashboard-period.ts'

const choice = (preset: string, from = '', to = '') =>
  readPeriodChoice(new URLSearchParams({ period: preset, ...(from ? { from } : {}), ...(to ? { to } : {}) }))

describe('dashboard periods', () => {
  it('is this month unless the address says otherwise', () => {
    expect(readPeriodChoice(new URLSearchParams())).toEqual({ preset: 'month', from: '', to: '' })
    expect(readPeriodChoice(new URLSearchParams('period=bogus&from=2026-02-30'))).toEqual({
      preset: 'month',
      from: '',
      to: '',
    })
  })

  it.each([
    ['month', { from: '2026-11-01', till: '2026-12-01' }],
    ['lastMonth', { from: '2026-10-01', till: '2026-11-01' }],
    ['quarter', { from: '2026-10-01', till: '2027-01-01' }],
    ['year', { from: '2026-01-01', till: '2027-01-01' }],
    ['last12', { from: '2025-12-01', till: '2026-12-01' }],
  ])('%s as of 25 November 2026 is [from, till)', (preset, period) => {
    expect(periodOf(choice(preset), '2026-11-25')).toEqual(period)
  })

  it('turns typed dates, both days included, into [from, day after)', () => {
    expect(periodOf(choice('custom', '2026-03-01', '2026-03-31'), '2026-11-25')).toEqual({
      from: '2026-03-01',
      till: '2026-04-01',
    })
    expect(periodOf(choice('custom', '2026-03-05', '2026-03-05'), '2026-11-25')).toEqual({
      from: '2026-03-05',
      till: '2026-03-06',
    })
  })

  it('asks nothing while a date is missing, and says why typed dates make no period', () => {
    expect(periodOf(choice('custom', '2026-03-01'), '2026-11-25')).toBeNull()
    expect(customProblem(choice('custom', '2026-03-01'))).toBeNull()
    expect(periodOf(choice('custom', '2026-03-10', '2026-03-09'), '2026-11-25')).toBeNull()
    expect(customProblem(choice('custom', '2026-03-10', '2026-03-09'))).toBe('dashboard.period.order')
    expect(customProblem(choice('custom', '2028-01-01', '2028-12-31'))).toBeNull()
    expect(customProblem(choice('custom', '2028-01-01', '2029-01-01'))).toBe('dashboard.period.tooLong')
  })

  it('names a period that is exactly a calendar month', () => {
    expect(wholeMonth({ from: '2026-02-01', till: '2026-03-01' })).toBe('2026-02-01')
    expect(wholeMonth({ from: '2026-02-01', till: '2026-03-02' })).toBeNull()
    expect(wholeMonth({ from: '2026-01-01', till: '2027-01-01' })).toBeNull()
  })
})
