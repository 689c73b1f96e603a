import {
  addGuest,
  cancelReservation,
  changeRoom,
  confirmReservation,
  createReservation,
  deleteReservation,
  listReservationsByResource,
  markAsPaid,
  markCheckinDone,
  markCheckoutDone,
  receptionOverview,
  reservationDetail,
  updateDurationAndGuests,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { removeAttachmentsOf } from '../attachments/attachments.service.ts'
import * as reception from './reception.service.ts'
import { markPaid, transition } from './reservation-states.ts'
import * as reservations from './reservations.service.ts'

export function reservationRoutes(deps: { db: Db; storage: FileStorage }) {
  const { db } = deps
  return [
    route(createReservation, async ({ access, principal, body, language }) =>
      reservations.createReservation(db, access, principal, { ...body, language }),
    ),
    route(reservationDetail, async ({ access, params }) =>
      reservations.getReservation(db, access.workspace.id, params.id),
    ),
    route(updateDurationAndGuests, async ({ access, params, body, language }) =>
      reservations.changeStay(db, access, params.id, { ...body, language }),
    ),
    route(changeRoom, async ({ access, body, language }) =>
      reservations.changeStay(db, access, body.reservationId, {
        resourceId: body.resourceId,
        version: body.version,
        language,
      }),
    ),
    route(addGuest, async ({ access, params, body }) =>
      reservations.replaceGuests(db, access, params.id, body.guests, body.version),
    ),
    route(cancelReservation, async ({ access, params, language }) =>
      transition(db, access, params.id, 'cancel', language),
    ),
    route(confirmReservation, async ({ access, params, language }) =>
      transition(db, access, params.id, 'confirm', language),
    ),
    route(markCheckinDone, async ({ access, params, language }) =>
      transition(db, access, params.id, 'checkIn', language),
    ),
    route(markCheckoutDone, async ({ access, params, language }) =>
      transition(db, access, params.id, 'checkOut', language),
    ),
    route(markAsPaid, async ({ access, params }) => markPaid(db, access, params.id)),
    route(deleteReservation, async ({ access, principal, params }) => {
      const deleted = await reservations.deleteReservation(db, access, principal, params.id)
      await removeAttachmentsOf({ db, storage: deps.storage }, access.workspace.id, 'RESERVATION', params.id)
      return deleted
    }),
    route(listReservationsByResource, async ({ access, params, query }) =>
      reception.timeline(db, access, { group: params.a, from: params.b, till: params.c, labelIds: query.labelId }),
    ),
    route(receptionOverview, async ({ access, query }) => reception.receptionOverview(db, access, query.effectiveDate)),
  ]
}
