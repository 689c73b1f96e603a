import {
  addGuest,
  cancelReservation,
  changeRoom,
  confirmReservation,
  createReservation,
  createReservationGroup,
  deleteReservation,
  invoiceReservation,
  listReservationMails,
  listReservationsByResource,
  markAsPaid,
  markCheckinDone,
  markCheckoutDone,
  type Reservation,
  receptionOverview,
  requestStayDeposit,
  reservationDetail,
  undoCheckin,
  undoCheckout,
  updateDurationAndGuests,
} from '@innkeep/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { removeAttachmentsOf } from '../attachments/attachments.service.ts'
import { invoicesOfStay, stayBalance } from '../invoicing/stay-balance.ts'
import { mailsOfStay } from '../mail/guest-mails.ts'
import { cancelStay } from './cancellation.service.ts'
import * as frontDesk from './front-desk.service.ts'
import * as reception from './reception.service.ts'
import * as booking from './reservation-booking.service.ts'
import { markPaid, transition } from './reservation-states.ts'
import * as reservations from './reservations.service.ts'
import { requestDeposit } from './stay-deposits.service.ts'
import { invoiceReservation as invoiceStay } from './stay-invoice.service.ts'

/**
 * Tells the stay's guest what happened (their e-mail, app.ts wires the guest-mails module): a booking
 * received or confirmed, or canceled. Never throws.
 */
export type TellGuest = (
  workspace: WorkspaceAccess['workspace'],
  reservationId: string,
  kind: 'BOOKING_RECEIVED' | 'BOOKING_CONFIRMED' | 'CANCELLATION',
  log: FastifyBaseLogger,
) => Promise<unknown>

/** The mail a booking the desk made sends its guest: confirmed, or received while it is only requested. */
const newBookingMail = (stay: Reservation) => (stay.status === 'REQUESTED' ? 'BOOKING_RECEIVED' : 'BOOKING_CONFIRMED')

export function reservationRoutes(deps: { db: Db; storage: FileStorage; tellGuest: TellGuest }) {
  const { db } = deps
  return [
    route(invoiceReservation, async ({ params, body, ...call }) =>
      invoiceStay(staffContext(db, call), params.id, body.contactId),
    ),
    route(requestStayDeposit, async ({ params, body, ...call }) =>
      requestDeposit(staffContext(db, call), params.id, body.amount),
    ),
    // the desk may tell the guest at once: the booking confirmed (or received), as the booking page does
    route(createReservation, async ({ body, ...call }) => {
      const created = await booking.createReservation(staffContext(db, call), body)
      if (body.mailGuest)
        await deps.tellGuest(call.access.workspace, created.id, newBookingMail(created), call.request.log)
      return created
    }),
    route(createReservationGroup, async ({ body, ...call }) => {
      const created = await booking.createReservationGroup(staffContext(db, call), body)
      const [first] = created
      if (body.mailGuest && first)
        await deps.tellGuest(call.access.workspace, first.id, newBookingMail(first), call.request.log)
      return created
    }),
    route(reservationDetail, async ({ access, params }) =>
      reservations.getReservation(db, access.workspace.id, params.id),
    ),
    route(listReservationMails, async ({ access, params }) => mailsOfStay(db, access.workspace.id, params.id)),
    route(updateDurationAndGuests, async ({ params, body, ...call }) =>
      reservations.changeStay(staffContext(db, call), params.id, body),
    ),
    route(changeRoom, async ({ body, ...call }) =>
      reservations.changeStay(staffContext(db, call), body.reservationId, {
        resourceId: body.resourceId,
        version: body.version,
        confirm: body.confirm,
      }),
    ),
    route(addGuest, async ({ params, body, ...call }) =>
      reservations.replaceGuests(staffContext(db, call), params.id, body),
    ),
    // the guest hears of it: the booking confirmed, or canceled (each kind once, in their language)
    route(cancelReservation, async ({ params, body, ...call }) => {
      const canceled = await cancelStay(staffContext(db, call), params.id, {
        confirm: body?.confirm ?? [],
        fee: body?.fee,
      })
      await deps.tellGuest(call.access.workspace, canceled.id, 'CANCELLATION', call.request.log)
      return canceled
    }),
    route(confirmReservation, async ({ params, ...call }) => {
      const confirmed = await transition(staffContext(db, call), params.id, 'confirm')
      await deps.tellGuest(call.access.workspace, confirmed.id, 'BOOKING_CONFIRMED', call.request.log)
      return confirmed
    }),
    route(markCheckinDone, async ({ params, body, ...call }) =>
      frontDesk.checkIn(staffContext(db, call), params.id, body?.confirm ?? []),
    ),
    route(markCheckoutDone, async ({ params, body, ...call }) =>
      frontDesk.checkOut(staffContext(db, call), params.id, {
        confirm: body?.confirm ?? [],
        balanceOf: (stay) => stayBalance(db, call.access.workspace.id, stay),
      }),
    ),
    route(undoCheckin, async ({ params, ...call }) => frontDesk.undoCheckIn(staffContext(db, call), params.id)),
    route(undoCheckout, async ({ params, ...call }) => frontDesk.undoCheckOut(staffContext(db, call), params.id)),
    route(markAsPaid, async ({ params, body, ...call }) =>
      markPaid(staffContext(db, call), params.id, body?.method ?? 'cash'),
    ),
    route(deleteReservation, async ({ params, ...call }) => {
      const { access } = call
      const deleted = await reservations.deleteReservation(staffContext(db, call), params.id, async (id) => {
        return (await invoicesOfStay(db, access.workspace.id, id)).length > 0
      })
      await removeAttachmentsOf({ db, storage: deps.storage }, access.workspace.id, 'RESERVATION', params.id)
      return deleted
    }),
    route(listReservationsByResource, async ({ access, params, query }) =>
      reception.timeline(db, access, { group: params.a, from: params.b, till: params.c, labelIds: query.labelId }),
    ),
    route(receptionOverview, async ({ access, query }) => reception.receptionOverview(db, access, query.effectiveDate)),
  ]
}
