import type { TableOrder } from '@innkeep/contract'
import { notFound } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { tableOrderOf } from './order-view.ts'
import * as o from './orders.queries.ts'
import { atTables } from './orders.service.ts'
import { releaseHeld } from './tickets.service.ts'

/**
 * The waiter calls the next course of a table: its held lines go to their stations, one ticket per
 * station, behind the table's lock. Nothing held (a release sent twice): nothing changes.
 */
export async function releaseCourse(context: StaffContext, tableId: string): Promise<TableOrder> {
  const ws = context.access.workspace.id
  return atTables(context, [tableId], async (tx, [table]) => {
    if (!table) throw notFound()
    const order = await o.findOpenOrder(tx, ws, table.id)
    if (!order) return tableOrderOf(tx, table)
    const items = await o.selectOrderItems(tx, ws, [order.id])
    if (await releaseHeld(tx, context, { table, order }, items)) await o.bumpOrder(tx, ws, order.id)
    return tableOrderOf(tx, table)
  })
}
