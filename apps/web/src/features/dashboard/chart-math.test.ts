import type { DashboardOccupancy } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { dateRange } from '../../lib/local-date.ts'
import { labelEvery, MAX_DAILY_BARS, niceCeiling, occupancyBars } from './chart-math.ts'

function occupancy(from: string, nights: number, rooms: number, places: number): DashboardOccupancy {
  const totals = (units: number) => ({ units, occupiedNights: 0, availableNights: units * nights, percent: 0 })
  return {
    rooms: totals(rooms),
    places: totals(places),
    days: dateRange(from, nights).map((date, i) => ({ date, rooms: i % (rooms + 1), places: 0 })),
  }
}

describe('chart math', () => {
  it('draws a bar per night: rooms occupied of rooms in use, places null without places', () => {
    const bars = occupancyBars(occupancy('2026-11-01', 30, 4, 0))
    expect(bars).toHaveLength(30)
    expect(bars.slice(0, 3)).toEqual([
      { date: '2026-11-01', monthly: false, rooms: 0, places: null },
      { date: '2026-11-02', monthly: false, rooms: 25, places: null },
      { date: '2026-11-03', monthly: false, rooms: 50, places: null },
    ])
  })

  it('draws a bar per month for a long period, each month over its own nights', () => {
    const year = occupancy('2028-01-01', 366, 2, 1)
    const bars = occupancyBars(year)
    expect(year.days.length).toBeGreaterThan(MAX_DAILY_BARS)
    expect(bars).toHaveLength(12)
    expect(bars[1]).toMatchObject({ date: '2028-02-01', monthly: true, places: 0 })
    // February 2028 (nights 31–59 of the year): rooms 1, 2, 0, 1, 2, 0, … → 30 room-nights of 2 × 29
    expect(bars[1]?.rooms).toBe(51.7)
  })

  it('rounds an axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 7, 12, 199, 250, 3_550_000].map(niceCeiling)).toEqual([0, 1, 10, 20, 200, 500, 5_000_000])
  })

  it('writes every n-th label so that labels keep apart', () => {
    expect(labelEvery(30, 900, 22)).toBe(1)
    expect(labelEvery(31, 300, 22)).toBe(3)
    expect(labelEvery(0, 300, 22)).toBe(1)
  })
})
