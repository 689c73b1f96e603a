import type { Db } from '../db/index.ts'

/**
 * The order in which this process committed writes to workspaces. A cached answer remembers the
 * position its read started at and is good only while no write to its workspace came after it
 * (modules/booking/public-answers.ts).
 */
export class WriteLog {
  private position = 0
  private readonly lastWrite = new Map<string, number>()
  private readonly listeners = new Set<(workspaceId: string) => void>()

  /** Where a read starting now stands. */
  now(): number {
    return this.position
  }

  /** Records a committed write to the workspace; `fromPeer`: another process wrote it (not told on). */
  record(workspaceId: string, options: { fromPeer?: boolean } = {}): void {
    this.position += 1
    this.lastWrite.set(workspaceId, this.position)
    if (!options.fromPeer) for (const listener of this.listeners) listener(workspaceId)
  }

  /** Hears this process's own writes (write-broadcast.ts tells the other processes). */
  onWrite(listener: (workspaceId: string) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Whether the workspace was written after the position. */
  writtenSince(workspaceId: string, position: number): boolean {
    return (this.lastWrite.get(workspaceId) ?? 0) > position
  }
}

const logs = new WeakMap<Db, WriteLog>()

/** One log per database: the route layer records every staff write, the public answer cache reads it. */
export function writeLogOf(db: Db): WriteLog {
  let log = logs.get(db)
  if (!log) {
    log = new WriteLog()
    logs.set(db, log)
  }
  return log
}
