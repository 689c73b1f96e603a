import { computeTotals, type FacturationSummary, type Invoice, inCzk as toCzk } from '@innkeep/contract'
import type { expenses, invoices } from '../../db/schema/index.ts'
import type { receiptVatRecaps } from '../restaurant/receipts.service.ts'

// The arithmetic of the VAT summary (facturation-summary.service.ts reads the documents): pure, so
// that mutation testing covers it (docs/mutation-testing.md).

type Recap = Invoice['recap']
type Totals = { base: number; vat: number; total: number }

/** An amount in CZK at the document's stored rate (CZK per unit × 1000), as its PDF states it (contract inCzk). */
const inCzk = (amount: number, rateMilli: number | null) =>
  rateMilli === null ? amount : toCzk(amount, rateMilli / 1000)

/**
 * `amount` split in proportion to `weights` (largest remainder): the parts are whole haléř and add up
 * to it exactly.
 */
export function apportion(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, w) => sum + w, 0)
  if (weights.length === 0) return []
  if (whole === 0) return weights.map((_, i) => (i === 0 ? amount : 0))
  const exact = weights.map((w) => (amount * w) / whole)
  const parts = exact.map((x) => Math.trunc(x))
  let left = amount - parts.reduce((sum, p) => sum + p, 0)
  const order = exact.map((x, i) => ({ i, rest: Math.abs(x - Math.trunc(x)) })).sort((a, b) => b.rest - a.rest)
  for (const { i } of order) {
    if (left === 0) break
    const step = Math.sign(left)
    parts[i] = (parts[i] ?? 0) + step
    left -= step
  }
  return parts
}

type ByCategory = Map<string, Totals & { documents: number; vatRate: number }>

/** A document's figures at one rate shared out among its categories at that rate (`category|rate` weights). */
function shareOut(into: ByCategory, vatRate: number, row: Totals, weights: Map<string, number>) {
  const keys = [...weights.keys()].filter((key) => key.endsWith(`|${vatRate}`))
  if (keys.length === 0) keys.push(`OTHER|${vatRate}`)
  const shares = keys.map((key) => weights.get(key) ?? 0)
  const [base, vat, total] = [row.base, row.vat, row.total].map((amount) => apportion(amount, shares))
  keys.forEach((key, i) => {
    const sum = into.get(key) ?? { base: 0, vat: 0, total: 0, documents: 0, vatRate }
    sum.base += base?.[i] ?? 0
    sum.vat += vat?.[i] ?? 0
    sum.total += total?.[i] ?? 0
    into.set(key, sum)
  })
}

function add<K>(into: Map<K, Totals & { documents: number }>, key: K, row: Totals, count: boolean) {
  const sum = into.get(key) ?? { base: 0, vat: 0, total: 0, documents: 0 }
  sum.base += row.base
  sum.vat += row.vat
  sum.total += row.total
  if (count) sum.documents++
  into.set(key, sum)
}

export interface SummaryDocuments {
  /** Issued tax documents (no proformas), valid, of the period. */
  issued: readonly (typeof invoices.$inferSelect)[]
  receipts: Awaited<ReturnType<typeof receiptVatRecaps>>
  received: readonly (typeof expenses.$inferSelect)[]
}

/** The summary of a period's documents, in CZK: per rate and per category (which agree), EU and outside VAT apart. */
/** The summary's figures; the canceled documents it lists apart are the service's. */
export function summarize(
  period: { from: string; till: string },
  documents: SummaryDocuments,
): Omit<FacturationSummary, 'canceled'> {
  const { issued, receipts, received } = documents
  const byRate = new Map<number, Totals & { documents: number }>()
  const byCategory: ByCategory = new Map()
  const reverseCharge = { base: 0, documents: 0 }
  const outsideVat = { amount: 0, documents: 0 }
  for (const invoice of issued) {
    const rate = invoice.exchangeRateMilli
    // lines outside the scope of VAT (the local fee) are in the total only: no taxable supply
    const outside = invoice.total - invoice.base - invoice.vat
    if (outside !== 0) {
      outsideVat.amount += inCzk(outside, rate)
      outsideVat.documents++
    }
    if (invoice.type === 'EU_INVOICE') {
      reverseCharge.base += inCzk(invoice.base, rate)
      reverseCharge.documents++
      continue
    }
    for (const r of invoice.recap as Recap) {
      add(byRate, r.vatRate, { base: inCzk(r.base, rate), vat: inCzk(r.vat, rate), total: inCzk(r.total, rate) }, true)
    }
    // per category: the invoice's own figures per rate (as above, advances deducted, in CZK) shared out
    // among its categories by what their lines cost, so that the two tables always agree to the haléř
    const lines = invoice.lines as Invoice['lines']
    const weights = new Map<string, number>()
    for (const category of new Set(lines.map((l) => l.priceCategory ?? 'OTHER'))) {
      const own = lines.filter((l) => (l.priceCategory ?? 'OTHER') === category)
      const totals = computeTotals({
        mode: invoice.vatMode,
        charged: invoice.vatCharged,
        lines: own.map((l) => ({
          quantity: Math.round(l.quantity * 1000),
          unitPrice: l.unitPrice,
          vatRate: l.vatRate,
          discount: l.discount,
        })),
      })
      for (const r of totals.recap) weights.set(`${category}|${r.vatRate}`, r.total)
    }
    for (const r of invoice.recap as Recap)
      shareOut(
        byCategory,
        r.vatRate,
        { base: inCzk(r.base, rate), vat: inCzk(r.vat, rate), total: inCzk(r.total, rate) },
        weights,
      )
  }
  // restaurant receipts are issued sales too: each counts as a document of its rates
  for (const receipt of receipts) {
    for (const r of receipt.recap) add(byRate, r.vatRate, r, true)
    const weights = new Map(receipt.byCategory.map((r) => [`${r.category}|${r.vatRate}`, r.total]))
    for (const r of receipt.recap) shareOut(byCategory, r.vatRate, r, weights)
  }
  const receivedByRate = new Map<number, Totals & { documents: number }>()
  for (const expense of received) {
    for (const r of expense.recap as Recap) {
      const rate = expense.exchangeRateMilli
      add(
        receivedByRate,
        r.vatRate,
        { base: inCzk(r.base, rate), vat: inCzk(r.vat, rate), total: inCzk(r.total, rate) },
        true,
      )
    }
  }
  const rows = (map: Map<number, Totals & { documents: number }>) =>
    [...map].map(([vatRate, sum]) => ({ vatRate, ...sum })).sort((a, b) => b.vatRate - a.vatRate)
  return {
    from: period.from,
    till: period.till,
    currency: 'CZK',
    issued: {
      byRate: rows(byRate),
      byCategory: [...byCategory]
        .map(([key, sum]) => ({
          category: key.split('|')[0] as FacturationSummary['issued']['byCategory'][number]['category'],
          vatRate: sum.vatRate,
          base: sum.base,
          vat: sum.vat,
          total: sum.total,
        }))
        .sort((a, b) => a.category.localeCompare(b.category) || b.vatRate - a.vatRate),
      reverseCharge,
      outsideVat,
    },
    received: { byRate: rows(receivedByRate) },
  }
}
