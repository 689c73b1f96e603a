import { describe, expect, it } from 'vitest'
import { cancellationFee, depositDueDate, shiftDate } from './booking-policies.ts'

// Worked examples of a cancellation policy "free until 14 days before arrival, then 50 %, no-show
// 100 %" for a stay arriving Saturday 20 March 2027 whose accommodation costs 4 500,50 Kč.
const policy = { freeDays: 14, feePercent: 50, noShowPercent: 100 }
const since = '2027-03-20'

describe('the cancellation fee', () => {
  it('is free up to and including the 14th day before arrival', () => {
    expect(cancellationFee(policy, 4_500_50, since, '2027-03-06')).toEqual({
      window: 'FREE',
      freeUntil: '2027-03-06',
      percent: 0,
      amount: 0,
    })
  })

  it('is 50 % from the 13th day before, in whole crowns half away from zero: 2 250,25 → 2 250 Kč', () => {
    expect(cancellationFee(policy, 4_500_50, since, '2027-03-07')).toMatchObject({
      window: 'FEE',
      percent: 50,
      amount: 2_250_00,
    })
    // 50 % of 4 501 Kč = 2 250,50 → 2 251 Kč
    expect(cancellationFee(policy, 4_501_00, since, '2027-03-19').amount).toBe(2_251_00)
  })

  it('is the no-show percent from the arrival day on', () => {
    expect(cancellationFee(policy, 4_500_50, since, since)).toMatchObject({ window: 'NO_SHOW', amount: 4_501_00 })
    expect(cancellationFee({ ...policy, noShowPercent: 80 }, 3_000_00, since, '2027-03-22').amount).toBe(2_400_00)
  })

  it('with no free days, is free until the day before arrival: the arrival day is the no-show', () => {
    const sameDay = { freeDays: 0, feePercent: 50, noShowPercent: 100 }
    expect(cancellationFee(sameDay, 3_000_00, since, '2027-03-19')).toMatchObject({
      window: 'FREE',
      freeUntil: '2027-03-19',
      amount: 0,
    })
    expect(cancellationFee(sameDay, 3_000_00, since, since)).toMatchObject({ window: 'NO_SHOW', amount: 3_000_00 })
  })

  it('counts days across a month and a year end', () => {
    expect(shiftDate('2027-03-01', -1)).toBe('2027-02-28')
    expect(shiftDate('2028-03-01', -1)).toBe('2028-02-29')
    expect(shiftDate('2027-01-05', -14)).toBe('2026-12-22')
  })
})

describe('the deposit due day', () => {
  it('is the set days after booking', () => {
    expect(depositDueDate('2027-03-01', '2027-04-01', 7)).toBe('2027-03-08')
  })

  it('is never later than the day before arrival, nor before the booking day', () => {
    expect(depositDueDate('2027-03-01', '2027-03-05', 7)).toBe('2027-03-04')
    expect(depositDueDate('2027-03-01', '2027-03-02', 7)).toBe('2027-03-01')
    expect(depositDueDate('2027-03-01', '2027-03-01', 7)).toBe('2027-03-01')
  })
})
