import { CreateReservationInput, GuestAgeCategory, type Reservation, type ReservationSource } from '@innkeep/contract'
import type { z } from 'zod'
import { daysBetween, isLocalDate } from '../../lib/local-date.ts'

export type GuestCategory = z.infer<typeof GuestAgeCategory>
export const GUEST_CATEGORIES: readonly GuestCategory[] = GuestAgeCategory.options

/** How the reservation forms hold a stay: dates as `YYYY-MM-DD` ('' while empty), counts per category. */
export interface StayFormValues {
  resourceId: string
  since: string
  till: string
  guests: Record<GuestCategory, number>
  contact: { name: string; email: string; phone: string }
  note: string
  status: 'CONFIRMED' | 'REQUESTED'
  source: ReservationSource
}

/** Where a stay's fields sit in a form: at the top (one stay), or a room of a new booking (`stays.1.`). */
export type StayPrefix = '' | `stays.${number}.`
export type StayField = 'resourceId' | 'since' | 'till' | 'guests'

export const StaySchema = CreateReservationInput
export type StayOutput = z.output<typeof CreateReservationInput>

export function emptyGuests(adults = 2): Record<GuestCategory, number> {
  return { ADULT: adults, CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0 }
}

export function newStayValues(initial: { resourceId?: string; since?: string; till?: string }): StayFormValues {
  return {
    resourceId: initial.resourceId ?? '',
    since: initial.since ?? '',
    till: initial.till ?? '',
    guests: emptyGuests(),
    contact: { name: '', email: '', phone: '' },
    note: '',
    status: 'CONFIRMED',
    source: 'PHONE',
  }
}

export function stayValuesOf(reservation: Reservation): StayFormValues {
  const guests = emptyGuests(0)
  for (const category of GUEST_CATEGORIES) guests[category] = reservation.guestCounts[category] ?? 0
  return {
    resourceId: reservation.resourceId,
    since: reservation.since,
    till: reservation.till,
    guests,
    contact: { ...reservation.contact },
    note: reservation.note,
    status: reservation.status === 'REQUESTED' ? 'REQUESTED' : 'CONFIRMED',
    source: reservation.source,
  }
}

/** The stay to price, or null while the form does not describe one yet. */
export function stayToPrice(values: Pick<StayFormValues, 'resourceId' | 'since' | 'till' | 'guests'>) {
  const { resourceId, since, till, guests } = values
  if (!resourceId || !isLocalDate(since) || !isLocalDate(till) || daysBetween(since, till) < 1) return null
  return { resourceId, since, till, guests }
}
