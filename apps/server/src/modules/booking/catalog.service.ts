import type { PayloadOf, PublicGroup, PublicResource, publicListGroups, Resource } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { notFound } from '../../http/errors.ts'
import type { GuestLanguage } from '../../i18n/language.ts'
import { eachDate, type LocalDate, todayIn } from '../../lib/local-date.ts'
import { takenNights } from '../availability/availability.service.ts'
import { priceItems, toPriceItem } from '../pricing/pricelist.service.ts'
import { lowestUnitPrice, type PriceItem, unitPriceOn } from '../pricing/stay-price.ts'
import { arrivalLimits, dayRules } from '../pricing/stay-rules.ts'
import {
  activeResources,
  bookableGroups,
  bookableResources,
  cancellationPolicyOf,
  translationsOf,
} from '../resources/resources.service.ts'
import { guestExtras } from '../stay-accounts/stay-extras.service.ts'
import { workspaceBySlug } from '../workspaces/workspaces.service.ts'
import * as q from './booking.queries.ts'
import { publicHouse } from './house.service.ts'
import type { WorkspaceAnswer } from './public-answers.ts'

type Prices = Awaited<ReturnType<typeof priceItems>>
type PriceWithCurrency = PriceItem & { currency: string }

const itemIn = (prices: Prices, resource: Resource) => (resource.priceCode ? prices.get(resource.priceCode) : undefined)

/** A room or place as guests see it, with the lowest price of its price-list item (none: no price). */
export function toPublic(
  resource: Omit<PublicResource, 'fromPrice' | 'unit' | 'currency'>,
  item: PriceWithCurrency | undefined,
  currency: string,
): PublicResource {
  return {
    id: resource.id,
    groupId: resource.groupId,
    kind: resource.kind,
    name: resource.name,
    description: resource.description,
    capacity: resource.capacity,
    twinBeds: resource.twinBeds,
    singleBeds: resource.singleBeds,
    bathroom: resource.bathroom,
    vehicleTypes: resource.vehicleTypes,
    electricity: resource.electricity,
    fromPrice: item ? lowestUnitPrice(item) : null,
    unit: item?.unit ?? null,
    currency: item?.currency ?? currency,
  }
}

/**
 * A group's or room's name and description in the guest's language: the owner's English or German
 * text where written, the Czech one otherwise (each field on its own).
 */
export function inLanguage<T extends { name: string; description: string; translations?: unknown }>(
  row: T,
  language: GuestLanguage,
): T {
  if (language === 'cs') return row
  const other = translationsOf(row.translations)[language]
  return { ...row, name: other?.name || row.name, description: other?.description || row.description }
}

async function groupResources(db: Db, workspaceId: string, groupId: string) {
  return (await activeResources(db, workspaceId)).filter((r) => r.groupId === groupId && r.kind !== 'RESTAURANT')
}

export async function publicGroup(
  db: Db,
  slug: string,
  groupId: string,
  language: GuestLanguage,
): Promise<WorkspaceAnswer<PublicGroup>> {
  const found = await q.findBookableGroup(db, groupId)
  if (found?.workspace.slug !== slug) throw notFound()
  const { workspace } = found
  const group = inLanguage(found.group, language)
  const [prices, resources, extras, house] = await Promise.all([
    priceItems(db, workspace.id),
    groupResources(db, workspace.id, group.id),
    guestExtras(db, workspace.id),
    publicHouse(db, workspace),
  ])
  const payload = {
    workspace: { slug: workspace.slug, name: workspace.name },
    house,
    group: {
      id: group.id,
      name: group.name,
      description: group.description,
      cancellationPolicy: cancellationPolicyOf(group.cancellationPolicy),
    },
    resources: resources.map((r) => toPublic(inLanguage(r, language), itemIn(prices, r), workspace.currency)),
    extras,
  }
  return { workspaceId: workspace.id, payload }
}

/** The groups a workspace offers online with at least one room or place; 204 for an unknown slug. */
export async function publicGroups(
  db: Db,
  slug: string,
  language: GuestLanguage,
): Promise<WorkspaceAnswer<PayloadOf<typeof publicListGroups>>> {
  const workspace = await workspaceBySlug(db, slug)
  if (!workspace) throw notFound()
  const [groups, resources, prices, house] = await Promise.all([
    bookableGroups(db, workspace.id),
    activeResources(db, workspace.id),
    priceItems(db, workspace.id),
    publicHouse(db, workspace),
  ])
  const summaries = groups.map((stored) => {
    const group = inLanguage(stored, language)
    const offered = resources
      .filter((r) => r.groupId === group.id && r.kind !== 'RESTAURANT')
      .map((r) => toPublic(r, itemIn(prices, r), workspace.currency))
    const cheapest = offered
      .filter((r) => r.fromPrice !== null)
      .sort((x, y) => (x.fromPrice ?? 0) - (y.fromPrice ?? 0))[0]
    return {
      id: group.id,
      name: group.name,
      description: group.description,
      units: offered.length,
      kinds: [...new Set(offered.map((r) => r.kind))],
      maxCapacity: Math.max(0, ...offered.map((r) => r.capacity)),
      fromPrice: cheapest?.fromPrice ?? null,
      unit: cheapest?.unit ?? null,
      currency: cheapest?.currency ?? workspace.currency,
    }
  })
  const payload = {
    workspace: { slug: workspace.slug, name: workspace.name },
    house,
    groups: summaries.filter((g) => g.units > 0),
  }
  return { workspaceId: workspace.id, payload }
}

export async function roomDetail(db: Db, ids: string[], language: GuestLanguage): Promise<PublicResource[]> {
  const found = await bookableResources(db, ids)
  const out: PublicResource[] = []
  for (const workspaceId of new Set(found.map((r) => r.workspaceId))) {
    const prices = await priceItems(db, workspaceId)
    for (const r of found.filter((x) => x.workspaceId === workspaceId))
      out.push(toPublic(inLanguage(r, language), itemIn(prices, r), 'CZK'))
  }
  return ids.flatMap((id) => out.filter((r) => r.id === id))
}

function monthRange(year: number, month: number): { from: LocalDate; till: LocalDate } {
  const from = `${year}-${String(month).padStart(2, '0')}-01`
  const till = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  return { from, till }
}

/**
 * How few of the rooms' capacities hold `party` guests, largest rooms first (1: one room takes them;
 * 0: not even all of them together).
 */
export function roomsForParty(capacities: readonly number[], party: number): number {
  let left = party
  let rooms = 0
  for (const capacity of [...capacities].sort((a, b) => b - a)) {
    if (left <= 0) break
    if (capacity <= 0) continue
    left -= capacity
    rooms++
  }
  return left <= 0 ? rooms : 0
}

/**
 * Per night of the month: how many rooms of the group are free and the lowest price among them; with
 * a party, how few of the free rooms take it (the booking page greys the nights nothing fits).
 */
export async function calendar(db: Db, groupId: string, year: number, month: number, party?: number) {
  const range = monthRange(year, month)
  const rows = await q.selectGroupNights(db, groupId, range)
  const workspace = rows[0]?.workspace
  if (!workspace) throw notFound()
  const dates = eachDate(range.from, range.till)
  // a price depends on the item and the night only: one row of nightly prices per price-list item
  const nightly = new Map<string, number[]>()
  for (const { item } of rows) {
    if (!item || nightly.has(item.code)) continue
    const priced = toPriceItem(item)
    nightly.set(
      item.code,
      dates.map((date) => unitPriceOn(priced, date)),
    )
  }
  const rooms = rows.flatMap(({ room, item, starts, ends }) =>
    room
      ? [
          {
            capacity: room.capacity,
            taken: takenNights(dates.length, { starts, ends }),
            nightly: item ? nightly.get(item.code) : undefined,
            rules: item?.rules ?? [],
          },
        ]
      : [],
  )
  const today = todayIn(workspace.timeZone)
  const days = dates.map((date, night) => {
    if (date < today) {
      const past = { date, freeUnits: 0, lowestPrice: null, noArrival: false, minNights: 1 }
      return party === undefined ? past : { ...past, roomsForParty: 0 }
    }
    let freeUnits = 0
    let lowestPrice: number | null = null
    // an arrival that day: the rooms that let guests arrive, and the shortest stay one of them takes
    let arrivals = 0
    let minNights = Number.POSITIVE_INFINITY
    for (const room of rooms) {
      if (room.taken[night]) continue
      freeUnits++
      const price = room.nightly?.[night]
      if (price !== undefined && (lowestPrice === null || price < lowestPrice)) lowestPrice = price
      const limits = arrivalLimits(room.rules, date)
      if (limits.noArrival) continue
      arrivals++
      minNights = Math.min(minNights, limits.minNights)
    }
    const noArrival = freeUnits > 0 && arrivals === 0
    const day = { date, freeUnits, lowestPrice, noArrival, minNights: Number.isFinite(minNights) ? minNights : 1 }
    if (party === undefined) return day
    const free = rooms.filter((room) => !room.taken[night]).map((room) => room.capacity)
    return { ...day, roomsForParty: roomsForParty(free, party) }
  })
  return { workspaceId: workspace.id, payload: { currency: workspace.currency, days } }
}

/** Nights of the month a resource cannot be booked (taken, or already past), and the days its stay rules limit. */
export async function blockedDays(db: Db, resourceId: string, year: number, month: number) {
  const range = monthRange(year, month)
  const found = await q.findResourceNights(db, resourceId, range)
  if (!found) throw notFound()
  const dates = eachDate(range.from, range.till)
  const taken = takenNights(dates.length, found)
  const today = todayIn(found.workspace.timeZone)
  const blocked = dates.filter((date, night) => date < today || taken[night])
  return { workspaceId: found.workspace.id, payload: { blocked, rules: dayRules(found.rules ?? [], dates) } }
}
