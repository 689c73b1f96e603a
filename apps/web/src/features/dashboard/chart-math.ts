import type { DashboardOccupancy } from '@innkeep/contract'

/** More nights than this are drawn a month per bar: a year of nights would be bars a pixel wide. */
export const MAX_DAILY_BARS = 62

/** One bar of the occupancy chart: a night, or a month of nights; percentages null without units. */
export interface OccupancyBar {
  /** The night (`2026-11-03`), or the month's first night in the period. */
  date: string
  /** A month of nights rather than one. */
  monthly: boolean
  rooms: number | null
  places: number | null
}

const percent = (occupied: number, available: number) =>
  available > 0 ? Math.round((occupied / available) * 1000) / 10 : null

/** The bars of a period: a bar per night, or per month when the period is long. */
export function occupancyBars(occupancy: DashboardOccupancy): OccupancyBar[] {
  const rooms = occupancy.rooms.units
  const places = occupancy.places.units
  if (occupancy.days.length <= MAX_DAILY_BARS) {
    return occupancy.days.map((day) => ({
      date: day.date,
      monthly: false,
      rooms: percent(day.rooms, rooms),
      places: percent(day.places, places),
    }))
  }
  const months = new Map<string, { date: string; nights: number; rooms: number; places: number }>()
  for (const day of occupancy.days) {
    const key = day.date.slice(0, 7)
    const month = months.get(key) ?? { date: day.date, nights: 0, rooms: 0, places: 0 }
    month.nights += 1
    month.rooms += day.rooms
    month.places += day.places
    months.set(key, month)
  }
  return [...months.values()].map((month) => ({
    date: month.date,
    monthly: true,
    rooms: percent(month.rooms, rooms * month.nights),
    places: percent(month.places, places * month.nights),
  }))
}

/** A round top for an axis at or above `value`: 1, 2 or 5 × a power of ten (0 stays 0). */
export function niceCeiling(value: number): number {
  if (value <= 0) return 0
  const power = 10 ** Math.floor(Math.log10(value))
  const step = [1, 2, 5, 10].find((s) => s * power >= value) ?? 10
  return step * power
}

/** Which of `count` labels to write so that they stay at least `minGap` pixels apart over `width`. */
export function labelEvery(count: number, width: number, minGap: number): number {
  if (count <= 0 || width <= 0) return 1
  return Math.max(1, Math.ceil((count * minGap) / width))
}
