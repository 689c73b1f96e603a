import type { Course, MenuItem, Order, OrderItem, TableOrder } from '@innkeep/contract'
import { lineLabel } from '../../lib/line-label.ts'

/** What a menu button adds, enough to show it before the server answers. */
export type MenuPick = Pick<MenuItem, 'id' | 'name' | 'unit' | 'price' | 'priceCategory' | 'vatRate'>

/** One change the waiter asked for, on its way to the server. */
export type OrderChange =
  | {
      kind: 'add'
      item: MenuPick
      count: number
      /** For the station: "bez cibule" (none: the plain line). */
      note?: string
      /** LATER holds the pieces until the waiter calls the next course (none: now). */
      course?: Course
    }
  | { kind: 'delta'; orderItemId: string; name: string; delta: number }
  | { kind: 'remove'; orderItemId: string; name: string }

/** What a menu button says: the name and the size. */
export function menuLabel(item: Pick<MenuItem, 'name' | 'unit'>): string {
  return lineLabel(item)
}

/**
 * Which line of an order an add goes to, as the server decides it: the menu item, the note and the
 * course; a later course already called is not held any more, so more of it is another line.
 */
export interface LineKey {
  menuItemId: string
  note: string
  course: Course
}

export function lineKeyOf(change: {
  item: { id: string }
  note?: string | undefined
  course?: Course | undefined
}): LineKey {
  return { menuItemId: change.item.id, note: change.note?.trim() ?? '', course: change.course ?? 'NOW' }
}

/** A later course not called yet: no station has it (a line the server has not told about yet counts as held). */
export function isHeld(item: Pick<OrderItem, 'course' | 'kitchen'>): boolean {
  return item.course === 'LATER' && (item.kitchen ?? 'HELD') === 'HELD'
}

/** Whether a line is the one of that menu item, note and course (`held`: and not called yet, as the server merges). */
export function isLineOf(item: OrderItem, key: LineKey, { held = false } = {}): boolean {
  if (item.menuItemId !== key.menuItemId || (item.note ?? '') !== key.note || (item.course ?? 'NOW') !== key.course)
    return false
  return !held || key.course !== 'LATER' || isHeld(item)
}

const PENDING = 'pending-'

/**
 * The id of a line only on this device so far: `pending-<menu item>`, with the course and the note
 * after it when it has them, so a plain Svíčková and one "bez cibule" are two lines here too.
 */
export function pendingLineId(key: LineKey): string {
  const plain = key.note === '' && key.course === 'NOW'
  return plain
    ? `${PENDING}${key.menuItemId}`
    : `${PENDING}${key.menuItemId}|${key.course}|${encodeURIComponent(key.note)}`
}

/** The menu item, note and course a pending line's id names; null for a line the server made. */
export function pendingLineKey(orderItemId: string): LineKey | null {
  if (!orderItemId.startsWith(PENDING)) return null
  const [menuItemId = '', course, note] = orderItemId.slice(PENDING.length).split('|')
  return { menuItemId, course: course === 'LATER' ? 'LATER' : 'NOW', note: note ? decodeURIComponent(note) : '' }
}

/** What an add is called in the undo bar and the queue's notices: `Svíčková 150 g – bez cibule`. */
export function addedName(change: { item: Pick<MenuItem, 'name' | 'unit'>; note?: string | undefined }): string {
  const note = change.note?.trim()
  return note ? `${menuLabel(change.item)} – ${note}` : menuLabel(change.item)
}

function withCount(item: OrderItem, count: number): OrderItem {
  const unpaidCount = Math.max(count - item.paidCount, 0)
  return { ...item, count, unpaidCount, amount: count * item.unitPrice, unpaidAmount: unpaidCount * item.unitPrice }
}

function totals(order: Order, items: OrderItem[]): Order {
  const total = items.reduce((sum, i) => sum + i.amount, 0)
  const unpaidTotal = items.reduce((sum, i) => sum + i.unpaidAmount, 0)
  return { ...order, items, total, unpaidTotal, paidTotal: total - unpaidTotal }
}

function pendingItem(pick: MenuPick, key: LineKey, count: number): OrderItem {
  return withCount(
    {
      id: pendingLineId(key),
      menuItemId: pick.id,
      // as the server keeps it: the name, and the size beside it
      name: pick.name,
      unit: pick.unit,
      unitPrice: pick.price,
      priceCategory: pick.priceCategory,
      vatRate: pick.vatRate,
      count: 0,
      paidCount: 0,
      unpaidCount: 0,
      amount: 0,
      unpaidAmount: 0,
      addedAt: new Date(0).toISOString(),
      addedBy: '',
      note: key.note,
      course: key.course,
      // a later course waits for the waiter's call; where the rest is, the server says
      ...(key.course === 'LATER' ? { kitchen: 'HELD' as const } : {}),
    },
    count,
  )
}

function applyOne(items: OrderItem[], change: OrderChange): OrderItem[] {
  if (change.kind === 'add') {
    const key = lineKeyOf(change)
    const at = items.findLastIndex((i) => isLineOf(i, key, { held: true }) && i.unitPrice === change.item.price)
    const found = items[at]
    if (!found) return [...items, pendingItem(change.item, key, change.count)]
    return items.map((i, index) => (index === at ? withCount(i, i.count + change.count) : i))
  }
  if (change.kind === 'delta')
    return items.map((i) => (i.id === change.orderItemId ? withCount(i, Math.max(i.count + change.delta, 0)) : i))
  return items.map((i) => (i.id === change.orderItemId ? withCount(i, i.paidCount) : i))
}

/** The order as it will be once the changes on their way are done: what the waiter sees at once. */
export function withChanges(tableOrder: TableOrder, changes: OrderChange[]): TableOrder {
  if (changes.length === 0) return tableOrder
  const order: Order = tableOrder.order ?? {
    id: 'pending',
    tableId: tableOrder.table.id,
    openedAt: new Date().toISOString(),
    version: -1,
    items: [],
    total: 0,
    paidTotal: 0,
    unpaidTotal: 0,
  }
  const items = changes.reduce(applyOne, order.items).filter((i) => i.count > 0)
  return { ...tableOrder, order: totals(order, items) }
}

/** How many pieces of each menu item the order holds (the count on its button). */
export function countsByMenuItem(order: Order | null): Map<string, number> {
  const counts = new Map<string, number>()
  for (const item of order?.items ?? []) {
    if (item.menuItemId) counts.set(item.menuItemId, (counts.get(item.menuItemId) ?? 0) + item.count)
  }
  return counts
}

/** The order item an add went to: the one of that menu item whose count grew. */
export function addedItem(before: Order | null, after: Order | null, menuItemId: string): OrderItem | undefined {
  const previous = new Map((before?.items ?? []).map((i) => [i.id, i.count]))
  return after?.items.find((i) => i.menuItemId === menuItemId && i.count > (previous.get(i.id) ?? 0))
}

/** The change that takes a done one back, or null when it cannot be taken back. */
export function reverseOf(change: OrderChange, before: Order | null, after: Order | null): OrderChange | null {
  if (change.kind === 'add') {
    const item = addedItem(before, after, change.item.id)
    return item ? { kind: 'delta', orderItemId: item.id, name: menuLabel(change.item), delta: -change.count } : null
  }
  const changed = before?.items.find((i) => i.id === change.orderItemId)
  if (!changed) return null
  const stays = !!after?.items.some((i) => i.id === changed.id)
  const pieces = change.kind === 'delta' ? -change.delta : changed.unpaidCount
  if (pieces === 0) return null
  if (stays) return { kind: 'delta', orderItemId: changed.id, name: lineLabel(changed), delta: pieces }
  // the line went away with its last piece: the menu item is added again, with its note; a course
  // not called yet is held again, one already called goes to the station at once
  if (!changed.menuItemId || pieces <= 0) return null
  return {
    kind: 'add',
    item: pickOf(changed, changed.menuItemId),
    count: pieces,
    ...(changed.note ? { note: changed.note } : {}),
    ...(isHeld(changed) ? { course: 'LATER' as const } : {}),
  }
}

function pickOf(item: OrderItem, menuItemId: string): MenuPick {
  return {
    id: menuItemId,
    name: item.name,
    unit: item.unit ?? '',
    price: item.unitPrice,
    priceCategory: item.priceCategory,
    vatRate: item.vatRate,
  }
}
