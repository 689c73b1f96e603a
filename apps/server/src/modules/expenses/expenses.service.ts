import { computeTotals, type Expense, type ExpenseFilter, type ExpenseValues } from '@innkeep/contract'
import type { z } from 'zod'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import { actorOf, type WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { MaybeStaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { todayIn } from '../../lib/local-date.ts'
import { attachmentCounts } from '../attachments/attachments.service.ts'
import * as contacts from '../contacts/contacts.queries.ts'
import { assertOpen } from '../invoicing/books-period.ts'
import { partyOfContact } from '../invoicing/invoice-compose.ts'
import { paymentDetails, paymentStateOf } from '../invoicing/payment.ts'
import { checkLabelFilter, removeObjectLabels } from '../labels/labels.service.ts'
import { withLabels } from '../labels/labels-of-objects.ts'
import * as q from './expenses.queries.ts'

const today = (access: WorkspaceAccess) => todayIn(access.workspace.timeZone)

function toExpense(row: q.ExpenseRow, day: string): Expense {
  return {
    id: row.id,
    contactId: row.contactId,
    supplier: row.supplier as Expense['supplier'],
    number: row.number,
    variableSymbol: row.variableSymbol,
    issueDate: row.issueDate,
    taxableSupplyDate: row.taxableSupplyDate,
    dueDate: row.dueDate,
    currency: row.currency,
    exchangeRate: row.exchangeRateMilli === null ? null : row.exchangeRateMilli / 1000,
    vatMode: row.vatMode,
    lines: row.lines as Expense['lines'],
    recap: row.recap as Expense['recap'],
    base: row.base,
    vat: row.vat,
    total: row.total,
    paidAmount: row.paidAmount,
    paymentState: paymentStateOf(
      { paidAmount: row.paidAmount, amount: row.total, dueDate: row.dueDate, open: true },
      day,
    ),
    iban: row.iban,
    paymentMethod: row.paymentMethod,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  }
}

async function found(db: Db, access: WorkspaceAccess, id: string) {
  const row = await q.findExpense(db, access.workspace.id, id)
  if (!row) throw notFound()
  return row
}

export async function getExpense(db: Db, access: WorkspaceAccess, id: string) {
  return toExpense(await found(db, access, id), today(access))
}

export async function listExpenses(db: Db, access: WorkspaceAccess, filter: z.output<typeof ExpenseFilter>) {
  const day = today(access)
  await checkLabelFilter(db, access.workspace.id, filter.labelId)
  const { rows, total, sums } = await q.selectPage(db, access.workspace.id, { ...filter, today: day })
  const page = {
    items: rows.map((row) => {
      const expense = toExpense(row, day)
      return {
        id: expense.id,
        contactId: expense.contactId,
        supplierName: expense.supplier.name,
        number: expense.number,
        variableSymbol: expense.variableSymbol,
        issueDate: expense.issueDate,
        dueDate: expense.dueDate,
        currency: expense.currency,
        total: expense.total,
        paidAmount: expense.paidAmount,
        paymentState: expense.paymentState,
        version: expense.version,
      }
    }),
    total,
    page: filter.page,
    size: filter.size,
    sums,
  }
  const ids = page.items.map((item) => item.id)
  const [items, files] = await Promise.all([
    withLabels(db, access.workspace.id, 'EXPENSE', page.items),
    attachmentCounts(db, access.workspace.id, 'EXPENSE', ids),
  ])
  return { ...page, items: items.map((item) => ({ ...item, attachmentCount: files.get(item.id) ?? 0 })) }
}

/** The document as the supplier issued it: its VAT as it charged it, line by line. */
async function columnsOf(db: Db, access: WorkspaceAccess, input: ExpenseValues): Promise<q.ExpenseColumns> {
  const contact = await contacts.findContact(db, access.workspace.id, input.contactId)
  if (!contact) throw validation('contactId', 'invoice.contactNotFound')
  if (input.dueDate < input.issueDate) throw validation('dueDate', 'invoice.dueBeforeIssue')
  if (input.currency !== 'CZK' && input.exchangeRate === null)
    throw validation('exchangeRate', 'invoice.exchangeRateRequired')
  const totals = computeTotals({
    mode: input.vatMode,
    charged: true,
    lines: input.lines.map((line) => ({
      quantity: Math.round(line.quantity * 1000),
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
      discount: line.discount,
    })),
  })
  return {
    contactId: contact.id,
    supplier: partyOfContact(contact),
    number: input.number,
    variableSymbol: input.variableSymbol || input.number.replace(/\D/g, '').slice(-10),
    issueDate: input.issueDate,
    taxableSupplyDate: input.taxableSupplyDate ?? input.issueDate,
    dueDate: input.dueDate,
    currency: input.currency,
    exchangeRateMilli:
      input.currency === 'CZK' || input.exchangeRate === null ? null : Math.round(input.exchangeRate * 1000),
    vatMode: input.vatMode,
    lines: input.lines.map((line, i) => ({ ...line, amount: totals.lineAmounts[i] ?? 0 })),
    recap: totals.recap,
    base: totals.base,
    vat: totals.vat,
    total: totals.total,
    iban: input.iban || contact.iban,
    paymentMethod: input.paymentMethod,
    note: input.note,
  }
}

export async function saveExpense({ db, access, principal }: MaybeStaffContext, input: ExpenseValues) {
  const ws = access.workspace.id
  const values = await columnsOf(db, access, input)
  // a supplier invoice of a closed period keeps what was reported; its note and payment details still change
  const current = input.id ? await found(db, access, input.id) : null
  if (!current || reportedFieldsChange(current, values))
    assertOpen(access, 'taxableSupplyDate', current?.taxableSupplyDate, values.taxableSupplyDate)
  try {
    if (!input.id) {
      const row = await q.insertExpense(db, {
        workspaceId: ws,
        id: newId(),
        createdBy: principal ? actorOf(principal).label : 'system',
        ...values,
      })
      return toExpense(row, today(access))
    }
    if (input.version === undefined) throw validation('version', 'validation.required')
    const row = await q.updateIfVersion(db, ws, input.id, input.version, values)
    if (row) return toExpense(row, today(access))
  } catch (error) {
    if (isUniqueViolation(error, 'expenses_supplier_number_key'))
      throw validation('number', 'expense.duplicateNumber', { number: input.number })
    throw error
  }
  throw conflict('expense.stale', await getExpense(db, access, input.id))
}

/** What the VAT return took from a supplier invoice: its supplier, number, dates and figures. */
function reportedFieldsChange(current: q.ExpenseRow, next: Awaited<ReturnType<typeof columnsOf>>) {
  return (
    current.contactId !== next.contactId ||
    current.number !== next.number ||
    current.issueDate !== next.issueDate ||
    current.taxableSupplyDate !== next.taxableSupplyDate ||
    current.currency !== next.currency ||
    current.base !== next.base ||
    current.vat !== next.vat ||
    current.total !== next.total
  )
}

export async function deleteExpense(db: Db, access: WorkspaceAccess, id: string) {
  const row = await found(db, access, id)
  assertOpen(access, 'taxableSupplyDate', row.taxableSupplyDate)
  if (row.paidAmount > 0) throw validation(undefined, 'expense.paid')
  await db.transaction(async (tx) => {
    if (!(await q.deleteUnpaid(tx, access.workspace.id, id))) throw notFound()
    await removeObjectLabels(tx, access.workspace.id, 'EXPENSE', id)
  })
  return { id }
}

export async function expensePaymentInfo(db: Db, access: WorkspaceAccess, id: string) {
  const row = await found(db, access, id)
  return paymentDetails({
    iban: row.iban,
    variableSymbol: row.variableSymbol,
    currency: row.currency,
    amountDue: row.total - row.paidAmount,
    dueDate: row.dueDate,
    message: `${(row.supplier as Expense['supplier']).name} ${row.number}`,
  })
}
