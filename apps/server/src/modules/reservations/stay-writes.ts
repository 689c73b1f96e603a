import { type Confirmation, roleMay, type StayHolder } from '@innkeep/contract'
import { retryOnDeadlock } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import { lockResourceDays } from '../../db/resource-lock.ts'
import { actorOf, type Principal, type WorkspaceAccess } from '../../http/access.ts'
import { additionalAction, atItem, conflict, validation } from '../../http/errors.ts'
import type { GuestLanguage, Language } from '../../i18n/language.ts'
import { formatDate } from '../../lib/format.ts'
import { recordAudit } from '../activity/activity.service.ts'
import { channelBlockHolding, findStayClash } from '../availability/availability.queries.ts'
import { leaseHolding } from '../availability/availability.service.ts'
import type { GuestCounts } from '../pricing/stay-price.ts'
import { quoteStay, ruleRefusal, ruleText } from '../pricing/stay-quote.service.ts'
import type { RuleProblem } from '../pricing/stay-rules.ts'
import { findActiveResource } from '../resources/resources.service.ts'
import { guestCountColumns, guestsTotal, toSummary } from './reservation-view.ts'
import * as q from './reservations.queries.ts'

// Writing a stay's nights (decision 006): pricing it, the locks of its rooms, what refuses it (another
// stay, a rental contract, a portal's event), and the CONFLICT that names who holds the nights.

export type Stay = { resourceId: string; since: string; till: string; guests: GuestCounts }

/**
 * Checks the resource and the guest count, and prices the stay (`bookedOn`: a changed reservation's
 * booking day; else today). `problems`: the stay rules it breaks (refuseRules decides).
 */
export async function priceFor(db: Db, access: WorkspaceAccess, stay: Stay, bookedOn?: string) {
  const resource = await findActiveResource(db, access.workspace.id, stay.resourceId)
  if (!resource || resource.kind === 'RESTAURANT') throw validation('resourceId', 'resources.notFound')
  if (guestsTotal(stay.guests) > resource.capacity) {
    throw validation('guests', 'stay.overCapacity', { capacity: resource.capacity })
  }
  const { price, problems } = await quoteStay(db, access.workspace, stay, resource, bookedOn)
  return {
    resource,
    price,
    problems,
    stayColumns: { resourceId: stay.resourceId, since: stay.since, till: stay.till, ...guestCountColumns(stay.guests) },
  }
}

// The exclusion constraint decides a race; the clash we then find is the reservation that won it.
export async function clashConflict(db: Db, workspaceId: string, stay: Stay, exceptId?: string) {
  const clash = await findStayClash(db, workspaceId, stay.resourceId, stay, exceptId)
  const holder = clash && (await q.findReservation(db, workspaceId, clash.id))
  return conflict('reservation.clash', holder ? toSummary(holder) : null)
}

/** How staff meet the nights a portal sold or closed: a guest never books them; staff are told, a manager may go ahead. */
export interface ChannelPolicy {
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
export async function writeStays<T>(
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
export async function writeStay<T>(
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
export async function inItem<T>(stays: readonly Stay[], i: number, work: () => Promise<T>): Promise<T> {
  if (stays.length === 1) return work()
  try {
    return await work()
  } catch (error) {
    throw atItem(error, `stays.${i}.`, 'resourceId')
  }
}

/**
 * Stays that break the stay rules: a guest is refused at the broken fields, staff are asked to confirm
 * (ADDITIONAL_ACTION naming each broken rule) and go ahead with STAY_RULES. `stays.i.` names the room
 * of several.
 */
export function refuseRules(
  priced: readonly { problems: RuleProblem[] }[],
  who: { byGuest: boolean; confirm: readonly Confirmation[] },
  language: GuestLanguage,
) {
  const broken = priced.flatMap((stay, i) =>
    stay.problems.map((problem) => ({
      ...problem,
      field: priced.length > 1 ? `stays.${i}.${problem.field}` : problem.field,
    })),
  )
  if (broken.length === 0) return
  if (who.byGuest) throw ruleRefusal(broken, language)
  if (who.confirm.includes('STAY_RULES')) return
  const rules = broken.map((problem) => ({ code: problem.code, text: ruleText(problem, language) }))
  throw additionalAction('reservation.confirmNeeded', { confirm: [{ code: 'STAY_RULES', rules }] })
}

/** Staff's policy over portal events: an overbooking needs the confirmation and a role that may give it. */
export function staffChannels(access: WorkspaceAccess, confirm: readonly Confirmation[], kept?: ChannelPolicy['kept']) {
  const canOverbook = roleMay(access.role, 'accommodation.overbook')
  return { canOverbook, overbook: canOverbook && confirm.includes('OVERBOOK'), kept }
}

/** A confirmed overbooking over a portal's event is kept in the audit trail beside the call itself. */
export async function recordOverbooking(
  db: Db,
  workspaceId: string,
  principal: Principal | null,
  id: string,
  stay: Stay,
) {
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
