import {
  type Message,
  type PaymentComputation,
  type PaymentRequest,
  waiterComputePayment,
  waiterPayOrderItems,
} from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { call } from '../../api/client.ts'
import { type QueryError, unwrap } from '../../api/query.ts'
import { isTableOrder, replaceTableOrder, storeReceipt, storeTableOrder } from '../../api/waiter.ts'
import { showRefusal } from '../../components/refusal-toast.ts'
import { isRoomRefusal } from './room-stays.ts'

/** The server refused the stay a bill was to go to (the guest has left): the room list deals with it. */
type OnRoomRefused = (messages: Message[]) => void

/** compute-payment for what is chosen; a CONFLICT shows the current order (and so recomputes). */
export function useComputation(tableId: string, request: PaymentRequest | null, onRoomRefused: OnRoomRefused) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useQuery<PaymentComputation | null, QueryError>({
    queryKey: [waiterComputePayment.name, tableId, request],
    enabled: request !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const outcome = await call(waiterComputePayment, { params: { id: tableId }, body: request ?? { method: 'cash' } })
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

/** pay-order-items: the receipt is shown next (`?stul=` leads back to the table if something is left). */
export function usePay(tableId: string, onRoomRefused: OnRoomRefused) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const pay = useCallback(
    async (request: PaymentRequest) => {
      setBusy(true)
      try {
        const outcome = await call(waiterPayOrderItems, { params: { id: tableId }, body: request })
        if (outcome.kind === 'success') {
          storeTableOrder(queryClient, outcome.payload.table)
          storeReceipt(queryClient, outcome.payload.receipt)
          navigate(`/waiter/receipt/${outcome.payload.receipt.id}?stul=${tableId}`)
        } else if (outcome.kind === 'conflict') {
          if (isTableOrder(outcome.entity)) replaceTableOrder(queryClient, outcome.entity)
          notifications.show({ color: 'yellow', message: t('waiter.order.conflict'), autoClose: 8000 })
        } else if (outcome.kind === 'validation' && isRoomRefusal(outcome.messages)) onRoomRefused(outcome.messages)
        else if (outcome.kind === 'validation') showRefusal(outcome.messages)
      } finally {
        setBusy(false)
      }
    },
    [navigate, onRoomRefused, queryClient, t, tableId],
  )
  return { pay, busy }
}
