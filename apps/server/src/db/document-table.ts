import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { containsPattern } from '../lib/search-words.ts'
import type { Db } from './index.ts'
import { expenses, invoices } from './schema/index.ts'

// Issued invoices and supplier invoices are listed, summed and paired with bank items alike. A
// descriptor names where the two tables differ; the functions below build the queries from it, so
// that both lists and the bank's open-document selects ask the same questions. Query building only.

type Columns = Record<
  | 'workspaceId'
  | 'id'
  | 'number'
  | 'variableSymbol'
  | 'contactId'
  | 'currency'
  | 'issueDate'
  | 'dueDate'
  | 'total'
  | 'paidAmount'
  | 'note',
  AnyPgColumn
>

export interface DocumentTable<T extends PgTable & Columns, S extends Record<string, AnyPgColumn>> {
  table: T
  /** What a payment settles: an invoice's amount to pay (less advances), a supplier invoice's total. */
  owed: AnyPgColumn
  /** The other party's jsonb (its `name`), and the list's sort key for it. */
  partner: { column: AnyPgColumn; sort: string }
  /** Which documents are summed, overdue and payable; undefined when all are. */
  live: SQL | undefined
  /** Money columns summed per currency besides the total. */
  sums: S
}

export const invoiceTable: DocumentTable<typeof invoices, { toPay: typeof invoices.toPay }> = {
  table: invoices,
  owed: invoices.toPay,
  partner: { column: invoices.customer, sort: 'customer' },
  live: and(eq(invoices.status, 'ISSUED'), eq(invoices.validity, 'VALID')),
  sums: { toPay: invoices.toPay },
}

export const expenseTable: DocumentTable<typeof expenses, Record<never, AnyPgColumn>> = {
  table: expenses,
  owed: expenses.total,
  partner: { column: expenses.supplier, sort: 'supplier' },
  live: undefined,
  sums: {},
}

type AnyDocumentTable = DocumentTable<PgTable & Columns, Record<string, AnyPgColumn>>
type RowOf<D extends AnyDocumentTable> = D['table']['$inferSelect']
type SumsOf<D extends AnyDocumentTable> = { currency: 'CZK' | 'EUR'; total: number } & {
  [K in keyof D['sums']]: number
} & { unpaid: number }

export interface DocumentListQuery {
  from?: string | undefined
  till?: string | undefined
  payment?: 'PAID' | 'UNPAID' | 'OVERDUE' | undefined
  contactId?: string | undefined
  text?: string | undefined
  /** Sorts by a column of that name, or by the partner's name under its sort key. */
  sort: string
  direction: 'asc' | 'desc'
  page: number
  size: number
  today: string
}

/** The WHERE of a list: the common filters, and `more` (the table's own and the labels) after the contact. */
export function listFilter(
  doc: AnyDocumentTable,
  workspaceId: string,
  query: DocumentListQuery,
  more: (SQL | undefined)[] = [],
) {
  const t = doc.table
  const pattern = query.text ? containsPattern(query.text) : undefined
  const unpaid = lt(t.paidAmount, doc.owed)
  return and(
    eq(t.workspaceId, workspaceId),
    query.from ? gte(t.issueDate, query.from) : undefined,
    query.till ? lte(t.issueDate, query.till) : undefined,
    query.contactId ? eq(t.contactId, query.contactId) : undefined,
    ...more,
    query.payment === 'PAID' ? gte(t.paidAmount, doc.owed) : undefined,
    query.payment === 'UNPAID' ? unpaid : undefined,
    query.payment === 'OVERDUE' ? and(unpaid, lt(t.dueDate, query.today), doc.live) : undefined,
    pattern
      ? or(
          ilike(t.number, pattern),
          ilike(t.variableSymbol, pattern),
          ilike(sql`${doc.partner.column}->>'name'`, pattern),
          ilike(t.note, pattern),
        )
      : undefined,
  )
}

const summed = (column: AnyPgColumn | SQL) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number)

/** A page of the list, how many match, and the sums per currency of the live ones among them. */
export async function selectDocumentPage<D extends AnyDocumentTable>(
  db: Db,
  doc: D,
  where: SQL | undefined,
  query: DocumentListQuery,
) {
  const t = doc.table
  const order = query.direction === 'asc' ? asc : desc
  const sortBy =
    query.sort === doc.partner.sort
      ? sql`lower(${doc.partner.column}->>'name')`
      : (t as unknown as Record<string, AnyPgColumn>)[query.sort]
  if (!sortBy) throw new Error(`no sort ${query.sort}`)
  const more = Object.fromEntries(Object.entries(doc.sums).map(([key, column]) => [key, summed(column)]))
  const [rows, [total], sums] = await Promise.all([
    db
      .select()
      .from(t as PgTable)
      .where(where)
      .orderBy(order(sortBy), order(t.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: count() })
      .from(t as PgTable)
      .where(where),
    db
      .select({
        currency: t.currency,
        total: summed(t.total),
        ...more,
        unpaid: summed(sql`greatest(${doc.owed} - ${t.paidAmount}, 0)`),
      })
      .from(t as PgTable)
      .where(and(where, doc.live))
      .groupBy(t.currency)
      .orderBy(t.currency),
  ])
  return { rows: rows as RowOf<D>[], total: total?.n ?? 0, sums: sums as SumsOf<D>[] }
}

/**
 * What is still open of a document, and whether anything is: what it owes less what was paid, or for
 * `refunds` (a credit note, owing a negative sum) what is still to be paid back.
 */
function openOf(doc: AnyDocumentTable, refunds: boolean) {
  const t = doc.table
  return refunds
    ? { left: sql`${t.paidAmount} - ${doc.owed}`, open: and(lt(doc.owed, 0), gt(t.paidAmount, doc.owed)) }
    : { left: sql`${doc.owed} - ${t.paidAmount}`, open: lt(t.paidAmount, doc.owed) }
}

/** Live documents with money still open in one currency, that a bank item's hints point at; newest first. */
export async function selectOpenDocuments<D extends AnyDocumentTable>(
  db: Db,
  doc: D,
  workspaceId: string,
  hints: { currency: string; variableSymbols: string[]; amount: number; nameWord: string | undefined },
  refunds = false,
) {
  const t = doc.table
  const { left, open } = openOf(doc, refunds)
  const rows = await db
    .select()
    .from(t as PgTable)
    .where(
      and(
        eq(t.workspaceId, workspaceId),
        doc.live,
        eq(t.currency, hints.currency),
        open,
        or(
          hints.variableSymbols.length ? inArray(t.variableSymbol, hints.variableSymbols) : undefined,
          sql`${left} = ${hints.amount}`,
          hints.nameWord ? ilike(sql`${doc.partner.column}->>'name'`, containsPattern(hints.nameWord)) : undefined,
        ),
      ),
    )
    .orderBy(desc(t.issueDate))
    .limit(200)
  return rows as RowOf<D>[]
}

/** Live documents with money still open, by variable symbol, every currency; locked in id order. */
export async function lockOpenDocumentsBySymbols<D extends AnyDocumentTable>(
  db: Db,
  doc: D,
  workspaceId: string,
  symbols: string[],
) {
  if (symbols.length === 0) return []
  const t = doc.table
  const rows = await db
    .select()
    .from(t as PgTable)
    .where(
      and(eq(t.workspaceId, workspaceId), doc.live, lt(t.paidAmount, doc.owed), inArray(t.variableSymbol, symbols)),
    )
    .orderBy(t.id)
    .for('update')
  return rows as RowOf<D>[]
}

/** One document of the workspace, locked until the transaction ends. */
export async function lockDocument<D extends AnyDocumentTable>(db: Db, doc: D, workspaceId: string, id: string) {
  const t = doc.table
  const [row] = await db
    .select()
    .from(t as PgTable)
    .where(and(eq(t.workspaceId, workspaceId), eq(t.id, id)))
    .for('update')
  return row as RowOf<D> | undefined
}

/** Adds to a document's paid amount; what it owes and has paid after, or undefined when it is not there. */
export async function addDocumentPaid(db: Db, doc: AnyDocumentTable, workspaceId: string, id: string, delta: number) {
  const t = doc.table
  const [row] = await db
    .update(t as PgTable)
    .set({ paidAmount: sql`${t.paidAmount} + ${delta}` })
    .where(and(eq(t.workspaceId, workspaceId), eq(t.id, id)))
    .returning({ amount: doc.owed, paidAmount: t.paidAmount })
  return row as { amount: number; paidAmount: number } | undefined
}

/**
 * Live documents with money still open in one currency whose number, variable symbol or partner's
 * name contains `text`, or whose amount (in full or still open) is `amount`; nearest due first.
 */
export async function searchOpenDocuments<D extends AnyDocumentTable>(
  db: Db,
  doc: D,
  workspaceId: string,
  search: { currency: string; text: string; amount: number | null },
  refunds = false,
) {
  const t = doc.table
  const { left, open } = openOf(doc, refunds)
  const pattern = containsPattern(search.text)
  const rows = await db
    .select()
    .from(t as PgTable)
    .where(
      and(
        eq(t.workspaceId, workspaceId),
        doc.live,
        eq(t.currency, search.currency),
        open,
        or(
          ilike(t.number, pattern),
          ilike(t.variableSymbol, pattern),
          ilike(sql`${doc.partner.column}->>'name'`, pattern),
          search.amount !== null ? sql`abs(${doc.owed}) = ${search.amount}` : undefined,
          search.amount !== null ? sql`${left} = ${search.amount}` : undefined,
        ),
      ),
    )
    .orderBy(asc(t.dueDate), asc(t.id))
    .limit(50)
  return rows as RowOf<D>[]
}
