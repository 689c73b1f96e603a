import { divideRounded } from './money.ts'
import type { PaymentComputation } from './restaurant.ts'

type Method = PaymentComputation['method']

/**
 * What a waiter's payment comes to: shared by the server (which records it) and the waiter tool (which
 * shows it without a connection, then sends it; the server computes it again).
 */
export interface PaidLine {
  orderItemId: string
  name: string
  /** The line's size or variant (`0,5 l`), printed beside the name. */
  unit: string
  count: number
  unitPrice: number
  vatRate: number
  priceCategory: 'BEV_REGULAR' | 'BEV_BEER' | 'BEV_NONALCOHOLIC_BEER' | 'FOOD_REGULAR'
}

export interface VatLine {
  vatRate: number
  base: number
  vat: number
  total: number
}

/** VAT of VAT-included totals, per rate: vat = round(total × rate / (100 + rate)), base = total − vat. */
export function vatRecapOf(lines: { amount: number; vatRate: number }[]): VatLine[] {
  const totals = new Map<number, number>()
  for (const line of lines) totals.set(line.vatRate, (totals.get(line.vatRate) ?? 0) + line.amount)
  return [...totals]
    .sort(([a], [b]) => b - a)
    .map(([vatRate, total]) => {
      const vat = divideRounded(total * vatRate, 100 + vatRate)
      return { vatRate, base: total - vat, vat, total }
    })
}

/** Cash is paid in whole crowns (half up); the difference is outside the tax base. */
export function cashRounding(total: number): number {
  return divideRounded(total, 100) * 100 - total
}

/** What a guest pays for the chosen lines by a method, with the change for what they hand over. */
export function computePayment(input: {
  lines: PaidLine[]
  method: Method
  received: number | undefined
  vatPayer: boolean
  currency: string
}): PaymentComputation {
  const items = input.lines.map((line) => ({
    orderItemId: line.orderItemId,
    name: line.name,
    unit: line.unit,
    count: line.count,
    unitPrice: line.unitPrice,
    amount: line.count * line.unitPrice,
    vatRate: line.vatRate,
  }))
  const total = items.reduce((sum, item) => sum + item.amount, 0)
  const rounding = input.method === 'cash' ? cashRounding(total) : 0
  const toPay = total + rounding
  const received = input.received ?? null
  return {
    items,
    method: input.method,
    total,
    vatRecap: input.vatPayer ? vatRecapOf(items) : [],
    rounding,
    toPay,
    received,
    change: received !== null && received >= toPay ? received - toPay : null,
    currency: input.currency,
  }
}
