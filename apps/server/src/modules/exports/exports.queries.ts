import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { bankAccounts, bankItems, expenses, invoices, paymentLinks } from '../../db/schema/index.ts'

// A read model over the invoicing, expense and bank tables (as facturation-summary is): the exports
// read documents as stored and change nothing.

export type IssuedRow = typeof invoices.$inferSelect
export type ReceivedRow = typeof expenses.$inferSelect
export interface Period {
  from: string
  till: string
}

/** Issued documents (valid and canceled, proformas too) by taxable supply date, in number order. */
export function selectIssued(db: Db, workspaceId: string, period: Period): Promise<IssuedRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.workspaceId, workspaceId),
        eq(invoices.status, 'ISSUED'),
        gte(invoices.taxableSupplyDate, period.from),
        lte(invoices.taxableSupplyDate, period.till),
      ),
    )
    .orderBy(asc(invoices.taxableSupplyDate), asc(invoices.number), asc(invoices.id))
}

/** Supplier invoices by taxable supply date. */
export function selectReceived(db: Db, workspaceId: string, period: Period): Promise<ReceivedRow[]> {
  return db
    .select()
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

/** Bank and cash items booked in the period (not payment orders the bank has yet to report). */
export function selectBankItems(db: Db, workspaceId: string, period: Period) {
  return db
    .select({
      id: bankItems.id,
      bookedOn: bankItems.bookedOn,
      accountName: bankAccounts.name,
      accountNumber: bankAccounts.accountNumber,
      accountKind: bankAccounts.kind,
      amount: bankItems.amount,
      currency: bankItems.currency,
      variableSymbol: bankItems.variableSymbol,
      constantSymbol: bankItems.constantSymbol,
      specificSymbol: bankItems.specificSymbol,
      counterpartyAccount: bankItems.counterpartyAccount,
      counterpartyName: bankItems.counterpartyName,
      message: bankItems.message,
      ignored: bankItems.ignored,
    })
    .from(bankItems)
    .innerJoin(
      bankAccounts,
      and(eq(bankAccounts.workspaceId, bankItems.workspaceId), eq(bankAccounts.id, bankItems.accountId)),
    )
    .where(
      and(
        eq(bankItems.workspaceId, workspaceId),
        eq(bankItems.pending, false),
        gte(bankItems.bookedOn, period.from),
        lte(bankItems.bookedOn, period.till),
      ),
    )
    .orderBy(asc(bankItems.bookedOn), asc(bankAccounts.name), asc(bankItems.createdAt), asc(bankItems.id))
}
export type BankItemExportRow = Awaited<ReturnType<typeof selectBankItems>>[number]

/** The documents each of the items pays: the invoice's or the supplier invoice's number and variable symbol. */
export async function selectLinkedNumbers(db: Db, workspaceId: string, itemIds: string[]) {
  if (itemIds.length === 0) return []
  return db
    .select({
      bankItemId: paymentLinks.bankItemId,
      invoiceNumber: invoices.number,
      invoiceVariableSymbol: invoices.variableSymbol,
      expenseNumber: expenses.number,
      expenseVariableSymbol: expenses.variableSymbol,
    })
    .from(paymentLinks)
    .leftJoin(
      invoices,
      and(eq(invoices.workspaceId, paymentLinks.workspaceId), eq(invoices.id, paymentLinks.invoiceId)),
    )
    .leftJoin(
      expenses,
      and(eq(expenses.workspaceId, paymentLinks.workspaceId), eq(expenses.id, paymentLinks.expenseId)),
    )
    .where(and(eq(paymentLinks.workspaceId, workspaceId), inArray(paymentLinks.bankItemId, itemIds)))
    .orderBy(asc(paymentLinks.createdAt), asc(paymentLinks.id))
}
