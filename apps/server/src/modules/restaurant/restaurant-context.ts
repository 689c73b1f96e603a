import { type PriceItemCategory, rateTableOn } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { Principal, WorkspaceAccess } from '../../http/access.ts'
import { notFound } from '../../http/errors.ts'
import { todayIn } from '../../lib/local-date.ts'
import { activeResources, findActiveResource } from '../resources/resources.service.ts'

/** Roles that may void an order with payments. */
const VOIDING_ROLES = new Set(['OWNER', 'MANAGER'])

export const mayVoid = (access: WorkspaceAccess) => VOIDING_ROLES.has(access.role)

/** Only a VAT payer charges VAT; an identified person and a non-payer sell without it. */
export const isVatPayer = (access: WorkspaceAccess) => access.workspace.vatPayerStatus === 'PAYER'

export const todayOf = (access: WorkspaceAccess) => todayIn(access.workspace.timeZone)

/** The rate a price category stands for on a day (0 in a workspace that charges no VAT). */
export function vatRateOf(access: WorkspaceAccess, category: z.infer<typeof PriceItemCategory>, day: string) {
  if (!isVatPayer(access)) return 0
  return rateTableOn(day)?.categories[category] ?? 0
}

/** The name a waiter is shown and printed by: the person's, or the device's. */
export function waiterName(principal: Principal): string {
  if (principal.kind === 'device') return principal.accessHash.name
  return principal.identity?.fullName ?? principal.token.subject
}

/** The workspace's restaurants (active resources of kind RESTAURANT), by name. */
export async function restaurantsOf(db: Db, workspaceId: string) {
  return (await activeResources(db, workspaceId))
    .filter((resource) => resource.kind === 'RESTAURANT')
    .sort((a, b) => a.name.localeCompare(b.name, 'cs') || a.id.localeCompare(b.id))
}

/** A restaurant of the workspace named by a staff call's `{id}`; another one looks like none. */
export async function staffRestaurant(db: Db, access: WorkspaceAccess, id: string) {
  const resource = await findActiveResource(db, access.workspace.id, id)
  if (resource?.kind !== 'RESTAURANT') throw notFound()
  return resource
}

/** The waiter's restaurant: `?restaurantId=`, or the first by name. */
export async function waiterRestaurant(db: Db, access: WorkspaceAccess, restaurantId?: string) {
  const restaurants = await restaurantsOf(db, access.workspace.id)
  const chosen = restaurantId ? restaurants.find((r) => r.id === restaurantId) : restaurants[0]
  if (!chosen) throw notFound()
  return chosen
}
