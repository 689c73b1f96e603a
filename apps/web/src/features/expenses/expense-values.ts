import type { Expense, ExpenseInput } from '@innkeep/contract'
import { z } from 'zod'
import { documentToForm } from '../../components/documents/document-values.ts'
import {
  emptyLine,
  InvoiceFormSchema,
  type InvoiceFormValues,
  newInvoiceForm,
  toInvoiceInput,
} from '../../components/invoices/invoice-values.ts'
import type { Language } from '../../i18n/i18n.ts'

/**
 * A supplier invoice as the editor holds it: the invoice editor's values (so its lines editor and live
 * recapitulation serve here too), with the supplier's own number. Type, language and cash rounding
 * stay at a regular invoice's defaults: VAT is always charged, at the rates the supplier's lines carry.
 */
export interface ExpenseFormValues extends InvoiceFormValues {
  number: string
}

export const ExpenseFormSchema = z.intersection(
  InvoiceFormSchema,
  z.object({
    number: z.string().trim().min(1).max(40),
    issueDate: z.string(),
    dueDate: z.string(),
  }),
)
export type ExpenseFormOutput = z.output<typeof ExpenseFormSchema>

/** A new supplier invoice: an invoice's new form with the supplier's number, one line at 21 %. */
export function newExpenseForm(today: string): ExpenseFormValues {
  return { ...newInvoiceForm(today), number: '', lines: [emptyLine('21')] }
}

export function expenseToForm(expense: Expense, language: Language): ExpenseFormValues {
  return {
    ...documentToForm(expense, language),
    type: 'REGULAR_INVOICE',
    language: 'cs',
    cashRounding: false,
    number: expense.number,
  }
}

/** Parsed values → the body of saveSupplierInvoice (with id and version when it updates one). */
export function toExpenseInput(
  values: ExpenseFormOutput,
  record: Pick<Expense, 'id' | 'version'> | null,
): ExpenseInput {
  const invoice = toInvoiceInput(values, {})
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    contactId: values.contactId,
    number: values.number,
    variableSymbol: values.variableSymbol,
    issueDate: values.issueDate,
    ...(values.taxableSupplyDate ? { taxableSupplyDate: values.taxableSupplyDate } : {}),
    dueDate: values.dueDate,
    currency: values.currency,
    exchangeRate: invoice.exchangeRate ?? null,
    vatMode: values.vatMode,
    lines: invoice.lines,
    iban: values.iban,
    paymentMethod: values.paymentMethod,
    note: values.note,
  }
}
