import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { invoiceTable, listFilter, selectDocumentPage } from '../../db/document-table.ts'
import type { Db } from '../../db/index.ts'
import { invoiceSeries, invoices } from '../../db/schema/index.ts'
import { updateAtVersion } from '../../db/versioned.ts'
import { foldedSql } from '../../lib/fold.ts'
import { containsPattern } from '../../lib/search-words.ts'
import { carriesAnyLabel } from '../labels/label-filter.ts'

export type InvoiceRow = typeof invoices.$inferSelect
export type InvoiceColumns = Omit<
  typeof invoices.$inferInsert,
  'workspaceId' | 'id' | 'status' | 'validity' | 'number' | 'createdBy' | 'createdAt' | 'version'
>

export interface InvoiceQuery {
  from?: string | undefined
  till?: string | undefined
  type?: InvoiceRow['type'] | undefined
  status?: InvoiceRow['status'] | undefined
  validity?: InvoiceRow['validity'] | undefined
  payment?: 'PAID' | 'UNPAID' | 'OVERDUE' | undefined
  contactId?: string | undefined
  text?: string | undefined
  /** Any of these labels. */
  labelId?: string[] | undefined
  sort: 'issueDate' | 'number' | 'dueDate' | 'total' | 'customer'
  direction: 'asc' | 'desc'
  page: number
  size: number
  today: string
}

export async function selectPage(db: Db, workspaceId: string, query: InvoiceQuery) {
  const where = listFilter(invoiceTable, workspaceId, query, [
    query.type ? eq(invoices.type, query.type) : undefined,
    query.status ? eq(invoices.status, query.status) : undefined,
    query.validity ? eq(invoices.validity, query.validity) : undefined,
    carriesAnyLabel('INVOICE', invoices, query.labelId),
  ])
  return selectDocumentPage(db, invoiceTable, where, query)
}

export async function findInvoice(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.id, id)))
  return row
}

export async function findInvoices(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), inArray(invoices.id, ids)))
}

export async function insertInvoice(db: Db, row: typeof invoices.$inferInsert) {
  const [inserted] = await db.insert(invoices).values(row).returning()
  if (!inserted) throw new Error('invoice insert returned nothing')
  return inserted
}

/** Writes new values when the invoice is still at `version`; undefined when it is not. */
export async function updateIfVersion(
  db: Db,
  workspaceId: string,
  id: string,
  version: number,
  values: Partial<typeof invoices.$inferInsert>,
) {
  return updateAtVersion(db, invoices, { workspaceId, id, version }, values)
}

/** Cancels the issued, valid, unpaid proformas of these rooms; the canceled ones. */
export async function cancelUnpaidProformas(db: Db, workspaceId: string, reservationIds: string[]) {
  return db
    .update(invoices)
    .set({ validity: 'CANCELED', canceledAt: new Date(), version: sql`${invoices.version} + 1` })
    .where(
      and(
        eq(invoices.workspaceId, workspaceId),
        inArray(invoices.reservationId, reservationIds),
        eq(invoices.type, 'PROFORMA'),
        eq(invoices.status, 'ISSUED'),
        eq(invoices.validity, 'VALID'),
        eq(invoices.paidAmount, 0),
      ),
    )
    .returning({ id: invoices.id, number: invoices.number })
}

export async function deleteDraft(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .delete(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.id, id), eq(invoices.status, 'DRAFT')))
    .returning({ id: invoices.id })
  return row
}

/**
 * The next number of a series. The row stays locked until the issuing transaction ends, so
 * concurrent issues queue and a rolled-back issue gives its number back: no gaps, no duplicates.
 */
export async function takeNextNumber(db: Db, workspaceId: string, type: InvoiceRow['type'], year: number) {
  const [row] = await db
    .insert(invoiceSeries)
    .values({ workspaceId, type, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.workspaceId, invoiceSeries.type, invoiceSeries.year],
      set: { last: sql`${invoiceSeries.last} + 1` },
    })
    .returning({ last: invoiceSeries.last })
  if (!row) throw new Error('invoice series returned nothing')
  return row.last
}

/**
 * Invoices each of whose `words` (folded, search-words.ts) is in the number, the variable symbol or
 * the customer's name without regard to accents; newest first. For the staff header's quick search.
 */
export async function selectByWords(db: Db, workspaceId: string, words: string[], limit: number) {
  if (words.length === 0) return []
  const haystack = sql`coalesce(${invoices.number}, '') || ' ' || ${invoices.variableSymbol} || ' ' || ${foldedSql(sql`${invoices.customer}->>'name'`)}`
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.workspaceId, workspaceId),
        ...words.map((word) => sql`${haystack} like ${containsPattern(word)}`),
      ),
    )
    .orderBy(desc(invoices.issueDate), desc(invoices.id))
    .limit(limit)
}
