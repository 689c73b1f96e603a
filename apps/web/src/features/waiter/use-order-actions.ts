import {
  type Message,
  type TableOrder,
  waiterAddToTable,
  waiterModifyCount,
  waiterRemoveFromTable,
} from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call, type Outcome } from '../../api/client.ts'
import { isTableOrder, replaceTableOrder, storeTableOrder, tableOrderKey } from '../../api/waiter.ts'
import { showRefusal } from '../../components/refusal-toast.ts'
import { menuLabel, type OrderChange, reverseOf } from './order-changes.ts'

/** The last change done, and the change that takes it back (the undo snackbar). */
export interface DoneChange {
  key: number
  text: string
  reverse: OrderChange
}

const GONE: Outcome<TableOrder> = { kind: 'conflict', entity: undefined, messages: [] }

/** Sends one change, with the count the waiter last saw from the server as `expected`. */
function send(tableId: string, change: OrderChange, current: TableOrder | null): Promise<Outcome<TableOrder>> {
  if (change.kind === 'add')
    return call(waiterAddToTable, { params: { a: tableId, b: change.item.id, c: change.count } })
  const item = current?.order?.items.find((i) => i.id === change.orderItemId)
  if (!item) return Promise.resolve(GONE)
  const params = { a: tableId, b: item.id }
  const query = { expected: item.count }
  if (change.kind === 'remove') return call(waiterRemoveFromTable, { params, query })
  const count = Math.max(item.count + change.delta, item.paidCount)
  if (count === 0) return call(waiterRemoveFromTable, { params, query })
  return call(waiterModifyCount, { params: { ...params, c: count }, query })
}

function describe(change: OrderChange): { key: string; name: string } {
  if (change.kind === 'add') return { key: 'waiter.undo.added', name: menuLabel(change.item) }
  if (change.kind === 'remove') return { key: 'waiter.undo.removed', name: change.name }
  return { key: change.delta > 0 ? 'waiter.undo.added' : 'waiter.undo.lessened', name: change.name }
}

/**
 * The waiter's changes to one table: shown at once (`changes` on their way), sent one after another
 * so each knows the count the previous answer left, and the server's answer replaces the view. A
 * CONFLICT shows the current order and drops what was still queued: it was meant for a stale view.
 */
export function useOrderActions(tableId: string) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [changes, setChanges] = useState<{ key: number; change: OrderChange }[]>([])
  const [done, setDone] = useState<DoneChange | null>(null)
  const chain = useRef<Promise<void>>(Promise.resolve())
  const generation = useRef(0)
  const nextKey = useRef(0)

  const settle = useCallback(
    (change: OrderChange, outcome: Outcome<TableOrder>, before: TableOrder | null, key: number, undo: boolean) => {
      const refetch = () => void queryClient.invalidateQueries({ queryKey: tableOrderKey(tableId) })
      const refuse = (messages: Message[]) => {
        if (messages.length > 0) showRefusal(messages)
        refetch()
      }
      switch (outcome.kind) {
        case 'success': {
          storeTableOrder(queryClient, outcome.payload)
          const reverse = undo ? null : reverseOf(change, before?.order ?? null, outcome.payload.order)
          const { key: textKey, name } = describe(change)
          setDone(reverse ? { key, text: t(textKey, { name }), reverse } : null)
          return
        }
        case 'conflict':
          generation.current += 1
          setDone(null)
          if (isTableOrder(outcome.entity)) replaceTableOrder(queryClient, outcome.entity)
          else refetch()
          notifications.show({ color: 'yellow', message: t('waiter.order.conflict'), autoClose: 8000 })
          return
        case 'validation':
        case 'additionalAction':
          return refuse(outcome.messages)
        default:
          return refetch()
      }
    },
    [queryClient, t, tableId],
  )

  const run = useCallback(
    (change: OrderChange, undo = false) => {
      const key = nextKey.current++
      const seen = generation.current
      setChanges((list) => [...list, { key, change }])
      if (undo) setDone(null)
      chain.current = chain.current
        .then(async () => {
          if (seen !== generation.current) return
          const before = queryClient.getQueryData<TableOrder | null>(tableOrderKey(tableId)) ?? null
          const outcome = await send(tableId, change, before)
          settle(change, outcome, before, key, undo)
        })
        .catch(() => undefined)
        .finally(() => setChanges((list) => list.filter((c) => c.key !== key)))
    },
    [queryClient, settle, tableId],
  )

  const undo = useCallback(() => {
    if (done) run(done.reverse, true)
  }, [done, run])

  return {
    run,
    undo,
    done,
    dismiss: useCallback(() => setDone(null), []),
    changes: changes.map((c) => c.change),
    busy: changes.length > 0,
  }
}
