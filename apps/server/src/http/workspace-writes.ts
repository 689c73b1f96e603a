import type { Db } from '../db/index.ts'

/**
 * The order in which this process committed writes to workspaces. A cached answer remembers the
 * position its read started at and is good only while no write to its workspace came after it
 * (modules/booking/public-answers.ts).
 */
export class WriteLog {
  private position = 0
  private readonly lastWrite = new Map<string, number>()

  /** Where a read starting now stands. */
  now(): number {
    return this.position
  }

  /** Records a committed write to the workspace. */
  record(workspaceId: string): void {
    this.position += 1
    this.lastWrite.set(workspaceId, this.position)
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
