/**
 * Durable background jobs in the `jobs` table (bank sync, later Fakturoid sync and mail).
 *
 * A job is claimed with a lease; a job whose process died before finishing (lease expired) is run
 * again, and a job may also run again after a failure. Handlers must therefore be idempotent:
 * running one twice must leave the same result as running it once (upsert by external id, check
 * what is already done first). See job-runner.ts for claiming, retries and graceful stop.
 */
import type { Db } from '../db/index.ts'
import { newId } from '../lib/ids.ts'
import {
  countJobsOfKind,
  findActiveJobByKey,
  findJob,
  findLastFailure,
  insertJob,
  type JobRow,
  runQueuedByKeyNow,
  selectLatestJobsByKey,
} from './jobs.queries.ts'

export type JobState = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED'

export interface JobContext {
  /** The app's database (not a transaction): a handler opens its own transactions. */
  db: Db
  job: { id: string; workspaceId: string; kind: string; payload: unknown; attempts: number }
  /** Aborted when the server stops past its grace period or the lease was taken over: stop early. */
  signal: AbortSignal
}

export interface JobHandler {
  kind: string
  run(ctx: JobContext): Promise<void>
}

/**
 * Thrown by a handler that cannot work yet (e.g. the bank's 30-second rate limit): the job runs
 * again after `delayMs` and the attempt does not count towards maxAttempts.
 */
export class RetryLaterError extends Error {
  readonly delayMs: number

  constructor(delayMs: number, message = 'retry later') {
    super(message)
    this.name = 'RetryLaterError'
    this.delayMs = delayMs
  }
}

/**
 * Thrown by a handler whose work cannot succeed by trying again (a refused token, a deleted
 * connection): the job is FAILED at once with the message, which a screen may show.
 */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PermanentJobError'
  }
}

export interface EnqueueJob {
  workspaceId: string
  kind: string
  payload: unknown
  /** While a job with this key is QUEUED or RUNNING in the workspace, enqueueing returns that job. */
  dedupeKey?: string | undefined
  runAt?: Date | undefined
  maxAttempts?: number | undefined
}

/**
 * Adds a job; pass a transaction to enqueue together with the change that needs it. Call the
 * runner's `poke()` after the commit so the work starts without waiting for the next poll.
 */
export async function enqueueJob(db: Db, job: EnqueueJob): Promise<{ id: string; created: boolean }> {
  // the active job may finish between the refused insert and the read: then insert again
  for (let round = 0; round < 3; round += 1) {
    const inserted = await insertJob(db, {
      workspaceId: job.workspaceId,
      id: newId(),
      kind: job.kind,
      payload: job.payload ?? {},
      state: 'QUEUED',
      dedupeKey: job.dedupeKey ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    if (inserted) return { id: inserted.id, created: true }
    const existing = await findActiveJobByKey(db, job.workspaceId, job.dedupeKey ?? '')
    if (existing) return { id: existing.id, created: false }
  }
  throw new Error(`could not enqueue job ${job.kind}: its dedupe key keeps changing hands`)
}

/** A job waiting out a pause (a retry after an outage) runs at the next poll instead: someone asked for it. */
export function runQueuedNow(db: Db, workspaceId: string, dedupeKey: string): Promise<void> {
  return runQueuedByKeyNow(db, workspaceId, dedupeKey)
}

export interface JobStatus {
  id: string
  kind: string
  state: JobState
  attempts: number
  runAt: Date
  lastError: string | null
  finishedAt: Date | null
}

/** A job's state for a status display or a test; undefined when it is not in this workspace. */
export async function jobState(db: Db, workspaceId: string, id: string): Promise<JobStatus | undefined> {
  const row = await findJob(db, workspaceId, id)
  if (!row) return undefined
  const { kind, state, attempts, runAt, lastError, finishedAt } = row
  return { id: row.id, kind, state, attempts, runAt, lastError, finishedAt }
}

function statusOf(row: JobRow): JobStatus {
  const { kind, state, attempts, runAt, lastError, finishedAt } = row
  return { id: row.id, kind, state, attempts, runAt, lastError, finishedAt }
}

/** The newest job of each dedupe key (one kind), by key: what a list shows beside its items. */
export async function latestJobsByKey(
  db: Db,
  workspaceId: string,
  kind: string,
  dedupeKeys: string[],
): Promise<Map<string, JobStatus>> {
  const rows = await selectLatestJobsByKey(db, workspaceId, kind, dedupeKeys)
  return new Map(rows.map((row) => [row.dedupeKey ?? '', statusOf(row)]))
}

/** How many jobs of a kind are waiting or running in the workspace. */
export function countActiveJobs(db: Db, workspaceId: string, kind: string): Promise<number> {
  return countJobsOfKind(db, workspaceId, kind, ['QUEUED', 'RUNNING'])
}

/** The last job of a kind that failed for good after `since`. */
export async function lastJobFailure(db: Db, workspaceId: string, kind: string, since: Date) {
  const row = await findLastFailure(db, workspaceId, kind, since)
  return row ? statusOf(row) : undefined
}
