import {
  publicBlockedDays,
  publicCalendarInfo,
  publicCheckReservation,
  publicComputePrice,
  publicCreateReservation,
  publicGetGuestInfo,
  publicListGroups,
  publicListResources,
  publicRequestDownload,
  publicRoomDetail,
  publicSaveGuestInfo,
} from '@innkeep/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import { writeLogOf } from '../../http/workspace-writes.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import { AGE_CATEGORIES } from '../pricing/stay-price.ts'
import { book, checkStay, publicPrice } from './booking.service.ts'
import { mailStaffOfBooking } from './booking-mail.service.ts'
import { blockedDays, calendar, publicGroup, publicGroups, roomDetail } from './catalog.service.ts'
import { guestInfo, requestDownload, saveGuestInfo } from './guest-info.service.ts'
import { PublicAnswers } from './public-answers.ts'

function idempotencyKeyOf(header: unknown): string | undefined {
  if (header === undefined) return undefined
  if (typeof header !== 'string' || !/^[\w.:-]{8,100}$/.test(header))
    throw validation(undefined, 'validation.invalidFormat')
  return header
}

/** Sends the guest the booking's e-mail (the guest-mails module's template, app.ts wires it); never throws. */
export type TellGuest = (
  workspace: WorkspaceAccess['workspace'],
  reservationId: string,
  kind: 'BOOKING_RECEIVED' | 'BOOKING_CONFIRMED',
  log: FastifyBaseLogger,
) => Promise<unknown>

export function bookingRoutes(deps: { db: Db; mailer: Mailer | null; publicUrl: string; tellGuest: TellGuest }) {
  const { db } = deps
  const writes = writeLogOf(db)
  const answers = new PublicAnswers(writes)
  // keys are built from the parsed request (defaults filled in, unknown query keys dropped); the group
  // pages name their groups and rooms in the guest's language (in the key), the other answers depend on
  // no language, only error texts do, and errors are not kept. No Cache-Control: after a
  // booking or a CONFLICT the booking page asks again, and a browser's copy would not have heard of it.
  return [
    route(publicListResources, async ({ params: { a, b }, guestLanguage }) =>
      answers.answer(`resources/${a}/${b}/${guestLanguage}`, () => publicGroup(db, a, b, guestLanguage)),
    ),
    route(publicListGroups, async ({ params: { a }, guestLanguage }) =>
      answers.answer(`groups/${a}/${guestLanguage}`, () => publicGroups(db, a, guestLanguage)),
    ),
    route(publicRoomDetail, async ({ query, guestLanguage }) =>
      roomDetail(db, query.listOfResourceUUUID, guestLanguage),
    ),
    route(publicCalendarInfo, async ({ params: { a, b, c }, query }) =>
      answers.answer(`calendar/${a}/${b}/${c}/${query.party ?? ''}`, () => calendar(db, a, b, c, query.party)),
    ),
    route(publicBlockedDays, async ({ params: { a, b, c } }) =>
      answers.answer(`blocked/${a}/${b}/${c}`, () => blockedDays(db, a, b, c)),
    ),
    route(publicComputePrice, async ({ params, query, guestLanguage }) => {
      const { sinceInLocalDate: since, tillInLocalDate: till, ...guests } = query
      const key = `price/${params.id}/${since}/${till}/${AGE_CATEGORIES.map((c) => guests[c]).join(',')}`
      return answers.answer(key, () => publicPrice(db, { resourceId: params.id, since, till, guests }, guestLanguage))
    }),
    route(publicCheckReservation, async ({ body, guestLanguage }) => checkStay(db, body, guestLanguage)),
    route(publicCreateReservation, async ({ body, request }) => {
      const booked = await book(db, body, idempotencyKeyOf(request.headers['idempotency-key']))
      const { result, created, access } = booked
      if (created) {
        writes.record(access.workspace.id)
        // the guest's mail (received, or confirmed at once) with what the guest page asks to pay
        const kind = result.status === 'CONFIRMED' ? 'BOOKING_CONFIRMED' : 'BOOKING_RECEIVED'
        await deps.tellGuest(access.workspace, booked.reservationId, kind, request.log)
        await mailStaffOfBooking(deps, access, result, { name: body.contact.name, email: body.contact.email })
      }
      return result
    }),
    // the page's files in its language (house rules in German…)
    route(publicGetGuestInfo, async ({ params, guestLanguage }) => guestInfo(db, params.id, guestLanguage)),
    route(publicSaveGuestInfo, async ({ params, body, guestLanguage }) =>
      saveGuestInfo(db, params.id, body.guests, body.room, guestLanguage),
    ),
    route(publicRequestDownload, async ({ body }) => requestDownload(db, body.token, body.attachmentId)),
  ]
}
