import type { TableOrder } from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { tableOrderKey } from '../../../api/waiter.ts'
import { useFormat } from '../../../i18n/use-format.ts'
import { addedName } from '../order-changes.ts'
import type { QueuedWrite } from './write-queue.ts'
import { useWriteQueue } from './write-queue-context.tsx'

function whatOf(write: QueuedWrite, t: TFunction, money: (amount: number, currency: string) => string): string {
  if (write.kind === 'pay') return t('waiter.queue.payment', { amount: money(write.amount, write.currency) })
  const { change } = write
  if (change.kind === 'add') return `${change.count}× ${addedName(change)}`
  return change.name
}

/**
 * Says what the server did not take from the queue: the table changed meanwhile (another waiter
 * moved or paid it: the view shows it as it is now), or it refused the write, with its reason.
 */
export function useQueueNotices() {
  const { t } = useTranslation()
  const format = useFormat()
  const queue = useWriteQueue()
  const queryClient = useQueryClient()
  useEffect(
    () =>
      queue.onRefusal(({ write, kind, messages, watched }) => {
        if (watched) return
        const table = queryClient.getQueryData<TableOrder | null>(tableOrderKey(write.tableId))?.table.name ?? ''
        const what = whatOf(write, t, format.money)
        const reason = messages.map((m) => m.text).join(' ') || (kind === 'conflict' ? t('waiter.order.conflict') : '')
        notifications.show({
          color: kind === 'conflict' ? 'yellow' : 'red',
          title: t('waiter.queue.notApplied', { table, what }),
          message: kind === 'conflict' ? t('waiter.order.conflict') : reason,
          autoClose: 10_000,
        })
      }),
    [format.money, queryClient, queue, t],
  )
}
