import { GUEST_CATEGORIES } from '../../lib/guest-categories.ts'
import { addDays, daysBetween, type LocalDate } from '../../lib/local-date.ts'
import { departureRefusal, EMPTY_RANGE, type Nights, ruleRefusal } from './calendar-range.ts'
import { type Counts, totalGuests } from './guest-counts-picker.tsx'

// Where a party fits (issue 29): the group calendar asked with the party says per night how few of
// the free rooms take it; from that, whether a stay can be had in one room, the nearest dates that
// can, and how to share the party out over several rooms.

/**
 * How many rooms the party needs for the nights of `[since, till)`: 1 when one room takes it every
 * night, the most any night needs when some night needs more, 0 when some night not even all the free
 * rooms take it; null while a night is not known (not loaded, or the calendar was asked without a party).
 */
export function stayRooms(since: LocalDate, till: LocalDate, nights: Nights): number | null {
  let most = 1
  let none = false
  for (let date = since; date < till; date = addDays(date, 1)) {
    const rooms = nights.get(date)?.roomsForParty
    if (rooms === undefined) return null
    if (rooms === 0) none = true
    most = Math.max(most, rooms)
  }
  return none ? 0 : most
}

/** How far before and after the chosen arrival the nearest dates are looked for. */
const REACH_DAYS = 62

/**
 * The nearest arrivals before and after `since` (the nearer first, at most one each way) for a stay of
 * the same length that one room takes every night and the stay rules allow, among the nights known.
 */
export function nearestArrivals(since: LocalDate, till: LocalDate, nights: Nights, today: LocalDate): LocalDate[] {
  const length = daysBetween(since, till)
  const fits = (arrival: LocalDate) => {
    const departure = addDays(arrival, length)
    return (
      arrival >= today &&
      stayRooms(arrival, departure, nights) === 1 &&
      ruleRefusal(arrival, EMPTY_RANGE, nights) === null &&
      departureRefusal(arrival, departure, nights) === null
    )
  }
  let before: LocalDate | null = null
  let after: LocalDate | null = null
  for (let days = 1; days <= REACH_DAYS && (before === null || after === null); days++) {
    const later = addDays(since, days)
    const earlier = addDays(since, -days)
    if (after === null && fits(later)) after = later
    if (before === null && earlier >= today && fits(earlier)) before = earlier
  }
  const found = [before, after].filter((date): date is LocalDate => date !== null)
  return found.sort((a, b) => Math.abs(daysBetween(since, a)) - Math.abs(daysBetween(since, b)) || a.localeCompare(b))
}

/** The grown-ups first (one to each room before the children are shared out), the children last. */
const SEATING_ORDER = [...GUEST_CATEGORIES.filter((c) => c !== 'CHILD'), 'CHILD' as const]

const NO_GUESTS: Counts = { ADULT: 0, CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0 }

/**
 * The party shared out over `rooms` rooms as evenly as the largest rooms of `capacities` allow (the
 * server counts the rooms largest first): each room gets a grown-up first while there are any, then the
 * rest fill the rooms in turn. The guest changes it room by room afterwards.
 */
export function splitParty(party: Counts, rooms: number, capacities: readonly number[]): Counts[] {
  const total = totalGuests(party)
  const count = Math.max(1, Math.min(rooms, total))
  const largest = [...capacities].sort((a, b) => b - a)
  const caps = Array.from({ length: count }, (_, i) => largest[i] ?? largest[0] ?? total)
  // even sizes, then what a small room cannot take moves to rooms with space left
  const sizes = caps.map((_, i) => Math.floor(total / count) + (i < total % count ? 1 : 0))
  for (let i = 0; i < count; i++) {
    while ((sizes[i] ?? 0) > (caps[i] ?? 0)) {
      const roomy = sizes.findIndex((size, j) => size < (caps[j] ?? 0))
      if (roomy < 0) break
      sizes[i] = (sizes[i] ?? 0) - 1
      sizes[roomy] = (sizes[roomy] ?? 0) + 1
    }
  }
  const guests = SEATING_ORDER.flatMap((category) => Array.from({ length: party[category] }, () => category))
  const shares = sizes.map(() => ({ ...NO_GUESTS }))
  const seat = (room: number) => {
    const share = shares[room]
    const guest = guests.shift()
    if (share && guest) share[guest] += 1
  }
  sizes.forEach((size, room) => {
    if (size > 0 && guests[0] !== 'CHILD') seat(room)
  })
  sizes.forEach((size, room) => {
    while (totalGuests(shares[room] ?? NO_GUESTS) < size && guests.length > 0) seat(room)
  })
  return shares
}
