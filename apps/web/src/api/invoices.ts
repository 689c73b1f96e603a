import {
  cancelInvoice,
  closeBooks,
  createInvoice,
  createInvoiceCorrection,
  deleteInvoice,
  facturationSummary,
  generateInvoicePdf,
  getBooksPeriod,
  getInvoice,
  type Invoice,
  type InvoiceFilter,
  invoiceList,
  invoicePaymentInfo,
  invoiceReservation,
  issueInvoice,
  reopenBooks,
  requestStayDeposit,
  sendInvoice,
  stayDocuments,
  updateInvoice,
} from '@innkeep/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { downloadFile } from './download.ts'
import { apiQueryKey, useApiMutation, useApiQuery } from './query.ts'

/**
 * One page of invoices. The previous page stays on screen while the next one loads, so filtering,
 * sorting and paging do not flash a skeleton.
 */
export function useInvoices(slugs: string, filter: InvoiceFilter) {
  return useApiQuery(invoiceList, { params: { slugs }, query: filter }, { keepPrevious: true })
}

/** One invoice read fresh from the server (the editor edits the current version, not the list's copy). */
export function useInvoice(slugs: string, id: string | null) {
  return useApiQuery(
    getInvoice,
    { params: { slugs, id: id ?? '' } },
    { enabled: id !== null, refetchOnMount: 'always' },
  )
}

/** Puts an invoice the server answered with into the cache, so opening it (after creating it) shows it at once. */
export function useRememberInvoice(slugs: string) {
  const queryClient = useQueryClient()
  return useCallback(
    (invoice: Invoice) =>
      queryClient.setQueryData(apiQueryKey(getInvoice, { params: { slugs, id: invoice.id } }), invoice),
    [queryClient, slugs],
  )
}

export function useInvoicePaymentInfo(slugs: string, id: string) {
  return useApiQuery(invoicePaymentInfo, { params: { slugs, id } })
}

// every change of an invoice shows in the list (sums too) and in its payment details
const AFFECTED = { invalidates: [invoiceList, getInvoice, invoicePaymentInfo, stayDocuments] }

export const useCreateInvoice = () => useApiMutation(createInvoice, AFFECTED)
export const useUpdateInvoice = () => useApiMutation(updateInvoice, AFFECTED)
export const useIssueInvoice = () => useApiMutation(issueInvoice, AFFECTED)
export const useCancelInvoice = () => useApiMutation(cancelInvoice, AFFECTED)
export const useDeleteInvoice = () => useApiMutation(deleteInvoice, AFFECTED)
/** A draft credit or debit note of an issued tax document. */
export const useCreateInvoiceCorrection = () => useApiMutation(createInvoiceCorrection, AFFECTED)
export const useInvoiceReservation = () => useApiMutation(invoiceReservation, AFFECTED)
/** Vyžádat zálohu: the stay's open proforma, or a new one issued for the amount; it shows among the stay's documents. */
export const useRequestStayDeposit = () => useApiMutation(requestStayDeposit, AFFECTED)
export const useSendInvoice = () => useApiMutation(sendInvoice, { invalidates: [invoiceList, getInvoice] })

/** The invoices, proformas and tax documents made for a stay, oldest first. */
export function useStayDocuments(slugs: string, reservationId: string) {
  return useApiQuery(stayDocuments, { params: { slugs, id: reservationId } })
}

/** The invoice's PDF saved as `faktura-<number>.pdf` (a draft: `faktura-koncept.pdf`). */
export function downloadInvoicePdf(slugs: string, invoice: Pick<Invoice, 'id' | 'number'>) {
  const name = `faktura-${invoice.number ?? 'koncept'}.pdf`
  return downloadFile(generateInvoicePdf, { params: { slugs, id: invoice.id } }, name)
}

/** VAT and turnover of a period (POST, but it only reads): a query keyed by the period. */
export function useFacturationSummary(slugs: string, from: string, till: string) {
  return useApiQuery(
    facturationSummary,
    { params: { slugs }, body: { from, till } },
    { keepPrevious: true, enabled: from !== '' && till !== '' && from <= till },
  )
}

/** Through which day the books are closed (closed periods refuse writes of their tax documents). */
export function useBooksPeriod(slugs: string) {
  return useApiQuery(getBooksPeriod, { params: { slugs } })
}
export const useCloseBooks = () => useApiMutation(closeBooks, { invalidates: [getBooksPeriod] })
export const useReopenBooks = () => useApiMutation(reopenBooks, { invalidates: [getBooksPeriod] })
