import {
  type AdvanceInput,
  computeTotals,
  type Invoice,
  type InvoiceTotals,
  type LineInput,
  rateTableOn,
  type VatPayerStatus,
} from '@innkeep/contract'
import { parseScaled, parseSignedMoney } from './invoice-numbers.ts'
import { type InvoiceFormValues, type InvoiceLineForm, rateOf } from './invoice-values.ts'
import { OUTSIDE_VAT } from './vat-choice.ts'

/** VAT is charged by a VAT payer, except under reverse charge (an invoice to the EU). */
export function chargesVat(vatPayerStatus: VatPayerStatus, type: Invoice['type']): boolean {
  return vatPayerStatus === 'PAYER' && type !== 'EU_INVOICE'
}

/** The date whose rate table resolves price categories, as the server picks it. */
export function rateDateOf(values: Pick<InvoiceFormValues, 'taxableSupplyDate' | 'issueDate'>, today: string): string {
  return values.taxableSupplyDate ?? values.issueDate ?? today
}

/**
 * A row as computeTotals takes it, while it is being typed: what does not parse (yet) counts as
 * nothing, so the totals follow every keystroke.
 */
export function lineToTotalsInput(line: InvoiceLineForm, date: string, charged: boolean): LineInput {
  return {
    quantity: parseScaled(line.quantity, 3) ?? 0,
    unitPrice: parseSignedMoney(line.unitPrice) ?? 0,
    vatRate: line.vat === OUTSIDE_VAT ? null : charged ? (rateOf(line.vat, date) ?? 0) : 0,
    discount: clampDiscount(line.discount.trim() === '' ? 0 : (parseScaled(line.discount, 2) ?? 0)),
  }
}

function clampDiscount(basisPoints: number): number {
  return Math.min(10_000, Math.max(0, basisPoints))
}

export interface LiveTotalsContext {
  vatPayerStatus: VatPayerStatus
  /** Advances the invoice deducts, as the server recorded them. */
  advances: AdvanceInput[]
  today: string
}

export interface LiveTotals extends InvoiceTotals {
  charged: boolean
  /** VAT is charged but no rate table covers the date: the server will refuse it. */
  noRateTable: boolean
}

type TotalsFields = Pick<
  InvoiceFormValues,
  'type' | 'vatMode' | 'cashRounding' | 'taxableSupplyDate' | 'issueDate' | 'lines'
>

/** What the server will store for these values: the same computeTotals over the same parsed lines. */
export function liveTotals(values: TotalsFields, context: LiveTotalsContext): LiveTotals {
  const charged = chargesVat(context.vatPayerStatus, values.type)
  const date = rateDateOf(values, context.today)
  const totals = computeTotals({
    mode: values.vatMode,
    charged,
    cashRounding: values.cashRounding,
    lines: values.lines.map((line) => lineToTotalsInput(line, date, charged)),
    advances: context.advances,
  })
  return { ...totals, charged, noRateTable: charged && rateTableOn(date) === undefined }
}
