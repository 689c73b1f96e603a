import { createHash } from 'node:crypto'
import type { PublicBooking, PublicBookingResult, PublicResource, StayPrice } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { AppError, conflict, validation } from '../../http/errors.ts'
import { type GuestLanguage, staffLanguageOf } from '../../i18n/language.ts'
import { daysBetween, todayIn } from '../../lib/local-date.ts'
import { recordGuestWrite } from '../activity/activity.service.ts'
import { notify } from '../notifications/notify.ts'
import { asksDeposit, localFeeOf, publicBookingSettings, toPriceItem } from '../pricing/pricelist.service.ts'
import type { GuestCounts } from '../pricing/stay-price.ts'
import {
  checkStay as checkStayValues,
  MAX_STAY_NIGHTS,
  priceByItem,
  ruleRefusal,
} from '../pricing/stay-quote.service.ts'
import { ruleProblems, type StayRule } from '../pricing/stay-rules.ts'
import { createReservation, createReservationGroup } from '../reservations/reservation-booking.service.ts'
import { requestDeposit } from '../reservations/stay-deposits.service.ts'
import { cancellationOfRoom } from '../resources/resources.service.ts'
import { addCharge, bookedExtras, guestExtras } from '../stay-accounts/stay-extras.service.ts'
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

/** A guest's stay must keep its room's stay rules (minimum stay, closed arrival…), told in the guest's language. */
function refuseBrokenRules(item: { rules: StayRule[] } | null, stay: Stay, language: GuestLanguage) {
  const problems = item ? ruleProblems(item.rules, stay.since, stay.till) : []
  if (problems.length > 0) throw ruleRefusal(problems, language)
}

/** One statement: the room, its workspace, its price-list item and the local fee. */
export async function publicPrice(db: Db, stay: Stay, language: GuestLanguage): Promise<WorkspaceAnswer<StayPrice>> {
  const found = await q.findPricedResource(db, stay.resourceId)
  if (!found) throw validation('id', 'resources.notFound')
  const today = todayIn(found.workspace.timeZone)
  checkNotPast(found.workspace, stay.since)
  checkStayValues(stay)
  refuseBrokenRules(found.item, stay, language)
  return { workspaceId: found.workspace.id, payload: priceByItem(stay, found.item, localFeeOf(found.fee), today) }
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
    room.id === stay.resourceId ||
    room.capacity < guests ||
    !item ||
    taken ||
    ruleProblems(item.rules, stay.since, stay.till).length > 0
      ? []
      : [toPublic(room, { ...toPriceItem(item), currency: item.currency }, workspace.currency)],
  )
}

/**
 * Whether the stay can be booked, its price, and the other free rooms of the group, from one
 * statement whatever the size of the group (booking.queries' selectStayInGroup).
 */
export async function checkStay(db: Db, stay: Stay, language: GuestLanguage) {
  const group = await q.selectStayInGroup(db, { resourceId: stay.resourceId, ...nightsToRead(stay) })
  const asked = group.find((row) => row.room.id === stay.resourceId)
  if (!asked) throw validation('resourceId', 'resources.notFound')
  checkNotPast(asked.workspace, stay.since)
  if (guestsOf(stay) > asked.room.capacity) {
    throw validation('guests', 'stay.overCapacity', { capacity: asked.room.capacity })
  }
  checkStayValues(stay)
  refuseBrokenRules(asked.item, stay, language)
  const price = priceByItem(stay, asked.item, localFeeOf(asked.fee), todayIn(asked.workspace.timeZone))
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

/** Each further room of a booking must be offered online by the same house. */
async function checkFurtherRooms(db: Db, workspaceId: string, input: Booking) {
  for (const [i, room] of input.rooms.entries()) {
    const found = await q.findBookableResource(db, room.resourceId)
    if (found?.workspace.id !== workspaceId) throw validation(`rooms.${i}.resourceId`, 'resources.notFound')
  }
}

/** The rooms of a booking as stays: the first one, then the further ones, all on the same dates. */
const staysOf = (input: Booking): Stay[] => [
  { resourceId: input.resourceId, since: input.since, till: input.till, guests: input.guests },
  ...input.rooms.map((room) => ({
    resourceId: room.resourceId,
    since: input.since,
    till: input.till,
    guests: room.guests,
  })),
]

/** A refusal of the stay at `stays.i.` of a group, told of the field the guest sent: the first room's own, or `rooms.(i-1).`. */
function asGuestSent(error: unknown): unknown {
  if (!(error instanceof AppError)) return error
  const problems = error.problems.map((problem) => {
    const match = /^stays\.(\d+)\.(.*)$/.exec(problem.field ?? '')
    if (!match) return problem
    const i = Number(match[1])
    return { ...problem, field: i === 0 ? match[2] : `rooms.${i - 1}.${match[2]}` }
  })
  return new AppError(error.kind, { problems, payload: error.payload })
}

/** The room of the booking a refusal names (`rooms.i.`, or the first room). */
function refusedRoom(input: Booking, error: AppError): string {
  const match = /^rooms\.(\d+)\./.exec(error.problems[0]?.field ?? '')
  return match ? (input.rooms[Number(match[1])]?.resourceId ?? input.resourceId) : input.resourceId
}

/** Guest counts with their categories in one order: the kept answer (jsonb) comes back with its keys reordered. */
const countsInOrder = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b, 'en')))

/** A kept answer as it was first given: an identical post gets identical bytes. */
function inKeyOrder(result: PublicBookingResult): PublicBookingResult {
  if (!result.rooms) return result
  return { ...result, rooms: result.rooms.map((room) => ({ ...room, guestCounts: countsInOrder(room.guestCounts) })) }
}

/** Per person extras are for everyone in every room; the others (parking, a dog, late check-out) once. */
const PER_PERSON_UNITS: readonly string[] = ['PER_PERSON', 'PER_PERSON_NIGHT']

/**
 * Books a stay for a guest, or several rooms for one party (`rooms`: each its own reservation, one
 * account). With an Idempotency-Key, repeated posts of the same body wait for the first and get its
 * answer; the same key with another body is refused.
 */
export async function book(db: Db, input: Booking, idempotencyKey: string | undefined) {
  const access = await bookingAccess(db, input.resourceId)
  checkNotPast(access.workspace, input.since)
  await checkFurtherRooms(db, access.workspace.id, input)
  const settings = await publicBookingSettings(db, access.workspace.id)
  const offer = await guestExtras(db, access.workspace.id)
  const offered = new Map(offer.map((extra) => [extra.id, extra]))
  if (input.extras.some((id) => !offered.has(id))) throw validation('extras', 'booking.extraNotOffered')
  // the booking's first room, once this call made it (its guest's mails are kept with it)
  let bookedId = ''
  const create = async (tx: Db): Promise<PublicBookingResult> => {
    try {
      // the staff services speak cs or en: a German guest's booking is written in English (staff texts have no
      // German), while the reservation keeps 'de' as the guest's language for their e-mails
      const ctx = { db: tx, access, principal: null, language: staffLanguageOf(input.language) }
      const booking = {
        contact: input.contact,
        note: input.note,
        status: settings.autoConfirm ? ('CONFIRMED' as const) : ('REQUESTED' as const),
        source: 'WEB' as const,
        byGuest: true,
        contactLanguage: input.language,
      }
      const rooms =
        input.rooms.length === 0
          ? [
              await createReservation(ctx, {
                ...booking,
                resourceId: input.resourceId,
                since: input.since,
                till: input.till,
                guests: input.guests,
              }),
            ]
          : await createReservationGroup(ctx, { ...booking, stays: staysOf(input) }).catch((error: unknown) => {
              throw asGuestSent(error)
            })
      const [first] = rooms
      if (!first) throw new Error('a booking made no reservation')
      for (const extraId of input.extras) {
        const perPerson = PER_PERSON_UNITS.includes(offered.get(extraId)?.unit ?? '')
        for (const room of perPerson ? rooms : [first]) await addCharge(ctx, room.id, { extraId })
      }
      // the workspace asks web bookings for a deposit: its proforma is the guest page's QR payment
      const deposit = asksDeposit(settings) ? await requestDeposit(ctx, first.id, undefined) : null
      const extras = await bookedExtras(tx, access.workspace.id, first.id)
      const prices = rooms.reduce((sum, room) => sum + room.price.total, 0)
      const total = prices + extras.reduce((sum, extra) => sum + extra.amount, 0)
      const { code, status, since, till, price, guestInfoToken } = first
      const resourceName = rooms.map((room) => room.resourceName).join(', ')
      await notify(tx, access.workspace.id, {
        kind: 'BOOKING_CREATED',
        booking: {
          reservationId: first.id,
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
      for (const room of rooms)
        await recordGuestWrite(tx, access.workspace.id, {
          entity: 'RESERVATION',
          entityId: room.id,
          action: 'publicCreateReservation',
          input,
        })
      const booked = rooms.map((room) => ({
        code: room.code,
        resourceName: room.resourceName,
        guestCounts: countsInOrder(room.guestCounts),
        price: room.price,
      }))
      bookedId = first.id
      return {
        code,
        status,
        resourceName,
        since,
        till,
        price,
        extras,
        total,
        rooms: booked,
        deposit: deposit ? { amount: deposit.toPay, dueDate: deposit.dueDate } : null,
        cancellation: await cancellationOfRoom(tx, access.workspace.id, first.resourceId, since),
        guestInfoToken,
      }
    } catch (error) {
      // the other guest's reservation, or the tenant's contract, stays private: offer free rooms instead
      if (error instanceof AppError && (error.kind === 'CONFLICT' || isLeased(error))) {
        const refused = refusedRoom(input, error)
        const chosen = new Set(staysOf(input).map((stay) => stay.resourceId))
        const stay = staysOf(input).find((one) => one.resourceId === refused) ?? input
        const others = alternativesIn(
          await q.selectStayInGroup(tx, { resourceId: refused, ...nightsToRead(input) }),
          stay,
        ).filter((room) => !chosen.has(room.id))
        throw conflict('booking.taken', { resourceId: refused, alternatives: others })
      }
      throw error
    }
  }
  // the reservation and the staff's notification of it are written together, or neither
  if (!idempotencyKey) {
    const result = await db.transaction(create)
    return { result, created: true, access, reservationId: bookedId }
  }
  const hash = hashOf(input)
  return db.transaction(async (tx) => {
    await q.lockKey(tx, access.workspace.id, idempotencyKey)
    const earlier = await q.findKey(tx, access.workspace.id, idempotencyKey)
    if (earlier) {
      if (earlier.requestHash !== hash) throw validation(undefined, 'booking.idempotencyMismatch')
      return { result: inKeyOrder(earlier.response as PublicBookingResult), created: false, access, reservationId: '' }
    }
    const result = await create(tx)
    await q.insertKey(tx, {
      workspaceId: access.workspace.id,
      key: idempotencyKey,
      requestHash: hash,
      response: result,
    })
    return { result, created: true, access, reservationId: bookedId }
  })
}
