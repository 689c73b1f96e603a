import type { PayloadOf, PublicGroup, PublicResource, publicListGroups, Resource } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { notFound } from '../../http/errors.ts'
import { eachDate, type LocalDate, todayIn } from '../../lib/local-date.ts'
import { priceItems } from '../pricing/pricelist.service.ts'
import { lowestUnitPrice, unitPriceOn } from '../pricing/stay-price.ts'
import { occupancy } from '../reservations/availability.service.ts'
import { activeResources, bookableGroups, bookableResources } from '../resources/resources.service.ts'
import { workspaceBySlug } from '../workspaces/workspaces.service.ts'
import * as q from './booking.queries.ts'
import type { WorkspaceAnswer } from './public-answers.ts'

type Prices = Awaited<ReturnType<typeof priceItems>>

function toPublic(resource: Resource, prices: Prices, currency: string): PublicResource {
  const item = resource.priceCode ? prices.get(resource.priceCode) : undefined
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

async function groupResources(db: Db, workspaceId: string, groupId: string) {
  return (await activeResources(db, workspaceId)).filter((r) => r.groupId === groupId && r.kind !== 'RESTAURANT')
}

export async function publicGroup(db: Db, slug: string, groupId: string): Promise<WorkspaceAnswer<PublicGroup>> {
  const found = await q.findBookableGroup(db, groupId)
  if (found?.workspace.slug !== slug) throw notFound()
  const { group, workspace } = found
  const [prices, resources] = await Promise.all([
    priceItems(db, workspace.id),
    groupResources(db, workspace.id, group.id),
  ])
  const payload = {
    workspace: { slug: workspace.slug, name: workspace.name },
    group: { id: group.id, name: group.name, description: group.description },
    resources: resources.map((r) => toPublic(r, prices, workspace.currency)),
  }
  return { workspaceId: workspace.id, payload }
}

/** The groups a workspace offers online with at least one room or place; 204 for an unknown slug. */
export async function publicGroups(db: Db, slug: string): Promise<WorkspaceAnswer<PayloadOf<typeof publicListGroups>>> {
  const workspace = await workspaceBySlug(db, slug)
  if (!workspace) throw notFound()
  const [groups, resources, prices] = await Promise.all([
    bookableGroups(db, workspace.id),
    activeResources(db, workspace.id),
    priceItems(db, workspace.id),
  ])
  const summaries = groups.map((group) => {
    const offered = resources
      .filter((r) => r.groupId === group.id && r.kind !== 'RESTAURANT')
      .map((r) => toPublic(r, prices, workspace.currency))
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
    groups: summaries.filter((g) => g.units > 0),
  }
  return { workspaceId: workspace.id, payload }
}

export async function roomDetail(db: Db, ids: string[]): Promise<PublicResource[]> {
  const found = await bookableResources(db, ids)
  const out: PublicResource[] = []
  for (const workspaceId of new Set(found.map((r) => r.workspaceId))) {
    const prices = await priceItems(db, workspaceId)
    for (const r of found.filter((x) => x.workspaceId === workspaceId)) out.push(toPublic(r, prices, 'CZK'))
  }
  return ids.flatMap((id) => out.filter((r) => r.id === id))
}

function monthRange(year: number, month: number): { from: LocalDate; till: LocalDate } {
  const from = `${year}-${String(month).padStart(2, '0')}-01`
  const till = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  return { from, till }
}

/** Per night of the month: how many rooms of the group are free and the lowest price among them. */
export async function calendar(db: Db, groupId: string, year: number, month: number) {
  const found = await q.findBookableGroup(db, groupId)
  if (!found) throw notFound()
  const { group, workspace } = found
  const range = monthRange(year, month)
  const [resources, prices, taken] = await Promise.all([
    groupResources(db, workspace.id, group.id),
    priceItems(db, workspace.id),
    occupancy(db, workspace.id, range),
  ])
  const dates = eachDate(range.from, range.till)
  // a price depends on the item and the night only: one row of nightly prices per price-list item
  const nightly = new Map(
    [...prices].map(([code, item]) => [code, dates.map((date) => unitPriceOn(item, date))] as const),
  )
  const today = todayIn(workspace.timeZone)
  const days = dates.map((date, night) => {
    if (date < today) return { date, freeUnits: 0, lowestPrice: null }
    let freeUnits = 0
    let lowestPrice: number | null = null
    for (const resource of resources) {
      if (taken.get(resource.id)?.[night]) continue
      freeUnits++
      const price = resource.priceCode ? nightly.get(resource.priceCode)?.[night] : undefined
      if (price !== undefined && (lowestPrice === null || price < lowestPrice)) lowestPrice = price
    }
    return { date, freeUnits, lowestPrice }
  })
  return { workspaceId: workspace.id, payload: { currency: workspace.currency, days } }
}

/** Nights of the month a resource cannot be booked: taken, or already past. */
export async function blockedDays(db: Db, resourceId: string, year: number, month: number) {
  const found = await q.findBookableResource(db, resourceId)
  if (!found) throw notFound()
  const { resource, workspace } = found
  const range = monthRange(year, month)
  const taken = (await occupancy(db, workspace.id, range)).get(resource.id)
  const today = todayIn(workspace.timeZone)
  const blocked = eachDate(range.from, range.till).filter((date, night) => date < today || taken?.[night])
  return { workspaceId: workspace.id, payload: { blocked } }
}
