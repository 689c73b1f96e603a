import type { Reservation } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { validation } from '../../http/errors.ts'
import type { MaybeStaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { inOrder } from '../../lib/in-order.ts'
import * as contacts from '../contacts/contacts.queries.ts'
import { staysOfAccount } from '../stay-accounts/stay-accounts.queries.ts'
import { getReservation } from './reservations.service.ts'

// What every document of a stay's booking shares: how it names the rooms and dates, its customer,
// the fields besides its type and lines (stay-invoice.service, stay-deposits.service).

export const czechDate = (date: string) => {
  const [y, m, d] = date.split('-')
  return `${Number(d)}. ${Number(m)}. ${y}`
}

/** How a document names the rooms of a booking and their dates. */
export function roomsText(rooms: readonly Reservation[]) {
  const dates = (room: Reservation) => `${czechDate(room.since)} – ${czechDate(room.till)}`
  const [first] = rooms
  if (first && rooms.every((room) => room.since === first.since && room.till === first.till))
    return `${rooms.map((room) => room.resourceName).join(', ')}, ${dates(first)}`
  return rooms.map((room) => `${room.resourceName}, ${dates(room)}`).join('; ')
}

/**
 * The customer of a stay's document: the contact given, the guest's contact made before (same e-mail,
 * or same name without one), or a new contact made from the booking.
 */
export async function stayCustomer(ctx: MaybeStaffContext, reservation: Reservation, contactId: string | undefined) {
  if (contactId) return contactId
  const known = await contacts.findGuestContact(ctx.db, ctx.access.workspace.id, reservation.contact)
  if (known) return known.id
  const created = await contacts.insertContact(ctx.db, ctx.access.workspace.id, newId(), {
    name: reservation.contact.name,
    email: reservation.contact.email,
    phone: reservation.contact.phone,
  })
  if (!created) throw validation('contactId', 'invoice.contactNotFound')
  return created.id
}

/**
 * The rooms of the stay's booking (decision 011) that are not canceled, in the booking's order; a
 * booking of one room is that room.
 */
export async function roomsOfBooking(db: Db, workspaceId: string, reservation: Reservation): Promise<Reservation[]> {
  const stays = await staysOfAccount(db, workspaceId, reservation.account.id)
  if (stays.length <= 1) return [reservation]
  const live = stays.filter((stay) => stay.status !== 'CANCELED')
  return inOrder(live, async (stay) =>
    stay.id === reservation.id ? reservation : getReservation(db, workspaceId, stay.id),
  )
}

/** What a stay's document carries besides its type and lines. */
export function stayDocument(
  reservation: Reservation,
  customer: string,
  rooms: readonly Reservation[] = [reservation],
) {
  return {
    contactId: customer,
    language: 'cs' as const,
    currency: reservation.price.currency === 'EUR' ? ('EUR' as const) : ('CZK' as const),
    exchangeRate: null,
    vatMode: 'FROM_TOTAL' as const,
    variableSymbol: '',
    paymentMethod: 'bank' as const,
    iban: '',
    cashRounding: false,
    note: `Rezervace ${rooms.map((room) => room.code).join(', ')}`,
    advanceIds: [],
    reservationId: reservation.id,
    correctsId: null,
    correctionReason: '',
  }
}
