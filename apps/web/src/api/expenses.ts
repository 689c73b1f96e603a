import {
  deleteExpense,
  type ExpenseFilter,
  type ExpensePage,
  getExpense,
  saveSupplierInvoice,
  supplierInvoiceList,
  supplierInvoicePaymentInfo,
} from '@innkeep/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call } from './client.ts'
import { apiQueryKey, type QueryError, unwrap, useApiMutation, useApiQuery } from './query.ts'

/** One page of supplier invoices; the previous page stays on screen while the next one loads. */
export function useExpenses(slugs: string, filter: ExpenseFilter) {
  const input = { params: { slugs }, query: filter }
  return useQuery<ExpensePage | null, QueryError>({
    queryKey: apiQueryKey(supplierInvoiceList, input),
    queryFn: async () => unwrap(await call(supplierInvoiceList, input)),
    placeholderData: keepPreviousData,
  })
}

/** One supplier invoice read fresh from the server. */
export function useExpense(slugs: string, id: string | null) {
  return useApiQuery(
    getExpense,
    { params: { slugs, id: id ?? '' } },
    { enabled: id !== null, refetchOnMount: 'always' },
  )
}

export function useExpensePaymentInfo(slugs: string, id: string) {
  return useApiQuery(supplierInvoicePaymentInfo, { params: { slugs, id } })
}

const AFFECTED = { invalidates: [supplierInvoiceList, getExpense, supplierInvoicePaymentInfo] }

export const useSaveExpense = () => useApiMutation(saveSupplierInvoice, AFFECTED)
export const useDeleteExpense = () => useApiMutation(deleteExpense, AFFECTED)
