import { addDays, addMonths, daysBetween, type LocalDate } from '../../lib/local-date.ts'

// The booking timeline's geometry: one column per night, a bar covers the nights [since, till).

export const TIMELINE_DAYS = 32
export const DAYS_BEFORE_TODAY = 3

export interface Stay {
  since: LocalDate
  till: LocalDate
}

export interface Placement {
  /** First column the bar covers. */
  start: number
  /** How many columns it covers. */
  span: number
  /** The stay goes on before or after the visible range. */
  clippedStart: boolean
  clippedEnd: boolean
}

export function defaultFrom(today: LocalDate): LocalDate {
  return addDays(today, -DAYS_BEFORE_TODAY)
}

export function shiftFrom(from: LocalDate, step: 'week' | 'month', direction: 1 | -1): LocalDate {
  return step === 'week' ? addDays(from, 7 * direction) : addMonths(from, direction)
}

/** Where a stay sits in the range of `days` columns from `from`; null when it is outside. */
export function placeBar(stay: Stay, from: LocalDate, days: number): Placement | null {
  const start = daysBetween(from, stay.since)
  const end = daysBetween(from, stay.till)
  if (end <= 0 || start >= days || end <= start) return null
  const first = Math.max(start, 0)
  return { start: first, span: Math.min(end, days) - first, clippedStart: start < 0, clippedEnd: end > days }
}

/**
 * The days a rental contract holds as a stay: [since, end); one without an end goes on past the
 * range of `days` columns from `from` (its bar is clipped there).
 */
export function rentalStay(rental: { since: LocalDate; end: LocalDate | null }, from: LocalDate, days: number): Stay {
  return { since: rental.since, till: rental.end ?? addDays(from, days + 1) }
}

/** Two stays share a night. */
export function overlaps(a: Stay, b: Stay): boolean {
  return a.since < b.till && b.since < a.till
}

/** Columns taken by the stays of one row. */
export function occupiedColumns(stays: Stay[], from: LocalDate, days: number): Set<number> {
  const taken = new Set<number>()
  for (const stay of stays) {
    const place = placeBar(stay, from, days)
    if (!place) continue
    for (let i = place.start; i < place.start + place.span; i++) taken.add(i)
  }
  return taken
}

/** The column under a pointer `offsetX` pixels into a track of `width` pixels. */
export function columnAt(offsetX: number, width: number, days: number): number {
  if (width <= 0 || days <= 0) return 0
  return Math.min(Math.max(Math.floor((offsetX / width) * days), 0), days - 1)
}

/** From `anchor` toward `target`, stopping before the first taken column: a new stay fits the empty days. */
export function freeReach(anchor: number, target: number, taken: Set<number>): number {
  const step = target >= anchor ? 1 : -1
  let reach = anchor
  for (let i = anchor + step; step > 0 ? i <= target : i >= target; i += step) {
    if (taken.has(i)) break
    reach = i
  }
  return reach
}

/** The stay of the selected columns `a`..`b` (either order, both included). */
export function stayOfColumns(from: LocalDate, a: number, b: number): Stay {
  return { since: addDays(from, Math.min(a, b)), till: addDays(from, Math.max(a, b) + 1) }
}

/** A bar dragged by `days` columns keeps its length. */
export function movedStay(stay: Stay, days: number): Stay {
  return { since: addDays(stay.since, days), till: addDays(stay.till, days) }
}

/** A bar's end dragged by `days` columns; at least one night stays. */
export function resizedStay(stay: Stay, days: number): Stay {
  const till = addDays(stay.till, days)
  return { since: stay.since, till: till > stay.since ? till : addDays(stay.since, 1) }
}
