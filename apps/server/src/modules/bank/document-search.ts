import type { DocumentCandidate } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { notFound } from '../../http/errors.ts'
import * as q from './bank.queries.ts'
import { score } from './matching.ts'
import { expenseDocument, invoiceDocument, itemRemaining, sideOf, toDocumentCandidate } from './open-documents.ts'
import { partnerAccounts } from './payment-links.service.ts'

/**
 * An amount as people type it, in minor units: "3278,44", "3 278,44", "3.278,44", "3278.44 Kč",
 * "3278"; null when the text is not one.
 */
export function typedAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]+/g, '').replace(/(kč|czk|eur|€)$/i, '')
  const parts = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](\d{1,2}))?$/.exec(compact)
  if (!parts) return null
  const whole = Number((parts[1] ?? '').replace(/\./g, ''))
  const cents = Number((parts[2] ?? '').padEnd(2, '0'))
  const amount = whole * 100 + cents
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null
}

/**
 * Open documents an item could pay, found by what the user typed rather than by the item's hints:
 * invoices for money in, supplier invoices and credit notes to pay back for money out, in the item's
 * currency; best score first.
 */
export async function searchDocuments(
  db: Db,
  access: WorkspaceAccess,
  itemId: string,
  text: string,
): Promise<DocumentCandidate[]> {
  const ws = access.workspace.id
  const row = await q.findItem(db, ws, itemId)
  if (!row) throw notFound()
  const { item } = row
  const left = itemRemaining(item)
  const search = { currency: item.currency, text, amount: typedAmount(text) }
  const docs =
    item.amount > 0
      ? (await q.searchOpenInvoices(db, ws, search)).map(invoiceDocument)
      : [
          ...(await q.searchOpenExpenses(db, ws, search)).map(expenseDocument),
          ...(await q.searchOpenRefunds(db, ws, search)).map(invoiceDocument),
        ]
  const itemSide = { ...item, remaining: left }
  const scored = await Promise.all(
    docs.map(async (doc) => ({ doc, ...score(itemSide, sideOf(doc, await partnerAccounts(db, ws, doc.contactId))) })),
  )
  return scored
    .sort((a, b) => b.score - a.score || a.doc.dueDate.localeCompare(b.doc.dueDate))
    .map((c) => toDocumentCandidate(c.doc, c, left))
}
