import type { WaiterInfo } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { Principal, WorkspaceAccess } from '../../http/access.ts'
import { isVatPayer, mayVoid, restaurantsOf, waiterName } from './restaurant-context.ts'

/** Who is serving, where, and how guests may pay: what the waiter tool needs before the first table. */
export async function waiterInfo(db: Db, access: WorkspaceAccess, principal: Principal): Promise<WaiterInfo> {
  const restaurants = await restaurantsOf(db, access.workspace.id)
  return {
    workspace: { name: access.workspace.name, slug: access.workspace.slug },
    waiter: { name: waiterName(principal), device: principal.kind === 'device' },
    role: access.role,
    mayVoid: mayVoid(access),
    restaurants: restaurants.map((r) => ({ id: r.id, name: r.name })),
    currency: access.workspace.currency,
    vatPayer: isVatPayer(access),
    paymentMethods: ['cash', 'card', 'code', 'room'],
  }
}
