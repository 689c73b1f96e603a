import type { RestaurantTableInput, WaiterTable } from '@innkeep/contract'
import type { z } from 'zod'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { tableOrderOf, toTable } from './order-view.ts'
import * as o from './orders.queries.ts'
import { staffRestaurant, waiterRestaurant } from './restaurant-context.ts'
import * as q from './tables.queries.ts'

export async function listTables(db: Db, access: WorkspaceAccess, restaurantId: string) {
  await staffRestaurant(db, access, restaurantId)
  return (await q.selectTables(db, access.workspace.id, restaurantId, false)).map(toTable)
}

async function tableView(db: Db, ws: string, id: string) {
  const row = await q.findTable(db, ws, id)
  if (!row) throw notFound()
  return toTable(row)
}

export async function saveTable(
  { db, access }: StaffContext,
  restaurantId: string,
  input: z.output<typeof RestaurantTableInput>,
) {
  const ws = access.workspace.id
  await staffRestaurant(db, access, restaurantId)
  const values = { name: input.name, seats: input.seats, area: input.area, active: input.active }
  try {
    if (!input.id) {
      const position = input.position ?? (await q.nextTablePosition(db, ws, restaurantId))
      const saved = await q.insertTable(db, { workspaceId: ws, id: newId(), restaurantId, ...values, position })
      if (!saved) throw new Error('table insert returned nothing')
      return toTable(saved)
    }
    const current = await q.findTable(db, ws, input.id)
    if (current?.restaurantId !== restaurantId) throw notFound()
    if (input.version === undefined) throw validation('version', 'validation.required')
    if (!input.active && current.active && (await o.findOpenOrder(db, ws, input.id)))
      throw validation('active', 'restaurant.tableHasOpenOrder')
    const saved = await q.updateTableIfVersion(db, ws, input.id, input.version, {
      ...values,
      ...(input.position === undefined ? {} : { position: input.position }),
    })
    if (!saved) throw conflict('restaurant.tableStale', await tableView(db, ws, input.id))
    return toTable(saved)
  } catch (error) {
    if (isUniqueViolation(error, 'restaurant_tables_name_key'))
      throw validation('name', 'restaurant.tableNameTaken', { name: input.name })
    throw error
  }
}

/** A table that never had an order goes; one with history stays, inactive. */
export async function deleteTable(db: Db, access: WorkspaceAccess, id: string) {
  const ws = access.workspace.id
  return db.transaction(async (tx) => {
    const [table] = await q.lockTables(tx, ws, [id])
    if (!table) throw notFound()
    if (await o.findOpenOrder(tx, ws, id)) throw validation(undefined, 'restaurant.tableHasOpenOrder')
    if (await q.tableHasOrders(tx, ws, id)) {
      await q.deactivateTable(tx, ws, id)
      return { id, deleted: false }
    }
    await q.deleteTable(tx, ws, id)
    return { id, deleted: true }
  })
}

/** The waiter's grid: active tables with their open orders' totals. */
export async function waiterTables(db: Db, access: WorkspaceAccess, restaurantId?: string): Promise<WaiterTable[]> {
  const ws = access.workspace.id
  const restaurant = await waiterRestaurant(db, access, restaurantId)
  const [tables, orders] = await Promise.all([
    q.selectTables(db, ws, restaurant.id, true),
    o.selectOpenOrderTotals(db, ws, restaurant.id),
  ])
  const orderOf = new Map(orders.map((order) => [order.tableId, order]))
  return tables.map((table) => {
    const order = orderOf.get(table.id)
    return {
      ...toTable(table),
      order: order
        ? {
            id: order.id,
            openedAt: order.openedAt.toISOString(),
            version: order.version,
            itemCount: order.itemCount,
            total: order.total,
            unpaidTotal: order.unpaidTotal,
          }
        : null,
    }
  })
}

/** A table and its open order, for the waiter's table view. */
export async function waiterTableOrder(db: Db, access: WorkspaceAccess, tableId: string) {
  const table = await q.findTable(db, access.workspace.id, tableId)
  if (!table) throw notFound()
  return tableOrderOf(db, table)
}
