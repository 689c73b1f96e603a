import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { invoices } from '../../db/schema/index.ts'
import { staysBookedWith } from '../stay-accounts/stay-accounts.queries.ts'

/** The invoices made for a stay's booking (every room's; drafts too), as the front desk weighs them. */
export async function invoicesOfStay(db: Db, workspaceId: string, reservationId: string) {
  return db
    .select({
      id: invoices.id,
      type: invoices.type,
      status: invoices.status,
      validity: invoices.validity,
      currency: invoices.currency,
      toPay: invoices.toPay,
      paidAmount: invoices.paidAmount,
      contactId: invoices.contactId,
      number: invoices.number,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.workspaceId, workspaceId),
        inArray(invoices.reservationId, staysBookedWith(workspaceId, reservationId)),
      ),
    )
}

export interface StayBalance {
  /** What the guest still owes, in minor units of `currency`; 0 when paid. */
  owed: number
  currency: string
  /** The stay's valid invoice the amount is owed on, or null (none issued yet). */
  invoiceId: string | null
}

/**
 * What is still owed on a stay: its account's balance (decision 011: its charges less its payments,
 * which include what was paid on its invoices and deposit requests through the bank or a cash
 * register). The invoice named is the stay's valid final invoice still open, when it has one.
 */
export async function stayBalance(
  db: Db,
  workspaceId: string,
  stay: { id: string; account: { balance: number }; price: { currency: string } },
): Promise<StayBalance> {
  const currency = stay.price.currency
  const final = (await invoicesOfStay(db, workspaceId, stay.id)).filter(
    (invoice) =>
      invoice.validity === 'VALID' &&
      invoice.status === 'ISSUED' &&
      (invoice.type === 'REGULAR_INVOICE' || invoice.type === 'EU_INVOICE'),
  )
  const open = final.find((invoice) => invoice.toPay > invoice.paidAmount) ?? final[0]
  return { owed: Math.max(0, stay.account.balance), currency, invoiceId: open?.id ?? null }
}
