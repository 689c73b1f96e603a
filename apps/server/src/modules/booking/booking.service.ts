import { createHash } from 'node:crypto'
import type { PublicBooking, PublicBookingResult, PublicResource, StayPrice } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { AppError, conflict, validation } from '../../http/errors.ts'
import { todayIn } from '../../lib/local-date.ts'
import { recordGuestWrite } from '../activity/activity.service.ts'
import { notify } from '../notifications/notify.ts'
import { publicBookingSettings } from '../pricing/pricelist.service.ts'
import type { GuestCounts } from '../pricing/stay-price.ts'
import { quoteStay } from '../pricing/stay-quote.service.ts'
import { isFree } from '../reservations/availability.service.ts'
import { createReservation } from '../reservations/reservations.service.ts'
import { activeResources, toResource } from '../resources/resources.service.ts'
import * as q from './booking.queries.ts'
import { roomDetail } from './catalog.service.ts'
import type { WorkspaceAnswer } from './public-answers.ts'

type Booking = z.output<typeof PublicBooking>
type Stay = { resourceId: string; since: string; till: string; guests: GuestCounts }

/** The workspace behind a bookable resource, as the access a public booking acts with. */
async function bookingAccess(db: Db, resourceId: string, field = 'resourceId') {
  const row = await q.findBookableResource(db, resourceId)
  if (!row) throw validation(field, 'resources.notFound')
  const access: WorkspaceAccess = { workspace: row.workspace, role: 'RECEPTION' }
  return { resource: toResource(row.resource), access }
}

function checkNotPast(access: WorkspaceAccess, since: string) {
  if (since < todayIn(access.workspace.timeZone)) throw validation('since', 'booking.inThePast')
}

export async function publicPrice(db: Db, stay: Stay): Promise<WorkspaceAnswer<StayPrice>> {
  const { access, resource } = await bookingAccess(db, stay.resourceId, 'id')
  checkNotPast(access, stay.since)
  return { workspaceId: access.workspace.id, payload: await quoteStay(db, access.workspace, stay, resource) }
}

/** Other rooms of the same group free for the whole stay that take the guests. */
async function alternatives(db: Db, access: WorkspaceAccess, stay: Stay, groupId: string): Promise<PublicResource[]> {
  const guests = Object.values(stay.guests).reduce((a, b) => a + b, 0)
  const group = await roomDetail(db, await idsOfGroup(db, access, groupId))
  const free: PublicResource[] = []
  for (const room of group) {
    if (room.id === stay.resourceId || room.capacity < guests || room.fromPrice === null) continue
    if (await isFree(db, access.workspace.id, room.id, stay)) free.push(room)
  }
  return free
}

async function idsOfGroup(db: Db, access: WorkspaceAccess, groupId: string) {
  return (await activeResources(db, access.workspace.id)).filter((r) => r.groupId === groupId).map((r) => r.id)
}

export async function checkStay(db: Db, stay: Stay) {
  const { resource, access } = await bookingAccess(db, stay.resourceId)
  checkNotPast(access, stay.since)
  if (Object.values(stay.guests).reduce((a, b) => a + b, 0) > resource.capacity) {
    throw validation('guests', 'stay.overCapacity', { capacity: resource.capacity })
  }
  const price = await quoteStay(db, access.workspace, stay)
  const available = await isFree(db, access.workspace.id, stay.resourceId, stay)
  return {
    available,
    price: available ? price : null,
    alternatives: await alternatives(db, access, stay, resource.groupId),
  }
}

/** The room is rented on a contract for some of the days (reservations.service's refusal). */
function isLeased(error: AppError): boolean {
  return error.kind === 'VALIDATION' && error.problems.some((p) => p.code === 'reservation.leased')
}

function hashOf(body: Booking): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex')
}

/**
 * Books a stay for a guest. With an Idempotency-Key, repeated posts of the same body wait for the
 * first and get its answer; the same key with another body is refused.
 */
export async function book(db: Db, input: Booking, idempotencyKey: string | undefined) {
  const { resource, access } = await bookingAccess(db, input.resourceId)
  checkNotPast(access, input.since)
  const settings = await publicBookingSettings(db, access.workspace.id)
  const create = async (tx: Db): Promise<PublicBookingResult> => {
    try {
      const r = await createReservation(tx, access, null, {
        ...input,
        status: settings.autoConfirm ? 'CONFIRMED' : 'REQUESTED',
        source: 'WEB',
        byGuest: true,
      })
      const { code, status, resourceName, since, till, price, guestInfoToken } = r
      await notify(tx, access.workspace.id, {
        kind: 'BOOKING_CREATED',
        booking: {
          reservationId: r.id,
          code,
          guestName: input.contact.name,
          resourceName,
          since,
          till,
          status: status === 'CONFIRMED' ? 'CONFIRMED' : 'REQUESTED',
          total: price.total,
          currency: price.currency,
        },
      })
      await recordGuestWrite(tx, access.workspace.id, {
        entity: 'RESERVATION',
        entityId: r.id,
        action: 'publicCreateReservation',
        input,
      })
      return { code, status, resourceName, since, till, price, guestInfoToken }
    } catch (error) {
      // the other guest's reservation, or the tenant's contract, stays private: offer free rooms instead
      if (error instanceof AppError && (error.kind === 'CONFLICT' || isLeased(error))) {
        const offer = await alternatives(tx, access, input, resource.groupId)
        throw conflict('booking.taken', { resourceId: input.resourceId, alternatives: offer })
      }
      throw error
    }
  }
  // the reservation and the staff's notification of it are written together, or neither
  if (!idempotencyKey) return { result: await db.transaction(create), created: true, access }
  const hash = hashOf(input)
  return db.transaction(async (tx) => {
    await q.lockKey(tx, access.workspace.id, idempotencyKey)
    const earlier = await q.findKey(tx, access.workspace.id, idempotencyKey)
    if (earlier) {
      if (earlier.requestHash !== hash) throw validation(undefined, 'booking.idempotencyMismatch')
      return { result: earlier.response as PublicBookingResult, created: false, access }
    }
    const result = await create(tx)
    await q.insertKey(tx, {
      workspaceId: access.workspace.id,
      key: idempotencyKey,
      requestHash: hash,
      response: result,
    })
    return { result, created: true, access }
  })
}
