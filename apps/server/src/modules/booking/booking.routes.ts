import {
  publicBlockedDays,
  publicCalendarInfo,
  publicCheckReservation,
  publicComputePrice,
  publicCreateReservation,
  publicGetGuestInfo,
  publicListGroups,
  publicListResources,
  publicRoomDetail,
  publicSaveGuestInfo,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { validation } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import { book, checkStay, publicPrice } from './booking.service.ts'
import { mailNewBooking } from './booking-mail.service.ts'
import { blockedDays, calendar, publicGroup, publicGroups, roomDetail } from './catalog.service.ts'
import { guestInfo, saveGuestInfo } from './guest-info.service.ts'

function idempotencyKeyOf(header: unknown): string | undefined {
  if (header === undefined) return undefined
  if (typeof header !== 'string' || !/^[\w.:-]{8,100}$/.test(header))
    throw validation(undefined, 'validation.invalidFormat')
  return header
}

export function bookingRoutes(deps: { db: Db; mailer: Mailer | null; publicUrl: string }) {
  const { db } = deps
  return [
    route(publicListResources, async ({ params }) => publicGroup(db, params.a, params.b)),
    route(publicListGroups, async ({ params }) => publicGroups(db, params.a)),
    route(publicRoomDetail, async ({ query }) => roomDetail(db, query.listOfResourceUUUID)),
    route(publicCalendarInfo, async ({ params }) => calendar(db, params.a, params.b, params.c)),
    route(publicBlockedDays, async ({ params }) => blockedDays(db, params.a, params.b, params.c)),
    route(publicComputePrice, async ({ params, query }) => {
      const { sinceInLocalDate: since, tillInLocalDate: till, ...guests } = query
      return publicPrice(db, { resourceId: params.id, since, till, guests })
    }),
    route(publicCheckReservation, async ({ body }) => checkStay(db, body)),
    route(publicCreateReservation, async ({ body, request }) => {
      const { result, created, access } = await book(db, body, idempotencyKeyOf(request.headers['idempotency-key']))
      if (created) {
        await mailNewBooking(deps, access, result, {
          name: body.contact.name,
          email: body.contact.email,
          language: body.language,
        })
      }
      return result
    }),
    route(publicGetGuestInfo, async ({ params }) => guestInfo(db, params.id)),
    route(publicSaveGuestInfo, async ({ params, body }) => saveGuestInfo(db, params.id, body.guests)),
  ]
}
