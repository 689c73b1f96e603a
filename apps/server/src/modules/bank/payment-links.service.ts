import type {
  BankItem,
  DocumentCandidate,
  DocumentKind,
  DocumentPayment,
  PaymentCandidate,
  PaymentDifference,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { actorLabel, type WorkspaceAccess } from '../../http/access.ts'
import { notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import type { Language } from '../../i18n/language.ts'
import { formatMoney } from '../../lib/format.ts'
import { newId } from '../../lib/ids.ts'
import { todayIn } from '../../lib/local-date.ts'
import { recordAudit } from '../activity/activity.service.ts'
import * as contacts from '../contacts/contacts.queries.ts'
import { mirrorLinkedPayments, reverseLinkedPayment } from '../stay-accounts/stay-accounts.service.ts'
import { confirmPaidStays } from './auto-links.service.ts'
import * as q from './bank.queries.ts'
import { toLink, withLinks } from './bank-items.service.ts'
import { MIN_SCORE, normalizeAccount, score, symbolsIn } from './matching.ts'
import {
  type ExpenseRow,
  expenseDocument,
  type InvoiceRow,
  invoiceDocument,
  itemRemaining,
  type OpenDocument,
  proposal,
  sideOf,
  toDocumentCandidate,
} from './open-documents.ts'
import { deleteDifferenceOfLink, insertDifference } from './payment-differences.queries.ts'

export async function documentPayment(db: Db, ws: string, kind: DocumentKind, id: string): Promise<DocumentPayment> {
  const row = kind === 'INVOICE' ? await q.lockInvoice(db, ws, id) : await q.lockExpense(db, ws, id)
  if (!row) throw notFound()
  const doc = kind === 'INVOICE' ? invoiceDocument(row as InvoiceRow) : expenseDocument(row as ExpenseRow)
  const links = await q.selectLinks(db, ws, kind === 'INVOICE' ? { invoiceId: id } : { expenseId: id })
  return {
    kind,
    id,
    amount: doc.amount,
    paidAmount: doc.paidAmount,
    overpaid: Math.max(0, doc.paidAmount - doc.amount),
    links: links.map(toLink),
  }
}

export async function partnerAccounts(db: Db, ws: string, contactId: string) {
  const contact = await contacts.findContact(db, ws, contactId)
  return contact ? [contact.bankAccount, contact.iban].filter(Boolean) : []
}

/** Bank items that could pay a document, best first. */
export async function findPayment({ db, access }: StaffContext, kind: DocumentKind, id: string) {
  const ws = access.workspace.id
  const row = kind === 'INVOICE' ? await q.lockInvoice(db, ws, id) : await q.lockExpense(db, ws, id)
  if (!row) throw notFound()
  const doc = kind === 'INVOICE' ? invoiceDocument(row as InvoiceRow) : expenseDocument(row as ExpenseRow)
  const accounts = await partnerAccounts(db, ws, doc.contactId)
  const side = sideOf(doc, accounts)
  const rows = await q.selectCandidateItems(db, ws, {
    direction: kind === 'INVOICE' && !doc.refund ? 'IN' : 'OUT',
    currency: doc.currency,
    variableSymbol: doc.variableSymbol,
    remaining: Math.max(side.remaining, 0),
    counterpartyAccounts: accounts.map(normalizeAccount).filter((a): a is string => a !== null),
    partnerName: doc.partnerName,
  })
  const scored = rows
    .map((row) => ({ row, ...score({ ...row.item, remaining: itemRemaining(row.item) }, side) }))
    .filter((c) => c.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || b.row.item.bookedOn.localeCompare(a.row.item.bookedOn))
    .slice(0, 20)
  const items = await withLinks(
    db,
    ws,
    scored.map((c) => c.row),
  )
  return scored.map(
    (c, i): PaymentCandidate => ({
      item: items[i] as BankItem,
      score: c.score,
      reasons: c.reasons,
      proposedAmount: proposal(itemRemaining(c.row.item), side.remaining),
    }),
  )
}

/** Documents a bank item could pay, best first (the reconciliation view). */
export async function itemCandidates(db: Db, access: WorkspaceAccess, itemId: string): Promise<DocumentCandidate[]> {
  const ws = access.workspace.id
  const row = await q.findItem(db, ws, itemId)
  if (!row) throw notFound()
  const { item } = row
  const left = itemRemaining(item)
  if (left <= 0 || item.ignored || q.isStayCash(item)) return []
  const hints = {
    currency: item.currency,
    variableSymbols: [...new Set([item.variableSymbol, ...symbolsIn(item.message)].filter((s): s is string => !!s))],
    amount: left,
    nameWord: (item.counterpartyName ?? '').split(/\s+/).find((word) => word.length >= 4),
  }
  const docs =
    item.amount > 0
      ? (await q.selectOpenInvoices(db, ws, hints)).map(invoiceDocument)
      : [
          ...(await q.selectOpenExpenses(db, ws, hints)).map(expenseDocument),
          ...(await q.selectOpenRefunds(db, ws, hints)).map(invoiceDocument),
        ]
  const itemSide = { ...item, remaining: left }
  const scored = await Promise.all(
    docs.map(async (doc) => ({ doc, ...score(itemSide, sideOf(doc, await partnerAccounts(db, ws, doc.contactId))) })),
  )
  return scored
    .filter((c) => c.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.doc.dueDate.localeCompare(b.doc.dueDate))
    .slice(0, 20)
    .map((c) => toDocumentCandidate(c.doc, c, left))
}

/**
 * Whether the item may pay the document: the right direction, an issued valid invoice, the same
 * currency, an item not ignored nor a stay's cash. `field` names the document in a refusal.
 */
export function checkLinkable(
  item: q.BankItemRow,
  kind: DocumentKind,
  docRow: InvoiceRow | ExpenseRow,
  field: string,
): OpenDocument {
  const doc = kind === 'INVOICE' ? invoiceDocument(docRow as InvoiceRow) : expenseDocument(docRow as ExpenseRow)
  if (kind === 'INVOICE') {
    const invoice = docRow as InvoiceRow
    if (invoice.status !== 'ISSUED' || invoice.validity !== 'VALID') throw validation(field, 'bank.invoiceNotIssued')
    if (doc.refund && item.amount > 0) throw validation('bankItemId', 'bank.wrongDirectionRefund')
    if (!doc.refund && item.amount < 0) throw validation('bankItemId', 'bank.wrongDirectionInvoice')
  } else if (item.amount > 0) throw validation('bankItemId', 'bank.wrongDirectionExpense')
  if (item.ignored) throw validation('bankItemId', 'bank.itemIgnored')
  if (q.isStayCash(item)) throw validation('bankItemId', 'bank.itemOfStay')
  if (item.currency !== doc.currency)
    throw validation('bankItemId', 'bank.currencyMismatch', {
      itemCurrency: item.currency,
      documentCurrency: doc.currency,
    })
  return doc
}

export interface NewLink {
  kind: DocumentKind
  itemId: string
  documentId: string
  /** The item's money that pays the document. */
  amount: number
  /** Booked with it: on ITEM it uses more of the item, on DOCUMENT it settles more of the document. */
  difference?: PaymentDifference | undefined
  /** Money paid back on a credit note: its paid amount moves down. */
  refund?: boolean | undefined
}

/**
 * Writes a checked link inside the caller's transaction, which holds the item's and the document's
 * locks: the item's linked sum and the document's paid sum move together, and the audit log says who.
 */
export async function writeLink(tx: Db, ws: string, actor: string, link: NewLink) {
  const linkId = newId()
  const { difference } = link
  await q.insertLink(tx, {
    workspaceId: ws,
    id: linkId,
    bankItemId: link.itemId,
    action: link.kind === 'INVOICE' ? 'PAY_INVOICE' : 'PAY_EXPENSE',
    invoiceId: link.kind === 'INVOICE' ? link.documentId : null,
    expenseId: link.kind === 'EXPENSE' ? link.documentId : null,
    amount: link.amount,
    createdBy: actor,
  })
  if (difference)
    await insertDifference(tx, { workspaceId: ws, id: newId(), paymentLinkId: linkId, ...difference, createdBy: actor })
  const extra = (side: PaymentDifference['side']) => (difference?.side === side ? difference.amount : 0)
  await q.addLinked(tx, ws, link.itemId, link.amount + extra('ITEM'))
  await mirrorLinkedPayments(tx, ws, [linkId])
  const paid = (link.amount + extra('DOCUMENT')) * (link.refund ? -1 : 1)
  if (link.kind === 'INVOICE') await q.addInvoicePaid(tx, ws, link.documentId, paid)
  else await q.addExpensePaid(tx, ws, link.documentId, paid)
  await recordAudit(tx, ws, actor, [
    {
      entity: link.kind,
      entityId: link.documentId,
      action: 'LINK_PAYMENT',
      data: { linkId, bankItemId: link.itemId, amount: link.amount, ...(difference ? { difference } : {}) },
    },
  ])
  await confirmPaidStays(tx, ws, actor, [linkId])
  return linkId
}

/** Links (part of) a bank item to a document, locking the item first and then the document. */
async function linkInTransaction(
  tx: Db,
  ws: string,
  actor: string,
  request: { kind: DocumentKind; itemId: string; documentId: string; amount?: number | undefined },
  language: Language = 'cs',
) {
  const row = await q.findItem(tx, ws, request.itemId, true)
  if (!row) throw validation('bankItemId', 'bank.itemNotFound')
  const { item } = row
  const field = request.kind === 'INVOICE' ? 'invoiceId' : 'expenseId'
  const docRow =
    request.kind === 'INVOICE'
      ? await q.lockInvoice(tx, ws, request.documentId)
      : await q.lockExpense(tx, ws, request.documentId)
  if (!docRow) throw notFound()
  const doc = checkLinkable(item, request.kind, docRow, field)
  const left = itemRemaining(item)
  if (left <= 0) throw validation('bankItemId', 'bank.itemFullyLinked')
  const amount = request.amount ?? proposal(left, doc.amount - doc.paidAmount)
  if (amount > left)
    throw validation('amount', 'bank.amountExceedsItem', { remaining: formatMoney(left, item.currency, language) })
  await writeLink(tx, ws, actor, {
    kind: request.kind,
    itemId: item.id,
    documentId: doc.id,
    amount,
    refund: doc.refund,
  })
}

export async function linkPayment(
  { db, access, principal, language }: StaffContext,
  request: { kind: DocumentKind; itemId: string; documentId: string; amount?: number | undefined },
) {
  const ws = access.workspace.id
  return db.transaction(async (tx) => {
    await linkInTransaction(tx, ws, actorLabel(principal), request, language)
    return documentPayment(tx, ws, request.kind, request.documentId)
  })
}

export async function unlinkPayment({ db, access, principal }: StaffContext, linkId: string) {
  const ws = access.workspace.id
  return db.transaction(async (tx) => {
    // the difference booked with the link goes with it, and gives back what it used or settled
    const difference = await deleteDifferenceOfLink(tx, ws, linkId)
    const link = await q.deleteLink(tx, ws, linkId)
    if (!link) throw notFound()
    const kind: DocumentKind = link.action === 'PAY_INVOICE' ? 'INVOICE' : 'EXPENSE'
    const documentId = (link.invoiceId ?? link.expenseId) as string
    const extra = (side: PaymentDifference['side']) => (difference?.side === side ? difference.amount : 0)
    await q.addLinked(tx, ws, link.bankItemId, -link.amount - extra('ITEM'))
    await reverseLinkedPayment(tx, access, linkId, principal)
    // money out on an invoice was paid back on a credit note: its paid amount had moved down
    const item = await q.findItem(tx, ws, link.bankItemId)
    const refund = kind === 'INVOICE' && (item?.item.amount ?? 0) < 0
    const paid = (link.amount + extra('DOCUMENT')) * (refund ? -1 : 1)
    if (kind === 'INVOICE') await q.addInvoicePaid(tx, ws, documentId, -paid)
    else await q.addExpensePaid(tx, ws, documentId, -paid)
    await recordAudit(tx, ws, actorLabel(principal), [
      {
        entity: kind,
        entityId: documentId,
        action: 'UNLINK_PAYMENT',
        data: { linkId, bankItemId: link.bankItemId, amount: link.amount },
      },
    ])
    return documentPayment(tx, ws, kind, documentId)
  })
}

export async function paymentLinks(
  db: Db,
  access: WorkspaceAccess,
  by: { invoiceId?: string | undefined; expenseId?: string | undefined; bankItemId?: string | undefined },
) {
  if (!(await q.linkTargetExists(db, access.workspace.id, by))) throw notFound()
  const links = await q.selectLinks(db, access.workspace.id, {
    invoiceId: by.invoiceId,
    expenseId: by.expenseId,
    bankItemIds: by.bankItemId ? [by.bankItemId] : undefined,
  })
  return links.map(toLink)
}

/**
 * Pays a supplier invoice from an account or a cash register. From a cash register the money is
 * gone at once; from a bank account it is a payment order until the bank reports the movement,
 * which then takes the order's place (see `settle` in bank-import.ts).
 */
export async function payExpense(
  { db, access, principal }: StaffContext,
  expenseId: string,
  request: { accountId: string; date?: string | undefined; amount?: number | undefined },
) {
  const ws = access.workspace.id
  const account = await q.findAccount(db, ws, request.accountId)
  if (!account) throw validation('accountId', 'bank.accountNotFound')
  return db.transaction(async (tx) => {
    const row = await q.lockExpense(tx, ws, expenseId)
    if (!row) throw notFound()
    const left = row.total - row.paidAmount
    if (left <= 0) throw validation(undefined, 'bank.expensePaid')
    if (row.currency !== account.currency)
      throw validation('accountId', 'bank.currencyMismatch', {
        itemCurrency: account.currency,
        documentCurrency: row.currency,
      })
    const amount = request.amount ?? left
    const id = newId()
    const cash = account.kind === 'CASH'
    await q.insertNewItems(tx, [
      {
        workspaceId: ws,
        id,
        accountId: account.id,
        externalId: `${cash ? 'cash' : 'order'}:${id}`,
        bookedOn: request.date ?? todayIn(access.workspace.timeZone),
        amount: -amount,
        currency: account.currency,
        counterpartyAccount: normalizeAccount(row.iban),
        counterpartyName: (row.supplier as { name: string }).name,
        variableSymbol: row.variableSymbol.replace(/^0+/, '') || null,
        constantSymbol: null,
        specificSymbol: null,
        message: row.number,
        kind: cash ? 'CASH_OUT' : 'PAYMENT',
        source: cash ? 'CASH' : 'PAYMENT',
        pending: !cash,
      },
    ])
    await linkInTransaction(tx, ws, actorLabel(principal), {
      kind: 'EXPENSE',
      itemId: id,
      documentId: expenseId,
      amount,
    })
    return documentPayment(tx, ws, 'EXPENSE', expenseId)
  })
}
