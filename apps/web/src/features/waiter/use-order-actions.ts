import type { TableOrder } from '@innkeep/contract'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQueueState, useWriteQueue } from './offline/write-queue-context.tsx'
import { addedName, type OrderChange, reverseOf } from './order-changes.ts'

/** The last change done, and the change that takes it back (the undo snackbar). */
export interface DoneChange {
  key: string
  text: string
  reverse: OrderChange
}

function describe(change: OrderChange): { key: string; name: string } {
  if (change.kind === 'add') return { key: 'waiter.undo.added', name: addedName(change) }
  if (change.kind === 'remove') return { key: 'waiter.undo.removed', name: change.name }
  return { key: change.delta > 0 ? 'waiter.undo.added' : 'waiter.undo.lessened', name: change.name }
}

/** The changes of a table still waiting in the device's queue, in the order they were made. */
export function usePendingChanges(tableId: string): OrderChange[] {
  const { entries } = useQueueState()
  return useMemo(
    () =>
      entries.flatMap((entry) =>
        entry.write.kind === 'change' && entry.write.tableId === tableId ? [entry.write.change] : [],
      ),
    [entries, tableId],
  )
}

/**
 * The waiter's changes to one table: written to the device's queue first and shown at once (`changes`
 * still waiting, offline too), sent in order with their keys; the server's answer replaces the view.
 * A refusal (someone else changed the table) is shown by the queue's notices, never dropped silently.
 */
export function useOrderActions(tableId: string) {
  const { t } = useTranslation()
  const queue = useWriteQueue()
  const [done, setDone] = useState<DoneChange | null>(null)
  // the keys of this screen's changes, and whether each was an undo (which offers no undo itself)
  const mine = useRef(new Map<string, boolean>())

  useEffect(
    () =>
      queue.onSettled(({ entry, outcome, before }) => {
        const undo = mine.current.get(entry.key)
        if (undo === undefined || entry.write.kind !== 'change') return
        mine.current.delete(entry.key)
        const { change } = entry.write
        if (outcome.kind !== 'success') return setDone(null)
        const after = (outcome.payload as TableOrder).order
        const reverse = undo ? null : reverseOf(change, before?.order ?? null, after)
        const { key: textKey, name } = describe(change)
        setDone(reverse ? { key: entry.key, text: t(textKey, { name }), reverse } : null)
      }),
    [queue, t],
  )

  const run = useCallback(
    (change: OrderChange, undo = false) => {
      if (undo) setDone(null)
      mine.current.set(queue.enqueue({ kind: 'change', tableId, change }), undo)
    },
    [queue, tableId],
  )

  const undo = useCallback(() => {
    if (done) run(done.reverse, true)
  }, [done, run])

  const changes = usePendingChanges(tableId)
  return {
    run,
    undo,
    done,
    dismiss: useCallback(() => setDone(null), []),
    changes,
    busy: changes.length > 0,
  }
}
