import type { Order, OrderItem, RestaurantTable, TableOrder } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import * as o from './orders.queries.ts'
import type { TableRow } from './tables.queries.ts'
import { type KitchenTally, kitchenStateOf, kitchenTally } from './tickets.service.ts'

export function toTable(row: TableRow): RestaurantTable {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    seats: row.seats,
    area: row.area,
    position: row.position,
    active: row.active,
    version: row.version,
  }
}

export const unpaidOf = (item: o.OrderItemRow) => item.count - item.paidCount

function toOrderItem(item: o.OrderItemRow, tally: KitchenTally): OrderItem {
  return {
    id: item.id,
    menuItemId: item.menuItemId,
    name: item.name,
    unit: item.unit,
    unitPrice: item.unitPrice,
    priceCategory: item.priceCategory,
    vatRate: item.vatRate,
    count: item.count,
    paidCount: item.paidCount,
    unpaidCount: unpaidOf(item),
    amount: item.count * item.unitPrice,
    unpaidAmount: unpaidOf(item) * item.unitPrice,
    addedAt: item.addedAt.toISOString(),
    addedBy: item.addedBy,
    note: item.note,
    course: item.course,
    kitchen: kitchenStateOf(item, tally),
  }
}

/** An order and its lines; `tally` (the order's tickets) says where each line is in the kitchen. */
export function toOrder(order: o.OrderRow, items: o.OrderItemRow[], tally: KitchenTally = new Map()): Order {
  const lines = items.filter((item) => item.orderId === order.id).map((item) => toOrderItem(item, tally))
  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  const unpaidTotal = lines.reduce((sum, line) => sum + line.unpaidAmount, 0)
  return {
    id: order.id,
    tableId: order.tableId,
    openedAt: order.openedAt.toISOString(),
    version: order.version,
    items: lines,
    total,
    paidTotal: total - unpaidTotal,
    unpaidTotal,
  }
}

/** A table and its open order as they are now (inside a transaction: as this transaction sees them). */
export async function tableOrderOf(db: Db, table: TableRow): Promise<TableOrder> {
  const order = await o.findOpenOrder(db, table.workspaceId, table.id)
  if (!order) return { table: toTable(table), order: null }
  const items = await o.selectOrderItems(db, table.workspaceId, [order.id])
  const tally = await kitchenTally(db, table.workspaceId, [order.id])
  return { table: toTable(table), order: toOrder(order, items, tally) }
}
