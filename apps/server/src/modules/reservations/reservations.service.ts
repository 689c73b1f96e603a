import { randomInt } from 'node:crypto'
import {
  type Confirmation,
  type CreateReservationInput,
  type GuestInput,
  type ReservationSource,
  roleMay,
  type StayHolder,
} from '@innkeep/contract'
import type { z } from 'zod'
import { isExclusionViolation, isForeignKeyViolation, isUniqueViolation, retryOnDeadlock } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import { lockResourceDays } from '../../db/resource-lock.ts'
import { actorOf, type Principal, type WorkspaceAccess } from '../../http/access.ts'
import { atItem, conflict, notFound, validation } from '../../http/errors.ts'
import type { MaybeStaffContext, StaffContext } from '../../http/staff-context.ts'
import type { Language } from '../../i18n/language.ts'
import { formatDate } from '../../lib/format.ts'
import { newId } from '../../lib/ids.ts'
import { inOrder } from '../../lib/in-order.ts'
import { randomToken } from '../../lib/secrets.ts'
import { recordAudit } from '../activity/activity.service.ts'
import { channelBlockHolding, findStayClash } from '../availability/availability.queries.ts'
import { leaseHolding } from '../availability/availability.service.ts'
import { removeObjectLabels } from '../labels/labels.service.ts'
import type { GuestCounts } from '../pricing/stay-price.ts'
import { quoteStay } from '../pricing/stay-quote.service.ts'
import { findActiveResource } from '../resources/resources.service.ts'
import { accountState } from '../stay-accounts/account-state.ts'
import { deleteEmptyAccount } from '../stay-accounts/stay-accounts.queries.ts'
import { openAccount } from '../stay-accounts/stay-accounts.service.ts'
import { guestCountColumns, guestsTotal, toReservation, toSummary } from './reservation-view.ts'
import * as q from './reservations.queries.ts'

type CreateValues = z.output<typeof CreateReservationInput>
type GuestValues = z.output<typeof GuestInput>
type Stay = { resourceId: string; since: string; till: string; guests: GuestCounts }

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
  const clash = await findStayClash(db, workspaceId, stay.resourceId, stay, exceptId)
  const holder = clash && (await q.findReservation(db, workspaceId, clash.id))
  return conflict('reservation.clash', holder ? toSummary(holder) : null)
}

/** How staff meet the nights a portal sold or closed: a guest never books them; staff are told, a manager may go ahead. */
interface ChannelPolicy {
  /** The caller may knowingly overbook (manager or owner, confirmed). */
  overbook: boolean
  canOverbook: boolean
  /** The nights already held by the stay before the change: booked before, not asked again. */
  kept?: { resourceId: string; since: string; till: string } | undefined
}

/** The nights of `stay` that `kept` did not hold already (at most two runs: before it and after it). */
function newNights(stay: Stay, kept: ChannelPolicy['kept']): { since: string; till: string }[] {
  if (!kept || kept.resourceId !== stay.resourceId) return [stay]
  // local dates compare as strings
  const [earlier, later] = [[stay.till, kept.since].sort()[0], [stay.since, kept.till].sort()[1]]
  const runs = [
    { since: stay.since, till: earlier ?? stay.till },
    { since: later ?? stay.since, till: stay.till },
  ]
  return runs.filter((run) => run.since < run.till)
}

/**
 * Inside the transaction, after the resource's lock (the same lock rental contracts take): a rental
 * contract of the resource on these days refuses the stay, naming the contract; so does an event a
 * portal imported into the room's calendar, unless a manager confirmed the overbooking.
 */
async function refuseHeldDays(
  tx: Db,
  workspaceId: string,
  stay: Stay,
  language: Language,
  channels: ChannelPolicy | null,
) {
  const lease = await leaseHolding(tx, workspaceId, stay.resourceId, stay)
  if (lease) {
    const holder: StayHolder = {
      kind: 'RENTAL_CONTRACT',
      name: `${lease.number} ${lease.contactName}`,
      since: lease.since,
      till: lease.end,
      canOverbook: false,
    }
    throw conflict('reservation.leased', holder, {
      field: 'resourceId',
      params: {
        number: lease.number,
        contact: lease.contactName,
        since: formatDate(lease.since, language),
        till: lease.end ? formatDate(lease.end, language) : '…',
      },
    })
  }
  if (channels?.overbook) return
  for (const nights of newNights(stay, channels?.kept)) {
    const block = await channelBlockHolding(tx, workspaceId, stay.resourceId, nights)
    if (!block) continue
    // a guest is told the room is taken, no more
    if (!channels) throw conflict('reservation.clash', null)
    const holder: StayHolder = {
      kind: 'CHANNEL_BLOCK',
      name: block.feedName,
      since: block.since,
      till: block.till,
      canOverbook: channels.canOverbook,
    }
    throw conflict(channels.canOverbook ? 'reservation.channelBlockMayOverbook' : 'reservation.channelBlock', holder, {
      field: 'resourceId',
      params: {
        portal: block.feedName,
        since: formatDate(block.since, language),
        till: formatDate(block.till, language),
      },
    })
  }
}

/**
 * Writes stays under their resources' locks once nothing else holds their days (decision 006). The
 * locks are taken in one order, so two bookings of the same rooms queue instead of deadlocking; a
 * refusal of the stay at `i` of several names it through `fieldOf(i)`.
 */
async function writeStays<T>(
  db: Db,
  workspaceId: string,
  stays: readonly Stay[],
  language: Language,
  write: (tx: Db) => Promise<T>,
  channels: ChannelPolicy | null,
) {
  const rooms = [...new Set(stays.map((stay) => stay.resourceId))].sort()
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      for (const room of rooms) await lockResourceDays(tx, workspaceId, room)
      for (const [i, stay] of stays.entries())
        await inItem(stays, i, () => refuseHeldDays(tx, workspaceId, stay, language, channels))
      return write(tx)
    }),
  )
}

/** Writes a stay under its resource's lock once nothing else holds its days (decision 006). */
async function writeStay<T>(
  db: Db,
  workspaceId: string,
  stay: Stay,
  language: Language,
  write: (tx: Db) => Promise<T>,
  channels: ChannelPolicy | null,
) {
  return writeStays(db, workspaceId, [stay], language, write, channels)
}

/** Runs `work` for the stay at `i`; when the booking has several, its refusal names that stay (`stays.i.`). */
async function inItem<T>(stays: readonly Stay[], i: number, work: () => Promise<T>): Promise<T> {
  if (stays.length === 1) return work()
  try {
    return await work()
  } catch (error) {
    throw atItem(error, `stays.${i}.`, 'resourceId')
  }
}

/** Staff's policy over portal events: an overbooking needs the confirmation and a role that may give it. */
function staffChannels(access: WorkspaceAccess, confirm: readonly Confirmation[], kept?: ChannelPolicy['kept']) {
  const canOverbook = roleMay(access.role, 'accommodation.overbook')
  return { canOverbook, overbook: canOverbook && confirm.includes('OVERBOOK'), kept }
}

/** A confirmed overbooking over a portal's event is kept in the audit trail beside the call itself. */
async function recordOverbooking(db: Db, workspaceId: string, principal: Principal | null, id: string, stay: Stay) {
  const block = principal && (await channelBlockHolding(db, workspaceId, stay.resourceId, stay))
  if (!principal || !block) return
  await recordAudit(db, workspaceId, actorOf(principal).label, [
    {
      entity: 'RESERVATION',
      entityId: id,
      action: 'OVERBOOK',
      data: { resourceId: stay.resourceId, since: stay.since, till: stay.till, portal: block.feedName },
    },
  ])
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
function reservationCode(): string {
  return Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
}

type NewBooking = Omit<CreateValues, 'source' | 'confirm' | 'resourceId' | 'since' | 'till' | 'guests'> & {
  source?: ReservationSource
  confirm?: readonly Confirmation[]
  /** A guest's booking on the public page: portal events refuse it without a word of why. */
  byGuest?: boolean
  /** The language the guest booked in. */
  contactLanguage?: 'cs' | 'en'
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
  return { id: row.accountId, currency: row.currency }
}

async function bookStays(ctx: MaybeStaffContext, input: NewBooking, stays: readonly Stay[]) {
  const { db, access, principal, language } = ctx
  const ws = access.workspace.id
  const channels = input.byGuest ? null : staffChannels(access, input.confirm ?? [])
  refuseOverlaps(stays)
  const joined = await accountToJoin(db, ws, input.joinReservationId)
  const priced: Awaited<ReturnType<typeof priceFor>>[] = []
  for (const [i, stay] of stays.entries()) priced.push(await inItem(stays, i, () => priceFor(db, access, stay)))
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
                contactLanguage: input.contactLanguage ?? 'cs',
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
  const { price, stayColumns } = await priceFor(db, access, stay)
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
