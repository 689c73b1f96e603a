import {
  computePayment,
  type Message,
  type PaymentComputation,
  type PaymentRequest,
  type PaymentResult,
  type TableOrder,
  type WaiterInfo,
  waiterComputePayment,
  waiterInfo,
} from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { call, type Outcome } from '../../api/client.ts'
import { apiQueryKey, type QueryError, unwrap } from '../../api/query.ts'
import { isTableOrder, replaceTableOrder, tableOrderKey } from '../../api/waiter.ts'
import { showRefusal } from '../../components/refusal-toast.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { useWriteQueue } from './offline/write-queue-context.tsx'
import { type OrderChange, withChanges } from './order-changes.ts'
import { isRoomRefusal } from './room-stays.ts'
import { usePendingChanges } from './use-order-actions.ts'

/** The server refused the stay a bill was to go to (the guest has left): the room list deals with it. */
type OnRoomRefused = (messages: Message[]) => void

/** What compute-payment would answer, from the cached order and the waiter's info; null if they are not at hand. */
function computeLocally(queryClient: QueryClient, tableId: string, request: PaymentRequest, changes: OrderChange[]) {
  const info = queryClient.getQueryData<WaiterInfo>(apiQueryKey(waiterInfo, {}))
  const cached = queryClient.getQueryData<TableOrder | null>(tableOrderKey(tableId))
  // the order as the waiter sees it: with the taps still waiting on the device
  const items = cached ? withChanges(cached, changes).order?.items : undefined
  if (!info || !items) return null
  const chosen = request.items ?? items.map((item) => ({ orderItemId: item.id, count: item.unpaidCount }))
  const lines = chosen.flatMap(({ orderItemId, count }) => {
    const item = items.find((candidate) => candidate.id === orderItemId)
    return item && count > 0 ? [{ ...item, orderItemId, unit: item.unit ?? '', count }] : []
  })
  return computePayment({
    lines,
    method: request.method,
    received: request.received,
    vatPayer: info.vatPayer,
    currency: info.currency,
  })
}

/** compute-payment for what is chosen; a CONFLICT shows the current order (and so recomputes). */
export function useComputation(tableId: string, request: PaymentRequest | null, onRoomRefused: OnRoomRefused) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const changes = usePendingChanges(tableId)
  return useQuery<PaymentComputation | null, QueryError>({
    queryKey: [waiterComputePayment.name, tableId, request],
    enabled: request !== null,
    placeholderData: keepPreviousData,
    // offline it still runs: the computation falls back to the device's own
    networkMode: 'always',
    queryFn: async () => {
      const body = request ?? { method: 'cash' as const }
      const outcome = await call(waiterComputePayment, { params: { id: tableId }, body }, { error: () => undefined })
      // no connection: the same computation here, from the order on screen (the server repeats it when paid)
      if (outcome.kind === 'error' && outcome.error.status === null) {
        const local = computeLocally(queryClient, tableId, body, changes)
        if (local) return local
      }
      if (outcome.kind === 'conflict' && isTableOrder(outcome.entity)) {
        replaceTableOrder(queryClient, outcome.entity)
        notifications.show({ color: 'yellow', message: t('waiter.order.conflict'), autoClose: 8000 })
        return null
      }
      if (outcome.kind === 'validation' && isRoomRefusal(outcome.messages)) {
        onRoomRefused(outcome.messages)
        return null
      }
      return unwrap(outcome)
    },
  })
}

/**
 * pay-order-items through the device's queue: the receipt is shown next (`?stul=` leads back to the
 * table if something is left). Offline, cash and card are taken all the same: the payment waits on
 * the device, the waiter is told so and goes back to the tables; the receipt follows when it is sent.
 */
export function usePay(tableId: string, onRoomRefused: OnRoomRefused) {
  const { t } = useTranslation()
  const changes = usePendingChanges(tableId)
  const format = useFormat()
  const queryClient = useQueryClient()
  const queue = useWriteQueue()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const pay = useCallback(
    async (request: PaymentRequest) => {
      setBusy(true)
      try {
        const shown = computeLocally(queryClient, tableId, request, changes)
        const amount = shown?.toPay ?? 0
        const currency = shown?.currency ?? 'CZK'
        const key = queue.enqueue({ kind: 'pay', tableId, request, amount, currency })
        const result = await queue.waitFor(key)
        if (result.kind === 'queued') {
          notifications.show({
            color: 'orange',
            message: t('waiter.queue.paidOffline', { amount: format.money(amount, currency) }),
            autoClose: 6000,
          })
          navigate('/waiter')
          return
        }
        const outcome = result.outcome as Outcome<PaymentResult>
        if (outcome.kind === 'success') navigate(`/waiter/receipt/${outcome.payload.receipt.id}?stul=${tableId}`)
        else if (outcome.kind === 'conflict')
          notifications.show({ color: 'yellow', message: t('waiter.order.conflict'), autoClose: 8000 })
        else if (outcome.kind === 'validation' && isRoomRefusal(outcome.messages)) onRoomRefused(outcome.messages)
        else if (outcome.kind === 'validation') showRefusal(outcome.messages)
        // anything else the server said is said too: a payment is never dropped silently
        else if (outcome.kind === 'error')
          void import('../../api/error-toast.tsx').then((toast) => toast.showErrorToast(outcome.error))
        else if (outcome.kind === 'additionalAction') showRefusal(outcome.messages)
      } finally {
        setBusy(false)
      }
    },
    [changes, format, navigate, onRoomRefused, queryClient, queue, t, tableId],
  )
  return { pay, busy }
}
