import { and, asc, eq, gte, inArray, lte, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { expenses, invoices } from '../../db/schema/index.ts'

// A read model over the invoicing and expense tables (as the exports are): the documents the control
// statement lists one by one, chosen as the VAT summary chooses them (facturation-summary.service.ts).

interface Period {
  from: string
  till: string
}

/**
 * Issued, valid tax documents of the period by taxable supply date: no proformas (no tax documents)
 * and no EU invoices (reverse charge: the EC sales list's, not the control statement's).
 */
export function selectIssuedTaxDocuments(db: Db, workspaceId: string, period: Period) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      customer: invoices.customer,
      taxableSupplyDate: invoices.taxableSupplyDate,
      exchangeRateMilli: invoices.exchangeRateMilli,
      recap: invoices.recap,
      correctsId: invoices.correctsId,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.workspaceId, workspaceId),
        eq(invoices.status, 'ISSUED'),
        eq(invoices.validity, 'VALID'),
        notInArray(invoices.type, ['PROFORMA', 'EU_INVOICE']),
        gte(invoices.taxableSupplyDate, period.from),
        lte(invoices.taxableSupplyDate, period.till),
      ),
    )
    .orderBy(asc(invoices.taxableSupplyDate), asc(invoices.number), asc(invoices.id))
}
export type IssuedTaxDocument = Awaited<ReturnType<typeof selectIssuedTaxDocuments>>[number]

/** The documents credit and debit notes correct, whatever their period: their figures decide the section. */
export async function selectCorrected(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: invoices.id, exchangeRateMilli: invoices.exchangeRateMilli, recap: invoices.recap })
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), inArray(invoices.id, ids)))
}

/** Supplier invoices of the period by taxable supply date. */
export function selectReceived(db: Db, workspaceId: string, period: Period) {
  return db
    .select({
      number: expenses.number,
      supplier: expenses.supplier,
      taxableSupplyDate: expenses.taxableSupplyDate,
      exchangeRateMilli: expenses.exchangeRateMilli,
      recap: expenses.recap,
    })
    .from(expenses)
    .where(
      and(
        eq(expenses.workspaceId, workspaceId),
        gte(expenses.taxableSupplyDate, period.from),
        lte(expenses.taxableSupplyDate, period.till),
      ),
    )
    .orderBy(asc(expenses.taxableSupplyDate), asc(expenses.number), asc(expenses.id))
}
