import { type Control, useWatch } from 'react-hook-form'
import type { InvoiceFormOutput, InvoiceFormValues } from './invoice-values.ts'
import { type LiveTotals, type LiveTotalsContext, liveTotals } from './live-totals.ts'

/** The totals of what is typed right now, recomputed on every change of a line or of the VAT settings. */
export function useLiveTotals(
  control: Control<InvoiceFormValues, unknown, InvoiceFormOutput>,
  context: LiveTotalsContext,
): LiveTotals {
  const [type, vatMode, cashRounding, taxableSupplyDate, issueDate, lines] = useWatch({
    control,
    name: ['type', 'vatMode', 'cashRounding', 'taxableSupplyDate', 'issueDate', 'lines'],
  })
  return liveTotals({ type, vatMode, cashRounding, taxableSupplyDate, issueDate, lines }, context)
}
