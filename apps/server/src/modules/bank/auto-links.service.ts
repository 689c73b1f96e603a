import type { Db } from '../../db/index.ts'
import { newId } from '../../lib/ids.ts'
import { recordAudit } from '../activity/activity.service.ts'
import { notify } from '../notifications/notify.ts'
import {
  confirmOnDeposits,
  enqueueDepositsReceived,
  mirrorLinkedPayments,
} from '../stay-accounts/stay-accounts.service.ts'
import { planAutoLinks } from './auto-link-plan.ts'
import * as q from './bank.queries.ts'
import { expenseDocument, invoiceDocument, type OpenDocument } from './open-documents.ts'

/**
 * Links new items whose variable symbol and open amount match exactly one open document. Runs
 * inside the import's transaction with two lookups for the whole import; answers how many links
 * it made.
 */
export async function autoLink(tx: Db, ws: string, items: q.BankItemRow[]) {
  const candidates = items.filter(
    (item) => item.variableSymbol && !item.pending && !item.ignored && !q.isStayCash(item),
  )
  const symbolsOf = (sign: number) => [
    ...new Set(
      candidates.filter((item) => Math.sign(item.amount) === sign).map((item) => item.variableSymbol as string),
    ),
  ]
  const documents = [
    ...(await q.openInvoicesBySymbols(tx, ws, symbolsOf(1))).map(invoiceDocument),
    ...(await q.openExpensesBySymbols(tx, ws, symbolsOf(-1))).map(expenseDocument),
  ]
  const links = planAutoLinks(candidates, documents)
  await writeLinks(tx, ws, 'system:auto-match', links)
  await notifyPayments(tx, ws, links)
  return links.length
}

/** Past this many invoices paid by one import, the staff get one summary instead of a notice each. */
const PAYMENT_NOTICES_PER_IMPORT = 10

/** Tells the staff which invoices an import found paid (supplier invoices are their own doing). */
async function notifyPayments(tx: Db, ws: string, links: { item: q.BankItemRow; doc: OpenDocument; amount: number }[]) {
  const paid = links.filter(({ doc }) => doc.kind === 'INVOICE')
  if (paid.length > PAYMENT_NOTICES_PER_IMPORT) {
    for (const currency of new Set(paid.map(({ doc }) => doc.currency))) {
      const same = paid.filter(({ doc }) => doc.currency === currency)
      const amount = same.reduce((sum, link) => sum + link.amount, 0)
      await notify(tx, ws, {
        kind: 'PAYMENT_MATCHED',
        payment: { invoiceId: null, invoiceNumber: null, payer: '', amount, currency, count: same.length },
      })
    }
    return
  }
  for (const { item, doc, amount } of paid) {
    await notify(tx, ws, {
      kind: 'PAYMENT_MATCHED',
      payment: {
        invoiceId: doc.id,
        invoiceNumber: doc.number,
        // the invoice's customer by their full name; a bank statement may cut it short
        payer: doc.partnerName || item.counterpartyName || '',
        amount,
        currency: doc.currency,
        count: 1,
      },
    })
  }
}

/** Records links the caller has checked, a few statements for all of them (an import makes thousands). */
async function writeLinks(
  tx: Db,
  ws: string,
  actor: string,
  links: { item: q.BankItemRow; doc: OpenDocument; amount: number }[],
) {
  if (links.length === 0) return
  const rows = links.map(({ item, doc, amount }) => ({ linkId: newId(), item, doc, amount }))
  await q.insertLinks(
    tx,
    rows.map(({ linkId, item, doc, amount }) => ({
      workspaceId: ws,
      id: linkId,
      bankItemId: item.id,
      action: doc.kind === 'INVOICE' ? ('PAY_INVOICE' as const) : ('PAY_EXPENSE' as const),
      invoiceId: doc.kind === 'INVOICE' ? doc.id : null,
      expenseId: doc.kind === 'EXPENSE' ? doc.id : null,
      amount,
      createdBy: actor,
    })),
  )
  await mirrorLinkedPayments(
    tx,
    ws,
    rows.map(({ linkId }) => linkId),
  )
  await q.addLinkedMany(tx, ws, sumById(rows.map(({ item, amount }) => ({ id: item.id, amount }))))
  for (const kind of ['INVOICE', 'EXPENSE'] as const) {
    const paid = rows.filter(({ doc }) => doc.kind === kind).map(({ doc, amount }) => ({ id: doc.id, amount }))
    await q.addPaidMany(tx, ws, kind, sumById(paid))
  }
  await confirmPaidStays(
    tx,
    ws,
    actor,
    rows.map(({ linkId }) => linkId),
  )
  await recordAudit(
    tx,
    ws,
    actor,
    rows.map(({ linkId, item, doc, amount }) => ({
      entity: doc.kind,
      entityId: doc.id,
      action: 'LINK_PAYMENT',
      data: { linkId, bankItemId: item.id, amount },
    })),
  )
}

/**
 * The requested web bookings whose deposit request the links paid in full are confirmed where the
 * workspace confirms on a paid deposit; the audit trail says so. The deposits' follow-up (the tax
 * document for the received payment, the guest's e-mail) is queued.
 */
export async function confirmPaidStays(tx: Db, ws: string, actor: string, linkIds: string[]) {
  await enqueueDepositsReceived(tx, ws, linkIds)
  const confirmed = await confirmOnDeposits(tx, ws, linkIds)
  await recordAudit(
    tx,
    ws,
    actor,
    confirmed.map((stay) => ({ entity: 'RESERVATION', entityId: stay.id, action: 'CONFIRM_ON_DEPOSIT', data: stay })),
  )
}

function sumById(deltas: { id: string; amount: number }[]) {
  const sums = new Map<string, number>()
  for (const { id, amount } of deltas) sums.set(id, (sums.get(id) ?? 0) + amount)
  return [...sums].map(([id, amount]) => ({ id, amount }))
}
