import type { CorrectionInput, InvoiceValues } from '@innkeep/contract'
import type { z } from 'zod'
import { validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { createInvoice, getInvoice } from './invoices.service.ts'

type Correction = z.output<typeof CorrectionInput>

/**
 * A draft credit or debit note of an issued tax document (opravný daňový doklad, § 42–45 ZDPH): the
 * same customer, currency, language and way of counting VAT, dated the day of the correction. A credit
 * note takes every line back (the accountant edits it down to the difference: 25 → 24 pieces is −1
 * piece); a debit note starts from the lines at nought. Issued, it takes the next number of its own
 * series and counts in the VAT of the period it is dated in.
 */
export async function createCorrection(ctx: StaffContext, id: string, input: Correction) {
  const original = await getInvoice(ctx.db, ctx.access, id)
  if (original.status !== 'ISSUED') throw validation(undefined, 'invoice.correctsInvalid')
  const values: InvoiceValues = {
    type: input.kind === 'CREDIT' ? 'CREDIT_NOTE' : 'DEBIT_NOTE',
    contactId: original.contactId,
    language: original.language,
    currency: original.currency,
    exchangeRate: original.exchangeRate,
    vatMode: original.vatMode,
    ...(input.taxableSupplyDate ? { taxableSupplyDate: input.taxableSupplyDate } : {}),
    variableSymbol: '',
    paymentMethod: original.paymentMethod,
    iban: original.iban,
    cashRounding: false,
    note: '',
    lines: original.lines.map((line) => ({
      text: line.text,
      quantity: input.kind === 'CREDIT' ? -line.quantity : 0,
      unit: line.unit,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate === null ? null : line.vatRate === 12 || line.vatRate === 21 ? line.vatRate : 0,
      priceCategory: null,
      discount: line.discount,
    })),
    advanceIds: [],
    reservationId: null,
    correctsId: original.id,
    correctionReason: input.reason,
  }
  return createInvoice(ctx, values)
}
