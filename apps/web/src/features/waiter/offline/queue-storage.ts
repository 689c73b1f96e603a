/**
 * Where the waiter's queued writes wait: IndexedDB, so a tap survives a reload or a tablet that goes
 * to sleep offline. Without IndexedDB (a private window, tests) they wait in memory for the page's life.
 */
export interface QueueStorage<T extends { key: string }> {
  load(): Promise<T[]>
  put(entry: T): Promise<void>
  remove(key: string): Promise<void>
}

const DATABASE = 'innkeep-waiter'
const STORE = 'writes'

export function memoryStorage<T extends { key: string }>(): QueueStorage<T> {
  const entries = new Map<string, T>()
  return {
    load: async () => [...entries.values()],
    put: async (entry) => {
      entries.set(entry.key, entry)
    },
    remove: async (key) => {
      entries.delete(key)
    },
  }
}

function request<R>(operation: IDBRequest<R>): Promise<R> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result)
    operation.onerror = () => reject(operation.error)
  })
}

function open(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE, 1)
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { keyPath: 'key' })
  return request(opening)
}

export function indexedDbStorage<T extends { key: string }>(): QueueStorage<T> {
  const database = open()
  const store = async (mode: IDBTransactionMode) => (await database).transaction(STORE, mode).objectStore(STORE)
  return {
    load: async () => (await request((await store('readonly')).getAll())) as T[],
    put: async (entry) => {
      await request((await store('readwrite')).put(entry))
    },
    remove: async (key) => {
      await request((await store('readwrite')).delete(key))
    },
  }
}

/** IndexedDB when the browser has it (and lets this page use it), else memory. */
export async function bestStorage<T extends { key: string }>(): Promise<QueueStorage<T>> {
  if (typeof indexedDB === 'undefined') return memoryStorage()
  try {
    const storage = indexedDbStorage<T>()
    await storage.load()
    return storage
  } catch {
    return memoryStorage()
  }
}

/** A storage to use at once whose real one is still opening: each call waits for it. */
export function deferredStorage<T extends { key: string }>(ready: Promise<QueueStorage<T>>): QueueStorage<T> {
  return {
    load: async () => (await ready).load(),
    put: async (entry) => (await ready).put(entry),
    remove: async (key) => (await ready).remove(key),
  }
}
