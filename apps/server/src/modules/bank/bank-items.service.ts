import type { BankItem, BankItemFilter, PaymentLink } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import * as q from './bank.queries.ts'
import { sumDifferences } from './payment-differences.queries.ts'

export function toLink(view: q.LinkView): PaymentLink {
  const { link } = view
  const partner = (link.action === 'PAY_INVOICE' ? view.invoiceCustomer : view.expenseSupplier) as {
    name?: string
  } | null
  return {
    id: link.id,
    action: link.action,
    bankItemId: link.bankItemId,
    documentId: (link.invoiceId ?? link.expenseId) as string,
    documentNumber: link.action === 'PAY_INVOICE' ? view.invoiceNumber : view.expenseNumber,
    partnerName: partner?.name ?? '',
    amount: link.amount,
    bookedOn: view.bookedOn,
    accountName: view.accountName,
    createdAt: link.createdAt.toISOString(),
    difference: view.difference,
  }
}

function toItem(row: { item: q.BankItemRow; accountName: string }, links: PaymentLink[]): BankItem {
  const { item } = row
  return {
    id: item.id,
    accountId: item.accountId,
    accountName: row.accountName,
    bookedOn: item.bookedOn,
    amount: item.amount,
    currency: item.currency,
    counterpartyAccount: item.counterpartyAccount,
    counterpartyName: item.counterpartyName,
    variableSymbol: item.variableSymbol,
    constantSymbol: item.constantSymbol,
    specificSymbol: item.specificSymbol,
    message: item.message,
    kind: item.kind as BankItem['kind'],
    source: item.source,
    pending: item.pending,
    ignored: item.ignored,
    linkedAmount: item.linkedAmount,
    links: links.filter((link) => link.bankItemId === item.id),
  }
}

export async function withLinks(db: Db, ws: string, rows: { item: q.BankItemRow; accountName: string }[]) {
  const linked = rows.filter((row) => row.item.linkedAmount > 0).map((row) => row.item.id)
  const links = (await q.selectLinks(db, ws, { bankItemIds: linked })).map(toLink)
  return rows.map((row) => toItem(row, links))
}

export async function listItems(db: Db, access: WorkspaceAccess, filter: z.output<typeof BankItemFilter>) {
  const ws = access.workspace.id
  const [{ rows, total, sums }, differences] = await Promise.all([
    q.selectItemPage(db, ws, filter),
    sumDifferences(db, ws, filter),
  ])
  return { items: await withLinks(db, ws, rows), total, page: filter.page, size: filter.size, sums, differences }
}

async function itemView(db: Db, ws: string, id: string) {
  const row = await q.findItem(db, ws, id)
  if (!row) throw notFound()
  const [item] = await withLinks(db, ws, [row])
  return item as BankItem
}

export async function ignoreItem({ db, access }: StaffContext, id: string, ignored: boolean) {
  const ws = access.workspace.id
  await db.transaction(async (tx) => {
    const row = await q.findItem(tx, ws, id, true)
    if (!row) throw notFound()
    if (ignored && row.item.linkedAmount > 0) throw validation(undefined, 'bank.itemLinked')
    await q.updateItem(tx, ws, id, { ignored })
  })
  return itemView(db, ws, id)
}

export async function createCashItem(
  { db, access }: StaffContext,
  accountId: string,
  input: { bookedOn: string; amount: number; counterpartyName: string; variableSymbol: string; message: string },
) {
  const ws = access.workspace.id
  const account = await q.findAccount(db, ws, accountId)
  if (!account) throw notFound()
  if (account.kind !== 'CASH') throw validation(undefined, 'bank.notCash')
  const id = newId()
  await q.insertNewItems(db, [
    {
      workspaceId: ws,
      id,
      accountId,
      externalId: `cash:${id}`,
      bookedOn: input.bookedOn,
      amount: input.amount,
      currency: account.currency,
      counterpartyAccount: null,
      counterpartyName: input.counterpartyName || null,
      variableSymbol: input.variableSymbol.replace(/^0+/, '') || null,
      constantSymbol: null,
      specificSymbol: null,
      message: input.message || null,
      kind: input.amount > 0 ? 'CASH_IN' : 'CASH_OUT',
      source: 'CASH',
    },
  ])
  return itemView(db, ws, id)
}
