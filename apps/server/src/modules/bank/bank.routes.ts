import {
  bankItemCandidates,
  createCashItem,
  createPayment,
  findPayment,
  ignoreBankItem,
  importBankStatement,
  linkPaymentExpense,
  linkPaymentInvoice,
  listBankAccounts,
  listBankItems,
  lovBankAccount,
  lovSynchronizedBankAccount,
  paymentLink,
  saveBankAccount,
  syncBankAccount,
  unlinkPayment,
} from '@innkeep/contract'
import { route } from '../../http/route.ts'
import * as bank from './bank.service.ts'
import { importStatementFile } from './bank-import.ts'
import { queueSync } from './bank-sync.ts'

/** A statement of ten thousand items is about 1.3 MB; 8 MiB of file as base64 leaves room. */
const STATEMENT_BODY_LIMIT = 12 * 1024 * 1024

export function bankRoutes(deps: bank.BankDeps & { pokeJobs: () => void }) {
  const { db } = deps
  return [
    route(listBankAccounts, async ({ access }) => bank.listAccounts(db, access)),
    route(lovBankAccount, async ({ access }) => bank.accountOptions(db, access)),
    route(lovSynchronizedBankAccount, async ({ access }) => bank.accountOptions(db, access, 'with-items')),
    route(saveBankAccount, async ({ access, body }) => bank.saveAccount(deps, access, body)),
    route(syncBankAccount, async ({ access, params }) => queueSync(deps, access, params.id)),
    route(
      importBankStatement,
      async ({ access, principal, params, body }) => importStatementFile(db, access, principal, params.id, body),
      { bodyLimit: STATEMENT_BODY_LIMIT },
    ),
    route(listBankItems, async ({ access, body }) => bank.listItems(db, access, body)),
    route(ignoreBankItem, async ({ access, params, body }) => bank.ignoreItem(db, access, params.id, body.ignored)),
    route(createCashItem, async ({ access, params, body }) => bank.createCashItem(db, access, params.id, body)),
    route(bankItemCandidates, async ({ access, params }) => bank.itemCandidates(db, access, params.id)),
    route(findPayment, async ({ access, body }) => bank.findPayment(db, access, body.kind, body.id)),
    route(linkPaymentInvoice, async ({ access, principal, language, body }) =>
      bank.linkPayment(db, access, principal, language, {
        kind: 'INVOICE',
        itemId: body.bankItemId,
        documentId: body.invoiceId,
        amount: body.amount,
      }),
    ),
    route(linkPaymentExpense, async ({ access, principal, language, body }) =>
      bank.linkPayment(db, access, principal, language, {
        kind: 'EXPENSE',
        itemId: body.bankItemId,
        documentId: body.expenseId,
        amount: body.amount,
      }),
    ),
    route(unlinkPayment, async ({ access, principal, params }) => bank.unlinkPayment(db, access, principal, params.id)),
    route(paymentLink, async ({ access, query }) => bank.paymentLinks(db, access, query)),
    route(createPayment, async ({ access, principal, params, query }) =>
      bank.payExpense(db, access, principal, params.id, query),
    ),
  ]
}
