import type { StaffContext } from '../../http/staff-context.ts'
import { todayIn } from '../../lib/local-date.ts'
import { searchWords } from '../../lib/search-words.ts'
import * as q from './invoices.queries.ts'
import { toInvoice } from './invoices.service.ts'

/** A few invoices matching what was typed into the staff header's quick search: number, symbol or customer. */
export async function quickFindInvoices(
  { db, access }: Pick<StaffContext, 'db' | 'access'>,
  text: string,
  limit: number,
) {
  const today = todayIn(access.workspace.timeZone)
  const rows = await q.selectByWords(db, access.workspace.id, searchWords(text), limit)
  return rows.map((row) => {
    const invoice = toInvoice(row, today)
    return {
      id: invoice.id,
      number: invoice.number,
      status: invoice.status,
      validity: invoice.validity,
      customerName: invoice.customer.name,
      issueDate: invoice.issueDate,
      total: invoice.total,
      currency: invoice.currency,
      paymentState: invoice.paymentState,
    }
  })
}
