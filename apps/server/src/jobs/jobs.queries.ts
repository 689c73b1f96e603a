import { and, count, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../db/index.ts'
import { jobs } from '../db/schema/index.ts'

export type JobRow = typeof jobs.$inferSelect

const ACTIVE = ['QUEUED', 'RUNNING'] as const

function milliseconds(ms: number) {
  return sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`
}

/** Inserts the job; undefined when an active job with the same dedupe key holds the partial unique index. */
export async function insertJob(db: Db, row: typeof jobs.$inferInsert): Promise<JobRow | undefined> {
  if (row.dedupeKey == null) {
    const [inserted] = await db.insert(jobs).values(row).returning()
    return inserted
  }
  const [inserted] = await db
    .insert(jobs)
    .values(row)
    // names the partial index `jobs_dedupe_key` by its columns and predicate
    .onConflictDoNothing({
      target: [jobs.workspaceId, jobs.dedupeKey],
      where: sql`${jobs.state} in ('QUEUED', 'RUNNING') and ${jobs.dedupeKey} is not null`,
    })
    .returning()
  return inserted
}

export async function findActiveJobByKey(db: Db, workspaceId: string, dedupeKey: string) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.dedupeKey, dedupeKey), inArray(jobs.state, ACTIVE)))
  return row
}

/** The queued job of a key runs now instead of after its pause. */
export async function runQueuedByKeyNow(db: Db, workspaceId: string, dedupeKey: string) {
  await db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.dedupeKey, dedupeKey), eq(jobs.state, 'QUEUED')))
}

export async function findJob(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.id, id)))
  return row
}

/** The newest job of each dedupe key (of one kind), whatever its state. */
export async function selectLatestJobsByKey(db: Db, workspaceId: string, kind: string, dedupeKeys: string[]) {
  if (dedupeKeys.length === 0) return []
  return db
    .selectDistinctOn([jobs.dedupeKey])
    .from(jobs)
    .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.kind, kind), inArray(jobs.dedupeKey, dedupeKeys)))
    .orderBy(jobs.dedupeKey, desc(jobs.createdAt), desc(jobs.id))
}

export async function countJobsOfKind(db: Db, workspaceId: string, kind: string, states: JobRow['state'][]) {
  const [row] = await db
    .select({ value: count() })
    .from(jobs)
    .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.kind, kind), inArray(jobs.state, states)))
  return row?.value ?? 0
}

/** The last FAILED job of a kind that finished after `since`, if any. */
export async function findLastFailure(db: Db, workspaceId: string, kind: string, since: Date) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.workspaceId, workspaceId), eq(jobs.kind, kind), eq(jobs.state, 'FAILED'), gt(jobs.finishedAt, since)),
    )
    .orderBy(desc(jobs.finishedAt))
    .limit(1)
  return row
}

/**
 * Takes up to `limit` due jobs (queued and due, or running with an expired lease) and leases them.
 * SKIP LOCKED lets several runners claim at once without waiting on, or taking, each other's rows;
 * the state check is re-evaluated on the locked row, so a job another runner just claimed is skipped.
 */
export async function claimDueJobs(db: Db, options: { limit: number; leaseMs: number }): Promise<JobRow[]> {
  return db.transaction(async (tx) => {
    const queuedAndDue = and(eq(jobs.state, 'QUEUED'), lte(jobs.runAt, sql`now()`))
    const due = await tx
      .select({ workspaceId: jobs.workspaceId, id: jobs.id })
      .from(jobs)
      .where(or(queuedAndDue, and(eq(jobs.state, 'RUNNING'), lt(jobs.leaseUntil, sql`now()`))))
      .orderBy(jobs.runAt)
      .limit(options.limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(jobs)
      .set({ state: 'RUNNING', leaseUntil: milliseconds(options.leaseMs), attempts: sql`${jobs.attempts} + 1` })
      .where(or(...due.map((d) => and(eq(jobs.workspaceId, d.workspaceId), eq(jobs.id, d.id)))))
      .returning()
  })
}

/** The claim a runner holds: the attempt number fences off a runner whose lease was taken over. */
export interface Claim {
  workspaceId: string
  id: string
  attempts: number
}

function held(claim: Claim) {
  return and(
    eq(jobs.workspaceId, claim.workspaceId),
    eq(jobs.id, claim.id),
    eq(jobs.state, 'RUNNING'),
    eq(jobs.attempts, claim.attempts),
  )
}

async function updateHeld(db: Db, claim: Claim, values: PgUpdateSetSource<typeof jobs>): Promise<boolean> {
  const rows = await db.update(jobs).set(values).where(held(claim)).returning({ id: jobs.id })
  return rows.length > 0
}

export function renewLease(db: Db, claim: Claim, leaseMs: number) {
  return updateHeld(db, claim, { leaseUntil: milliseconds(leaseMs) })
}

export function markDone(db: Db, claim: Claim) {
  return updateHeld(db, claim, { state: 'DONE', leaseUntil: null, finishedAt: sql`now()` })
}

export function markFailed(db: Db, claim: Claim, lastError: string) {
  return updateHeld(db, claim, { state: 'FAILED', leaseUntil: null, lastError, finishedAt: sql`now()` })
}

/** Back to the queue after `delayMs`; `refundAttempt` when the attempt should not count (rate limit, shutdown). */
export function requeue(
  db: Db,
  claim: Claim,
  options: { delayMs: number; lastError?: string | undefined; refundAttempt: boolean },
) {
  return updateHeld(db, claim, {
    state: 'QUEUED',
    leaseUntil: null,
    runAt: milliseconds(options.delayMs),
    ...(options.lastError === undefined ? {} : { lastError: options.lastError }),
    ...(options.refundAttempt ? { attempts: sql`${jobs.attempts} - 1` } : {}),
  })
}

/** Jobs waiting, running or failed, per kind and state (for /metrics). */
export async function countJobsByState(db: Db) {
  return db
    .select({ kind: jobs.kind, state: jobs.state, jobs: count() })
    .from(jobs)
    .where(inArray(jobs.state, ['QUEUED', 'RUNNING', 'FAILED']))
    .groupBy(jobs.kind, jobs.state)
}
