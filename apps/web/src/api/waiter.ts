import {
  type EndpointDef,
  type MenuItem,
  type Receipt,
  type TableOrder,
  waiterGetCategories,
  waiterGetMenuItems,
  waiterGetMenuItemsPerCategory,
  waiterGetOrderItems,
  waiterGetReceipt,
  waiterGetTables,
  waiterInfo,
} from '@innkeep/contract'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import type { ApiError } from './api-error.ts'
import type { CallInput } from './client.ts'
import { apiQueryKey, apiQueryOptions, useApiQuery } from './query.ts'

/** The grid and an open table are read again this often (another waiter may be at work). */
export const WAITER_POLL_MS = 10_000

interface Options {
  enabled?: boolean
  poll?: boolean
  /** Milliseconds the answer stays fresh (a receipt never changes). */
  staleTime?: number
  onError?: (error: ApiError) => void
}

/**
 * A read that failed for want of a connection says nothing: the waiter tool shows what it has and its
 * offline banner says the rest. Any other failure shows the sticky error toast, as elsewhere.
 */
function quietOffline(error: ApiError): void {
  if (error.status === null) return
  void import('./error-toast.tsx').then((toast) => toast.showErrorToast(error))
}

function useWaiterQuery<E extends EndpointDef>(endpoint: E, input: CallInput<E>, options: Options = {}) {
  const { poll, ...rest } = options
  return useApiQuery(endpoint, input, {
    onError: quietOffline,
    ...rest,
    refetchOnWindowFocus: true,
    ...(poll ? { refetchInterval: WAITER_POLL_MS } : {}),
  })
}

const restaurantQuery = (restaurantId: string | null) => ({ query: restaurantId ? { restaurantId } : {} })

/** Who waits here: workspace, restaurants, payment methods; a 403 is the gate's to explain. */
export function useWaiterInfo() {
  return useWaiterQuery(waiterInfo, {}, { onError: () => undefined })
}

export function useWaiterTables(restaurantId: string | null, enabled = true) {
  return useWaiterQuery(waiterGetTables, restaurantQuery(restaurantId), { poll: true, enabled })
}

export function useWaiterCategories(restaurantId: string | null) {
  return useWaiterQuery(waiterGetCategories, restaurantQuery(restaurantId), { enabled: restaurantId !== null })
}

/** Every visible item of the restaurant: what the search looks through. */
export function useWaiterMenuItems(restaurantId: string | null, enabled: boolean) {
  return useWaiterQuery(waiterGetMenuItems, restaurantQuery(restaurantId), { enabled: enabled && !!restaurantId })
}

/** How long the items of a category read ahead stay fresh: the menu changes rarely during an evening. */
const MENU_FRESH_MS = 5 * 60_000

/**
 * Reads every category's items ahead (each once per five minutes), so that a category never opened
 * before shows its items without a connection; answers what the cache holds of them all, for a search
 * offline before the whole menu was read.
 */
export function usePrefetchedMenu(categoryIds: string[]): () => MenuItem[] {
  const queryClient = useQueryClient()
  const ids = categoryIds.join(',')
  useEffect(() => {
    for (const id of ids ? ids.split(',') : [])
      void queryClient.prefetchQuery(
        apiQueryOptions(
          waiterGetMenuItemsPerCategory,
          { params: { id } },
          { staleTime: MENU_FRESH_MS, onError: quietOffline },
        ),
      )
  }, [ids, queryClient])
  return useCallback(
    () =>
      (ids ? ids.split(',') : []).flatMap(
        (id) =>
          queryClient.getQueryData<MenuItem[] | null>(apiQueryKey(waiterGetMenuItemsPerCategory, { params: { id } })) ??
          [],
      ),
    [ids, queryClient],
  )
}

export function useCategoryItems(categoryId: string | null) {
  return useWaiterQuery(waiterGetMenuItemsPerCategory, { params: { id: categoryId ?? '' } }, { enabled: !!categoryId })
}

export function useReceipt(id: string) {
  return useWaiterQuery(waiterGetReceipt, { params: { id } }, { staleTime: Number.POSITIVE_INFINITY })
}

export const tableOrderKey = (tableId: string) => apiQueryKey(waiterGetOrderItems, { params: { id: tableId } })

/** An answer older than the one on screen (same order, lower version) never replaces it. */
export function newerTableOrder(shown: TableOrder | null | undefined, next: TableOrder | null): TableOrder | null {
  if (!shown?.order || !next?.order) return next
  if (shown.order.id !== next.order.id) return next
  return next.order.version < shown.order.version ? shown : next
}

/** A table and its open order, read again every 10 s and on focus; the server's answer is the truth. */
export function useTableOrder(tableId: string) {
  return useApiQuery(
    waiterGetOrderItems,
    { params: { id: tableId } },
    {
      onError: quietOffline,
      refetchOnWindowFocus: true,
      refetchInterval: WAITER_POLL_MS,
      structuralSharing: (shown, next) => newerTableOrder(shown as TableOrder | null, next as TableOrder | null),
    },
  )
}

/** Puts the server's answer for a table in the cache (the view shows it at once) and refreshes the grid. */
export function storeTableOrder(queryClient: QueryClient, tableOrder: TableOrder): void {
  queryClient.setQueryData<TableOrder | null>(tableOrderKey(tableOrder.table.id), (shown) =>
    newerTableOrder(shown, tableOrder),
  )
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(waiterGetTables) })
}

/** A CONFLICT's entity is the current order: shown as it is, whatever version was on screen. */
export function replaceTableOrder(queryClient: QueryClient, tableOrder: TableOrder): void {
  queryClient.setQueryData(tableOrderKey(tableOrder.table.id), tableOrder)
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(waiterGetTables) })
}

export function storeReceipt(queryClient: QueryClient, receipt: Receipt): void {
  queryClient.setQueryData(apiQueryKey(waiterGetReceipt, { params: { id: receipt.id } }), receipt)
}

/** Whether a CONFLICT's entity is the table order it says it is. */
export function isTableOrder(entity: unknown): entity is TableOrder {
  return !!entity && typeof entity === 'object' && 'table' in entity && 'order' in entity
}
