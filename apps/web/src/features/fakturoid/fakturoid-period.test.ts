import { describe, expect, it } from 'vitest'
import { periodRange } from './fakturoid-period.ts'

describe('sync periods', () => {
  it('counts months and the year from the workspace’s today', () => {
    expect(periodRange('MONTH', '2027-03-12')).toEqual({ from: '2027-03-01', till: '2027-03-12' })
    expect(periodRange('LAST_MONTH', '2027-03-12')).toEqual({ from: '2027-02-01', till: '2027-02-28' })
    expect(periodRange('LAST_MONTH', '2027-01-05')).toEqual({ from: '2026-12-01', till: '2026-12-31' })
    expect(periodRange('YEAR', '2027-03-12')).toEqual({ from: '2027-01-01', till: '2027-03-12' })
    expect(periodRange('ALL', '2027-03-12')).toEqual({})
  })
})
