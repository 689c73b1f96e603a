import type { DocumentKind } from '@innkeep/contract'
import type * as q from './bank.queries.ts'
import { isExactMatch, score, stripZeros } from './matching.ts'
import { itemRemaining, type OpenDocument, proposal, sideOf } from './open-documents.ts'

/** What the plan reads of a bank item. */
export type PlannedItem = Pick<
  q.BankItemRow,
  | 'amount'
  | 'linkedAmount'
  | 'currency'
  | 'variableSymbol'
  | 'message'
  | 'counterpartyAccount'
  | 'counterpartyName'
  | 'bookedOn'
>

/**
 * The automatic links of an import: an item links to an open document of its direction (money in to
 * an invoice, out to a supplier invoice) in its currency when their variable symbols and open amounts
 * are equal — and only when exactly one document is such; two alike are left to the accountant. A
 * document paid by one item is not open for the next. Pure: `documents` are updated as links are made.
 */
export function planAutoLinks<I extends PlannedItem>(items: readonly I[], documents: readonly OpenDocument[]) {
  // an exact match needs the same symbol: score only the documents that carry the item's
  const bySymbol = new Map<string, OpenDocument[]>()
  for (const doc of documents) {
    const key = `${doc.kind} ${stripZeros(doc.variableSymbol)}`
    const same = bySymbol.get(key)
    if (same) same.push(doc)
    else bySymbol.set(key, [doc])
  }
  const links: { item: I; doc: OpenDocument; amount: number }[] = []
  for (const item of items) {
    const kind: DocumentKind = item.amount > 0 ? 'INVOICE' : 'EXPENSE'
    const side = { ...item, remaining: itemRemaining(item) }
    const exact = (bySymbol.get(`${kind} ${stripZeros(item.variableSymbol ?? '')}`) ?? []).filter(
      (doc) => doc.currency === item.currency && isExactMatch(score(side, sideOf(doc, [])).reasons),
    )
    const [only] = exact
    if (exact.length !== 1 || !only || side.remaining <= 0) continue
    const amount = proposal(side.remaining, only.amount - only.paidAmount)
    links.push({ item, doc: only, amount })
    only.paidAmount += amount
  }
  return links
}
