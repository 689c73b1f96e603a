import type { DailySummary, PaymentComputation, PaymentRequest, PriceItemCategory, Receipt } from '@innkeep/contract'
import { computePayment, type PaidLine, type VatLine, vatRecapOf } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import { actorLabel, type WorkspaceAccess } from '../../http/access.ts'
import { notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { formatMoney } from '../../lib/format.ts'
import { newId } from '../../lib/ids.ts'
import { resourceNames } from '../resources/resources.service.ts'
import { chargeRestaurantBill, stayInHouse } from '../stay-accounts/stay-accounts.service.ts'
import { tableOrderOf, toOrder, unpaidOf } from './order-view.ts'
import * as o from './orders.queries.ts'
import { atTables, staleView } from './orders.service.ts'
import * as q from './receipts.queries.ts'
import { isVatPayer, staffRestaurant, todayOf, waiterName } from './restaurant-context.ts'
import type { TableRow } from './tables.queries.ts'

type Request = z.output<typeof PaymentRequest>

/** The lines a payment covers: the chosen items and counts, or every unpaid piece of the table. */
async function chosenLines(tx: Db, table: TableRow, request: Request) {
  const order = await o.findOpenOrder(tx, table.workspaceId, table.id)
  if (!order) throw validation(undefined, 'restaurant.nothingToPay')
  if (request.version !== undefined && request.version !== order.version) throw await staleView(tx, table)
  const items = await o.selectOrderItems(tx, table.workspaceId, [order.id])
  const chosen = request.items
    ? request.items.map((wanted) => ({ wanted, item: items.find((item) => item.id === wanted.orderItemId) }))
    : items.filter((item) => unpaidOf(item) > 0).map((item) => ({ wanted: { count: unpaidOf(item) }, item }))
  if (chosen.some(({ wanted, item }) => !item || wanted.count > unpaidOf(item))) throw await staleView(tx, table)
  if (chosen.length === 0) throw validation(undefined, 'restaurant.nothingToPay')
  const lines: (PaidLine & { item: o.OrderItemRow })[] = chosen.map(({ wanted, item }) => {
    const row = item as o.OrderItemRow
    return {
      item: row,
      orderItemId: row.id,
      name: row.name,
      unit: row.unit,
      count: wanted.count,
      unitPrice: row.unitPrice,
      vatRate: row.vatRate,
      priceCategory: row.priceCategory,
    }
  })
  return { order, items, lines }
}

/**
 * The stay a bill goes to (method room): checked in now, in the workspace; refused with a message
 * otherwise. A stay named with another method is checked all the same and not used.
 */
async function roomOf(tx: Db, workspaceId: string, request: Request) {
  if (request.method !== 'room' && !request.reservationId) return null
  const stay = request.reservationId ? await stayInHouse(tx, workspaceId, request.reservationId) : undefined
  if (!stay) throw validation('reservationId', 'restaurant.roomNotInHouse')
  return request.method === 'room' ? stay : null
}

function computeFor(access: WorkspaceAccess, lines: PaidLine[], request: Request) {
  return computePayment({
    lines,
    method: request.method,
    received: request.received,
    vatPayer: isVatPayer(access),
    currency: access.workspace.currency,
  })
}

export async function computeTablePayment({ db, access }: StaffContext, tableId: string, request: Request) {
  return atTables({ db, access }, [tableId], async (tx, [table]) => {
    if (!table) throw notFound()
    await roomOf(tx, access.workspace.id, request)
    const { lines } = await chosenLines(tx, table, request)
    return computeFor(access, lines, request)
  })
}

function sellerOf(access: WorkspaceAccess): Receipt['seller'] {
  const w = access.workspace
  const address = [w.street, [w.postcode, w.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return { name: w.name, address, ico: w.ico || null, dic: w.dic || null, vatPayer: isVatPayer(access) }
}

export function toReceipt(row: q.ReceiptRow): Receipt {
  return {
    id: row.id,
    number: row.number,
    orderId: row.orderId,
    tableName: row.tableName,
    restaurantName: row.restaurantName,
    paidAt: row.paidAt.toISOString(),
    paidBy: row.paidBy,
    seller: row.seller as Receipt['seller'],
    items: (row.items as (PaymentComputation['items'][number] & { priceCategory?: string })[]).map(
      ({ priceCategory: _, ...item }) => item,
    ),
    method: row.method,
    room: row.room ?? null,
    total: row.total,
    vatRecap: row.vatRecap as VatLine[],
    rounding: row.rounding,
    toPay: row.toPay,
    received: row.received,
    change: row.change,
    currency: row.currency,
  }
}

/**
 * Pays chosen pieces of a table and issues the receipt, numbered gap-free per year, in one
 * transaction with the paid counts; the order finishes when nothing is left unpaid.
 */
export async function payTable(context: StaffContext, tableId: string, request: Request) {
  const { access, principal, language } = context
  const ws = access.workspace.id
  return atTables(context, [tableId], async (tx, [table]) => {
    if (!table) throw notFound()
    const room = await roomOf(tx, ws, request)
    const { order, items, lines } = await chosenLines(tx, table, request)
    const payment = computeFor(access, lines, request)
    if (request.method === 'cash' && payment.received !== null && payment.received < payment.toPay)
      throw validation('received', 'restaurant.receivedTooLittle', {
        toPay: formatMoney(payment.toPay, payment.currency, language),
      })
    const day = todayOf(access)
    if (room)
      await chargeRestaurantBill(tx, ws, room, {
        day,
        by: actorLabel(principal),
        lines: payment.items,
      })
    const year = Number(day.slice(0, 4))
    const sequence = await q.takeNextReceiptNumber(tx, ws, year)
    const restaurantName = (await resourceNames(tx, ws, [table.restaurantId])).get(table.restaurantId) ?? ''
    const receipt = await q.insertReceipt(tx, {
      workspaceId: ws,
      id: newId(),
      number: `${year}/${String(sequence).padStart(6, '0')}`,
      restaurantId: table.restaurantId,
      orderId: order.id,
      tableName: table.name,
      restaurantName,
      method: payment.method,
      room: room && { reservationId: room.reservationId, resourceName: room.resourceName, guestName: room.guestName },
      items: payment.items.map((item, i) => ({ ...item, priceCategory: lines[i]?.priceCategory })),
      vatRecap: payment.vatRecap,
      total: payment.total,
      rounding: payment.rounding,
      toPay: payment.toPay,
      received: payment.received,
      change: payment.change,
      currency: payment.currency,
      seller: sellerOf(access),
      paidOn: day,
      paidBy: waiterName(principal),
    })
    for (const line of lines)
      await o.setItemCounts(tx, ws, line.item.id, { paidCount: line.item.paidCount + line.count })
    const paidNow = new Map(lines.map((line) => [line.item.id, line.count]))
    const unpaidLeft = items.some((item) => unpaidOf(item) - (paidNow.get(item.id) ?? 0) > 0)
    if (unpaidLeft) await o.bumpOrder(tx, ws, order.id)
    else await o.closeOrder(tx, ws, order.id, { status: 'FINISHED', closedBy: waiterName(principal) })
    return { receipt: toReceipt(receipt), table: await tableOrderOf(tx, table) }
  })
}

export async function getReceipt(db: Db, access: WorkspaceAccess, id: string) {
  const row = await q.findReceipt(db, access.workspace.id, id)
  if (!row) throw notFound()
  return toReceipt(row)
}

const METHODS = ['cash', 'card', 'code', 'room'] as const

/** A day's receipts of a restaurant (the workspace's local day): per method, per VAT rate, rounding. */
export async function dailySummary(
  { db, access }: StaffContext,
  restaurantId: string,
  date: string | undefined,
): Promise<DailySummary> {
  const ws = access.workspace.id
  await staffRestaurant(db, access, restaurantId)
  const day = date ?? todayOf(access)
  const [receipts, openOrders] = await Promise.all([
    q.selectReceiptsOfDay(db, ws, restaurantId, day),
    o.selectOpenOrders(db, ws, restaurantId),
  ])
  const openItems = await o.selectOrderItems(
    db,
    ws,
    openOrders.map((order) => order.id),
  )
  const vat = new Map<number, VatLine>()
  // a bill put on a room is taxed on the stay's invoice
  for (const receipt of receipts.filter((row) => row.method !== 'room')) {
    for (const line of receipt.vatRecap as VatLine[]) {
      const sum = vat.get(line.vatRate) ?? { vatRate: line.vatRate, base: 0, vat: 0, total: 0 }
      sum.base += line.base
      sum.vat += line.vat
      sum.total += line.total
      vat.set(line.vatRate, sum)
    }
  }
  const sumOf = (rows: q.ReceiptRow[]) => rows.reduce((sum, row) => sum + row.toPay, 0)
  return {
    date: day,
    restaurantId,
    currency: access.workspace.currency,
    receiptCount: receipts.length,
    total: sumOf(receipts),
    byMethod: METHODS.map((method) => {
      const own = receipts.filter((receipt) => receipt.method === method)
      return { method, count: own.length, total: sumOf(own) }
    }),
    vatRecap: [...vat.values()].sort((a, b) => b.vatRate - a.vatRate),
    rounding: receipts.reduce((sum, row) => sum + row.rounding, 0),
    receipts: receipts.map((receipt) => ({
      id: receipt.id,
      number: receipt.number,
      tableName: receipt.tableName,
      paidAt: receipt.paidAt.toISOString(),
      paidBy: receipt.paidBy,
      method: receipt.method,
      toPay: receipt.toPay,
    })),
    openOrders: openOrders.length,
    openTotal: openOrders.reduce((sum, order) => sum + toOrder(order, openItems).unpaidTotal, 0),
  }
}

/**
 * Restaurant receipts of a period (by local day of payment) for the VAT summary: each receipt's recap
 * per rate, and per price category its lines taxed together. A workspace that charges no VAT has none.
 */
export async function receiptVatRecaps(db: Db, workspaceId: string, period: { from: string; till: string }) {
  const rows = await q.selectReceiptsBetween(db, workspaceId, period.from, period.till)
  return rows
    .filter((row) => (row.vatRecap as VatLine[]).length > 0)
    .map((row) => {
      const items = row.items as { amount: number; vatRate: number; priceCategory?: PaidLine['priceCategory'] }[]
      const categories = [...new Set(items.map((item) => item.priceCategory ?? 'FOOD_REGULAR'))]
      return {
        recap: row.vatRecap as VatLine[],
        byCategory: categories.flatMap((category) =>
          vatRecapOf(items.filter((item) => (item.priceCategory ?? 'FOOD_REGULAR') === category)).map((line) => ({
            category: category as z.infer<typeof PriceItemCategory>,
            ...line,
          })),
        ),
      }
    })
}
