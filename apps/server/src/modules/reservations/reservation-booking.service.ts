import { randomInt } from 'node:crypto'
import type { Confirmation, CreateReservationInput, GuestLanguage, ReservationSource } from '@innkeep/contract'
import type { z } from 'zod'
import { isExclusionViolation, isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import { actorOf } from '../../http/access.ts'
import { atItem, conflict, validation } from '../../http/errors.ts'
import type { MaybeStaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { inOrder } from '../../lib/in-order.ts'
import { randomToken } from '../../lib/secrets.ts'
import { findStayClash } from '../availability/availability.queries.ts'
import { accountState } from '../stay-accounts/account-state.ts'
import { openAccount } from '../stay-accounts/stay-accounts.service.ts'
import { toReservation } from './reservation-view.ts'
import * as q from './reservations.queries.ts'
import { EDITABLE, getReservation } from './reservations.service.ts'
import {
  clashConflict,
  inItem,
  priceFor,
  recordOverbooking,
  refuseRules,
  type Stay,
  staffChannels,
  writeStays,
} from './stay-writes.ts'

// A new booking: one room, several at once on one account, or a room added to a booking (decision 011).

type CreateValues = z.output<typeof CreateReservationInput>

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
function reservationCode(): string {
  return Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
}

// the guest's mail is the route's to send, once the booking is written
type NewBooking = Omit<
  CreateValues,
  'source' | 'confirm' | 'resourceId' | 'since' | 'till' | 'guests' | 'mailGuest'
> & {
  source?: ReservationSource
  confirm?: readonly Confirmation[]
  /** A guest's booking on the public page: portal events refuse it without a word of why. */
  byGuest?: boolean
  /** The language the guest booked in (the booking page's, German too). */
  contactLanguage?: GuestLanguage
}

export async function createReservation(ctx: MaybeStaffContext, input: NewBooking & Stay) {
  const { resourceId, since, till, guests, ...booking } = input
  const [created] = await bookStays(ctx, booking, [{ resourceId, since, till, guests }])
  if (!created) throw new Error('a booking of one stay made none')
  return created
}

/**
 * Several rooms booked at once for one contact (decision 011): each its own reservation, one account
 * for them all; all are written or none.
 */
export async function createReservationGroup(
  ctx: MaybeStaffContext,
  input: Omit<NewBooking, 'joinReservationId'> & { stays: readonly Stay[] },
) {
  const { stays, ...booking } = input
  return bookStays(ctx, booking, stays)
}

/** The same room twice on overlapping nights of one booking: VALIDATION on the later one. */
function refuseOverlaps(stays: readonly Stay[]) {
  for (const [i, stay] of stays.entries()) {
    const earlier = stays
      .slice(0, i)
      .some((other) => other.resourceId === stay.resourceId && other.since < stay.till && stay.since < other.till)
    if (earlier) throw validation(`stays.${i}.resourceId`, 'reservation.roomTwice')
  }
}

/** The account a new stay joins (another room of that booking): it must be the workspace's and still open. */
async function accountToJoin(db: Db, workspaceId: string, reservationId: string | undefined) {
  if (!reservationId) return undefined
  const row = await q.findReservation(db, workspaceId, reservationId)
  if (!row) throw validation('joinReservationId', 'reservation.joinNotFound')
  if (!(EDITABLE as readonly string[]).includes(row.status))
    throw validation('joinReservationId', 'reservation.joinClosed')
  return { id: row.accountId, currency: row.currency, language: row.contactLanguage }
}

async function bookStays(ctx: MaybeStaffContext, input: NewBooking, stays: readonly Stay[]) {
  const { db, access, principal, language } = ctx
  const ws = access.workspace.id
  const channels = input.byGuest ? null : staffChannels(access, input.confirm ?? [])
  refuseOverlaps(stays)
  const joined = await accountToJoin(db, ws, input.joinReservationId)
  const priced: Awaited<ReturnType<typeof priceFor>>[] = []
  for (const [i, stay] of stays.entries()) priced.push(await inItem(stays, i, () => priceFor(db, access, stay)))
  // a guest reads the refusal in the language they book in (German included), staff in theirs
  const readsIn = input.byGuest ? (input.contactLanguage ?? language) : language
  refuseRules(priced, { byGuest: input.byGuest === true, confirm: input.confirm ?? [] }, readsIn)
  // one account has one currency: a room priced in another cannot join it
  const currency = joined?.currency ?? priced[0]?.price.currency ?? access.workspace.currency
  const other = priced.findIndex((stay) => stay.price.currency !== currency)
  if (other >= 0)
    throw validation(stays.length === 1 ? 'resourceId' : `stays.${other}.resourceId`, 'reservation.otherCurrency', {
      currency,
    })
  const ids = stays.map(() => newId())
  for (let attempt = 0; ; attempt++) {
    try {
      const rows = await writeStays(
        db,
        ws,
        stays,
        language,
        async (tx) => {
          const accountId = joined?.id ?? (await openAccount(tx, ws, currency))
          const inserted = []
          for (const [i, { price, stayColumns }] of priced.entries())
            inserted.push(
              await q.insertReservation(tx, {
                workspaceId: ws,
                id: ids[i] ?? newId(),
                accountId,
                code: reservationCode(),
                status: input.status,
                source: input.source ?? (input.byGuest ? 'WEB' : 'RECEPTION'),
                ...stayColumns,
                contactName: input.contact.name,
                contactEmail: input.contact.email,
                contactPhone: input.contact.phone,
                // another room of a booking speaks the booking's language unless told otherwise
                contactLanguage: input.contactLanguage ?? input.guestLanguage ?? joined?.language ?? 'cs',
                note: input.note,
                price,
                total: price.total,
                currency: price.currency,
                guestInfoToken: randomToken(24),
                createdBy: principal ? actorOf(principal).id : null,
              }),
            )
          return inserted
        },
        channels,
      )
      if (channels?.overbook)
        for (const [i, stay] of stays.entries()) await recordOverbooking(db, ws, principal, ids[i] ?? '', stay)
      const [only] = rows
      if (rows.length > 1 || joined || !only) return inOrder(ids, (id) => getReservation(db, ws, id))
      // a new booking of one room has no guests yet, and nothing paid
      const resourceName = priced[0]?.resource.name ?? ''
      return [
        toReservation(
          {
            ...only,
            resourceName,
            paid: false,
            paidAt: null,
            account: accountState({ accountCharged: only.total, accountTaken: 0 }),
          },
          [],
        ),
      ]
    } catch (error) {
      if (isExclusionViolation(error)) throw await clashOfStays(db, ws, stays)
      if (isUniqueViolation(error, 'reservations_code_key') && attempt < 5) continue
      if (isForeignKeyViolation(error) && joined) throw validation('joinReservationId', 'reservation.joinNotFound')
      throw error
    }
  }
}

/** The first stay of a booking whose nights another reservation won, as its CONFLICT. */
async function clashOfStays(db: Db, workspaceId: string, stays: readonly Stay[]) {
  for (const [i, stay] of stays.entries()) {
    if (!(await findStayClash(db, workspaceId, stay.resourceId, stay))) continue
    const clash = await clashConflict(db, workspaceId, stay)
    return stays.length === 1 ? clash : atItem(clash, `stays.${i}.`, 'resourceId')
  }
  return conflict('reservation.clash', null)
}
