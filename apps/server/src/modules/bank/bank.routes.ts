import {
  bankItemCandidates,
  createCashItem,
  createPayment,
  findPayment,
  ignoreBankItem,
  importBankStatement,
  linkPaymentDocuments,
  linkPaymentExpense,
  linkPaymentInvoice,
  listBankAccounts,
  listBankItems,
  lovBankAccount,
  lovSynchronizedBankAccount,
  paymentLink,
  saveBankAccount,
  searchBankItemDocuments,
  syncBankAccount,
  unlinkPayment,
} from '@innkeep/contract'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import * as accounts from './bank-accounts.service.ts'
import { importStatementFile } from './bank-import.ts'
import * as items from './bank-items.service.ts'
import { queueSync } from './bank-sync.ts'
import { searchDocuments } from './document-search.ts'
import { linkDocuments } from './link-documents.service.ts'
import * as links from './payment-links.service.ts'

/** A statement of ten thousand items is about 1.3 MB; 8 MiB of file as base64 leaves room. */
const STATEMENT_BODY_LIMIT = 12 * 1024 * 1024

export function bankRoutes(deps: accounts.BankDeps & { pokeJobs: () => void }) {
  const { db } = deps
  // a payment linked to a stay's deposit request queues its follow-up (tax document, the guest's e-mail)
  const andPoke = async <T>(work: Promise<T>) => {
    const answer = await work
    deps.pokeJobs()
    return answer
  }
  return [
    route(listBankAccounts, async ({ access }) => accounts.listAccounts(db, access)),
    route(lovBankAccount, async ({ access }) => accounts.accountOptions(db, access)),
    route(lovSynchronizedBankAccount, async ({ access }) => accounts.accountOptions(db, access, 'with-items')),
    route(saveBankAccount, async ({ access, body }) => accounts.saveAccount(deps, access, body)),
    route(syncBankAccount, async ({ access, params }) => queueSync(deps, access, params.id)),
    route(
      importBankStatement,
      async ({ params, body, ...call }) => andPoke(importStatementFile(staffContext(db, call), params.id, body)),
      { bodyLimit: STATEMENT_BODY_LIMIT },
    ),
    route(listBankItems, async ({ access, body }) => items.listItems(db, access, body)),
    route(ignoreBankItem, async ({ params, body, ...call }) =>
      items.ignoreItem(staffContext(db, call), params.id, body.ignored),
    ),
    route(createCashItem, async ({ params, body, ...call }) =>
      andPoke(items.createCashItem(staffContext(db, call), params.id, body)),
    ),
    route(bankItemCandidates, async ({ access, params }) => links.itemCandidates(db, access, params.id)),
    route(searchBankItemDocuments, async ({ access, params, query }) =>
      searchDocuments(db, access, params.id, query.text),
    ),
    route(linkPaymentDocuments, async ({ body, ...call }) => andPoke(linkDocuments(staffContext(db, call), body))),
    route(findPayment, async ({ body, ...call }) => links.findPayment(staffContext(db, call), body.kind, body.id)),
    route(linkPaymentInvoice, async ({ body, ...call }) =>
      andPoke(
        links.linkPayment(staffContext(db, call), {
          kind: 'INVOICE',
          itemId: body.bankItemId,
          documentId: body.invoiceId,
          amount: body.amount,
        }),
      ),
    ),
    route(linkPaymentExpense, async ({ body, ...call }) =>
      links.linkPayment(staffContext(db, call), {
        kind: 'EXPENSE',
        itemId: body.bankItemId,
        documentId: body.expenseId,
        amount: body.amount,
      }),
    ),
    route(unlinkPayment, async ({ params, ...call }) => links.unlinkPayment(staffContext(db, call), params.id)),
    route(paymentLink, async ({ access, query }) => links.paymentLinks(db, access, query)),
    route(createPayment, async ({ params, query, ...call }) =>
      links.payExpense(staffContext(db, call), params.id, query),
    ),
  ]
}
