import type { WriteLog } from '../../http/workspace-writes.ts'

/** An answer and the workspace whose data it was read from (a write there drops it). */
export interface WorkspaceAnswer<T> {
  workspaceId: string
  payload: T
}

interface Entry {
  workspaceId: string
  payload: unknown
  /** The write log's position when the read started. */
  readAt: number
  expiresAt: number
}

export const ANSWER_TTL_MS = 5_000
export const MAX_ANSWERS = 10_000

/**
 * The booking page's anonymous answers (calendar, blocked nights, price, catalogue), kept for a few
 * seconds so that many guests looking at one house cost one read. A write this process commits to
 * the workspace drops them at once; writes by other processes show within the TTL. Bookings stay
 * exact regardless: create-reservation always asks the database, whose exclusion constraint refuses
 * a taken stay.
 */
export class PublicAnswers {
  private readonly entries = new Map<string, Entry>()
  private readonly loading = new Map<string, { readAt: number; entry: Promise<Entry> }>()
  private readonly writes: WriteLog
  private readonly ttlMs: number
  private readonly maxEntries: number
  private readonly now: () => number

  constructor(writes: WriteLog, options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
    this.writes = writes
    this.ttlMs = options.ttlMs ?? ANSWER_TTL_MS
    this.maxEntries = options.maxEntries ?? MAX_ANSWERS
    this.now = options.now ?? (() => Date.now())
  }

  /** The answer under the key, read by `load` unless a fresh one is kept. */
  async answer<T>(key: string, load: () => Promise<WorkspaceAnswer<T>>): Promise<T> {
    let entry = this.fresh(key)
    if (entry) {
      // the most recently used go last: the first key is the one to evict
      this.entries.delete(key)
      this.entries.set(key, entry)
      // read again shortly before it expires, so that callers of a busy key never wait for a read;
      // a failed refresh is reported to the first caller after expiry, who reads for itself
      if (entry.expiresAt - this.now() < this.ttlMs / 5 && !this.loading.has(key)) {
        this.read(key, load).catch(() => undefined)
      }
    } else {
      entry = await this.read(key, load)
    }
    return entry.payload as T
  }

  get size(): number {
    return this.entries.size
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt > this.now() && !this.writes.writtenSince(entry.workspaceId, entry.readAt)) return entry
    this.entries.delete(key)
    return undefined
  }

  /** Identical calls arriving while one read runs wait for it, unless something was written meanwhile. */
  private async read<T>(key: string, load: () => Promise<WorkspaceAnswer<T>>): Promise<Entry> {
    const readAt = this.writes.now()
    const running = this.loading.get(key)
    if (running && running.readAt === readAt) return running.entry
    const entry = this.load(key, readAt, load)
    this.loading.set(key, { readAt, entry })
    try {
      return await entry
    } finally {
      if (this.loading.get(key)?.entry === entry) this.loading.delete(key)
    }
  }

  private async load<T>(key: string, readAt: number, load: () => Promise<WorkspaceAnswer<T>>): Promise<Entry> {
    const startedAt = this.now()
    const { workspaceId, payload } = await load()
    const entry = { workspaceId, payload, readAt, expiresAt: startedAt + this.ttlMs }
    // a write that landed while we read may or may not be in the answer: serve it, keep it not
    if (!this.writes.writtenSince(workspaceId, readAt)) this.store(key, entry)
    return entry
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (this.entries.size <= this.maxEntries) return
    const oldest = this.entries.keys().next().value
    if (oldest !== undefined) this.entries.delete(oldest)
  }
}
