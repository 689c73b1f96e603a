import type { DifferenceReason, DocumentPayment, DocumentRef, LinkDocumentsResult } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { actorLabel } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import type { Language } from '../../i18n/language.ts'
import { translate } from '../../i18n/messages.ts'
import { formatMoney } from '../../lib/format.ts'
import * as q from './bank.queries.ts'
import { withLinks } from './bank-items.service.ts'
import type { ExpenseRow, InvoiceRow, OpenDocument } from './open-documents.ts'
import { itemRemaining } from './open-documents.ts'
import { differenceLimit, shareDifference } from './payment-differences.ts'
import { checkLinkable, documentPayment, writeLink } from './payment-links.service.ts'

interface Request {
  bankItemId: string
  documents: DocumentRef[]
  differenceReason?: DifferenceReason | undefined
}

/** The documents, locked in id order after the item (as every link does: item first, then documents). */
async function lockDocuments(tx: Db, ws: string, item: q.BankItemRow, refs: DocumentRef[]) {
  const order = refs.map((ref, index) => ({ ref, index })).sort((a, b) => a.ref.id.localeCompare(b.ref.id))
  const docs: OpenDocument[] = []
  for (const { ref, index } of order) {
    const field = `documents.${index}.id`
    const row = ref.kind === 'INVOICE' ? await q.lockInvoice(tx, ws, ref.id) : await q.lockExpense(tx, ws, ref.id)
    if (!row) throw validation(field, 'bank.documentNotFound')
    const doc = checkLinkable(item, ref.kind, row as InvoiceRow | ExpenseRow, field)
    if (doc.amount - doc.paidAmount <= 0)
      throw validation(field, 'bank.documentPaid', { document: doc.number ?? doc.variableSymbol })
    docs[index] = doc
  }
  return docs
}

/** Refuses a difference without a reason, one too large for its reason, or a commission on money out. */
function checkDifference(item: q.BankItemRow, owed: number, difference: number, request: Request, language: Language) {
  if (difference === 0) return
  const money = (amount: number) => formatMoney(amount, item.currency, language)
  const reason = request.differenceReason
  if (!reason)
    throw validation('differenceReason', 'bank.differenceReasonRequired', {
      item: money(itemRemaining(item)),
      documents: money(owed),
      difference: money(Math.abs(difference)),
    })
  if (reason === 'PORTAL_COMMISSION' && (item.amount < 0 || difference > 0))
    throw validation('differenceReason', 'bank.commissionNotIncoming')
  const limit = differenceLimit(reason, item.currency, owed)
  if (Math.abs(difference) > limit)
    throw validation('differenceReason', 'bank.differenceTooLarge', {
      difference: money(Math.abs(difference)),
      reason: translate(language, `bank.reason.${reason}`),
      limit: money(limit),
    })
}

/**
 * Links an item to several documents at once, each paid in full: what the item's money and the
 * documents' open amounts differ by is booked as rounding, a bank fee or a portal's commission,
 * shared among the documents in proportion to what they owe. All or nothing, in one transaction.
 */
export async function linkDocuments(
  { db, access, principal, language }: StaffContext,
  request: Request,
): Promise<LinkDocumentsResult> {
  const ws = access.workspace.id
  const actor = actorLabel(principal)
  return db.transaction(async (tx) => {
    const row = await q.findItem(tx, ws, request.bankItemId, true)
    if (!row) throw validation('bankItemId', 'bank.itemNotFound')
    const { item } = row
    if (item.pending) throw validation('bankItemId', 'bank.pendingItem')
    const docs = await lockDocuments(tx, ws, item, request.documents)
    const left = itemRemaining(item)
    if (left <= 0) throw validation('bankItemId', 'bank.itemFullyLinked')
    const owedEach = docs.map((doc) => doc.amount - doc.paidAmount)
    const owed = owedEach.reduce((a, b) => a + b, 0)
    const difference = left - owed
    checkDifference(item, owed, difference, request, language)
    const side = difference > 0 ? 'ITEM' : 'DOCUMENT'
    const shares = shareDifference(Math.abs(difference), owedEach)
    // a document's share of a shortfall may not swallow all it is paid by the item
    if (side === 'DOCUMENT' && shares.some((share, i) => share >= (owedEach[i] ?? 0)))
      throw validation('differenceReason', 'bank.differenceTooLarge', {
        difference: formatMoney(Math.abs(difference), item.currency, language),
        reason: translate(language, `bank.reason.${request.differenceReason ?? 'ROUNDING'}`),
        limit: formatMoney(0, item.currency, language),
      })
    for (const [i, doc] of docs.entries()) {
      const share = shares[i] ?? 0
      const open = owedEach[i] ?? 0
      await writeLink(tx, ws, actor, {
        kind: doc.kind,
        itemId: item.id,
        documentId: doc.id,
        amount: side === 'ITEM' ? open : open - share,
        difference:
          share > 0 && request.differenceReason ? { reason: request.differenceReason, side, amount: share } : undefined,
        refund: doc.refund,
      })
    }
    const after = await q.findItem(tx, ws, item.id)
    const [view] = await withLinks(tx, ws, after ? [after] : [])
    const documents: DocumentPayment[] = []
    for (const doc of docs) documents.push(await documentPayment(tx, ws, doc.kind, doc.id))
    return { item: view as LinkDocumentsResult['item'], documents, difference }
  })
}
