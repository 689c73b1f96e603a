import type { DifferenceReason } from '@innkeep/contract'

// How a difference between an item's money and its documents' open amounts is judged and shared.

/** Rounding and bank fees stay small: at most 5 % of the documents and at most 500 Kč (20 EUR). */
const FLAT_LIMIT: Record<string, number> = { CZK: 50_000, EUR: 2_000 }
const SHARE_LIMIT: Record<DifferenceReason, number> = { ROUNDING: 0.05, BANK_FEE: 0.05, PORTAL_COMMISSION: 0.25 }

/** The largest difference a reason may book on documents owing `owed` (minor units). */
export function differenceLimit(reason: DifferenceReason, currency: string, owed: number): number {
  const share = Math.floor(owed * SHARE_LIMIT[reason])
  // a portal keeps a share of the stay, whatever its size
  if (reason === 'PORTAL_COMMISSION') return share
  return Math.min(share, FLAT_LIMIT[currency] ?? FLAT_LIMIT.CZK ?? 0)
}

/**
 * Shares `total` among documents in proportion to what each owes (largest remainder), so that the
 * shares sum to `total` exactly; a payout's commission falls on every stay it came from.
 */
export function shareDifference(total: number, owed: number[]): number[] {
  const sum = owed.reduce((a, b) => a + b, 0)
  if (sum === 0) return owed.map(() => 0)
  const exact = owed.map((o) => (total * o) / sum)
  const shares = exact.map(Math.floor)
  let left = total - shares.reduce((a, b) => a + b, 0)
  const byRemainder = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of byRemainder) {
    if (left === 0) break
    shares[i] = (shares[i] ?? 0) + 1
    left -= 1
  }
  return shares
}

/**
 * What a booked difference did to us: positive a cost (paid out more, or received less, than the
 * documents say), negative a gain.
 */
export const differenceCost = (itemAmount: number, side: 'ITEM' | 'DOCUMENT', amount: number) =>
  itemAmount < 0 === (side === 'ITEM') ? amount : -amount
