import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { invoices, rentalContracts } from '../../db/schema/index.ts'

export async function selectInvoicesOfContract(db: Db, workspaceId: string, contractId: string) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.contractId, contractId)))
    .orderBy(asc(invoices.issueDate), asc(invoices.id))
}

/**
 * Moves an invoice from one contract (or none) to another (or none) only while it is still where the
 * caller saw it: two people pairing one invoice at once cannot both win.
 */
export async function moveInvoiceContract(
  db: Db,
  workspaceId: string,
  invoiceId: string,
  change: { from: string | null; to: string | null },
) {
  const [row] = await db
    .update(invoices)
    .set({ contractId: change.to })
    .where(
      and(
        eq(invoices.workspaceId, workspaceId),
        eq(invoices.id, invoiceId),
        change.from === null ? isNull(invoices.contractId) : eq(invoices.contractId, change.from),
      ),
    )
    .returning({ id: invoices.id })
  return row !== undefined
}

/** The id and number of the rental contract an invoice is paired with. */
export async function findContractRef(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select({ id: rentalContracts.id, number: rentalContracts.number })
    .from(rentalContracts)
    .where(and(eq(rentalContracts.workspaceId, workspaceId), eq(rentalContracts.id, id)))
  return row
}
