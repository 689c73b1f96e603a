import { type BankAccount, type BankAccountOption, type BankAccountValues, czechAccountToIban } from '@innkeep/contract'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import { newId } from '../../lib/ids.ts'
import { seal } from '../../lib/sealed.ts'
import * as q from './bank.queries.ts'

export interface BankDeps {
  db: Db
  /** Seals FIO tokens (AES-256-GCM). */
  secretsKey: Buffer
}

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
