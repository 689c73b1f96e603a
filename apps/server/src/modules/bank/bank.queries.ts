import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import {
  addDocumentPaid,
  expenseTable,
  invoiceTable,
  lockDocument,
  lockOpenDocumentsBySymbols,
  searchOpenDocuments,
  selectOpenDocuments,
} from '../../db/document-table.ts'
import type { Db } from '../../db/index.ts'
import {
  bankAccounts,
  bankItems,
  bankStatements,
  expenses,
  invoices,
  paymentDifferences,
  paymentLinks,
} from '../../db/schema/index.ts'
import { updateAtVersion } from '../../db/versioned.ts'

/**
 * An item still to be matched: not ignored, not linked in full, and not cash taken at reception for a
 * stay (`stay:` items: the stay's account holds that payment, stay-accounts' takeMoney).
 */
const open = sql`(not ${bankItems.ignored} and ${bankItems.linkedAmount} < abs(${bankItems.amount})
  and ${bankItems.externalId} not like 'stay:%')`

/** A register's item made for a payment at reception: the stay's account holds it, no document is paid by it. */
export const isStayCash = (item: { externalId: string }) => item.externalId.startsWith('stay:')

export type BankAccountRow = typeof bankAccounts.$inferSelect
export type BankItemRow = typeof bankItems.$inferSelect
export type PaymentLinkRow = typeof paymentLinks.$inferSelect

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

// ── accounts ───────────────────────────────────────────────────────────────────────────────────

export async function selectAccounts(db: Db, workspaceId: string) {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.workspaceId, workspaceId))
    .orderBy(desc(bankAccounts.isDefault), asc(bankAccounts.kind), asc(bankAccounts.name))
}

export async function findAccount(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.workspaceId, workspaceId), eq(bankAccounts.id, id)))
  return row
}

/** Per account: balance (opening + settled items), items, items still waiting for a document. */
export async function accountFigures(db: Db, workspaceId: string) {
  return db
    .select({
      accountId: bankItems.accountId,
      sum: sql<number>`coalesce(sum(${bankItems.amount}) filter (where not ${bankItems.pending}), 0)::bigint`.mapWith(
        Number,
      ),
      items: count(),
      unlinked: sql<number>`count(*) filter (where ${open})::int`.mapWith(Number),
    })
    .from(bankItems)
    .where(eq(bankItems.workspaceId, workspaceId))
    .groupBy(bankItems.accountId)
}

/** The newest statement with a closing balance per account, and our sum of items up to its end. */
export async function statementChecks(db: Db, workspaceId: string) {
  const statements = await db
    .selectDistinctOn([bankStatements.accountId], {
      accountId: bankStatements.accountId,
      periodTill: bankStatements.periodTill,
      closingBalance: bankStatements.closingBalance,
    })
    .from(bankStatements)
    .where(and(eq(bankStatements.workspaceId, workspaceId), sql`${bankStatements.closingBalance} is not null`))
    .orderBy(
      bankStatements.accountId,
      sql`${bankStatements.periodTill} desc nulls last`,
      desc(bankStatements.createdAt),
    )
  return Promise.all(
    statements.map(async (statement) => {
      const [row] = await db
        .select({ sum: sql<number>`coalesce(sum(${bankItems.amount}), 0)::bigint`.mapWith(Number) })
        .from(bankItems)
        .where(
          and(
            eq(bankItems.workspaceId, workspaceId),
            eq(bankItems.accountId, statement.accountId),
            eq(bankItems.pending, false),
            statement.periodTill ? lte(bankItems.bookedOn, statement.periodTill) : undefined,
          ),
        )
      return {
        accountId: statement.accountId,
        periodTill: statement.periodTill,
        closingBalance: statement.closingBalance ?? 0,
        itemsSum: row?.sum ?? 0,
      }
    }),
  )
}

export async function clearDefault(db: Db, workspaceId: string, exceptId: string) {
  await db
    .update(bankAccounts)
    .set({ isDefault: false })
    .where(
      and(eq(bankAccounts.workspaceId, workspaceId), eq(bankAccounts.isDefault, true), ne(bankAccounts.id, exceptId)),
    )
}

export async function insertAccount(db: Db, row: typeof bankAccounts.$inferInsert) {
  const [inserted] = await db.insert(bankAccounts).values(row).returning()
  if (!inserted) throw new Error('bank account insert returned nothing')
  return inserted
}

export async function updateAccountIfVersion(
  db: Db,
  workspaceId: string,
  id: string,
  version: number,
  values: Partial<typeof bankAccounts.$inferInsert>,
) {
  return updateAtVersion(db, bankAccounts, { workspaceId, id, version }, values)
}

export async function setSyncState(
  db: Db,
  workspaceId: string,
  id: string,
  values: Pick<Partial<BankAccountRow>, 'syncState' | 'lastSyncAt' | 'lastSyncError'>,
) {
  await db
    .update(bankAccounts)
    .set(values)
    .where(and(eq(bankAccounts.workspaceId, workspaceId), eq(bankAccounts.id, id)))
}

/** The default account's IBAN for new invoices; '' when there is none. */
export async function defaultIban(db: Db, workspaceId: string) {
  const [row] = await db
    .select({ iban: bankAccounts.iban })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.workspaceId, workspaceId), eq(bankAccounts.isDefault, true)))
  return row?.iban ?? ''
}

// ── items ──────────────────────────────────────────────────────────────────────────────────────

export interface ItemQuery {
  accountId?: string | undefined
  from?: string | undefined
  till?: string | undefined
  kinds?: string[] | undefined
  direction?: 'IN' | 'OUT' | undefined
  state?: 'UNLINKED' | 'LINKED' | 'IGNORED' | undefined
  amountMin?: number | undefined
  amountMax?: number | undefined
  variableSymbol?: string | undefined
  text?: string | undefined
  page: number
  size: number
}

/** The WHERE of the items list (also what its sums and differences sum over). */
export function matchingItems(workspaceId: string, query: ItemQuery) {
  const pattern = query.text ? escapeLike(query.text) : undefined
  return and(
    eq(bankItems.workspaceId, workspaceId),
    query.accountId ? eq(bankItems.accountId, query.accountId) : undefined,
    query.from ? gte(bankItems.bookedOn, query.from) : undefined,
    query.till ? lte(bankItems.bookedOn, query.till) : undefined,
    query.kinds?.length ? inArray(bankItems.kind, query.kinds) : undefined,
    query.direction === 'IN' ? sql`${bankItems.amount} > 0` : undefined,
    query.direction === 'OUT' ? sql`${bankItems.amount} < 0` : undefined,
    query.state === 'UNLINKED' ? open : undefined,
    query.state === 'LINKED' ? sql`${bankItems.linkedAmount} > 0` : undefined,
    query.state === 'IGNORED' ? eq(bankItems.ignored, true) : undefined,
    query.amountMin !== undefined ? sql`abs(${bankItems.amount}) >= ${query.amountMin}` : undefined,
    query.amountMax !== undefined ? sql`abs(${bankItems.amount}) <= ${query.amountMax}` : undefined,
    query.variableSymbol ? eq(bankItems.variableSymbol, query.variableSymbol.replace(/^0+/, '')) : undefined,
    pattern
      ? or(
          ilike(bankItems.counterpartyName, pattern),
          ilike(bankItems.counterpartyAccount, pattern),
          ilike(bankItems.message, pattern),
          ilike(bankItems.variableSymbol, pattern),
          ilike(bankItems.specificSymbol, pattern),
        )
      : undefined,
  )
}

export async function selectItemPage(db: Db, workspaceId: string, query: ItemQuery) {
  const where = matchingItems(workspaceId, query)
  const [rows, [total], sums] = await Promise.all([
    db
      .select({ item: bankItems, accountName: bankAccounts.name })
      .from(bankItems)
      .innerJoin(
        bankAccounts,
        and(eq(bankAccounts.workspaceId, bankItems.workspaceId), eq(bankAccounts.id, bankItems.accountId)),
      )
      .where(where)
      .orderBy(desc(open), desc(bankItems.bookedOn), desc(bankItems.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(bankItems).where(where),
    db
      .select({
        currency: bankItems.currency,
        incoming:
          sql<number>`coalesce(sum(${bankItems.amount}) filter (where ${bankItems.amount} > 0), 0)::bigint`.mapWith(
            Number,
          ),
        outgoing:
          sql<number>`coalesce(-sum(${bankItems.amount}) filter (where ${bankItems.amount} < 0), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(bankItems)
      .where(where)
      .groupBy(bankItems.currency)
      .orderBy(bankItems.currency),
  ])
  return { rows, total: total?.n ?? 0, sums }
}

export async function findItem(db: Db, workspaceId: string, id: string, lock = false) {
  const query = db
    .select({ item: bankItems, accountName: bankAccounts.name })
    .from(bankItems)
    .innerJoin(
      bankAccounts,
      and(eq(bankAccounts.workspaceId, bankItems.workspaceId), eq(bankAccounts.id, bankItems.accountId)),
    )
    .where(and(eq(bankItems.workspaceId, workspaceId), eq(bankItems.id, id)))
  const [row] = lock ? await query.for('update', { of: bankItems }) : await query
  return row
}

/** Open items of one direction that might pay a document: symbol, amount, account or name in common. */
export async function selectCandidateItems(
  db: Db,
  workspaceId: string,
  hints: {
    direction: 'IN' | 'OUT'
    currency: string
    variableSymbol: string
    remaining: number
    counterpartyAccounts: string[]
    partnerName: string
  },
) {
  const signed = hints.direction === 'IN' ? sql`${bankItems.amount} > 0` : sql`${bankItems.amount} < 0`
  const vs = hints.variableSymbol.replace(/^0+/, '')
  const nameWord = hints.partnerName.split(/\s+/).find((word) => word.length >= 4)
  return db
    .select({ item: bankItems, accountName: bankAccounts.name })
    .from(bankItems)
    .innerJoin(
      bankAccounts,
      and(eq(bankAccounts.workspaceId, bankItems.workspaceId), eq(bankAccounts.id, bankItems.accountId)),
    )
    .where(
      and(
        eq(bankItems.workspaceId, workspaceId),
        signed,
        open,
        eq(bankItems.currency, hints.currency),
        or(
          vs ? eq(bankItems.variableSymbol, vs) : undefined,
          vs ? ilike(bankItems.message, escapeLike(vs)) : undefined,
          sql`abs(${bankItems.amount}) - ${bankItems.linkedAmount} = ${hints.remaining}`,
          hints.counterpartyAccounts.length
            ? inArray(bankItems.counterpartyAccount, hints.counterpartyAccounts)
            : undefined,
          nameWord ? ilike(bankItems.counterpartyName, escapeLike(nameWord)) : undefined,
        ),
      ),
    )
    .orderBy(desc(bankItems.bookedOn))
    .limit(200)
}

export async function updateItem(db: Db, workspaceId: string, id: string, values: Partial<BankItemRow>) {
  const [row] = await db
    .update(bankItems)
    .set(values)
    .where(and(eq(bankItems.workspaceId, workspaceId), eq(bankItems.id, id)))
    .returning()
  return row
}

export async function addLinked(db: Db, workspaceId: string, id: string, delta: number) {
  await db
    .update(bankItems)
    .set({ linkedAmount: sql`${bankItems.linkedAmount} + ${delta}` })
    .where(and(eq(bankItems.workspaceId, workspaceId), eq(bankItems.id, id)))
}

/**
 * Inserts items the account does not have yet (by the bank's own id) and answers the new ones.
 * Chunked so that ten thousand items stay within the bind-parameter limit.
 */
export async function insertNewItems(db: Db, rows: (typeof bankItems.$inferInsert)[]) {
  const added: BankItemRow[] = []
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000)
    added.push(
      ...(await db
        .insert(bankItems)
        .values(chunk)
        .onConflictDoNothing({ target: [bankItems.workspaceId, bankItems.accountId, bankItems.externalId] })
        .returning()),
    )
  }
  return added
}

export async function insertStatement(db: Db, row: typeof bankStatements.$inferInsert) {
  await db.insert(bankStatements).values(row)
}

export async function selectPendingItems(db: Db, workspaceId: string, accountId: string) {
  return db
    .select()
    .from(bankItems)
    .where(and(eq(bankItems.workspaceId, workspaceId), eq(bankItems.accountId, accountId), eq(bankItems.pending, true)))
}

/** The bank reported a payment order we recorded: its links move to the real item, the order goes. */
export async function settlePending(db: Db, workspaceId: string, pendingId: string, itemId: string) {
  const moved = await db
    .update(paymentLinks)
    .set({ bankItemId: itemId })
    .where(and(eq(paymentLinks.workspaceId, workspaceId), eq(paymentLinks.bankItemId, pendingId)))
    .returning({ amount: paymentLinks.amount })
  const total = moved.reduce((sum, link) => sum + link.amount, 0)
  await addLinked(db, workspaceId, itemId, total)
  await db.delete(bankItems).where(and(eq(bankItems.workspaceId, workspaceId), eq(bankItems.id, pendingId)))
}

// ── links ──────────────────────────────────────────────────────────────────────────────────────

export interface LinkView {
  link: PaymentLinkRow
  bookedOn: string
  accountName: string
  invoiceNumber: string | null
  invoiceCustomer: unknown
  expenseNumber: string | null
  expenseSupplier: unknown
  difference: Pick<typeof paymentDifferences.$inferSelect, 'reason' | 'side' | 'amount'> | null
}

function linkViews(db: Db) {
  return db
    .select({
      link: paymentLinks,
      bookedOn: bankItems.bookedOn,
      accountName: bankAccounts.name,
      invoiceNumber: invoices.number,
      invoiceCustomer: invoices.customer,
      expenseNumber: expenses.number,
      expenseSupplier: expenses.supplier,
      difference: {
        reason: paymentDifferences.reason,
        side: paymentDifferences.side,
        amount: paymentDifferences.amount,
      },
    })
    .from(paymentLinks)
    .innerJoin(
      bankItems,
      and(eq(bankItems.workspaceId, paymentLinks.workspaceId), eq(bankItems.id, paymentLinks.bankItemId)),
    )
    .innerJoin(
      bankAccounts,
      and(eq(bankAccounts.workspaceId, bankItems.workspaceId), eq(bankAccounts.id, bankItems.accountId)),
    )
    .leftJoin(
      invoices,
      and(eq(invoices.workspaceId, paymentLinks.workspaceId), eq(invoices.id, paymentLinks.invoiceId)),
    )
    .leftJoin(
      expenses,
      and(eq(expenses.workspaceId, paymentLinks.workspaceId), eq(expenses.id, paymentLinks.expenseId)),
    )
    .leftJoin(
      paymentDifferences,
      and(
        eq(paymentDifferences.workspaceId, paymentLinks.workspaceId),
        eq(paymentDifferences.paymentLinkId, paymentLinks.id),
      ),
    )
}

export async function selectLinks(
  db: Db,
  workspaceId: string,
  by: { invoiceId?: string | undefined; expenseId?: string | undefined; bankItemIds?: string[] | undefined },
): Promise<LinkView[]> {
  const conditions: (SQL | undefined)[] = [eq(paymentLinks.workspaceId, workspaceId)]
  if (by.invoiceId) conditions.push(eq(paymentLinks.invoiceId, by.invoiceId))
  if (by.expenseId) conditions.push(eq(paymentLinks.expenseId, by.expenseId))
  if (by.bankItemIds) {
    if (by.bankItemIds.length === 0) return []
    conditions.push(inArray(paymentLinks.bankItemId, by.bankItemIds))
  }
  return linkViews(db)
    .where(and(...conditions))
    .orderBy(asc(paymentLinks.createdAt), asc(paymentLinks.id))
}

export async function insertLink(db: Db, row: typeof paymentLinks.$inferInsert) {
  await db.insert(paymentLinks).values(row)
}

/** Many links at once (an import's automatic matches), in chunks within the bind-parameter limit. */
export async function insertLinks(db: Db, rows: (typeof paymentLinks.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(paymentLinks).values(rows.slice(i, i + 1000))
}

/** Adds to the linked amount of many items in one statement. */
export async function addLinkedMany(db: Db, workspaceId: string, deltas: { id: string; amount: number }[]) {
  if (deltas.length === 0) return
  await db.execute(sql`
    update ${bankItems} set linked_amount = ${bankItems.linkedAmount} + x.amount
      from unnest(${`{${deltas.map((d) => d.id).join(',')}}`}::uuid[], ${`{${deltas.map((d) => d.amount).join(',')}}`}::bigint[]) as x(id, amount)
     where ${bankItems.workspaceId} = ${workspaceId} and ${bankItems.id} = x.id`)
}

/** Adds to the paid amount of many invoices or supplier invoices in one statement. */
export async function addPaidMany(
  db: Db,
  workspaceId: string,
  kind: 'INVOICE' | 'EXPENSE',
  deltas: { id: string; amount: number }[],
) {
  if (deltas.length === 0) return
  const table = kind === 'INVOICE' ? invoices : expenses
  await db.execute(sql`
    update ${table} set paid_amount = ${table.paidAmount} + x.amount
      from unnest(${`{${deltas.map((d) => d.id).join(',')}}`}::uuid[], ${`{${deltas.map((d) => d.amount).join(',')}}`}::bigint[]) as x(id, amount)
     where ${table.workspaceId} = ${workspaceId} and ${table.id} = x.id`)
}

export async function deleteLink(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .delete(paymentLinks)
    .where(and(eq(paymentLinks.workspaceId, workspaceId), eq(paymentLinks.id, id)))
    .returning()
  return row
}

// ── documents ──────────────────────────────────────────────────────────────────────────────────

export const lockInvoice = (db: Db, workspaceId: string, id: string) => lockDocument(db, invoiceTable, workspaceId, id)

export const lockExpense = (db: Db, workspaceId: string, id: string) => lockDocument(db, expenseTable, workspaceId, id)

export const addInvoicePaid = (db: Db, workspaceId: string, id: string, delta: number) =>
  addDocumentPaid(db, invoiceTable, workspaceId, id, delta)

export const addExpensePaid = (db: Db, workspaceId: string, id: string, delta: number) =>
  addDocumentPaid(db, expenseTable, workspaceId, id, delta)

type OpenHints = Parameters<typeof selectOpenDocuments>[3]

/** Issued, valid invoices with money still open, in one currency: what an incoming item could pay. */
export const selectOpenInvoices = (db: Db, workspaceId: string, hints: OpenHints) =>
  selectOpenDocuments(db, invoiceTable, workspaceId, hints)

/** Credit notes with money still to pay back, in one currency: what an outgoing item could refund. */
export const selectOpenRefunds = (db: Db, workspaceId: string, hints: OpenHints) =>
  selectOpenDocuments(db, invoiceTable, workspaceId, hints, true)

/** Supplier invoices with money still open, in one currency: what an outgoing item could pay. */
export const selectOpenExpenses = (db: Db, workspaceId: string, hints: OpenHints) =>
  selectOpenDocuments(db, expenseTable, workspaceId, hints)

type SearchHints = Parameters<typeof searchOpenDocuments>[3]

/** Open invoices found by what a person typed (number, VS, customer, amount). */
export const searchOpenInvoices = (db: Db, workspaceId: string, search: SearchHints) =>
  searchOpenDocuments(db, invoiceTable, workspaceId, search)

/** Credit notes still to pay back, found by what a person typed. */
export const searchOpenRefunds = (db: Db, workspaceId: string, search: SearchHints) =>
  searchOpenDocuments(db, invoiceTable, workspaceId, search, true)

/** Open supplier invoices found by what a person typed (number, VS, supplier, amount). */
export const searchOpenExpenses = (db: Db, workspaceId: string, search: SearchHints) =>
  searchOpenDocuments(db, expenseTable, workspaceId, search)

/**
 * Open documents by variable symbol, every currency: what an import's items may pay exactly. Locked in
 * id order, so that two imports wait for each other instead of deadlocking.
 */
export const openInvoicesBySymbols = (db: Db, workspaceId: string, symbols: string[]) =>
  lockOpenDocumentsBySymbols(db, invoiceTable, workspaceId, symbols)

export const openExpensesBySymbols = (db: Db, workspaceId: string, symbols: string[]) =>
  lockOpenDocumentsBySymbols(db, expenseTable, workspaceId, symbols)

/** The newest movement the bank reported for an account (not our own payment orders or cash). */
export async function lastBookedOn(db: Db, workspaceId: string, accountId: string) {
  const [row] = await db
    .select({ day: sql<string | null>`max(${bankItems.bookedOn})::text` })
    .from(bankItems)
    .where(
      and(
        eq(bankItems.workspaceId, workspaceId),
        eq(bankItems.accountId, accountId),
        inArray(bankItems.source, ['FIO', 'STATEMENT']),
      ),
    )
  return row?.day ?? null
}

/** Whether the workspace has the document or item a link query names. */
export async function linkTargetExists(
  db: Db,
  workspaceId: string,
  by: { invoiceId?: string | undefined; expenseId?: string | undefined; bankItemId?: string | undefined },
) {
  const [table, id] = by.invoiceId
    ? [invoices, by.invoiceId]
    : by.expenseId
      ? [expenses, by.expenseId]
      : [bankItems, by.bankItemId as string]
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.workspaceId, workspaceId), eq(table.id, id)))
  return row !== undefined
}
