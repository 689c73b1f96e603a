import type { FacturationSummary } from '@innkeep/contract'
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm'
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
  const inPeriod = and(
    eq(invoices.workspaceId, ws),
    eq(invoices.status, 'ISSUED'),
    ne(invoices.type, 'PROFORMA'),
    gte(invoices.taxableSupplyDate, period.from),
    lte(invoices.taxableSupplyDate, period.till),
  )
  const [issued, received, receipts, canceled] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(and(inPeriod, eq(invoices.validity, 'VALID'))),
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
    db
      .select()
      .from(invoices)
      .where(and(inPeriod, eq(invoices.validity, 'CANCELED')))
      .orderBy(asc(invoices.number)),
  ])
  return {
    ...summarize(period, { issued, receipts, received }),
    canceled: canceled.map((row) => ({
      id: row.id,
      type: row.type,
      number: row.number ?? '',
      customerName: (row.customer as { name: string }).name,
      taxableSupplyDate: row.taxableSupplyDate,
      currency: row.currency,
      total: row.total,
    })),
  }
}
