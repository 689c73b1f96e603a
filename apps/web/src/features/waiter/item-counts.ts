import type { OrderItem } from '@innkeep/contract'

/** Counts the waiter chose per order item; an item not in it takes the default (all or none). */
export type Chosen = Record<string, number>

export type ChoiceDefault = 'all' | 'none'

/** Only unpaid pieces can be moved or paid. */
export function unpaidItems(items: OrderItem[]): OrderItem[] {
  return items.filter((i) => i.unpaidCount > 0)
}

/** The count of one item: what was chosen, never above what is unpaid now. */
export function chosenCount(item: OrderItem, chosen: Chosen, fallback: ChoiceDefault): number {
  const count = chosen[item.id] ?? (fallback === 'all' ? item.unpaidCount : 0)
  return Math.min(Math.max(count, 0), item.unpaidCount)
}

/** What goes to the server: the items with a count above zero. */
export function itemCounts(items: OrderItem[], chosen: Chosen, fallback: ChoiceDefault) {
  return unpaidItems(items)
    .map((item) => ({ orderItemId: item.id, count: chosenCount(item, chosen, fallback) }))
    .filter((i) => i.count > 0)
}

export function piecesOf(counts: { count: number }[]): number {
  return counts.reduce((sum, i) => sum + i.count, 0)
}

export function amountOf(items: OrderItem[], chosen: Chosen, fallback: ChoiceDefault): number {
  return unpaidItems(items).reduce((sum, item) => sum + chosenCount(item, chosen, fallback) * item.unitPrice, 0)
}
