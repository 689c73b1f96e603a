// What a payment link and an automatic link see of an invoice or an expense, and how much is left to pair.
import type { DocumentCandidate, DocumentKind, MatchReason } from '@innkeep/contract'
import type * as q from './bank.queries.ts'
import type { DocumentSide } from './matching.ts'

export interface OpenDocument {
  kind: DocumentKind
  id: string
  number: string | null
  variableSymbol: string
  partnerName: string
  contactId: string
  issueDate: string
  dueDate: string
  currency: 'CZK' | 'EUR'
  /** What it asks for and what was paid of it, both from the document's side: positive. */
  amount: number
  paidAmount: number
  /** A credit note: its money goes back to the customer (an outgoing item pays it, `paid_amount` falls). */
  refund: boolean
}

export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof q.lockInvoice>>>
export type ExpenseRow = NonNullable<Awaited<ReturnType<typeof q.lockExpense>>>

export const invoiceDocument = (row: InvoiceRow): OpenDocument => ({
  kind: 'INVOICE',
  id: row.id,
  number: row.number,
  variableSymbol: row.variableSymbol,
  partnerName: (row.customer as { name: string }).name,
  contactId: row.contactId,
  issueDate: row.issueDate,
  dueDate: row.dueDate,
  currency: row.currency,
  // a credit note owes a negative sum; paying it back moves its paid amount below zero
  amount: Math.abs(row.toPay),
  paidAmount: row.toPay < 0 ? -row.paidAmount : row.paidAmount,
  refund: row.toPay < 0,
})

export const expenseDocument = (row: ExpenseRow): OpenDocument => ({
  kind: 'EXPENSE',
  id: row.id,
  number: row.number,
  variableSymbol: row.variableSymbol,
  partnerName: (row.supplier as { name: string }).name,
  contactId: row.contactId,
  issueDate: row.issueDate,
  dueDate: row.dueDate,
  currency: row.currency,
  amount: row.total,
  paidAmount: row.paidAmount,
  refund: false,
})

export const sideOf = (doc: OpenDocument, accounts: string[]): DocumentSide => ({
  variableSymbol: doc.variableSymbol,
  remaining: doc.amount - doc.paidAmount,
  accounts,
  partnerName: doc.partnerName,
  issueDate: doc.issueDate,
  dueDate: doc.dueDate,
})

export const itemRemaining = (item: Pick<q.BankItemRow, 'amount' | 'linkedAmount'>) =>
  Math.abs(item.amount) - item.linkedAmount

/** As much as both sides have open; an item on a settled document offers all it has (overpayment). */
export const proposal = (itemLeft: number, documentLeft: number) =>
  documentLeft > 0 ? Math.min(itemLeft, documentLeft) : itemLeft

/** A document as the reconciliation view lists it, with its score against the item (`left` of it open). */
export const toDocumentCandidate = (
  doc: OpenDocument,
  match: { score: number; reasons: MatchReason[] },
  left: number,
): DocumentCandidate => ({
  kind: doc.kind,
  id: doc.id,
  number: doc.number,
  variableSymbol: doc.variableSymbol,
  partnerName: doc.partnerName,
  issueDate: doc.issueDate,
  dueDate: doc.dueDate,
  currency: doc.currency,
  amount: doc.amount,
  remaining: doc.amount - doc.paidAmount,
  score: match.score,
  reasons: match.reasons,
  proposedAmount: proposal(left, doc.amount - doc.paidAmount),
})
