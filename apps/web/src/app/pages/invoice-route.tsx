import { InvoicePayments } from '../../features/bank/payments-panel.tsx'
import { InvoicePage } from '../../features/invoices/invoice-page.tsx'

/** `/:slugs/invoices/new` and `/:slugs/invoices/:id`: the invoice, with the bank feature's Platby under it. */
export function InvoiceRoute() {
  return <InvoicePage payments={InvoicePayments} />
}
