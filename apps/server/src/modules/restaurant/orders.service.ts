import type { Course, TableOrder } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { actorOf, type Principal } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import { once } from '../../http/idempotency.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { recordAudit } from '../activity/activity.service.ts'
import { menuItemForOrder } from './menu.service.ts'
import { tableOrderOf, toOrder, toTable, unpaidOf } from './order-view.ts'
import * as o from './orders.queries.ts'
import { mayVoid, todayOf, vatRateOf, waiterName } from './restaurant-context.ts'
import { lockTables, type TableRow } from './tables.queries.ts'
import * as tickets from './tickets.service.ts'

/**
 * Runs a change of a table's order behind a lock on the table row (several tables: in id order), so
 * two waiters at one table queue and each sees what the other did. A table of another workspace is
 * none. A write with an idempotency key runs once: sent again, it gets the first answer (docs/waiter.md).
 */
export async function atTables<T>(
  { db, access, idempotency }: Pick<StaffContext, 'db' | 'access' | 'idempotency'>,
  ids: string[],
  work: (tx: Db, tables: TableRow[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const locked = await lockTables(tx, access.workspace.id, ids)
    const tables = ids.map((id) => locked.find((table) => table.id === id))
    if (tables.some((table) => !table)) throw notFound()
    return once(tx, access.workspace.id, idempotency, () => work(tx, tables as TableRow[]))
  })
}

/** The stale-view answer: CONFLICT carrying the table as it is now. */
export async function staleView(tx: Db, table: TableRow) {
  return conflict('restaurant.orderChanged', await tableOrderOf(tx, table))
}

/** After a change: an order with no items and no payments goes (the table is free), else its version rises. */
async function settle(tx: Db, ws: string, orderId: string) {
  const items = await o.selectOrderItems(tx, ws, [orderId])
  if (items.length === 0) await o.deleteEmptyOrder(tx, ws, orderId)
  else await o.bumpOrder(tx, ws, orderId)
}

async function openOrderAt(tx: Db, principal: Principal, table: TableRow) {
  const open = await o.findOpenOrder(tx, table.workspaceId, table.id)
  if (open) return open
  return o.insertOrder(tx, {
    workspaceId: table.workspaceId,
    id: newId(),
    restaurantId: table.restaurantId,
    tableId: table.id,
    openedBy: waiterName(principal),
  })
}

/**
 * Adds pieces of a menu item, copying its name, price and VAT as they are now. The same item at the
 * same price and rate raises the count of its line on the order instead of adding a second line; a
 * note or course of its own makes a line of its own. Its station gets a ticket (tickets.service.ts).
 */
export async function addToTable(
  context: StaffContext,
  request: {
    tableId: string
    menuItemId: string
    count: number
    note?: string | undefined
    course?: Course | undefined
  },
): Promise<TableOrder> {
  const { access, principal } = context
  const ws = access.workspace.id
  return atTables(context, [request.tableId], async (tx, [table]) => {
    if (!table) throw notFound()
    const menuItem = await menuItemForOrder(tx, ws, request.menuItemId)
    if (!menuItem) throw notFound()
    if (!table.active) throw validation('a', 'restaurant.tableInactive', { table: table.name })
    if (menuItem.restaurantId !== table.restaurantId) throw validation('b', 'restaurant.itemOtherRestaurant')
    if (!menuItem.visible) throw validation('b', 'restaurant.itemHidden', { item: menuItem.name })
    const vatRate = vatRateOf(access, menuItem.priceCategory, todayOf(access))
    const order = await openOrderAt(tx, principal, table)
    const items = await o.selectOrderItems(tx, ws, [order.id])
    const note = request.note ?? ''
    const course = request.course ?? 'NOW'
    const same = items.find(
      (item) =>
        item.menuItemId === menuItem.id &&
        item.name === menuItem.name &&
        item.unit === menuItem.unit &&
        item.unitPrice === menuItem.price &&
        item.vatRate === vatRate &&
        item.priceCategory === menuItem.priceCategory &&
        item.note === note &&
        item.course === course &&
        // a later course already called is not held any more: more of it is a line of its own
        item.releasedAt === null,
    )
    let lines: o.OrderItemRow[]
    let line: o.OrderItemRow
    if (same) {
      const count = same.count + request.count
      await o.setItemCounts(tx, ws, same.id, { count })
      line = { ...same, count }
      lines = items.map((item) => (item === same ? line : item))
    } else {
      const added = await o.insertOrderItem(tx, {
        workspaceId: ws,
        id: newId(),
        orderId: order.id,
        menuItemId: menuItem.id,
        name: menuItem.name,
        // the size or variant goes with the line: 0,5 l and 0,3 l of one beer stay apart on the bill
        unit: menuItem.unit,
        unitPrice: menuItem.price,
        priceCategory: menuItem.priceCategory,
        vatRate,
        count: request.count,
        // set here, in whole milliseconds, so the lines sort the same here as in the database
        addedAt: new Date(),
        addedBy: waiterName(principal),
        note,
        course,
      })
      line = added
      lines = [...items, added].sort(o.byAddedAt)
    }
    const at = { table, order }
    await tickets.ticketAdded(tx, context, at, { line, count: request.count, stationId: menuItem.stationId })
    // the order and its lines as this transaction left them, without reading them again
    const bumped = await o.bumpOrder(tx, ws, order.id)
    const tally = await tickets.kitchenTally(tx, ws, [order.id])
    return { table: toTable(table), order: toOrder(bumped ?? order, lines, tally) }
  })
}

/** Sets the count of a line, never below what is paid; 0 with nothing paid takes the line away. */
export async function modifyCount(
  context: Pick<StaffContext, 'db' | 'access' | 'principal' | 'idempotency'>,
  request: { tableId: string; orderItemId: string; count: number | 'unpaid-off'; expected?: number | undefined },
): Promise<TableOrder> {
  const ws = context.access.workspace.id
  return atTables(context, [request.tableId], async (tx, [table]) => {
    if (!table) throw notFound()
    const order = await o.findOpenOrder(tx, ws, table.id)
    const items = order ? await o.selectOrderItems(tx, ws, [order.id]) : []
    const item = items.find((candidate) => candidate.id === request.orderItemId)
    if (!order || !item) throw await staleView(tx, table)
    if (request.expected !== undefined && request.expected !== item.count) throw await staleView(tx, table)
    const count = request.count === 'unpaid-off' ? item.paidCount : request.count
    if (count < item.paidCount) throw validation('c', 'restaurant.belowPaid', { paid: item.paidCount })
    if (count === item.count) return tableOrderOf(tx, table)
    await tickets.countChanged(tx, context, { table, order }, item, count)
    if (count === 0) await o.deleteOrderItem(tx, ws, item.id)
    else await o.setItemCounts(tx, ws, item.id, { count })
    await settle(tx, ws, order.id)
    return tableOrderOf(tx, table)
  })
}

const sameLine = (a: o.OrderItemRow, b: o.OrderItemRow) =>
  a.menuItemId === b.menuItemId &&
  a.name === b.name &&
  a.unit === b.unit &&
  a.unitPrice === b.unitPrice &&
  a.vatRate === b.vatRate &&
  a.priceCategory === b.priceCategory &&
  a.note === b.note &&
  a.course === b.course &&
  (a.releasedAt === null) === (b.releasedAt === null)

/** Moves unpaid pieces to another table in one transaction; a part of a line splits it. */
export async function moveItems(
  context: StaffContext,
  request: { fromTableId: string; toTableId: string; items: { orderItemId: string; count: number }[] },
): Promise<{ from: TableOrder; to: TableOrder }> {
  const { access, principal } = context
  const ws = access.workspace.id
  if (request.fromTableId === request.toTableId) throw validation('b', 'restaurant.sameTable')
  return atTables(context, [request.fromTableId, request.toTableId], async (tx, [from, to]) => {
    if (!from || !to) throw notFound()
    if (!to.active) throw validation('b', 'restaurant.tableInactive', { table: to.name })
    if (to.restaurantId !== from.restaurantId) throw validation('b', 'restaurant.otherRestaurant')
    const source = await o.findOpenOrder(tx, ws, from.id)
    const sourceItems = source ? await o.selectOrderItems(tx, ws, [source.id]) : []
    const moves = request.items.map((move) => ({
      move,
      item: sourceItems.find((item) => item.id === move.orderItemId),
    }))
    if (!source || moves.some(({ move, item }) => !item || move.count > unpaidOf(item))) throw await staleView(tx, from)
    const target = await openOrderAt(tx, principal, to)
    const targetItems = await o.selectOrderItems(tx, ws, [target.id])
    for (const { move, item } of moves) {
      if (!item) continue
      const into = targetItems.find((candidate) => sameLine(candidate, item))
      const whole = move.count === item.count && item.paidCount === 0
      if (into) {
        await o.setItemCounts(tx, ws, into.id, { count: into.count + move.count })
        into.count += move.count
      } else if (whole) {
        await o.setItemCounts(tx, ws, item.id, { orderId: target.id })
        targetItems.push({ ...item, orderId: target.id })
        continue
      } else {
        const id = newId()
        await o.insertOrderItem(tx, { ...item, id, orderId: target.id, count: move.count, paidCount: 0 })
        targetItems.push({ ...item, id, orderId: target.id, count: move.count, paidCount: 0 })
      }
      if (whole) await o.deleteOrderItem(tx, ws, item.id)
      else await o.setItemCounts(tx, ws, item.id, { count: item.count - move.count })
    }
    await settle(tx, ws, source.id)
    await o.bumpOrder(tx, ws, target.id)
    return { from: await tableOrderOf(tx, from), to: await tableOrderOf(tx, to) }
  })
}

/** Closes the order of a table when nothing is left unpaid. */
export async function finishOrder(context: StaffContext, tableId: string) {
  const { access, principal } = context
  const ws = access.workspace.id
  return atTables(context, [tableId], async (tx, [table]) => {
    if (!table) throw notFound()
    const order = await o.findOpenOrder(tx, ws, tableId)
    if (!order) throw validation(undefined, 'restaurant.noOpenOrder')
    const items = await o.selectOrderItems(tx, ws, [order.id])
    if (items.some((item) => unpaidOf(item) > 0)) throw validation(undefined, 'restaurant.unpaidLeft')
    await o.closeOrder(tx, ws, order.id, { status: 'FINISHED', closedBy: waiterName(principal) })
    return tableOrderOf(tx, table)
  })
}

/**
 * Deletes an open order with nothing paid (any waiter), or voids one with payments (manager or owner,
 * with a reason): the unpaid rest is written off, the receipts stay. Both keep the order and are audited.
 */
export async function deleteOrder(context: StaffContext, orderId: string, reason: string | undefined) {
  const { db, access, principal } = context
  const ws = access.workspace.id
  const found = await o.findOrder(db, ws, orderId)
  if (!found) throw notFound()
  return atTables(context, [found.tableId], async (tx) => {
    const order = await o.findOrder(tx, ws, orderId)
    if (order?.status !== 'OPEN') throw validation(undefined, 'restaurant.orderClosed')
    const items = await o.selectOrderItems(tx, ws, [order.id])
    const paid = items.some((item) => item.paidCount > 0)
    if (paid && !mayVoid(access)) throw validation(undefined, 'restaurant.voidNeedsManager')
    if (paid && !reason) throw validation('reason', 'restaurant.voidReasonRequired')
    const status = paid ? 'VOIDED' : 'DELETED'
    await o.closeOrder(tx, ws, order.id, {
      status,
      closedBy: waiterName(principal),
      voidReason: reason || null,
    })
    await recordAudit(tx, ws, actorOf(principal).label, [
      {
        entity: 'RESTAURANT_ORDER',
        entityId: order.id,
        action: paid ? 'VOID_ORDER' : 'DELETE_ORDER',
        data: {
          reason: reason || null,
          by: waiterName(principal),
          tableId: order.tableId,
          items: items.map((item) => ({ name: item.name, count: item.count, paidCount: item.paidCount })),
        },
      },
    ])
    return { id: order.id, voided: paid }
  })
}
