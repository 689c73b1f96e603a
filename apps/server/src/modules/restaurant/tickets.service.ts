import type { KitchenState, StationBoard, Ticket, TicketLine } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { notFound } from '../../http/errors.ts'
import { once } from '../../http/idempotency.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import type { OrderItemRow, OrderRow } from './orders.queries.ts'
import { waiterName } from './restaurant-context.ts'
import { findStationView } from './stations.queries.ts'
import { toStation } from './stations.service.ts'
import type { TableRow } from './tables.queries.ts'
import * as q from './tickets.queries.ts'

/** Who writes a ticket, and for which table and order. */
type Writer = Pick<StaffContext, 'access' | 'principal'>
interface At {
  table: TableRow
  order: OrderRow
}
/** Pieces of an order line for a station; a negative count takes back pieces sent before. */
interface Pieces {
  item: OrderItemRow
  count: number
  stationId: string
}

/** The screen shows this many open tickets at most, and the last few done. */
const OPEN_SHOWN = 200
const DONE_SHOWN = 12

/** A line of a later course the waiter has not released yet: no station has it. */
export const isHeld = (item: Pick<OrderItemRow, 'course' | 'releasedAt'>) =>
  item.course === 'LATER' && item.releasedAt === null

const lineOf = (item: OrderItemRow, count: number): TicketLine => ({
  orderItemId: item.id,
  name: item.name,
  unit: item.unit,
  count,
  note: item.note,
  course: item.course,
})

export function toTicket(row: q.TicketRow): Ticket {
  return {
    id: row.id,
    stationId: row.stationId,
    orderId: row.orderId,
    tableName: row.tableName,
    lines: row.lines,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    doneAt: row.doneAt?.toISOString() ?? null,
    doneBy: row.doneBy,
  }
}

/** One ticket per station with the pieces that go there, in the caller's transaction (the table's lock). */
async function writeTickets(tx: Db, { access, principal }: Writer, { table, order }: At, pieces: Pieces[]) {
  const wanted = pieces.filter((piece) => piece.count !== 0)
  if (wanted.length === 0) return
  const ws = access.workspace.id
  const live = await q.holdStations(tx, ws, [...new Set(wanted.map((piece) => piece.stationId))])
  const byStation = new Map<string, TicketLine[]>()
  for (const { item, count, stationId } of wanted) {
    if (live.has(stationId)) byStation.set(stationId, [...(byStation.get(stationId) ?? []), lineOf(item, count)])
  }
  const createdAt = new Date()
  await q.insertTickets(
    tx,
    [...byStation].map(([stationId, lines]) => ({
      workspaceId: ws,
      id: newId(),
      restaurantId: table.restaurantId,
      stationId,
      orderId: order.id,
      tableName: table.name,
      lines,
      createdAt,
      createdBy: waiterName(principal),
    })),
  )
}

/** Pieces just added to a line go to its station at once, unless they are a later course held back. */
export async function ticketAdded(
  tx: Db,
  writer: Writer,
  at: At,
  added: { line: OrderItemRow; count: number; stationId: string | null },
) {
  if (!added.stationId || isHeld(added.line)) return
  await writeTickets(tx, writer, at, [{ item: added.line, count: added.count, stationId: added.stationId }])
}

/** Pieces of a line sent to each station (cancellations counted off), the station sent to last at the end. */
function sentByStation(tickets: q.TicketRow[], orderItemId: string) {
  const sent = new Map<string, number>()
  for (const ticket of tickets) {
    for (const line of ticket.lines) {
      if (line.orderItemId !== orderItemId) continue
      const before = sent.get(ticket.stationId) ?? 0
      sent.delete(ticket.stationId)
      sent.set(ticket.stationId, before + line.count)
    }
  }
  return sent
}

/**
 * A line's count changes: more pieces go to its station as a new ticket; fewer than the stations were
 * sent are taken back by a ticket with a negative count (`ZRUŠENO`), at the station sent to last first.
 * The tickets sent before stay as they were: the kitchen may have cooked them already.
 */
export async function countChanged(tx: Db, writer: Writer, at: At, item: OrderItemRow, count: number) {
  if (isHeld(item) || count === item.count) return
  const ws = writer.access.workspace.id
  if (count > item.count) {
    const stations = await q.stationsOfMenuItems(tx, ws, item.menuItemId ? [item.menuItemId] : [])
    const stationId = item.menuItemId ? stations.get(item.menuItemId) : undefined
    if (stationId) await writeTickets(tx, writer, at, [{ item, count: count - item.count, stationId }])
    return
  }
  const sent = sentByStation(await q.selectTicketsOfOrders(tx, ws, [at.order.id]), item.id)
  let surplus = [...sent.values()].reduce((sum, pieces) => sum + pieces, 0) - count
  const taken: Pieces[] = []
  for (const [stationId, pieces] of [...sent].reverse()) {
    const take = Math.min(pieces, surplus)
    if (take <= 0) continue
    taken.push({ item, count: -take, stationId })
    surplus -= take
  }
  await writeTickets(tx, writer, at, taken)
}

/** The held later course of an order goes: released, and one ticket per station for what is prepared there. */
export async function releaseHeld(tx: Db, writer: Writer, at: At, items: OrderItemRow[]): Promise<boolean> {
  const held = items.filter(isHeld)
  if (held.length === 0) return false
  const ws = writer.access.workspace.id
  const releasedAt = new Date()
  await q.releaseItems(
    tx,
    ws,
    held.map((item) => item.id),
    releasedAt,
  )
  const stations = await q.stationsOfMenuItems(
    tx,
    ws,
    held.flatMap((item) => (item.menuItemId ? [item.menuItemId] : [])),
  )
  const pieces = held.flatMap((item): Pieces[] => {
    const stationId = item.menuItemId ? stations.get(item.menuItemId) : undefined
    return stationId ? [{ item: { ...item, releasedAt }, count: item.count, stationId }] : []
  })
  await writeTickets(tx, writer, at, pieces)
  return true
}

// ── what the waiter sees of it ─────────────────────────────────────────────────────────────────

/** Per order line: how many of its tickets are open and how many done (cancellations not counted). */
export type KitchenTally = Map<string, { open: number; done: number }>

export async function kitchenTally(db: Db, workspaceId: string, orderIds: string[]): Promise<KitchenTally> {
  const tally: KitchenTally = new Map()
  for (const ticket of await q.selectTicketsOfOrders(db, workspaceId, orderIds)) {
    for (const line of ticket.lines) {
      if (line.count <= 0) continue
      const entry = tally.get(line.orderItemId) ?? { open: 0, done: 0 }
      if (ticket.doneAt) entry.done += 1
      else entry.open += 1
      tally.set(line.orderItemId, entry)
    }
  }
  return tally
}

export function kitchenStateOf(item: OrderItemRow, tally: KitchenTally): KitchenState {
  if (isHeld(item)) return 'HELD'
  const entry = tally.get(item.id)
  if (!entry) return 'NONE'
  return entry.open > 0 ? 'SENT' : 'DONE'
}

// ── the station's screen ───────────────────────────────────────────────────────────────────────

export async function stationBoard(db: Db, access: WorkspaceAccess, stationId: string): Promise<StationBoard> {
  const ws = access.workspace.id
  const station = await findStationView(db, ws, stationId)
  if (!station) throw notFound()
  const [open, done] = await Promise.all([
    q.selectStationTickets(db, ws, stationId, 'open', OPEN_SHOWN),
    q.selectStationTickets(db, ws, stationId, 'done', DONE_SHOWN),
  ])
  return {
    station: toStation(station),
    now: new Date().toISOString(),
    open: open.map(toTicket),
    done: done.map(toTicket),
  }
}

/** Bumps a ticket ("Hotovo") or takes the bump back ("Vrátit"); the same again changes nothing. */
export async function markTicket(context: StaffContext, ticketId: string, done: boolean): Promise<Ticket> {
  const { db, access, principal, idempotency } = context
  const ws = access.workspace.id
  return db.transaction(async (tx) => {
    const ticket = await q.lockTicket(tx, ws, ticketId)
    if (!ticket) throw notFound()
    return once(tx, ws, idempotency, async () => {
      if ((ticket.doneAt !== null) === done) return toTicket(ticket)
      const values = done ? { doneAt: new Date(), doneBy: waiterName(principal) } : { doneAt: null, doneBy: null }
      return toTicket(await q.setTicketDone(tx, ws, ticketId, values))
    })
  })
}
