import type { PublicResource } from '@innkeep/contract'
import { and, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../src/db/index.ts'
import { channelBlocks, rentalContracts, reservations } from '../../src/db/schema/index.ts'
import { notFound, validation } from '../../src/http/errors.ts'
import { daysBetween, eachDate, type LocalDate, todayIn } from '../../src/lib/local-date.ts'
import * as q from '../../src/modules/booking/booking.queries.ts'
import { roomDetail } from '../../src/modules/booking/catalog.service.ts'
import { priceItems } from '../../src/modules/pricing/pricelist.service.ts'
import { type GuestCounts, unitPriceOn } from '../../src/modules/pricing/stay-price.ts'
import { quoteStay } from '../../src/modules/pricing/stay-quote.service.ts'
import { arrivalLimits, dayRules } from '../../src/modules/pricing/stay-rules.ts'
import { activeResources, toResource } from '../../src/modules/resources/resources.service.ts'

// The public path as it answered before issue 21 (one statement per room of the group), kept
// verbatim but for the imports so that tests can ask both and compare: what holds a night (stays,
// rental contracts, portals' events), which rooms are offered and at what price. A change of those
// rules changes both.

type Stay = { resourceId: string; since: string; till: string; guests: GuestCounts }
type Workspace = { id: string; timeZone: string }

const leasePeriod = sql`"rental_contracts"."period"`
const blockPeriod = sql`daterange(${channelBlocks.since}, ${channelBlocks.till}, '[)')`
const leased = and(ne(rentalContracts.state, 'CANCELED'), isNotNull(rentalContracts.resourceId))

async function selectStays(db: Db, workspaceId: string, range: { from: string; till: string }) {
  const overlaps = (column: SQL) => sql`${column} && daterange(${range.from}::date, ${range.till}::date, '[)')`
  return db
    .select({
      resourceId: reservations.resourceId,
      since: reservations.since,
      till: sql<string | null>`${reservations.till}`,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        ne(reservations.status, 'CANCELED'),
        overlaps(sql`"reservations"."stay"`),
      ),
    )
    .unionAll(
      db
        .select({
          resourceId: sql<string>`${rentalContracts.resourceId}`,
          since: sql<string>`lower(${leasePeriod})`,
          till: sql<string | null>`upper(${leasePeriod})`,
        })
        .from(rentalContracts)
        .where(and(eq(rentalContracts.workspaceId, workspaceId), leased, overlaps(leasePeriod))),
    )
    .unionAll(
      db
        .select({
          resourceId: channelBlocks.resourceId,
          since: channelBlocks.since,
          till: sql<string | null>`${channelBlocks.till}`,
        })
        .from(channelBlocks)
        .where(and(eq(channelBlocks.workspaceId, workspaceId), overlaps(blockPeriod))),
    )
}

async function isTaken(db: Db, workspaceId: string, resourceId: string, stay: { since: string; till: string }) {
  const days = (column: SQL) => sql`${column} && daterange(${stay.since}::date, ${stay.till}::date, '[)')`
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        eq(reservations.resourceId, resourceId),
        ne(reservations.status, 'CANCELED'),
        days(sql`"reservations"."stay"`),
      ),
    )
    .unionAll(
      db
        .select({ id: rentalContracts.id })
        .from(rentalContracts)
        .where(
          and(
            eq(rentalContracts.workspaceId, workspaceId),
            eq(rentalContracts.resourceId, resourceId),
            leased,
            days(leasePeriod),
          ),
        ),
    )
    .unionAll(
      db
        .select({ id: channelBlocks.id })
        .from(channelBlocks)
        .where(
          and(eq(channelBlocks.workspaceId, workspaceId), eq(channelBlocks.resourceId, resourceId), days(blockPeriod)),
        ),
    )
    .limit(1)
  return rows.length > 0
}

async function occupancy(db: Db, workspaceId: string, range: { from: LocalDate; till: LocalDate }) {
  const taken = new Map<string, Uint8Array>()
  const nights = daysBetween(range.from, range.till)
  for (const stay of await selectStays(db, workspaceId, range)) {
    const flags = taken.get(stay.resourceId) ?? new Uint8Array(nights)
    flags.fill(
      1,
      Math.max(0, daysBetween(range.from, stay.since)),
      stay.till === null ? nights : Math.min(nights, daysBetween(range.from, stay.till)),
    )
    taken.set(stay.resourceId, flags)
  }
  return taken
}

async function isFree(db: Db, workspaceId: string, resourceId: string, stay: { since: LocalDate; till: LocalDate }) {
  return !(await isTaken(db, workspaceId, resourceId, stay))
}

async function bookingAccess(db: Db, resourceId: string, field = 'resourceId') {
  const row = await q.findBookableResource(db, resourceId)
  if (!row) throw validation(field, 'resources.notFound')
  return { resource: toResource(row.resource), workspace: row.workspace }
}

function checkNotPast(workspace: Workspace, since: string) {
  if (since < todayIn(workspace.timeZone)) throw validation('since', 'booking.inThePast')
}

export async function publicPrice(db: Db, stay: Stay) {
  const { workspace, resource } = await bookingAccess(db, stay.resourceId, 'id')
  checkNotPast(workspace, stay.since)
  return { workspaceId: workspace.id, payload: (await quoteStay(db, workspace, stay, resource)).price }
}

async function alternatives(db: Db, workspace: Workspace, stay: Stay, groupId: string): Promise<PublicResource[]> {
  const guests = Object.values(stay.guests).reduce((a, b) => a + b, 0)
  const ids = (await activeResources(db, workspace.id)).filter((r) => r.groupId === groupId).map((r) => r.id)
  const group = await roomDetail(db, ids, 'cs')
  const free: PublicResource[] = []
  for (const room of group) {
    if (room.id === stay.resourceId || room.capacity < guests || room.fromPrice === null) continue
    if (await isFree(db, workspace.id, room.id, stay)) free.push(room)
  }
  return free
}

export async function checkStay(db: Db, stay: Stay) {
  const { resource, workspace } = await bookingAccess(db, stay.resourceId)
  checkNotPast(workspace, stay.since)
  if (Object.values(stay.guests).reduce((a, b) => a + b, 0) > resource.capacity) {
    throw validation('guests', 'stay.overCapacity', { capacity: resource.capacity })
  }
  const { price } = await quoteStay(db, workspace, stay)
  const available = await isFree(db, workspace.id, stay.resourceId, stay)
  return {
    available,
    price: available ? price : null,
    alternatives: await alternatives(db, workspace, stay, resource.groupId),
  }
}

function monthRange(year: number, month: number): { from: LocalDate; till: LocalDate } {
  const from = `${year}-${String(month).padStart(2, '0')}-01`
  const till = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  return { from, till }
}

export async function calendar(db: Db, groupId: string, year: number, month: number) {
  const found = await q.findBookableGroup(db, groupId)
  if (!found) throw notFound()
  const { group, workspace } = found
  const range = monthRange(year, month)
  const [resources, prices, taken] = await Promise.all([
    activeResources(db, workspace.id).then((all) =>
      all.filter((r) => r.groupId === group.id && r.kind !== 'RESTAURANT'),
    ),
    priceItems(db, workspace.id),
    occupancy(db, workspace.id, range),
  ])
  const dates = eachDate(range.from, range.till)
  const nightly = new Map(
    [...prices].map(([code, item]) => [code, dates.map((date) => unitPriceOn(item, date))] as const),
  )
  const today = todayIn(workspace.timeZone)
  const days = dates.map((date, night) => {
    if (date < today) return { date, freeUnits: 0, lowestPrice: null, noArrival: false, minNights: 1 }
    let freeUnits = 0
    let lowestPrice: number | null = null
    const open: number[] = []
    for (const resource of resources) {
      if (taken.get(resource.id)?.[night]) continue
      freeUnits++
      const price = resource.priceCode ? nightly.get(resource.priceCode)?.[night] : undefined
      if (price !== undefined && (lowestPrice === null || price < lowestPrice)) lowestPrice = price
      // issue 29: the stay rules of the room's item, for an arrival that day
      const limits = arrivalLimits((resource.priceCode ? prices.get(resource.priceCode)?.rules : undefined) ?? [], date)
      if (!limits.noArrival) open.push(limits.minNights)
    }
    const noArrival = freeUnits > 0 && open.length === 0
    return { date, freeUnits, lowestPrice, noArrival, minNights: open.length > 0 ? Math.min(...open) : 1 }
  })
  return { workspaceId: workspace.id, payload: { currency: workspace.currency, days } }
}

export async function blockedDays(db: Db, resourceId: string, year: number, month: number) {
  const found = await q.findBookableResource(db, resourceId)
  if (!found) throw notFound()
  const { resource, workspace } = found
  const range = monthRange(year, month)
  const taken = (await occupancy(db, workspace.id, range)).get(resource.id)
  const today = todayIn(workspace.timeZone)
  const dates = eachDate(range.from, range.till)
  const blocked = dates.filter((date, night) => date < today || taken?.[night])
  const item = resource.priceCode ? (await priceItems(db, workspace.id)).get(resource.priceCode) : undefined
  return { workspaceId: workspace.id, payload: { blocked, rules: dayRules(item?.rules ?? [], dates) } }
}
