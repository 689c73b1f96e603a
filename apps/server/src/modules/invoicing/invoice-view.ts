import type { InvoiceSummary, PaymentState } from '@innkeep/contract'
import type { InvoiceRow } from './invoices.queries.ts'
import { paymentStateOf } from './payment.ts'

/** Paid, partly paid, unpaid or overdue on `today`: only an issued, valid invoice can be due. */
export function invoicePaymentState(row: InvoiceRow, today: string): PaymentState {
  return paymentStateOf(
    {
      paidAmount: row.paidAmount,
      amount: row.toPay,
      dueDate: row.dueDate,
      open: row.status === 'ISSUED' && row.validity === 'VALID',
    },
    today,
  )
}

/** An invoice as lists show it: number, customer, dates, sums and payment state. */
export function toInvoiceSummary(row: InvoiceRow, today: string): InvoiceSummary {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    validity: row.validity,
    number: row.number,
    variableSymbol: row.variableSymbol,
    contactId: row.contactId,
    customerName: (row.customer as { name: string }).name,
    currency: row.currency,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    total: row.total,
    toPay: row.toPay,
    paidAmount: row.paidAmount,
    paymentState: invoicePaymentState(row, today),
    version: row.version,
  }
}
