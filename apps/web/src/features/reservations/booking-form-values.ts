import {
  type Confirmation,
  CreateReservationGroupInput,
  type CreateReservationInput,
  GroupStayInput,
  type GuestLanguage,
  type Message,
  type ReservationSource,
} from '@innkeep/contract'
import type { z } from 'zod'
import { withConfirmed } from '../../api/asked-save.ts'
import { emptyGuests, type StayField, type StayFormValues } from './stay-form-values.ts'

/** One room of a new booking as the form holds it. */
export type StayLineValues = Pick<StayFormValues, StayField>

/** The new-reservation form: its rooms (one or more), who booked, the note, the state and where it came from. */
export interface BookingFormValues extends Omit<StayFormValues, StayField> {
  stays: StayLineValues[]
  /** The guest hears of the booking at once (when their e-mail is given). */
  mailGuest: boolean
  /** The language of the guest's mails and page. */
  guestLanguage: GuestLanguage
}

/** As many rooms as the server books at once. */
export const MAX_ROOMS = 20

// one line is a plain reservation, more are a group; each line is checked as the group checks it
export const BookingSchema = CreateReservationGroupInput.extend({
  stays: GroupStayInput.array().min(1).max(MAX_ROOMS),
})
export type BookingOutput = z.output<typeof BookingSchema>

/** A room of the dialog's start: a row (and nights) the timeline selected. */
export interface RoomPick {
  resourceId: string
  since: string
  till: string
}

/** What the dialog opens with: a room and nights, several rooms, or another room of an existing booking. */
export interface NewReservationInitial {
  resourceId?: string
  since?: string
  till?: string
  /** Several rooms at once (rows selected on the timeline): one line each. */
  rooms?: RoomPick[]
  contact?: { name: string; email: string; phone: string }
  status?: 'CONFIRMED' | 'REQUESTED'
  source?: ReservationSource
  /** The booking the new room joins (its account: one balance, one invoice, one guest link). */
  join?: { reservationId: string; code: string }
}

export function stayLine(pick: Partial<RoomPick>, adults = 2): StayLineValues {
  return {
    resourceId: pick.resourceId ?? '',
    since: pick.since ?? '',
    till: pick.till ?? '',
    guests: emptyGuests(adults),
  }
}

/** The form's start; each room takes at most as many adults as it has beds. */
export function newBookingValues(
  initial: NewReservationInitial,
  capacityOf: (resourceId: string) => number | undefined = () => undefined,
): BookingFormValues {
  const rooms = initial.rooms?.length ? initial.rooms : [initial]
  return {
    stays: rooms.map((room) => {
      const capacity = room.resourceId ? capacityOf(room.resourceId) : undefined
      return stayLine(room, capacity === undefined ? 2 : Math.min(2, Math.max(capacity, 1)))
    }),
    contact: initial.contact ? { ...initial.contact } : { name: '', email: '', phone: '' },
    note: '',
    status: initial.status ?? 'CONFIRMED',
    source: initial.source ?? 'PHONE',
    // a room added to a booking: its guest has heard of the booking already
    mailGuest: !initial.join,
    guestLanguage: 'cs',
  }
}

/** What the dialog sends: one room is a reservation (which may join a booking), more rooms a group. */
export type BookingCall =
  | { kind: 'one'; body: z.output<typeof CreateReservationInput> }
  | { kind: 'group'; body: z.output<typeof CreateReservationGroupInput> }

export function bookingCall(values: BookingOutput, joinReservationId?: string): BookingCall {
  const { stays, guestLanguage, ...rest } = values
  // without an e-mail there is nobody to tell; a room added to a booking speaks the booking's language
  const booking = {
    ...rest,
    mailGuest: rest.mailGuest && rest.contact.email.trim() !== '',
    ...(joinReservationId ? {} : { guestLanguage }),
  }
  const [first, ...more] = stays
  if (first && more.length === 0) {
    const join = joinReservationId ? { joinReservationId } : {}
    return { kind: 'one', body: { ...first, ...booking, ...join } }
  }
  return { kind: 'group', body: { stays, ...booking } }
}

/**
 * The same call, with what the person confirmed now (a manager's overbooking of a portal's nights, a
 * stay that breaks the stay rules) added to what it confirmed before.
 */
export function confirmed(call: BookingCall, more: Confirmation[]): BookingCall {
  const confirm = withConfirmed(call.body.confirm, more)
  return call.kind === 'one'
    ? { kind: 'one', body: { ...call.body, confirm } }
    : { kind: 'group', body: { ...call.body, confirm } }
}

const STAY_FIELDS: readonly string[] = ['resourceId', 'since', 'till', 'guests']

/** A one-room call's refusal names the stay's fields (`guests.ADULT`); the form holds them as line 0. */
export function messagesOnLines(messages: Message[], call: BookingCall): Message[] {
  if (call.kind === 'group') return messages
  return messages.map((message) =>
    message.field && STAY_FIELDS.includes(message.field.split('.')[0] ?? '')
      ? { ...message, field: `stays.0.${message.field}` }
      : message,
  )
}
