import { useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react'
import { keepSnapshot, restoreSnapshot } from './query-snapshot.ts'
import { bestStorage, deferredStorage } from './queue-storage.ts'
import { type QueueEntry, type QueueState, WriteQueue } from './write-queue.ts'

const QueueContext = createContext<WriteQueue | null>(null)

/**
 * The device's one queue of waiter writes, for every waiter screen; sent again when the browser is back
 * online. With it, the last answers kept on the device are restored before any screen reads.
 */
export function WriteQueueProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [queue] = useState(() => {
    restoreSnapshot(queryClient)
    return new WriteQueue(deferredStorage(bestStorage<QueueEntry>()), queryClient)
  })
  useEffect(() => keepSnapshot(queryClient), [queryClient])
  useEffect(() => {
    void queue.start()
    const online = () => void queue.drain()
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('online', online)
      queue.stop()
    }
  }, [queue])
  return <QueueContext.Provider value={queue}>{children}</QueueContext.Provider>
}

export function useWriteQueue(): WriteQueue {
  const queue = useContext(QueueContext)
  if (!queue) throw new Error('useWriteQueue outside the waiter tool')
  return queue
}

/** What waits to be sent and whether the last send got through, re-rendered on every change. */
export function useQueueState(): QueueState {
  const queue = useWriteQueue()
  return useSyncExternalStore(queue.subscribe, queue.state)
}
