import { createHash } from 'node:crypto'
import type { ImportResult } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { actorOf } from '../../http/access.ts'
import { type FieldProblem, notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import type { MessageCode } from '../../i18n/messages.ts'
import type { BankMovement, BankStatement } from '../../integrations/bank-statement.ts'
import { newId } from '../../lib/ids.ts'
import { daysBetween } from '../../lib/local-date.ts'
import { autoLink } from './auto-links.service.ts'
import * as q from './bank.queries.ts'
import { GpcFormatError, gpcDefect, parseGpc } from './gpc.ts'
import { normalizeAccount } from './matching.ts'

/**
 * Stores what a bank reported, in the caller's transaction: new movements only (the bank's own id
 * is unique per account, so a second import of the same data adds nothing), payment orders the
 * bank has now carried out settled, exact matches linked.
 */
export async function importMovements(
  tx: Db,
  ws: string,
  account: q.BankAccountRow,
  statement: BankStatement,
  meta: { source: 'FIO' | 'STATEMENT'; fileName?: string; fileHash?: string; createdBy: string },
): Promise<ImportResult> {
  const statementId = newId()
  const added = await q.insertNewItems(
    tx,
    statement.movements.map((movement) => ({
      workspaceId: ws,
      id: newId(),
      accountId: account.id,
      externalId: movement.externalId,
      bookedOn: movement.bookedOn,
      amount: movement.amount,
      currency: movement.currency,
      counterpartyAccount: normalizeAccount(movement.counterpartyAccount),
      counterpartyName: movement.counterpartyName,
      variableSymbol: movement.variableSymbol,
      constantSymbol: movement.constantSymbol,
      specificSymbol: movement.specificSymbol,
      message: movement.message,
      kind: movement.kind,
      source: meta.source,
      statementId,
    })),
  )
  await q.insertStatement(tx, {
    workspaceId: ws,
    id: statementId,
    accountId: account.id,
    source: meta.source,
    fileName: meta.fileName ?? null,
    fileHash: meta.fileHash ?? null,
    statementNumber: statement.statementNumber,
    periodFrom: statement.from,
    periodTill: statement.till,
    openingBalance: statement.openingBalance,
    closingBalance: statement.closingBalance,
    received: statement.movements.length,
    added: added.length,
    createdBy: meta.createdBy,
  })
  const settledIds = await settle(tx, ws, account.id, added)
  const autoLinked = await autoLink(
    tx,
    ws,
    added.filter((item) => !settledIds.has(item.id)),
  )
  const [check] = (await q.statementChecks(tx, ws)).filter((c) => c.accountId === account.id)
  return {
    received: statement.movements.length,
    added: added.length,
    duplicates: statement.movements.length - added.length,
    settled: settledIds.size,
    autoLinked,
    statement: {
      number: statement.statementNumber,
      from: statement.from,
      till: statement.till,
      openingBalance: statement.openingBalance,
      closingBalance: statement.closingBalance,
      computedBalance: account.openingBalance + (check?.itemsSum ?? 0),
    },
  }
}

/**
 * A payment order we recorded (create-payment) is carried out when the bank reports an outgoing
 * movement of the same amount to the same symbol or account, from three days before to thirty days
 * after the order's date. The order's links move to the real movement and the order goes.
 */
async function settle(tx: Db, ws: string, accountId: string, added: q.BankItemRow[]) {
  const settled = new Set<string>()
  const orders = await q.selectPendingItems(tx, ws, accountId)
  for (const item of added) {
    if (item.amount >= 0 || orders.length === 0) continue
    const index = orders.findIndex(
      (order) =>
        order.amount === item.amount &&
        ((order.variableSymbol !== null && order.variableSymbol === item.variableSymbol) ||
          (order.counterpartyAccount !== null && order.counterpartyAccount === item.counterpartyAccount)) &&
        daysBetween(order.bookedOn, item.bookedOn) >= -3 &&
        daysBetween(order.bookedOn, item.bookedOn) <= 30,
    )
    const order = orders[index]
    if (!order) continue
    orders.splice(index, 1)
    await q.settlePending(tx, ws, order.id, item.id)
    settled.add(item.id)
  }
  return settled
}

/** A GPC (ABO) statement file uploaded for a bank account: all of it, or nothing. */
export async function importStatementFile(
  { db, access, principal, language }: StaffContext,
  accountId: string,
  file: { fileName: string; content: string },
): Promise<ImportResult> {
  const ws = access.workspace.id
  const account = await q.findAccount(db, ws, accountId)
  if (!account) throw notFound()
  if (account.kind !== 'BANK') throw validation(undefined, 'bank.statementOnCash')
  const bytes = Buffer.from(file.content, 'base64')
  let statements: BankStatement[]
  try {
    statements = parseGpc(bytes, { bankCode: account.accountNumber.split('/')[1] })
  } catch (error) {
    if (error instanceof GpcFormatError)
      throw validation('content', 'bank.statementFormat', { detail: gpcDefect(language, error) })
    throw error
  }
  for (const statement of statements) checkBelongs(account, statement)
  const fileHash = createHash('sha256').update(bytes).digest('hex')
  const createdBy = actorOf(principal).label
  const results = await db.transaction(async (tx) => {
    const all: ImportResult[] = []
    for (const statement of statements)
      all.push(
        await importMovements(tx, ws, account, statement, {
          source: 'STATEMENT',
          fileName: file.fileName,
          fileHash,
          createdBy,
        }),
      )
    return all
  })
  return combine(results)
}

/** Why a statement cannot be this account's (another account or currency), or null when it can. */
export function statementMismatch(
  account: q.BankAccountRow,
  statement: BankStatement,
): { code: MessageCode; params: FieldProblem['params'] } | null {
  const statementAccount = normalizeAccount(statement.accountNumber)
  const ours = normalizeAccount(account.accountNumber)
  if (statementAccount && ours && statementAccount !== ours)
    return { code: 'bank.statementAccount', params: { statementAccount, accountNumber: ours } }
  const foreign = statement.movements.find((m: BankMovement) => m.currency !== account.currency)
  const currency = statement.currency ?? foreign?.currency
  if (currency && currency !== account.currency)
    return { code: 'bank.statementCurrency', params: { statementCurrency: currency, currency: account.currency } }
  return null
}

function checkBelongs(account: q.BankAccountRow, statement: BankStatement) {
  const mismatch = statementMismatch(account, statement)
  if (mismatch) throw validation('content', mismatch.code, mismatch.params)
}

/** Several statements in one file answer as one import; the balances are the last statement's. */
function combine(results: ImportResult[]): ImportResult {
  const last = results.at(-1)
  return {
    received: results.reduce((sum, r) => sum + r.received, 0),
    added: results.reduce((sum, r) => sum + r.added, 0),
    duplicates: results.reduce((sum, r) => sum + r.duplicates, 0),
    settled: results.reduce((sum, r) => sum + r.settled, 0),
    autoLinked: results.reduce((sum, r) => sum + r.autoLinked, 0),
    statement: last?.statement ?? null,
  }
}
