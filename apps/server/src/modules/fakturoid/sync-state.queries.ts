import type { FakturoidSyncState } from '@innkeep/contract'
import { and, asc, count, desc, eq, gte, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/index.ts'
import { expenses, fakturoidDocuments, invoices } from '../../db/schema/index.ts'
import type { DocumentKind } from './fakturoid.queries.ts'

// The sync state of documents: issued invoices and supplier invoices joined with what was sent of
// them. A read model over the invoicing tables (as facturation-summary is): the state is computed in
// SQL so that lists filter, page and count by it.

export interface DocumentFilter {
  from?: string | undefined
  till?: string | undefined
  documentId?: string | undefined
}

const doc = fakturoidDocuments

/** ERROR beats everything; never sent is NEW; sent at another version is CHANGED. */
function stateOf(version: AnyPgColumn): SQL<FakturoidSyncState> {
  return sql<FakturoidSyncState>`case when ${doc.errorAt} is not null then 'ERROR'
    when ${doc.syncedVersion} is null then 'NEW'
    when ${doc.syncedVersion} <> ${version} then 'CHANGED' else 'SYNCED' end`
}

/** The columns and conditions that differ between the two kinds of documents. */
function source(kind: DocumentKind, workspaceId: string, filter: DocumentFilter) {
  if (kind === 'INVOICE') {
    return {
      table: invoices,
      join: and(eq(doc.workspaceId, invoices.workspaceId), eq(doc.kind, 'INVOICE'), eq(doc.documentId, invoices.id)),
      where: and(
        eq(invoices.workspaceId, workspaceId),
        // drafts have no number and are not documents yet
        eq(invoices.status, 'ISSUED'),
        filter.from ? gte(invoices.issueDate, filter.from) : undefined,
        filter.till ? lte(invoices.issueDate, filter.till) : undefined,
        filter.documentId ? eq(invoices.id, filter.documentId) : undefined,
      ),
      state: stateOf(invoices.version),
      fields: {
        id: invoices.id,
        version: invoices.version,
        number: sql<string>`coalesce(${invoices.number}, '')`,
        partnerName: sql<string>`${invoices.customer}->>'name'`,
        issueDate: invoices.issueDate,
        currency: invoices.currency,
        total: invoices.total,
        canceled: sql<boolean>`${invoices.validity} = 'CANCELED'`,
      },
      order: [invoices.issueDate, invoices.id] as const,
    }
  }
  return {
    table: expenses,
    join: and(eq(doc.workspaceId, expenses.workspaceId), eq(doc.kind, 'EXPENSE'), eq(doc.documentId, expenses.id)),
    where: and(
      eq(expenses.workspaceId, workspaceId),
      filter.from ? gte(expenses.issueDate, filter.from) : undefined,
      filter.till ? lte(expenses.issueDate, filter.till) : undefined,
      filter.documentId ? eq(expenses.id, filter.documentId) : undefined,
    ),
    state: stateOf(expenses.version),
    fields: {
      id: expenses.id,
      version: expenses.version,
      number: expenses.number,
      partnerName: sql<string>`${expenses.supplier}->>'name'`,
      issueDate: expenses.issueDate,
      currency: expenses.currency,
      total: expenses.total,
      canceled: sql<boolean>`false`,
    },
    order: [expenses.issueDate, expenses.id] as const,
  }
}

/** One page of documents with their state, newest first, and how many there are per state. */
export async function selectStatePage(
  db: Db,
  workspaceId: string,
  kind: DocumentKind,
  query: DocumentFilter & { state?: FakturoidSyncState | undefined; page: number; size: number },
) {
  const s = source(kind, workspaceId, query)
  const where = and(s.where, query.state ? eq(s.state, query.state) : undefined)
  const [rows, perState] = await Promise.all([
    db
      .select({
        ...s.fields,
        state: s.state,
        fakturoidId: doc.fakturoidId,
        fakturoidUrl: doc.fakturoidUrl,
        syncedAt: doc.syncedAt,
        errorCode: doc.errorCode,
        errorDetail: doc.errorDetail,
      })
      .from(s.table)
      .leftJoin(doc, s.join)
      .where(where)
      .orderBy(desc(s.order[0]), desc(s.order[1]))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ state: s.state, n: count() }).from(s.table).leftJoin(doc, s.join).where(s.where).groupBy(s.state),
  ])
  return { rows, perState }
}

/**
 * The documents of the filter that are not in Fakturoid as they are now, oldest first; without those
 * refused since `refusedSince` (a resumed run does not try again what it already tried).
 */
export async function selectUnsynced(
  db: Db,
  workspaceId: string,
  kind: DocumentKind,
  filter: DocumentFilter,
  refusedSince?: Date,
) {
  const s = source(kind, workspaceId, filter)
  return db
    .select({ id: s.fields.id, version: s.fields.version })
    .from(s.table)
    .leftJoin(doc, s.join)
    .where(
      and(
        s.where,
        ne(s.state, 'SYNCED'),
        refusedSince ? or(isNull(doc.errorAt), lt(doc.errorAt, refusedSince)) : undefined,
      ),
    )
    .orderBy(asc(s.order[0]), asc(s.order[1]))
}

/** Whether the document is one of the workspace's (an issued invoice, or a supplier invoice). */
export async function documentExists(db: Db, workspaceId: string, kind: DocumentKind, id: string) {
  const s = source(kind, workspaceId, { documentId: id })
  const [row] = await db.select({ id: s.fields.id }).from(s.table).where(s.where)
  return row !== undefined
}

export async function findInvoiceRow(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.id, id)))
  return row
}

export async function findExpenseRow(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.workspaceId, workspaceId), eq(expenses.id, id)))
  return row
}

export type InvoiceRow = typeof invoices.$inferSelect
export type ExpenseRow = typeof expenses.$inferSelect
