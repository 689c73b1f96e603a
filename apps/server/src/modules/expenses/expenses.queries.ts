import { and, asc, count, desc, eq, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/index.ts'
import { expenses } from '../../db/schema/index.ts'
import { carriesAnyLabel } from '../labels/label-filter.ts'

export type ExpenseRow = typeof expenses.$inferSelect
export type ExpenseColumns = Omit<
  typeof expenses.$inferInsert,
  'workspaceId' | 'id' | 'createdBy' | 'createdAt' | 'version' | 'paidAmount'
>

export interface ExpenseQuery {
  from?: string | undefined
  till?: string | undefined
  payment?: 'PAID' | 'UNPAID' | 'OVERDUE' | undefined
  contactId?: string | undefined
  text?: string | undefined
  /** Any of these labels. */
  labelId?: string[] | undefined
  sort: 'issueDate' | 'dueDate' | 'total' | 'supplier'
  direction: 'asc' | 'desc'
  page: number
  size: number
  today: string
}

const SORT: Record<ExpenseQuery['sort'], SQL | AnyPgColumn> = {
  issueDate: expenses.issueDate,
  dueDate: expenses.dueDate,
  total: expenses.total,
  supplier: sql`lower(${expenses.supplier}->>'name')`,
}

function matching(workspaceId: string, query: ExpenseQuery) {
  const pattern = query.text ? `%${query.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
  const unpaid = lt(expenses.paidAmount, expenses.total)
  return and(
    eq(expenses.workspaceId, workspaceId),
    query.from ? gte(expenses.issueDate, query.from) : undefined,
    query.till ? lte(expenses.issueDate, query.till) : undefined,
    query.contactId ? eq(expenses.contactId, query.contactId) : undefined,
    carriesAnyLabel('EXPENSE', expenses, query.labelId),
    query.payment === 'PAID' ? gte(expenses.paidAmount, expenses.total) : undefined,
    query.payment === 'UNPAID' ? unpaid : undefined,
    query.payment === 'OVERDUE' ? and(unpaid, lt(expenses.dueDate, query.today)) : undefined,
    pattern
      ? or(
          ilike(expenses.number, pattern),
          ilike(expenses.variableSymbol, pattern),
          ilike(sql`${expenses.supplier}->>'name'`, pattern),
          ilike(expenses.note, pattern),
        )
      : undefined,
  )
}

export async function selectPage(db: Db, workspaceId: string, query: ExpenseQuery) {
  const where = matching(workspaceId, query)
  const order = query.direction === 'asc' ? asc : desc
  const [rows, [total], sums] = await Promise.all([
    db
      .select()
      .from(expenses)
      .where(where)
      .orderBy(order(SORT[query.sort]), order(expenses.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(expenses).where(where),
    db
      .select({
        currency: expenses.currency,
        total: sql<number>`coalesce(sum(${expenses.total}), 0)::bigint`.mapWith(Number),
        unpaid: sql<number>`coalesce(sum(greatest(${expenses.total} - ${expenses.paidAmount}, 0)), 0)::bigint`.mapWith(
          Number,
        ),
      })
      .from(expenses)
      .where(where)
      .groupBy(expenses.currency)
      .orderBy(expenses.currency),
  ])
  return { rows, total: total?.n ?? 0, sums }
}

export async function findExpense(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.workspaceId, workspaceId), eq(expenses.id, id)))
  return row
}

export async function insertExpense(db: Db, row: typeof expenses.$inferInsert) {
  const [inserted] = await db.insert(expenses).values(row).returning()
  if (!inserted) throw new Error('expense insert returned nothing')
  return inserted
}

export async function updateIfVersion(
  db: Db,
  workspaceId: string,
  id: string,
  version: number,
  values: ExpenseColumns,
) {
  const [row] = await db
    .update(expenses)
    .set({ ...values, version: sql`${expenses.version} + 1` })
    .where(and(eq(expenses.workspaceId, workspaceId), eq(expenses.id, id), eq(expenses.version, version)))
    .returning()
  return row
}

/** Deletes a supplier invoice nothing has paid yet. */
export async function deleteUnpaid(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .delete(expenses)
    .where(and(eq(expenses.workspaceId, workspaceId), eq(expenses.id, id), eq(expenses.paidAmount, 0)))
    .returning({ id: expenses.id })
  return row
}
