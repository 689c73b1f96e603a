import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { invoices } from '../../db/schema/index.ts'

/** The invoices made for a stay (drafts too), as the front desk weighs them. */
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
    })
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.reservationId, reservationId)))
}

export interface StayBalance {
  /** What the guest still owes, in minor units of `currency`; 0 when paid. */
  owed: number
  currency: string
  /** The stay's valid invoice the amount is owed on, or null (none issued yet). */
  invoiceId: string | null
}

/**
 * What is still owed on a stay. Marked paid at reception: nothing. With an issued, valid invoice
 * (regular or EU): what its payments have not covered yet. Otherwise the stay's price less the
 * advances paid on its proformas (an advance tax document repeats its proforma's payment).
 */
export async function stayBalance(
  db: Db,
  workspaceId: string,
  stay: { id: string; paid: boolean; price: { total: number; currency: string } },
): Promise<StayBalance> {
  const currency = stay.price.currency
  if (stay.paid) return { owed: 0, currency, invoiceId: null }
  const valid = (await invoicesOfStay(db, workspaceId, stay.id)).filter(
    (invoice) => invoice.validity === 'VALID' && invoice.status === 'ISSUED',
  )
  const final = valid.filter((invoice) => invoice.type === 'REGULAR_INVOICE' || invoice.type === 'EU_INVOICE')
  if (final.length > 0) {
    const owed = final.reduce((sum, invoice) => sum + Math.max(0, invoice.toPay - invoice.paidAmount), 0)
    const open = final.find((invoice) => invoice.toPay > invoice.paidAmount) ?? final[0]
    return { owed, currency: open?.currency ?? currency, invoiceId: open?.id ?? null }
  }
  const advances = valid
    .filter((invoice) => invoice.type === 'PROFORMA' && invoice.currency === currency)
    .reduce((sum, invoice) => sum + invoice.paidAmount, 0)
  return { owed: Math.max(0, stay.price.total - advances), currency, invoiceId: null }
}
