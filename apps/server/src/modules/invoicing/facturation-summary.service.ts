import type { FacturationSummary } from '@innkeep/contract'
import { and, eq, gte, lte, ne } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { expenses, invoices } from '../../db/schema/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import { receiptVatRecaps } from '../restaurant/receipts.service.ts'
import { summarize } from './facturation-summary.ts'

/** What the accountant needs for the VAT return of a period: per rate and per price category, both ways. */
export async function facturationSummary(
  db: Db,
  access: WorkspaceAccess,
  period: { from: string; till: string },
): Promise<FacturationSummary> {
  if (period.till < period.from) throw validation('till', 'validation.periodOrder')
  const ws = access.workspace.id
  const [issued, received, receipts] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.workspaceId, ws),
          eq(invoices.status, 'ISSUED'),
          eq(invoices.validity, 'VALID'),
          ne(invoices.type, 'PROFORMA'),
          gte(invoices.taxableSupplyDate, period.from),
          lte(invoices.taxableSupplyDate, period.till),
        ),
      ),
    db
      .select()
      .from(expenses)
      .where(
        and(
          eq(expenses.workspaceId, ws),
          gte(expenses.taxableSupplyDate, period.from),
          lte(expenses.taxableSupplyDate, period.till),
        ),
      ),
    receiptVatRecaps(db, ws, period),
  ])
  return summarize(period, { issued, receipts, received })
}
