import { and, eq } from 'drizzle-orm'
import { expenseTable, listFilter, selectDocumentPage } from '../../db/document-table.ts'
import type { Db } from '../../db/index.ts'
import { expenses } from '../../db/schema/index.ts'
import { updateAtVersion } from '../../db/versioned.ts'
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

export async function selectPage(db: Db, workspaceId: string, query: ExpenseQuery) {
  const where = listFilter(expenseTable, workspaceId, query, [carriesAnyLabel('EXPENSE', expenses, query.labelId)])
  return selectDocumentPage(db, expenseTable, where, query)
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
  return updateAtVersion(db, expenses, { workspaceId, id, version }, values)
}

/** Deletes a supplier invoice nothing has paid yet. */
export async function deleteUnpaid(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .delete(expenses)
    .where(and(eq(expenses.workspaceId, workspaceId), eq(expenses.id, id), eq(expenses.paidAmount, 0)))
    .returning({ id: expenses.id })
  return row
}
