import { type Confirmation, type ConfirmationNeeded, isForeigner } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { lockResourceDays } from '../../db/resource-lock.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { additionalAction, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import type { Language } from '../../i18n/language.ts'
import { formatDate } from '../../lib/format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { staysOfAccount } from '../stay-accounts/stay-accounts.queries.ts'
import { isRoomDirty } from './housekeeping.queries.ts'
import { queueUbyportReport } from './police-marks.ts'
import { STATUS_NAMES, TRANSITIONS } from './reservation-states.ts'
import * as q from './reservations.queries.ts'
import { getReservation } from './reservations.service.ts'

// The front desk's guards (issue 20): the web app asks, the server decides. What a person may
// knowingly do answers ADDITIONAL_ACTION naming what to confirm; what is never right, VALIDATION.

type Stay = Awaited<ReturnType<typeof getReservation>>

/** What the stay still owes and on which invoice; the invoicing module knows (the routes pass it). */
export type BalanceOf = (stay: Stay) => Promise<{ owed: number; currency: string; invoiceId: string | null }>

/** Asks for every confirmation not given yet, all at once: one dialog, one repeat. */
function requireConfirmed(needed: ConfirmationNeeded[], given: readonly Confirmation[]) {
  const missing = needed.filter((item) => !given.includes(item.code))
  if (missing.length > 0) throw additionalAction('reservation.confirmNeeded', { confirm: missing })
}

function refuseStatus(stay: Stay, name: keyof typeof TRANSITIONS, language: Language) {
  const rule = TRANSITIONS[name]
  if (!(rule.from as readonly string[]).includes(stay.status))
    throw validation(undefined, rule.refused, { status: STATUS_NAMES[stay.status][language] })
}

/** Changes the status when it still is `from` (two clicks at once cannot both pass); the stay as it is then. */
async function move(
  db: Db,
  access: WorkspaceAccess,
  stay: Stay,
  values: Parameters<typeof q.updateReservation>[2],
  from: readonly Stay['status'][],
  language: Language,
) {
  const updated = await q.updateReservation(
    db,
    { workspaceId: access.workspace.id, id: stay.id, statuses: from },
    values,
  )
  const current = await getReservation(db, access.workspace.id, stay.id)
  if (!updated)
    throw validation(undefined, 'reservation.changedMeanwhile', { status: STATUS_NAMES[current.status][language] })
  return current
}

/** Never into a room another stay still occupies (checked in, not out): VALIDATION naming it. */
async function refuseOccupied(tx: Db, workspaceId: string, stay: Stay, language: Language) {
  const occupant = await q.findOccupant(tx, workspaceId, stay.resourceId, stay.id)
  if (!occupant) return
  throw validation(undefined, 'reservation.roomOccupied', {
    room: occupant.resourceName,
    code: occupant.code,
    name: occupant.contactName,
    till: formatDate(occupant.till, language),
  })
}

/**
 * Checks the guests in. Never into a room another stay still occupies (checked in, not out); before
 * the arrival day (the workspace's date) and into a room not cleaned since the last guest only when
 * confirmed.
 */
export async function checkIn({ db, access, language }: StaffContext, id: string, confirm: readonly Confirmation[]) {
  const ws = access.workspace.id
  const stay = await getReservation(db, ws, id)
  refuseStatus(stay, 'checkIn', language)
  return db.transaction(async (tx) => {
    // one check-in into a room at a time: the occupant found here is still there when we write
    await lockResourceDays(tx, ws, stay.resourceId)
    await refuseOccupied(tx, ws, stay, language)
    const today = todayIn(access.workspace.timeZone)
    const needed: ConfirmationNeeded[] = []
    if (today < stay.since) needed.push({ code: 'EARLY_ARRIVAL', since: stay.since, today })
    if (await isRoomDirty(tx, ws, stay.resourceId))
      needed.push({ code: 'ROOM_NOT_CLEAN', resourceName: stay.resourceName })
    requireConfirmed(needed, confirm)
    const checkedIn = await move(
      tx,
      access,
      stay,
      { status: 'CHECKED_IN', checkedInAt: new Date() },
      TRANSITIONS.checkIn.from,
      language,
    )
    // foreign guests go to the police within 3 working days: the web service's job takes them
    if (stay.guests.some((guest) => isForeigner(guest.nationality))) await queueUbyportReport(tx, ws, stay.id)
    return checkedIn
  })
}

/** Checks the guests out; with money still owed only when confirmed (the dialog offers to take it first). */
export async function checkOut(
  { db, access, language }: StaffContext,
  id: string,
  { confirm, balanceOf }: { confirm: readonly Confirmation[]; balanceOf: BalanceOf },
) {
  const stay = await getReservation(db, access.workspace.id, id)
  refuseStatus(stay, 'checkOut', language)
  // a party in several rooms settles its one account when its last room leaves
  const partyStays = await staysOfAccount(db, access.workspace.id, stay.account.id)
  const partyStaying = partyStays.some((other) => other.id !== stay.id && other.status === 'CHECKED_IN')
  const balance = await balanceOf(stay)
  if (balance.owed > 0 && !partyStaying) requireConfirmed([{ code: 'MONEY_OWED', ...balance }], confirm)
  return move(
    db,
    access,
    stay,
    { status: 'CHECKED_OUT', checkedOutAt: new Date() },
    TRANSITIONS.checkOut.from,
    language,
  )
}

/** Whether an instant falls on today in the workspace's time zone. */
function isToday(access: WorkspaceAccess, at: string | null) {
  const zone = access.workspace.timeZone
  return at !== null && todayIn(zone, new Date(at)) === todayIn(zone)
}

/** Takes back a check-in made today: the stay is confirmed again (its guests stay written down). */
export async function undoCheckIn({ db, access, language }: StaffContext, id: string) {
  const stay = await getReservation(db, access.workspace.id, id)
  if (stay.status !== 'CHECKED_IN')
    throw validation(undefined, 'reservation.cannotUndoCheckIn', { status: STATUS_NAMES[stay.status][language] })
  if (!isToday(access, stay.checkedInAt)) throw validation(undefined, 'reservation.undoOnlyToday')
  return move(db, access, stay, { status: 'CONFIRMED', checkedInAt: null }, ['CHECKED_IN'], language)
}

/**
 * Takes back a check-out made today: the guests are in house again and the room as it was before
 * (its dirty state comes from the check-out). Not when another stay has moved into the room since.
 */
export async function undoCheckOut({ db, access, language }: StaffContext, id: string) {
  const ws = access.workspace.id
  const stay = await getReservation(db, ws, id)
  if (stay.status !== 'CHECKED_OUT')
    throw validation(undefined, 'reservation.cannotUndoCheckOut', { status: STATUS_NAMES[stay.status][language] })
  if (!isToday(access, stay.checkedOutAt)) throw validation(undefined, 'reservation.undoOnlyToday')
  return db.transaction(async (tx) => {
    await lockResourceDays(tx, ws, stay.resourceId)
    await refuseOccupied(tx, ws, stay, language)
    return move(tx, access, stay, { status: 'CHECKED_IN', checkedOutAt: null }, ['CHECKED_OUT'], language)
  })
}
