import {
  addGuest,
  cancelReservation,
  changeRoom,
  confirmReservation,
  createReservation,
  deleteReservation,
  invoiceReservation,
  listReservationsByResource,
  markAsPaid,
  markCheckinDone,
  markCheckoutDone,
  receptionOverview,
  reservationDetail,
  undoCheckin,
  undoCheckout,
  updateDurationAndGuests,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { actorOf } from '../../http/access.ts'
import { route } from '../../http/route.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { removeAttachmentsOf } from '../attachments/attachments.service.ts'
import { invoicesOfStay, stayBalance } from '../invoicing/stay-balance.ts'
import * as frontDesk from './front-desk.service.ts'
import * as reception from './reception.service.ts'
import { markPaid, transition } from './reservation-states.ts'
import * as reservations from './reservations.service.ts'
import { invoiceReservation as invoiceStay } from './stay-invoice.service.ts'

export function reservationRoutes(deps: { db: Db; storage: FileStorage }) {
  const { db } = deps
  return [
    route(invoiceReservation, async ({ access, principal, params, body }) =>
      invoiceStay(db, access, principal, params.id, body.contactId),
    ),
    route(createReservation, async ({ access, principal, body, language }) =>
      reservations.createReservation(db, access, principal, { ...body, language }),
    ),
    route(reservationDetail, async ({ access, params }) =>
      reservations.getReservation(db, access.workspace.id, params.id),
    ),
    route(updateDurationAndGuests, async ({ access, principal, params, body, language }) =>
      reservations.changeStay(db, access, params.id, principal, { ...body, language }),
    ),
    route(changeRoom, async ({ access, principal, body, language }) =>
      reservations.changeStay(db, access, body.reservationId, principal, {
        resourceId: body.resourceId,
        version: body.version,
        confirm: body.confirm,
        language,
      }),
    ),
    route(addGuest, async ({ access, principal, params, body }) =>
      reservations.replaceGuests(db, access, params.id, body.guests, body.version, actorOf(principal).label),
    ),
    route(cancelReservation, async ({ access, params, language }) =>
      transition(db, access, params.id, 'cancel', language),
    ),
    route(confirmReservation, async ({ access, params, language }) =>
      transition(db, access, params.id, 'confirm', language),
    ),
    route(markCheckinDone, async ({ access, params, body, language }) =>
      frontDesk.checkIn(db, access, params.id, body?.confirm ?? [], language),
    ),
    route(markCheckoutDone, async ({ access, params, body, language }) =>
      frontDesk.checkOut(db, access, params.id, body?.confirm ?? [], language, (stay) =>
        stayBalance(db, access.workspace.id, stay),
      ),
    ),
    route(undoCheckin, async ({ access, params, language }) => frontDesk.undoCheckIn(db, access, params.id, language)),
    route(undoCheckout, async ({ access, params, language }) =>
      frontDesk.undoCheckOut(db, access, params.id, language),
    ),
    route(markAsPaid, async ({ access, params }) => markPaid(db, access, params.id)),
    route(deleteReservation, async ({ access, principal, params }) => {
      const deleted = await reservations.deleteReservation(db, access, principal, params.id, async (id) => {
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
