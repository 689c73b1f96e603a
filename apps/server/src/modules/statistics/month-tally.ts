import { daysBetween, type LocalDate } from '../../lib/local-date.ts'
import { type ResidenceSource, residenceOf } from './residence-country.ts'

/** One row of the reservations module's `guestsOfStays`: a stay, and one of its guests or none. */
export interface StayGuestRow {
  reservationCode: string
  status: string
  since: LocalDate
  till: LocalDate
  resourceKind: string
  guest: { address: string; nationality: string | null } | null
}

export interface MonthTally {
  /** Guests and nights by country of residence; `null` for guests whose country is unknown. */
  byCountry: Map<string | null, { guests: number; nights: number }>
  residenceFrom: Record<ResidenceSource, number>
  staysWithoutGuests: string[]
  staysNotCheckedIn: string[]
}

/** Stays whose guests really came: checked in, and out maybe; canceled ones and no-shows never are. */
const CAME = new Set(['CHECKED_IN', 'CHECKED_OUT'])

/**
 * Counts the month `[from, till)`: a guest is an arrival in the month their stay arrives in, and
 * spends in it the nights of their stay that fall inside it (a stay over the month's end is split).
 */
export function tallyMonth(rows: readonly StayGuestRow[], month: { from: LocalDate; till: LocalDate }): MonthTally {
  const tally: MonthTally = {
    byCountry: new Map(),
    residenceFrom: { address: 0, nationality: 0, unknown: 0 },
    staysWithoutGuests: [],
    staysNotCheckedIn: [],
  }
  for (const row of rows) {
    // a restaurant is booked as a resource too, but nobody sleeps there
    if (row.resourceKind === 'RESTAURANT') continue
    if (!CAME.has(row.status)) {
      if (row.status !== 'CANCELED') tally.staysNotCheckedIn.push(row.reservationCode)
      continue
    }
    if (!row.guest) {
      tally.staysWithoutGuests.push(row.reservationCode)
      continue
    }
    // local dates compare as text: the later start and the earlier end bound the nights in the month
    const nights = daysBetween(
      [row.since, month.from].sort()[1] ?? month.from,
      [row.till, month.till].sort()[0] ?? month.till,
    )
    if (nights <= 0) continue
    const arrived = row.since >= month.from && row.since < month.till ? 1 : 0
    const { country, source } = residenceOf(row.guest)
    const entry = tally.byCountry.get(country) ?? { guests: 0, nights: 0 }
    tally.byCountry.set(country, { guests: entry.guests + arrived, nights: entry.nights + nights })
    tally.residenceFrom[source] += 1
  }
  tally.staysWithoutGuests = [...new Set(tally.staysWithoutGuests)]
  tally.staysNotCheckedIn = [...new Set(tally.staysNotCheckedIn)]
  return tally
}
