import {
  type BankAccount,
  type BankItemFilter,
  bankItemCandidates,
  createCashItem,
  createPayment,
  type DocumentKind,
  findPayment,
  getExpense,
  getInvoice,
  ignoreBankItem,
  importBankStatement,
  invoiceList,
  invoicePaymentInfo,
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
  supplierInvoiceList,
  supplierInvoicePaymentInfo,
  syncBankAccount,
  unlinkPayment,
} from '@innkeep/contract'
import { useApiMutation, useApiQuery } from './query.ts'

/** While a FIO synchronisation waits or runs, the accounts are read again this often. */
export const SYNC_POLL_MS = 2000

export function isSyncing(account: Pick<BankAccount, 'sync'>): boolean {
  return account.sync.state === 'QUEUED' || account.sync.state === 'RUNNING'
}

/** Accounts and cash registers; read again every 2 s while one of them is being synchronised. */
export function useBankAccounts(slugs: string) {
  return useApiQuery(
    listBankAccounts,
    { params: { slugs } },
    { refetchInterval: (query) => (query.state.data?.some(isSyncing) ? SYNC_POLL_MS : false) },
  )
}

export const useAccountOptions = (slugs: string) => useApiQuery(lovBankAccount, { params: { slugs } })
export const useSynchronizedAccounts = (slugs: string) => useApiQuery(lovSynchronizedBankAccount, { params: { slugs } })

/** One page of bank items; the previous page stays on screen while the next one loads. */
export function useBankItems(slugs: string, filter: BankItemFilter) {
  return useApiQuery(listBankItems, { params: { slugs }, body: filter }, { keepPrevious: true })
}

export function useItemCandidates(slugs: string, id: string | null) {
  return useApiQuery(bankItemCandidates, { params: { slugs, id: id ?? '' } }, { enabled: id !== null })
}

/** Open documents found by what the user typed; asked once there is something to search for. */
export function useDocumentSearch(slugs: string, id: string, text: string) {
  const query = text.trim()
  return useApiQuery(
    searchBankItemDocuments,
    { params: { slugs, id }, query: { text: query } },
    { enabled: query.length > 0, keepPrevious: true },
  )
}

export type LinkTarget = { invoiceId: string } | { expenseId: string } | { bankItemId: string }

export function usePaymentLinks(slugs: string, target: LinkTarget) {
  return useApiQuery(paymentLink, { params: { slugs }, query: target }, { refetchOnMount: 'always' })
}

/** Bank items that could pay a document; asked only once the user wants them. */
export function useFoundPayments(slugs: string, document: { kind: DocumentKind; id: string }, enabled: boolean) {
  return useApiQuery(findPayment, { params: { slugs }, body: document }, { enabled })
}

// a link changes the item, the document, both lists and what is left to suggest
const MONEY_MOVED = {
  invalidates: [
    listBankAccounts,
    listBankItems,
    bankItemCandidates,
    searchBankItemDocuments,
    paymentLink,
    findPayment,
    getInvoice,
    invoiceList,
    invoicePaymentInfo,
    getExpense,
    supplierInvoiceList,
    supplierInvoicePaymentInfo,
  ],
}
const ACCOUNTS = { invalidates: [listBankAccounts, lovBankAccount, lovSynchronizedBankAccount] }
const ITEMS = { invalidates: [listBankAccounts, listBankItems, lovSynchronizedBankAccount, findPayment] }

export const useSaveBankAccount = () => useApiMutation(saveBankAccount, ACCOUNTS)
export const useSyncBankAccount = () => useApiMutation(syncBankAccount, ACCOUNTS)
export const useImportStatement = () => useApiMutation(importBankStatement, MONEY_MOVED)
export const useCreateCashItem = () => useApiMutation(createCashItem, ITEMS)
export const useIgnoreBankItem = () => useApiMutation(ignoreBankItem, ITEMS)
export const useLinkInvoice = () => useApiMutation(linkPaymentInvoice, MONEY_MOVED)
export const useLinkExpense = () => useApiMutation(linkPaymentExpense, MONEY_MOVED)
export const useLinkDocuments = () => useApiMutation(linkPaymentDocuments, MONEY_MOVED)
export const useUnlinkPayment = () => useApiMutation(unlinkPayment, MONEY_MOVED)
export const useCreatePayment = () => useApiMutation(createPayment, MONEY_MOVED)
