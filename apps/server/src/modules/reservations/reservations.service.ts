import {
  type Confirmation,
  type CreateReservationInput,
  type GuestInput,
  isForeigner,
  type ReservationSource,
} from '@innkeep/contract'
import type { z } from 'zod'
import { isExclusionViolation, isForeignKeyViolation } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import { actorOf, type WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { MaybeStaffContext, StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { todayIn } from '../../lib/local-date.ts'
import { recordAudit } from '../activity/activity.service.ts'
import { removeObjectLabels } from '../labels/labels.service.ts'
import type { GuestCounts } from '../pricing/stay-price.ts'
import { deleteEmptyAccount } from '../stay-accounts/stay-accounts.queries.ts'
import { queueUbyportReport } from './police-marks.ts'
import { toReservation } from './reservation-view.ts'
import * as q from './reservations.queries.ts'
import {
  clashConflict,
  priceFor,
  recordOverbooking,
  refuseRules,
  type Stay,
  staffChannels,
  writeStay,
} from './stay-writes.ts'

type CreateValues = z.output<typeof CreateReservationInput>
type GuestValues = z.output<typeof GuestInput>

export const EDITABLE = ['REQUESTED', 'CONFIRMED', 'CHECKED_IN'] as const

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
/** Loads an editable reservation at the caller's version; CONFLICT with the current one when stale. */
async function editable(db: Db, access: WorkspaceAccess, id: string, version: number | undefined) {
  const current = await getReservation(db, access.workspace.id, id)
  if (!(EDITABLE as readonly string[]).includes(current.status)) throw validation(undefined, 'reservation.closed')
  if (version !== undefined && version !== current.version) throw conflict('reservation.stale', current)
  return current
}

/** Re-checks availability and re-prices a changed stay (dates, guests or resource). */
export async function changeStay(
  { db, access, principal, language }: StaffContext,
  id: string,
  change: Partial<Stay> & {
    version: number
    contact?: CreateValues['contact']
    note?: string
    source?: ReservationSource
    confirm?: readonly Confirmation[]
  },
) {
  const current = await editable(db, access, id, change.version)
  const stay: Stay = {
    resourceId: change.resourceId ?? current.resourceId,
    since: change.since ?? current.since,
    till: change.till ?? current.till,
    guests: change.guests ?? (current.guestCounts as GuestCounts),
  }
  // the rules and the early-booking or last-minute price count from the day the stay was booked
  const bookedOn = todayIn(access.workspace.timeZone, new Date(current.createdAt))
  const { price, stayColumns, problems } = await priceFor(db, access, stay, bookedOn)
  const moved = stay.resourceId !== current.resourceId || stay.since !== current.since || stay.till !== current.till
  if (moved) refuseRules([{ problems }], { byGuest: false, confirm: change.confirm ?? [] }, language)
  const contact = change.contact
    ? { contactName: change.contact.name, contactEmail: change.contact.email, contactPhone: change.contact.phone }
    : {}
  const channels = staffChannels(access, change.confirm ?? [], current)
  try {
    const updated = await writeStay(
      db,
      access.workspace.id,
      stay,
      language,
      (tx) =>
        q.updateReservation(
          tx,
          { workspaceId: access.workspace.id, id, version: change.version, statuses: EDITABLE },
          {
            ...stayColumns,
            ...contact,
            ...(change.note !== undefined ? { note: change.note } : {}),
            ...(change.source !== undefined ? { source: change.source } : {}),
            price,
            total: price.total,
          },
        ),
      channels,
    )
    if (!updated) throw conflict('reservation.stale', await getReservation(db, access.workspace.id, id))
    if (channels.overbook) await recordOverbooking(db, access.workspace.id, principal, id, stay)
  } catch (error) {
    if (isExclusionViolation(error)) throw await clashConflict(db, access.workspace.id, stay, id)
    throw error
  }
  return getReservation(db, access.workspace.id, id)
}

/** The statuses whose guests can still be corrected: after check-out too (the police file may still be wrong). */
const GUESTS_EDITABLE = [...EDITABLE, 'CHECKED_OUT'] as const

/**
 * Saves the guests of a stay. Guests keep their ids (by id when the list carries them, else by
 * position): once a stay was checked in, its guests are entries of the guest register, kept for six
 * years, so they can be corrected but never removed. A correction after the stay went to the police
 * is recorded in the audit trail with what changed.
 */
export async function replaceGuests(
  { db, access, principal }: Omit<MaybeStaffContext, 'language'>,
  id: string,
  { guests: list, version }: { guests: GuestValues[]; version?: number | undefined },
) {
  // a guest filling in the form of their booking has no principal
  const actor = principal ? actorOf(principal).label : 'guest'
  const ws = access.workspace.id
  const current = await getReservation(db, ws, id)
  if (!(GUESTS_EDITABLE as readonly string[]).includes(current.status) || current.registerAnonymizedAt)
    throw validation(undefined, 'reservation.closed')
  if (version !== undefined && version !== current.version) throw conflict('reservation.stale', current)
  const existing = current.guests
  const byId = list.some((guest) => guest.id)
  const matched = list.map((guest, position) =>
    byId ? existing.find((old) => old.id === guest.id) : existing[position],
  )
  if (byId && list.some((guest, i) => guest.id && !matched[i])) throw validation('guests', 'guest.unknown')
  const removed = existing.filter((old) => !matched.includes(old))
  const registered = current.checkedInAt !== null || current.status === 'CHECKED_IN' || current.status === 'CHECKED_OUT'
  const kept = removed[0]
  if (registered && kept)
    throw validation('guests', 'guest.registered', { name: `${kept.firstName} ${kept.lastName}`.trim() })
  const rows = list.map(({ id: _, ...guest }, position) => ({
    workspaceId: ws,
    id: matched[position]?.id ?? newId(),
    reservationId: id,
    position,
    ...guest,
  }))
  await db.transaction(async (tx) => {
    // bumping the version first makes two concurrent replacements serialize on the row
    const guestNames = list.map((guest) => `${guest.firstName} ${guest.lastName}`.trim()).join(' ')
    const bumped = await q.updateReservation(tx, { workspaceId: ws, id, version: current.version }, { guestNames })
    if (!bumped) throw conflict('reservation.stale', await getReservation(db, ws, id))
    await q.saveGuests(tx, ws, id, {
      update: rows.filter((_, i) => matched[i]),
      insert: rows.filter((_, i) => !matched[i]),
      removed: removed.map((guest) => guest.id),
    })
    if (current.policeReportedAt) await recordPoliceCorrection(tx, ws, actor, current, rows)
    // a guest's data completed or corrected after the check-in: their report can go (again)
    if (registered && list.some((guest) => isForeigner(guest.nationality ?? null))) await queueUbyportReport(tx, ws, id)
  })
  return getReservation(db, ws, id)
}

/** After the police file was sent, what was changed in whose entry is kept (the file may need sending again). */
async function recordPoliceCorrection(
  db: Db,
  workspaceId: string,
  actor: string,
  current: Awaited<ReturnType<typeof getReservation>>,
  rows: (GuestValues & { id: string })[],
) {
  const fields = [
    'firstName',
    'lastName',
    'birthDate',
    'nationality',
    'address',
    'documentType',
    'documentNumber',
    'visaNumber',
  ] as const
  const changes = rows.flatMap((row) => {
    const before = current.guests.find((guest) => guest.id === row.id)
    const changed = fields.filter((field) => (before?.[field] ?? null) !== (row[field] ?? null))
    return changed.length > 0 ? [{ guestId: row.id, added: !before, fields: changed }] : []
  })
  if (changes.length === 0) return
  await recordAudit(db, workspaceId, actor, [
    {
      entity: 'RESERVATION',
      entityId: current.id,
      action: 'GUESTS_AFTER_POLICE_REPORT',
      data: { policeReportedAt: current.policeReportedAt, changes },
    },
  ])
}

/**
 * Why a stay cannot be deleted, or undefined: only what never happened goes (never checked in, no
 * invoice, no payment, no guest written down); anything else is canceled, and its records stay.
 */
function deleteRefusal(stay: Awaited<ReturnType<typeof getReservation>>, invoiced: boolean) {
  if (stay.checkedInAt !== null || stay.status === 'CHECKED_IN' || stay.status === 'CHECKED_OUT')
    return 'reservation.deleteCheckedIn' as const
  if (invoiced) return 'reservation.deleteInvoiced' as const
  if (stay.paid) return 'reservation.deletePaid' as const
  if (stay.account.charged !== (stay.status === 'CANCELED' ? 0 : stay.price.total))
    return 'reservation.deleteCharged' as const
  if (stay.guests.length > 0) return 'reservation.deleteGuests' as const
  return undefined
}

/** For mistakes only: the row goes, an audit record with its content stays. */
export async function deleteReservation(
  { db, access, principal }: StaffContext,
  id: string,
  invoiced: (id: string) => Promise<boolean>,
) {
  const snapshot = await getReservation(db, access.workspace.id, id)
  const refusal = deleteRefusal(snapshot, await invoiced(id))
  if (refusal) throw validation(undefined, refusal)
  await db.transaction(async (tx) => {
    const row = await q.deleteReservationRow(tx, access.workspace.id, id).catch((error: unknown) => {
      // invoiced meanwhile: the invoice keeps its stay (invoices_reservation_fk)
      if (isForeignKeyViolation(error, 'invoices_reservation_fk'))
        throw validation(undefined, 'reservation.deleteInvoiced')
      throw error
    })
    // checked in, paid or given guests meanwhile
    if (!row) throw validation(undefined, 'reservation.deleteCancelInstead')
    await deleteEmptyAccount(tx, access.workspace.id, row.accountId)
    await removeObjectLabels(tx, access.workspace.id, 'RESERVATION', id)
    await recordAudit(tx, access.workspace.id, actorOf(principal).label, [
      {
        entity: 'RESERVATION',
        entityId: id,
        action: 'DELETE',
        data: snapshot,
      },
    ])
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
