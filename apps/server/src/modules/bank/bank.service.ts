import {
  type BankAccount,
  type BankAccountOption,
  type BankAccountValues,
  type BankItem,
  type BankItemFilter,
  czechAccountToIban,
  type DocumentCandidate,
  type DocumentKind,
  type DocumentPayment,
  type PaymentCandidate,
  type PaymentLink,
} from '@innkeep/contract'
import type { z } from 'zod'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import { actorLabel, type Principal, type WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { Language } from '../../i18n/language.ts'
import { formatMoney } from '../../lib/format.ts'
import { newId } from '../../lib/ids.ts'
import { todayIn } from '../../lib/local-date.ts'
import { seal } from '../../lib/sealed.ts'
import { recordAudit } from '../activity/activity.service.ts'
import * as contacts from '../contacts/contacts.queries.ts'
import { notify } from '../notifications/notify.ts'
import * as q from './bank.queries.ts'
import {
  type DocumentSide,
  isExactMatch,
  MIN_SCORE,
  normalizeAccount,
  score,
  stripZeros,
  symbolsIn,
} from './matching.ts'

export interface BankDeps {
  db: Db
  /** Seals FIO tokens (AES-256-GCM). */
  secretsKey: Buffer
}

// ── accounts ───────────────────────────────────────────────────────────────────────────────────

function toOption(row: q.BankAccountRow): BankAccountOption {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    bank: row.bank,
    accountNumber: row.accountNumber,
    iban: row.iban,
    currency: row.currency,
    isDefault: row.isDefault,
  }
}

export async function listAccounts(db: Db, access: WorkspaceAccess): Promise<BankAccount[]> {
  const ws = access.workspace.id
  const [rows, figures, checks] = await Promise.all([
    q.selectAccounts(db, ws),
    q.accountFigures(db, ws),
    q.statementChecks(db, ws),
  ])
  const figuresOf = new Map(figures.map((f) => [f.accountId, f]))
  const checkOf = new Map(checks.map((c) => [c.accountId, c]))
  return rows.map((row) => {
    const figure = figuresOf.get(row.id)
    const check = checkOf.get(row.id)
    return {
      ...toOption(row),
      openingBalance: row.openingBalance,
      balance: row.openingBalance + (figure?.sum ?? 0),
      hasFioToken: row.fioTokenSealed !== null,
      sync: {
        state: row.syncState,
        lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
        lastError: row.lastSyncError,
      },
      statementCheck: check
        ? {
            statementTill: check.periodTill,
            closingBalance: check.closingBalance,
            computedBalance: row.openingBalance + check.itemsSum,
          }
        : null,
      itemCount: figure?.items ?? 0,
      unlinkedCount: figure?.unlinked ?? 0,
      version: row.version,
    }
  })
}

async function accountView(db: Db, access: WorkspaceAccess, id: string) {
  const account = (await listAccounts(db, access)).find((a) => a.id === id)
  if (!account) throw notFound()
  return account
}

export async function accountOptions(db: Db, access: WorkspaceAccess, only?: 'with-items') {
  const rows = await q.selectAccounts(db, access.workspace.id)
  if (!only) return rows.map(toOption)
  const withItems = new Set((await q.accountFigures(db, access.workspace.id)).map((f) => f.accountId))
  return rows
    .filter((row) => row.kind === 'BANK' && (withItems.has(row.id) || row.fioTokenSealed !== null))
    .map(toOption)
}

export async function saveAccount(deps: BankDeps, access: WorkspaceAccess, input: BankAccountValues) {
  const { db } = deps
  const ws = access.workspace.id
  if (input.kind === 'CASH' && (input.bank || input.accountNumber || input.iban || input.fioToken))
    throw validation('kind', 'bank.cashNoBank')
  if (input.fioToken && input.bank !== 'FIO') throw validation('fioToken', 'bank.tokenNeedsFio')
  const values = {
    kind: input.kind,
    name: input.name,
    bank: input.bank,
    accountNumber: input.accountNumber,
    iban: input.iban || (input.accountNumber ? (czechAccountToIban(input.accountNumber) ?? '') : ''),
    currency: input.currency,
    openingBalance: input.openingBalance,
    isDefault: input.isDefault,
    ...(input.fioToken === undefined
      ? {}
      : { fioTokenSealed: input.fioToken ? seal(deps.secretsKey, input.fioToken) : null }),
    ...(input.bank === 'FIO' ? {} : { fioTokenSealed: null }),
  }
  const id = input.id ?? newId()
  try {
    const saved = await db.transaction(async (tx) => {
      if (input.isDefault) await q.clearDefault(tx, ws, id)
      if (!input.id) return q.insertAccount(tx, { workspaceId: ws, id, ...values })
      if (input.version === undefined) throw validation('version', 'validation.required')
      return q.updateAccountIfVersion(tx, ws, input.id, input.version, values)
    })
    if (saved) return accountView(db, access, saved.id)
  } catch (error) {
    if (isUniqueViolation(error, 'bank_accounts_number_key'))
      throw validation('accountNumber', 'bank.duplicateAccount', { accountNumber: input.accountNumber })
    throw error
  }
  if (!(await q.findAccount(db, ws, id))) throw notFound()
  throw conflict('bank.accountStale', await accountView(db, access, id))
}

// ── items ──────────────────────────────────────────────────────────────────────────────────────

function toLink(view: q.LinkView): PaymentLink {
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

async function withLinks(db: Db, ws: string, rows: { item: q.BankItemRow; accountName: string }[]) {
  const linked = rows.filter((row) => row.item.linkedAmount > 0).map((row) => row.item.id)
  const links = (await q.selectLinks(db, ws, { bankItemIds: linked })).map(toLink)
  return rows.map((row) => toItem(row, links))
}

export async function listItems(db: Db, access: WorkspaceAccess, filter: z.output<typeof BankItemFilter>) {
  const ws = access.workspace.id
  const { rows, total, sums } = await q.selectItemPage(db, ws, filter)
  return { items: await withLinks(db, ws, rows), total, page: filter.page, size: filter.size, sums }
}

async function itemView(db: Db, ws: string, id: string) {
  const row = await q.findItem(db, ws, id)
  if (!row) throw notFound()
  const [item] = await withLinks(db, ws, [row])
  return item as BankItem
}

export async function ignoreItem(db: Db, access: WorkspaceAccess, id: string, ignored: boolean) {
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
  db: Db,
  access: WorkspaceAccess,
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

// ── documents and links ────────────────────────────────────────────────────────────────────────

interface OpenDocument {
  kind: DocumentKind
  id: string
  number: string | null
  variableSymbol: string
  partnerName: string
  contactId: string
  issueDate: string
  dueDate: string
  currency: 'CZK' | 'EUR'
  amount: number
  paidAmount: number
}

type InvoiceRow = NonNullable<Awaited<ReturnType<typeof q.lockInvoice>>>
type ExpenseRow = NonNullable<Awaited<ReturnType<typeof q.lockExpense>>>

const invoiceDocument = (row: InvoiceRow): OpenDocument => ({
  kind: 'INVOICE',
  id: row.id,
  number: row.number,
  variableSymbol: row.variableSymbol,
  partnerName: (row.customer as { name: string }).name,
  contactId: row.contactId,
  issueDate: row.issueDate,
  dueDate: row.dueDate,
  currency: row.currency,
  amount: row.toPay,
  paidAmount: row.paidAmount,
})

const expenseDocument = (row: ExpenseRow): OpenDocument => ({
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
})

async function documentPayment(db: Db, ws: string, kind: DocumentKind, id: string): Promise<DocumentPayment> {
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

async function partnerAccounts(db: Db, ws: string, contactId: string) {
  const contact = await contacts.findContact(db, ws, contactId)
  return contact ? [contact.bankAccount, contact.iban].filter(Boolean) : []
}

const sideOf = (doc: OpenDocument, accounts: string[]): DocumentSide => ({
  variableSymbol: doc.variableSymbol,
  remaining: doc.amount - doc.paidAmount,
  accounts,
  partnerName: doc.partnerName,
  issueDate: doc.issueDate,
  dueDate: doc.dueDate,
})

const itemRemaining = (item: q.BankItemRow) => Math.abs(item.amount) - item.linkedAmount

/** Bank items that could pay a document, best first. */
export async function findPayment(db: Db, access: WorkspaceAccess, kind: DocumentKind, id: string) {
  const ws = access.workspace.id
  const row = kind === 'INVOICE' ? await q.lockInvoice(db, ws, id) : await q.lockExpense(db, ws, id)
  if (!row) throw notFound()
  const doc = kind === 'INVOICE' ? invoiceDocument(row as InvoiceRow) : expenseDocument(row as ExpenseRow)
  const accounts = await partnerAccounts(db, ws, doc.contactId)
  const side = sideOf(doc, accounts)
  const rows = await q.selectCandidateItems(db, ws, {
    direction: kind === 'INVOICE' ? 'IN' : 'OUT',
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

/** As much as both sides have open; an item on a settled document offers all it has (overpayment). */
const proposal = (itemLeft: number, documentLeft: number) =>
  documentLeft > 0 ? Math.min(itemLeft, documentLeft) : itemLeft

/** Documents a bank item could pay, best first (the reconciliation view). */
export async function itemCandidates(db: Db, access: WorkspaceAccess, itemId: string): Promise<DocumentCandidate[]> {
  const ws = access.workspace.id
  const row = await q.findItem(db, ws, itemId)
  if (!row) throw notFound()
  const { item } = row
  const left = itemRemaining(item)
  if (left <= 0 || item.ignored) return []
  const hints = {
    currency: item.currency,
    variableSymbols: [...new Set([item.variableSymbol, ...symbolsIn(item.message)].filter((s): s is string => !!s))],
    amount: left,
    nameWord: (item.counterpartyName ?? '').split(/\s+/).find((word) => word.length >= 4),
  }
  const docs =
    item.amount > 0
      ? (await q.selectOpenInvoices(db, ws, hints)).map(invoiceDocument)
      : (await q.selectOpenExpenses(db, ws, hints)).map(expenseDocument)
  const itemSide = { ...item, remaining: left }
  const scored = await Promise.all(
    docs.map(async (doc) => ({ doc, ...score(itemSide, sideOf(doc, await partnerAccounts(db, ws, doc.contactId))) })),
  )
  return scored
    .filter((c) => c.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.doc.dueDate.localeCompare(b.doc.dueDate))
    .slice(0, 20)
    .map((c) => ({
      kind: c.doc.kind,
      id: c.doc.id,
      number: c.doc.number,
      variableSymbol: c.doc.variableSymbol,
      partnerName: c.doc.partnerName,
      issueDate: c.doc.issueDate,
      dueDate: c.doc.dueDate,
      currency: c.doc.currency,
      amount: c.doc.amount,
      remaining: c.doc.amount - c.doc.paidAmount,
      score: c.score,
      reasons: c.reasons,
      proposedAmount: proposal(left, c.doc.amount - c.doc.paidAmount),
    }))
}

/**
 * Links (part of) a bank item to a document, in one transaction that locks both: the item's linked
 * sum and the document's paid sum move together, and the audit log says who did it.
 */
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
  const doc = request.kind === 'INVOICE' ? invoiceDocument(docRow as InvoiceRow) : expenseDocument(docRow as ExpenseRow)
  if (request.kind === 'INVOICE') {
    const invoice = docRow as InvoiceRow
    if (invoice.status !== 'ISSUED' || invoice.validity !== 'VALID') throw validation(field, 'bank.invoiceNotIssued')
    if (item.amount < 0) throw validation('bankItemId', 'bank.wrongDirectionInvoice')
  } else if (item.amount > 0) throw validation('bankItemId', 'bank.wrongDirectionExpense')
  if (item.ignored) throw validation('bankItemId', 'bank.itemIgnored')
  if (item.currency !== doc.currency)
    throw validation('bankItemId', 'bank.currencyMismatch', {
      itemCurrency: item.currency,
      documentCurrency: doc.currency,
    })
  const left = itemRemaining(item)
  if (left <= 0) throw validation('bankItemId', 'bank.itemFullyLinked')
  const amount = request.amount ?? proposal(left, doc.amount - doc.paidAmount)
  if (amount > left)
    throw validation('amount', 'bank.amountExceedsItem', { remaining: formatMoney(left, item.currency, language) })
  const linkId = newId()
  await q.insertLink(tx, {
    workspaceId: ws,
    id: linkId,
    bankItemId: item.id,
    action: request.kind === 'INVOICE' ? 'PAY_INVOICE' : 'PAY_EXPENSE',
    invoiceId: request.kind === 'INVOICE' ? doc.id : null,
    expenseId: request.kind === 'EXPENSE' ? doc.id : null,
    amount,
    createdBy: actor,
  })
  await q.addLinked(tx, ws, item.id, amount)
  if (request.kind === 'INVOICE') await q.addInvoicePaid(tx, ws, doc.id, amount)
  else await q.addExpensePaid(tx, ws, doc.id, amount)
  await recordAudit(tx, ws, actor, [
    { entity: request.kind, entityId: doc.id, action: 'LINK_PAYMENT', data: { linkId, bankItemId: item.id, amount } },
  ])
}

export async function linkPayment(
  db: Db,
  access: WorkspaceAccess,
  principal: Principal,
  language: Language,
  request: { kind: DocumentKind; itemId: string; documentId: string; amount?: number | undefined },
) {
  const ws = access.workspace.id
  return db.transaction(async (tx) => {
    await linkInTransaction(tx, ws, actorLabel(principal), request, language)
    return documentPayment(tx, ws, request.kind, request.documentId)
  })
}

export async function unlinkPayment(db: Db, access: WorkspaceAccess, principal: Principal, linkId: string) {
  const ws = access.workspace.id
  return db.transaction(async (tx) => {
    const link = await q.deleteLink(tx, ws, linkId)
    if (!link) throw notFound()
    const kind: DocumentKind = link.action === 'PAY_INVOICE' ? 'INVOICE' : 'EXPENSE'
    const documentId = (link.invoiceId ?? link.expenseId) as string
    await q.addLinked(tx, ws, link.bankItemId, -link.amount)
    if (kind === 'INVOICE') await q.addInvoicePaid(tx, ws, documentId, -link.amount)
    else await q.addExpensePaid(tx, ws, documentId, -link.amount)
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
  db: Db,
  access: WorkspaceAccess,
  principal: Principal,
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

// ── automatic links after an import ────────────────────────────────────────────────────────────

/**
 * Links new items whose variable symbol and open amount match exactly one open document. Runs
 * inside the import's transaction with two lookups for the whole import; answers how many links
 * it made.
 */
export async function autoLink(tx: Db, ws: string, items: q.BankItemRow[]) {
  const candidates = items.filter((item) => item.variableSymbol && !item.pending && !item.ignored)
  const symbolsOf = (sign: number) => [
    ...new Set(
      candidates.filter((item) => Math.sign(item.amount) === sign).map((item) => item.variableSymbol as string),
    ),
  ]
  const documents = [
    ...(await q.openInvoicesBySymbols(tx, ws, symbolsOf(1))).map(invoiceDocument),
    ...(await q.openExpensesBySymbols(tx, ws, symbolsOf(-1))).map(expenseDocument),
  ]
  // an exact match needs the same symbol: score only the documents that carry the item's
  const bySymbol = new Map<string, OpenDocument[]>()
  for (const doc of documents) {
    const key = `${doc.kind} ${stripZeros(doc.variableSymbol)}`
    const same = bySymbol.get(key)
    if (same) same.push(doc)
    else bySymbol.set(key, [doc])
  }
  const links: { item: q.BankItemRow; doc: OpenDocument; amount: number }[] = []
  for (const item of candidates) {
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
  await q.addLinkedMany(tx, ws, sumById(rows.map(({ item, amount }) => ({ id: item.id, amount }))))
  for (const kind of ['INVOICE', 'EXPENSE'] as const) {
    const paid = rows.filter(({ doc }) => doc.kind === kind).map(({ doc, amount }) => ({ id: doc.id, amount }))
    await q.addPaidMany(tx, ws, kind, sumById(paid))
  }
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

function sumById(deltas: { id: string; amount: number }[]) {
  const sums = new Map<string, number>()
  for (const { id, amount } of deltas) sums.set(id, (sums.get(id) ?? 0) + amount)
  return [...sums].map(([id, amount]) => ({ id, amount }))
}
