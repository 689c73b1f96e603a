import { createHash } from 'node:crypto'
import type { PublicBooking, PublicBookingResult, PublicResource, StayPrice } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { AppError, conflict, validation } from '../../http/errors.ts'
import { daysBetween, todayIn } from '../../lib/local-date.ts'
import { recordGuestWrite } from '../activity/activity.service.ts'
import { notify } from '../notifications/notify.ts'
import { localFeeOf, publicBookingSettings, toPriceItem } from '../pricing/pricelist.service.ts'
import type { GuestCounts } from '../pricing/stay-price.ts'
import { checkStay as checkStayValues, MAX_STAY_NIGHTS, priceByItem } from '../pricing/stay-quote.service.ts'
import { createReservation } from '../reservations/reservations.service.ts'
import { requestDeposit } from '../reservations/stay-invoice.service.ts'
import { addCharge, bookedExtras, guestExtras } from '../stay-accounts/stay-accounts.service.ts'
import * as q from './booking.queries.ts'
import { toPublic } from './catalog.service.ts'
import type { WorkspaceAnswer } from './public-answers.ts'

type Booking = z.output<typeof PublicBooking>
type Stay = { resourceId: string; since: string; till: string; guests: GuestCounts }

/** The workspace behind a bookable resource, as the access a public booking acts with. */
async function bookingAccess(db: Db, resourceId: string): Promise<WorkspaceAccess> {
  const row = await q.findBookableResource(db, resourceId)
  if (!row) throw validation('resourceId', 'resources.notFound')
  return { workspace: row.workspace, role: 'RECEPTION' }
}

function checkNotPast(workspace: { timeZone: string }, since: string) {
  if (since < todayIn(workspace.timeZone)) throw validation('since', 'booking.inThePast')
}

const guestsOf = (stay: Stay) => Object.values(stay.guests).reduce((a, b) => a + b, 0)

/** One statement: the room, its workspace, its price-list item and the local fee. */
export async function publicPrice(db: Db, stay: Stay): Promise<WorkspaceAnswer<StayPrice>> {
  const found = await q.findPricedResource(db, stay.resourceId)
  if (!found) throw validation('id', 'resources.notFound')
  checkNotPast(found.workspace, stay.since)
  checkStayValues(stay)
  return { workspaceId: found.workspace.id, payload: priceByItem(stay, found.item, localFeeOf(found.fee)) }
}

type GroupRow = Awaited<ReturnType<typeof q.selectStayInGroup>>[number]

/**
 * The nights whose holds the statement reads: none for a stay refused whatever they hold (no night,
 * longer than a stay may be, or starting in year 0, which PostgreSQL has no date for and is past).
 * Its refusal still comes after the room is found, as before, and such dates would fail the
 * statement or read years of stays.
 */
function nightsToRead(stay: Stay): { since: string; till: string } {
  const nights = daysBetween(stay.since, stay.till)
  if (nights >= 1 && nights <= MAX_STAY_NIGHTS && !stay.since.startsWith('0000-')) return stay
  return { since: '2000-01-01', till: '2000-01-01' }
}

/** Other rooms of the same group free for the whole stay that take the guests and have a price. */
function alternativesIn(group: GroupRow[], stay: Stay): PublicResource[] {
  const guests = guestsOf(stay)
  return group.flatMap(({ room, item, workspace, taken }) =>
    room.id === stay.resourceId || room.capacity < guests || !item || taken
      ? []
      : [toPublic(room, { ...toPriceItem(item), currency: item.currency }, workspace.currency)],
  )
}

/**
 * Whether the stay can be booked, its price, and the other free rooms of the group, from one
 * statement whatever the size of the group (booking.queries' selectStayInGroup).
 */
export async function checkStay(db: Db, stay: Stay) {
  const group = await q.selectStayInGroup(db, { resourceId: stay.resourceId, ...nightsToRead(stay) })
  const asked = group.find((row) => row.room.id === stay.resourceId)
  if (!asked) throw validation('resourceId', 'resources.notFound')
  checkNotPast(asked.workspace, stay.since)
  if (guestsOf(stay) > asked.room.capacity) {
    throw validation('guests', 'stay.overCapacity', { capacity: asked.room.capacity })
  }
  checkStayValues(stay)
  const price = priceByItem(stay, asked.item, localFeeOf(asked.fee))
  const available = !asked.taken
  return { available, price: available ? price : null, alternatives: alternativesIn(group, stay) }
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
  const access = await bookingAccess(db, input.resourceId)
  checkNotPast(access.workspace, input.since)
  const settings = await publicBookingSettings(db, access.workspace.id)
  const offered = new Set((await guestExtras(db, access.workspace.id)).map((extra) => extra.id))
  if (input.extras.some((id) => !offered.has(id))) throw validation('extras', 'booking.extraNotOffered')
  const create = async (tx: Db): Promise<PublicBookingResult> => {
    try {
      const r = await createReservation(
        { db: tx, access, principal: null, language: 'cs' },
        {
          ...input,
          status: settings.autoConfirm ? 'CONFIRMED' : 'REQUESTED',
          source: 'WEB',
          byGuest: true,
        },
      )
      const { code, status, resourceName, since, till, price, guestInfoToken } = r
      const ctx = { db: tx, access, principal: null, language: input.language }
      for (const extraId of input.extras) await addCharge(ctx, r.id, { extraId })
      // the workspace asks web bookings for a deposit: its proforma is the guest page's QR payment
      if (settings.depositPercent > 0 && settings.iban) await requestDeposit(ctx, r.id, undefined)
      const extras = await bookedExtras(tx, access.workspace.id, r.id)
      const total = price.total + extras.reduce((sum, extra) => sum + extra.amount, 0)
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
          total,
          currency: price.currency,
        },
      })
      await recordGuestWrite(tx, access.workspace.id, {
        entity: 'RESERVATION',
        entityId: r.id,
        action: 'publicCreateReservation',
        input,
      })
      return { code, status, resourceName, since, till, price, extras, total, guestInfoToken }
    } catch (error) {
      // the other guest's reservation, or the tenant's contract, stays private: offer free rooms instead
      if (error instanceof AppError && (error.kind === 'CONFLICT' || isLeased(error))) {
        const offer = alternativesIn(
          await q.selectStayInGroup(tx, { resourceId: input.resourceId, ...nightsToRead(input) }),
          input,
        )
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
