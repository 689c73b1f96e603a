import { randomInt } from 'node:crypto'
import type { CreateReservationInput, GuestInput } from '@innkeep/contract'
import type { z } from 'zod'
import { isExclusionViolation, isUniqueViolation, retryOnDeadlock } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import { lockResourceDays } from '../../db/resource-lock.ts'
import type { Principal, WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { Language } from '../../i18n/language.ts'
import { formatDate } from '../../lib/format.ts'
import { newId } from '../../lib/ids.ts'
import { randomToken } from '../../lib/secrets.ts'
import { removeObjectLabels } from '../labels/labels.service.ts'
import type { GuestCounts } from '../pricing/stay-price.ts'
import { quoteStay } from '../pricing/stay-quote.service.ts'
import { findActiveResource } from '../resources/resources.service.ts'
import { leaseHolding } from '../vehicles/accommodation-rentals.service.ts'
import { guestCountColumns, guestsTotal, toReservation, toSummary } from './reservation-view.ts'
import * as q from './reservations.queries.ts'

type CreateValues = z.output<typeof CreateReservationInput>
type GuestValues = z.output<typeof GuestInput>
type Stay = { resourceId: string; since: string; till: string; guests: GuestCounts }

export const EDITABLE = ['REQUESTED', 'CONFIRMED', 'CHECKED_IN'] as const

/** Who did it, for audit records: a person's identity or a device. */
export function actorOf(principal: Principal): { id: string | null; label: string } {
  if (principal.kind === 'device') return { id: null, label: `device:${principal.accessHash.id}` }
  return { id: principal.identity?.id ?? null, label: `identity:${principal.identity?.id ?? principal.token.subject}` }
}

export async function getReservation(db: Db, workspaceId: string, id: string) {
  const row = await q.findReservation(db, workspaceId, id)
  if (!row) throw notFound()
  return toReservation(row, await q.selectGuests(db, workspaceId, id))
}

/** The reservation of a guest-info token: its workspace id and the reservation (undefined: no such link). */
export async function reservationByGuestToken(db: Db, token: string) {
  const row = await q.findByGuestToken(db, token)
  if (!row) return undefined
  return {
    workspaceId: row.workspaceId,
    reservation: toReservation(row, await q.selectGuests(db, row.workspaceId, row.id)),
  }
}

/** Checks the resource and the guest count, and prices the stay. */
async function priceFor(db: Db, access: WorkspaceAccess, stay: Stay) {
  const resource = await findActiveResource(db, access.workspace.id, stay.resourceId)
  if (!resource || resource.kind === 'RESTAURANT') throw validation('resourceId', 'resources.notFound')
  if (guestsTotal(stay.guests) > resource.capacity) {
    throw validation('guests', 'stay.overCapacity', { capacity: resource.capacity })
  }
  const price = await quoteStay(db, access.workspace, stay, resource)
  return {
    resource,
    price,
    stayColumns: { resourceId: stay.resourceId, since: stay.since, till: stay.till, ...guestCountColumns(stay.guests) },
  }
}

// The exclusion constraint decides a race; the clash we then find is the reservation that won it.
async function clashConflict(db: Db, workspaceId: string, stay: Stay, exceptId?: string) {
  const clash = await q.findClash(db, workspaceId, stay.resourceId, stay, exceptId)
  return conflict('reservation.clash', clash ? toSummary(clash) : null)
}

/**
 * Inside the transaction, after the resource's lock (the same lock rental contracts take): a rental
 * contract of the resource on these days refuses the stay, naming the contract.
 */
async function refuseLeasedDays(tx: Db, workspaceId: string, stay: Stay, language: Language) {
  const lease = await leaseHolding(tx, workspaceId, stay.resourceId, stay)
  if (!lease) return
  throw validation('resourceId', 'reservation.leased', {
    number: lease.number,
    contact: lease.contactName,
    since: formatDate(lease.since, language),
    till: lease.end ? formatDate(lease.end, language) : '…',
  })
}

/** Writes a stay under its resource's lock once no rental contract holds its days (decision 006). */
async function writeStay<T>(
  db: Db,
  workspaceId: string,
  stay: Stay,
  language: Language,
  write: (tx: Db) => Promise<T>,
  options: { refuseChannelBlocks?: boolean } = {},
) {
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      await lockResourceDays(tx, workspaceId, stay.resourceId)
      await refuseLeasedDays(tx, workspaceId, stay, language)
      // a guest never books nights a portal sold or closed; staff may, and see the conflict
      if (options.refuseChannelBlocks && (await q.channelBlockHolds(tx, workspaceId, stay.resourceId, stay)))
        throw conflict('reservation.clash', null)
      return write(tx)
    }),
  )
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
function reservationCode(): string {
  return Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
}

export async function createReservation(
  db: Db,
  access: WorkspaceAccess,
  principal: Principal | null,
  input: CreateValues & { source?: 'STAFF' | 'PUBLIC'; language?: Language },
) {
  const { resource, price, stayColumns } = await priceFor(db, access, input)
  const id = newId()
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await writeStay(
        db,
        access.workspace.id,
        input,
        input.language ?? 'cs',
        (tx) =>
          q.insertReservation(tx, {
            workspaceId: access.workspace.id,
            id,
            code: reservationCode(),
            status: input.status,
            source: input.source ?? 'STAFF',
            ...stayColumns,
            contactName: input.contact.name,
            contactEmail: input.contact.email,
            contactPhone: input.contact.phone,
            note: input.note,
            price,
            total: price.total,
            currency: price.currency,
            guestInfoToken: randomToken(24),
            createdBy: principal ? actorOf(principal).id : null,
          }),
        { refuseChannelBlocks: input.source === 'PUBLIC' },
      )
      // a new reservation has no guests yet
      return toReservation({ ...row, resourceName: resource.name }, [])
    } catch (error) {
      if (isExclusionViolation(error)) throw await clashConflict(db, access.workspace.id, input)
      if (isUniqueViolation(error, 'reservations_code_key') && attempt < 5) continue
      throw error
    }
  }
}

/** Loads an editable reservation at the caller's version; CONFLICT with the current one when stale. */
async function editable(db: Db, access: WorkspaceAccess, id: string, version: number | undefined) {
  const current = await getReservation(db, access.workspace.id, id)
  if (!(EDITABLE as readonly string[]).includes(current.status)) throw validation(undefined, 'reservation.closed')
  if (version !== undefined && version !== current.version) throw conflict('reservation.stale', current)
  return current
}

/** Re-checks availability and re-prices a changed stay (dates, guests or resource). */
export async function changeStay(
  db: Db,
  access: WorkspaceAccess,
  id: string,
  change: Partial<Stay> & { version: number; contact?: CreateValues['contact']; note?: string; language: Language },
) {
  const current = await editable(db, access, id, change.version)
  const stay: Stay = {
    resourceId: change.resourceId ?? current.resourceId,
    since: change.since ?? current.since,
    till: change.till ?? current.till,
    guests: change.guests ?? (current.guestCounts as GuestCounts),
  }
  const { price, stayColumns } = await priceFor(db, access, stay)
  const contact = change.contact
    ? { contactName: change.contact.name, contactEmail: change.contact.email, contactPhone: change.contact.phone }
    : {}
  try {
    const updated = await writeStay(db, access.workspace.id, stay, change.language, (tx) =>
      q.updateReservation(
        tx,
        { workspaceId: access.workspace.id, id, version: change.version, statuses: EDITABLE },
        {
          ...stayColumns,
          ...contact,
          ...(change.note !== undefined ? { note: change.note } : {}),
          price,
          total: price.total,
        },
      ),
    )
    if (!updated) throw conflict('reservation.stale', await getReservation(db, access.workspace.id, id))
  } catch (error) {
    if (isExclusionViolation(error)) throw await clashConflict(db, access.workspace.id, stay, id)
    throw error
  }
  return getReservation(db, access.workspace.id, id)
}

export async function replaceGuests(
  db: Db,
  access: WorkspaceAccess,
  id: string,
  list: GuestValues[],
  version?: number,
) {
  const current = await editable(db, access, id, version)
  await db.transaction(async (tx) => {
    // bumping the version first makes two concurrent replacements serialize on the row
    const bumped = await q.updateReservation(tx, { workspaceId: access.workspace.id, id, version: current.version }, {})
    if (!bumped) throw conflict('reservation.stale', await getReservation(db, access.workspace.id, id))
    await q.replaceGuests(
      tx,
      access.workspace.id,
      id,
      list.map((guest, position) => ({
        workspaceId: access.workspace.id,
        id: newId(),
        reservationId: id,
        position,
        ...guest,
      })),
    )
  })
  return getReservation(db, access.workspace.id, id)
}

/** For mistakes only: the row goes, an audit record with its content stays. */
export async function deleteReservation(db: Db, access: WorkspaceAccess, principal: Principal, id: string) {
  const snapshot = await getReservation(db, access.workspace.id, id)
  await db.transaction(async (tx) => {
    const row = await q.deleteReservationRow(tx, access.workspace.id, id)
    if (!row) throw notFound()
    await removeObjectLabels(tx, access.workspace.id, 'RESERVATION', id)
    await q.insertAudit(tx, {
      workspaceId: access.workspace.id,
      id: newId(),
      actor: actorOf(principal).label,
      entity: 'RESERVATION',
      entityId: id,
      action: 'DELETE',
      data: snapshot,
    })
  })
  return { id }
}

/** Guests of the stays overlapping a period, stay by stay; stays nobody filled in have `guest: null`. */
export async function guestsOfStays(db: Db, workspaceId: string, range: { from: string; till: string }) {
  return q.selectGuestsOfStays(db, workspaceId, range)
}

/** Active stays overlapping a period with their price breakdowns (reports). */
export async function pricedStays(db: Db, workspaceId: string, range: { from: string; till: string }) {
  return q.selectOverlappingPriced(db, workspaceId, range)
}
