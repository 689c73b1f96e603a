import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { reservations } from '../../db/schema/index.ts'
import { enqueueJob, jobState } from '../../jobs/jobs.ts'

/**
 * The stays whose guests just went to the police in a Ubyport file: later edits of their guests are
 * audited against it. Not a change of the stay itself, so its version stays.
 */
export async function markPoliceReported(db: Db, workspaceId: string, reservationIds: readonly string[], at: Date) {
  if (reservationIds.length === 0) return
  await db
    .update(reservations)
    .set({ policeReportedAt: at })
    .where(and(eq(reservations.workspaceId, workspaceId), inArray(reservations.id, [...reservationIds])))
}

/** The job that sends a stay's foreign guests to the police's web service (police/police-report.job.ts). */
export const UBYPORT_REPORT = 'police.ubyport-report'

/**
 * Queues the stay's report, in the caller's transaction: with the check-in or the guests' change
 * that needs it. A job of the stay already running may have read the guests before this change, so
 * one more waits behind it (its own key); the job's claim on each guest keeps the two from sending twice.
 */
export async function queueUbyportReport(db: Db, workspaceId: string, reservationId: string) {
  const job = { workspaceId, kind: UBYPORT_REPORT, payload: { reservationId } }
  const queued = await enqueueJob(db, { ...job, dedupeKey: `ubyport:${reservationId}` })
  if (queued.created) return
  const existing = await jobState(db, workspaceId, queued.id)
  if (existing?.state === 'RUNNING') await enqueueJob(db, { ...job, dedupeKey: `ubyport:${reservationId}:next` })
}
