import {
  type Message,
  type PaymentRequest,
  type PaymentResult,
  type TableOrder,
  waiterAddToTable,
  waiterModifyCount,
  waiterPayOrderItems,
  waiterRemoveFromTable,
} from '@innkeep/contract'
import type { QueryClient } from '@tanstack/react-query'
import { call, type Outcome } from '../../../api/client.ts'
import { isTableOrder, replaceTableOrder, storeReceipt, storeTableOrder, tableOrderKey } from '../../../api/waiter.ts'
import { isLineOf, lineKeyOf, type OrderChange, pendingLineKey } from '../order-changes.ts'
import type { QueueStorage } from './queue-storage.ts'

/** What the waiter did, kept until the server has it: a change of a table's order, or a payment. */
export type QueuedWrite =
  | { kind: 'change'; tableId: string; change: OrderChange }
  | {
      kind: 'pay'
      tableId: string
      request: PaymentRequest
      /** What the guest paid as the waiter saw it, to show while it waits. */
      amount: number
      currency: string
    }

/** The request as first sent: every resend is the same request, so the server knows it by its key. */
type Frozen =
  | { to: 'add'; params: { a: string; b: string; c: number }; query?: { note?: string; course?: 'NOW' | 'LATER' } }
  | { to: 'modify'; params: { a: string; b: string; c: number }; query: { expected: number } }
  | { to: 'remove'; params: { a: string; b: string }; query: { expected: number } }
  | { to: 'pay'; params: { id: string }; body: PaymentRequest }

export interface QueueEntry {
  /** The idempotency key, made on the device when the waiter tapped. */
  key: string
  seq: number
  write: QueuedWrite
  /** Earlier writes to the same table still waiting when this one was made. */
  behind: number
  createdAt: string
  frozen?: Frozen
}

/** A write the server refused or that had nothing left to change: shown to the waiter, never dropped silently. */
export interface Refusal {
  key: string
  write: QueuedWrite
  kind: 'conflict' | 'refused'
  messages: Message[]
  /** A screen waits for this write's answer and says what went wrong itself. */
  watched: boolean
}

export interface QueueState {
  entries: QueueEntry[]
  /** False from a failed send until one gets through. */
  online: boolean
}

export type Settlement = { entry: QueueEntry; outcome: Outcome<unknown>; before: TableOrder | null }

const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000]

/**
 * A pending line (`pending-<menu item>`, with its course and note when it has them: order-changes.ts)
 * as the server made it, the newest line of that menu item, note and course; or a line of the order
 * as the server last answered it.
 */
function lineOf(order: TableOrder | null, orderItemId: string) {
  const items = order?.order?.items ?? []
  const key = pendingLineKey(orderItemId)
  if (!key) return items.find((item) => item.id === orderItemId)
  return items.findLast((item) => isLineOf(item, key))
}

/** The add's note and course as its query, only those the waiter gave (a plain tap sends none). */
function addQuery(change: Extract<OrderChange, { kind: 'add' }>) {
  const { note, course } = lineKeyOf(change)
  if (!note && change.course === undefined) return undefined
  return { ...(note ? { note } : {}), ...(change.course ? { course } : {}) }
}

/** The request of a write against the order the server answered last; null when its line is gone. */
function freeze(entry: QueueEntry, current: TableOrder | null): Frozen | null {
  const { write } = entry
  if (write.kind === 'pay') {
    const items = write.request.items?.map((item) => ({ ...item, orderItemId: lineOf(current, item.orderItemId)?.id }))
    if (items?.some((item) => !item.orderItemId)) return null
    const { version, ...rest } = write.request
    // the version the waiter saw means nothing once the device's own earlier writes changed the order
    const body: PaymentRequest = {
      ...rest,
      ...(items ? { items: items as { orderItemId: string; count: number }[] } : {}),
      ...(entry.behind === 0 && version !== undefined ? { version } : {}),
    }
    return { to: 'pay', params: { id: write.tableId }, body }
  }
  const { change, tableId } = write
  if (change.kind === 'add') {
    const query = addQuery(change)
    return { to: 'add', params: { a: tableId, b: change.item.id, c: change.count }, ...(query ? { query } : {}) }
  }
  const item = lineOf(current, change.orderItemId)
  if (!item) return null
  const params = { a: tableId, b: item.id }
  const query = { expected: item.count }
  if (change.kind === 'remove') return { to: 'remove', params, query }
  const count = Math.max(item.count + change.delta, item.paidCount)
  if (count === 0) return { to: 'remove', params, query }
  return { to: 'modify', params: { ...params, c: count }, query }
}

function send(frozen: Frozen, key: string): Promise<Outcome<unknown>> {
  // the queue says what went wrong itself: no sticky error toast for a dropped connection
  const handlers = { error: () => undefined }
  const options = { headers: { 'Idempotency-Key': key }, timeout: 15_000 }
  switch (frozen.to) {
    case 'add':
      return call(waiterAddToTable, { params: frozen.params, query: frozen.query ?? {} }, handlers, options)
    case 'modify':
      return call(waiterModifyCount, { params: frozen.params, query: frozen.query }, handlers, options)
    case 'remove':
      return call(waiterRemoveFromTable, { params: frozen.params, query: frozen.query }, handlers, options)
    case 'pay':
      return call(waiterPayOrderItems, { params: frozen.params, body: frozen.body }, handlers, options)
  }
}

/** No answer, or one that says "later": the write waits and is sent again. */
function isTransient(outcome: Outcome<unknown>): boolean {
  if (outcome.kind !== 'error') return false
  const status = outcome.error.status
  return status === null || status === 401 || status === 408 || status === 429 || status >= 500
}

function newKey(): string {
  const random = crypto.getRandomValues(new Uint8Array(12))
  return `w-${Date.now().toString(36)}-${[...random].map((b) => b.toString(36).padStart(2, '0')).join('')}`
}

/**
 * The waiter's writes, in the order they were made: kept on the device first, sent one after
 * another with their keys, sent again after a failed connection until the server answers. Each
 * answer goes into the query cache, so the next write is made against what the server has.
 */
export class WriteQueue {
  #state: QueueState = { entries: [], online: true }
  #listeners = new Set<() => void>()
  #settled = new Set<(settlement: Settlement) => void>()
  #refusals = new Set<(refusal: Refusal) => void>()
  #draining = false
  #retry: ReturnType<typeof setTimeout> | undefined
  #failures = 0
  #seq = 0
  #started = false
  #watched = new Set<string>()
  readonly #storage: QueueStorage<QueueEntry>
  readonly #queryClient: QueryClient

  constructor(storage: QueueStorage<QueueEntry>, queryClient: QueryClient) {
    this.#storage = storage
    this.#queryClient = queryClient
  }

  /** Takes up the writes a previous page left (a reload, a crash) and sends them. */
  async start(): Promise<void> {
    if (this.#started) return void this.drain()
    this.#started = true
    const stored = (await this.#storage.load()).sort((a, b) => a.seq - b.seq)
    this.#seq = Math.max(0, ...stored.map((entry) => entry.seq))
    const made = new Set(this.#state.entries.map((entry) => entry.key))
    this.#set({ entries: [...stored.filter((entry) => !made.has(entry.key)), ...this.#state.entries] })
    void this.drain()
  }

  state = (): QueueState => this.#state

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  onSettled(listener: (settlement: Settlement) => void): () => void {
    this.#settled.add(listener)
    return () => this.#settled.delete(listener)
  }

  onRefusal(listener: (refusal: Refusal) => void): () => void {
    this.#refusals.add(listener)
    return () => this.#refusals.delete(listener)
  }

  /** Keeps the write and starts sending; the key names it until it is settled. */
  enqueue(write: QueuedWrite): string {
    const behind = this.#state.entries.filter((entry) => entry.write.tableId === write.tableId).length
    const entry: QueueEntry = { key: newKey(), seq: ++this.#seq, write, behind, createdAt: new Date().toISOString() }
    this.#set({ entries: [...this.#state.entries, entry] })
    void this.#storage.put(entry).catch(() => undefined)
    void this.drain()
    return entry.key
  }

  /**
   * The write's settlement, or `queued` as soon as the queue is offline with the write still waiting
   * (the waiter goes on; the queue sends it later and reports what the server said then).
   */
  waitFor(key: string): Promise<{ kind: 'settled'; outcome: Outcome<unknown> } | { kind: 'queued' }> {
    this.#watched.add(key)
    return new Promise((resolve) => {
      const waiting = () => this.#state.entries.some((entry) => entry.key === key)
      const stop = () => {
        this.#watched.delete(key)
        offSettled()
        offState()
      }
      const offSettled = this.onSettled(({ entry, outcome }) => {
        if (entry.key !== key) return
        stop()
        resolve({ kind: 'settled', outcome })
      })
      const check = () => {
        if (this.#state.online || !waiting()) return
        stop()
        resolve({ kind: 'queued' })
      }
      const offState = this.subscribe(check)
      check()
    })
  }

  /** Sends what waits now (the browser says it is online again, or the waiter asked). */
  async drain(): Promise<void> {
    if (this.#draining) return
    this.#draining = true
    clearTimeout(this.#retry)
    try {
      for (;;) {
        const entry = this.#state.entries[0]
        if (!entry) break
        const before = this.#order(entry.write.tableId)
        const frozen = entry.frozen ?? freeze(entry, before)
        if (!frozen) {
          this.#finish(entry, { kind: 'conflict', entity: undefined, messages: [] }, before)
          continue
        }
        if (!entry.frozen) {
          entry.frozen = frozen
          await this.#storage.put(entry).catch(() => undefined)
        }
        const outcome = await send(frozen, entry.key)
        if (isTransient(outcome)) {
          this.#failures += 1
          this.#set({ online: false })
          this.#retry = setTimeout(() => void this.drain(), RETRY_MS[Math.min(this.#failures, RETRY_MS.length) - 1])
          break
        }
        this.#failures = 0
        this.#set({ online: true })
        this.#finish(entry, outcome, this.#order(entry.write.tableId))
      }
    } finally {
      this.#draining = false
    }
  }

  stop(): void {
    clearTimeout(this.#retry)
  }

  #order(tableId: string): TableOrder | null {
    return this.#queryClient.getQueryData<TableOrder | null>(tableOrderKey(tableId)) ?? null
  }

  #finish(entry: QueueEntry, outcome: Outcome<unknown>, before: TableOrder | null) {
    const queryClient = this.#queryClient
    const refuse = (kind: Refusal['kind'], messages: Message[]) => {
      const watched = this.#watched.has(entry.key)
      for (const listener of this.#refusals) listener({ key: entry.key, write: entry.write, kind, messages, watched })
    }
    if (outcome.kind === 'success') {
      if (entry.write.kind === 'pay') {
        const result = outcome.payload as PaymentResult
        storeTableOrder(queryClient, result.table)
        storeReceipt(queryClient, result.receipt)
      } else storeTableOrder(queryClient, outcome.payload as TableOrder)
    } else if (outcome.kind === 'conflict') {
      if (isTableOrder(outcome.entity)) replaceTableOrder(queryClient, outcome.entity)
      else void queryClient.invalidateQueries({ queryKey: tableOrderKey(entry.write.tableId) })
      refuse('conflict', outcome.messages)
    } else {
      void queryClient.invalidateQueries({ queryKey: tableOrderKey(entry.write.tableId) })
      const messages = outcome.kind === 'error' ? outcome.error.messages : 'messages' in outcome ? outcome.messages : []
      refuse('refused', messages)
    }
    this.#set({ entries: this.#state.entries.filter((e) => e.key !== entry.key) })
    void this.#storage.remove(entry.key).catch(() => undefined)
    for (const listener of this.#settled) listener({ entry, outcome, before })
  }

  #set(next: Partial<QueueState>) {
    this.#state = { ...this.#state, ...next }
    for (const listener of this.#listeners) listener()
  }
}
