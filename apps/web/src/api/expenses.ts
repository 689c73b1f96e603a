import {
  deleteExpense,
  type ExpenseFilter,
  getExpense,
  saveSupplierInvoice,
  supplierInvoiceList,
  supplierInvoicePaymentInfo,
} from '@innkeep/contract'
import { useApiMutation, useApiQuery } from './query.ts'

/** One page of supplier invoices; the previous page stays on screen while the next one loads. */
export function useExpenses(slugs: string, filter: ExpenseFilter) {
  return useApiQuery(supplierInvoiceList, { params: { slugs }, query: filter }, { keepPrevious: true })
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
