import { z } from 'zod'
import { divideRounded } from './money.ts'
import type { StayPrice } from './pricelist.ts'

// Booking policies (issue 29): what cancelling costs, per group of rooms, and what the booking page
// tells a stranger about the house before they book. One computation of the fee for the booking
// page, the guest's page and the front desk's cancel.

/**
 * A group's cancellation policy: free until `freeDays` days before arrival (inclusive), then
 * `feePercent` of the stay; from the arrival day on (a no-show, or a cancel on the day) `noShowPercent`.
 */
export const CancellationPolicy = z.object({
  freeDays: z.number().int().min(0).max(365),
  feePercent: z.number().int().min(0).max(100),
  noShowPercent: z.number().int().min(0).max(100).default(100),
})
export type CancellationPolicy = z.infer<typeof CancellationPolicy>

/** A web booking's deposit: a share of the price, or the first night. */
export const DepositMode = z.enum(['PERCENT', 'FIRST_NIGHT'])
export type DepositMode = z.infer<typeof DepositMode>

/** An ISO date `days` days after (negative: before) `date`. */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** The last day a stay arriving `since` cancels free: `freeDays` before arrival, at the latest the day before (the arrival day is a no-show's). */
export function freeUntilOf(policy: CancellationPolicy, since: string): string {
  return shiftDate(since, -Math.max(1, policy.freeDays))
}

export type CancellationWindow = 'FREE' | 'FEE' | 'NO_SHOW'

export interface CancellationFee {
  window: CancellationWindow
  /** The last day the stay can be canceled free of charge. */
  freeUntil: string
  percent: number
  /** What the cancel costs, in whole units of the currency (minor units), half away from zero. */
  amount: number
}

/**
 * What canceling a stay arriving `since` costs on `today` under `policy`: `price` is what the stay's
 * accommodation costs (minor units, the local fee left out — no stay, no fee). Rounded to whole crowns
 * (or euros), half away from zero. Example: freeDays 14, fee 50 %, arrival 2027-03-20: canceled on
 * 2027-03-06 free, on 2027-03-07 50 %, on 2027-03-20 or later the no-show percent.
 */
export function cancellationFee(
  policy: CancellationPolicy,
  price: number,
  since: string,
  today: string,
): CancellationFee {
  const freeUntil = freeUntilOf(policy, since)
  const window: CancellationWindow = today >= since ? 'NO_SHOW' : today > freeUntil ? 'FEE' : 'FREE'
  const percent = window === 'FREE' ? 0 : window === 'FEE' ? policy.feePercent : policy.noShowPercent
  const amount = divideRounded(divideRounded(price * percent, 100), 100) * 100
  return { window, freeUntil, percent, amount }
}

/** A web booking's deposit and the day it is due: the booking day plus `dueDays`, never after the day before arrival. */
export function depositDueDate(bookedOn: string, since: string, dueDays: number): string {
  const due = shiftDate(bookedOn, dueDays)
  const lastDay = shiftDate(since, -1)
  if (due <= lastDay) return due
  return lastDay < bookedOn ? bookedOn : lastDay
}

/**
 * What the first night of a room costs: the first run of the accommodation's nights and the extra
 * guests' share of one unit (the stay's rules' discounts aside), never more than the room's price.
 */
export function firstNightOf(price: StayPrice): number {
  const first = price.lines.find((line) => line.kind === 'ACCOMMODATION')?.unitPrice ?? 0
  const extras = price.lines
    .filter((line) => line.kind === 'EXTRA_ADULT' || line.kind === 'EXTRA_CHILD')
    .reduce((sum, line) => sum + Math.round(line.amount / Math.max(1, price.units)), 0)
  return Math.min(first + extras, price.accommodationTotal)
}

/** The house as the booking page introduces it to a stranger, before they book. */
export const PublicHouse = z.object({
  name: z.string(),
  /** The operator's company number (IČO), for the privacy notice and the contract ('' without one). */
  ico: z.string(),
  address: z.string(),
  /** A map search for the address ('' without one). */
  mapUrl: z.string(),
  phone: z.string(),
  email: z.string(),
  /** From the guest mail settings: when guests may arrive and must leave ("14:00", "10:00"). */
  checkInFrom: z.string(),
  checkOutUntil: z.string(),
  /** A web booking is confirmed at once; otherwise the house answers within `replyWithinHours`. */
  instantConfirmation: z.boolean(),
  replyWithinHours: z.number().int(),
  /** The deposit a web booking asks for (null: none). */
  deposit: z
    .object({
      mode: DepositMode,
      percent: z.number().int(),
      dueDays: z.number().int(),
      /** An unpaid requested booking is canceled after its due date (the guest warned a day before). */
      autoCancel: z.boolean(),
    })
    .nullable(),
  /** How long guests' contact data are kept after the stay, and the police register (the privacy notice). */
  retention: z.object({ retentionMonths: z.number().int(), registerYears: z.number().int() }),
})
export type PublicHouse = z.infer<typeof PublicHouse>
