import {
  deleteFakturoidConnection,
  type FakturoidSyncQuery,
  fakturoidSyncExpenses,
  fakturoidSyncInvoices,
  fakturoidSyncState,
  getFakturoidConnection,
  saveFakturoidConnection,
  testFakturoidConnection,
} from '@innkeep/contract'
import { useApiMutation, useApiQuery } from './query.ts'

// The Fakturoid connection and the sync of issued and supplier invoices (docs/fakturoid.md).

export type FakturoidKind = 'INVOICE' | 'EXPENSE'

/** How often a screen looks again while a sync run waits or runs. */
const WHILE_RUNNING_MS = 2000

export function useFakturoidConnection(slugs: string, options: { enabled?: boolean } = {}) {
  return useApiQuery(getFakturoidConnection, { params: { slugs } }, options)
}

/**
 * Documents of one kind with their state, the counts and the last run. The previous page stays on
 * screen while the next one loads; while a run waits or runs, the list reloads every 2 s (progress).
 */
export function useFakturoidSyncState(slugs: string, kind: FakturoidKind, query: FakturoidSyncQuery, enabled = true) {
  return useApiQuery(
    fakturoidSyncState,
    { params: { slugs, x: kind }, query },
    {
      keepPrevious: true,
      enabled,
      refetchInterval: (q) => {
        const state = q.state.data?.run?.state
        return state === 'QUEUED' || state === 'RUNNING' ? WHILE_RUNNING_MS : false
      },
    },
  )
}

// a run or a new connection changes every list, badge and the connection's problem
const AFFECTED = [fakturoidSyncState, getFakturoidConnection]

export const useSaveFakturoidConnection = () => useApiMutation(saveFakturoidConnection, { invalidates: AFFECTED })
export const useDeleteFakturoidConnection = () => useApiMutation(deleteFakturoidConnection, { invalidates: AFFECTED })
export const useTestFakturoidConnection = () => useApiMutation(testFakturoidConnection, { invalidates: AFFECTED })
export const useSyncFakturoidInvoices = () => useApiMutation(fakturoidSyncInvoices, { invalidates: AFFECTED })
export const useSyncFakturoidExpenses = () => useApiMutation(fakturoidSyncExpenses, { invalidates: AFFECTED })

/** Starts a run of one kind: the invoices' or the supplier invoices' call. */
export function useStartFakturoidSync(kind: FakturoidKind) {
  const invoices = useSyncFakturoidInvoices()
  const expenses = useSyncFakturoidExpenses()
  return kind === 'INVOICE' ? invoices : expenses
}
