import { and, eq, gt, inArray, notExists, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { jobs, workspaces } from '../db/schema/index.ts'
import { newId } from '../lib/ids.ts'
import type { JobLog } from './job-runner.ts'

/** Work each workspace needs at least once per `everyMs` (the daily guest data retention, the channel sync). */
export interface Schedule {
  kind: string
  everyMs: number
  /** Only workspaces where this holds (a condition on `workspaces`), e.g. those with channel feeds. */
  where?: SQL
}

/**
 * Enqueues each schedule's job in every workspace where it is neither waiting nor finished within its
 * period. Several processes may do this at once: the jobs' dedupe key lets only one job wait.
 */
export async function enqueueDueSchedules(db: Db, schedules: Schedule[], now = new Date()): Promise<number> {
  let enqueued = 0
  for (const schedule of schedules) {
    const recent = db
      .select({ one: sql`1` })
      .from(jobs)
      .where(
        and(
          eq(jobs.workspaceId, workspaces.id),
          eq(jobs.kind, schedule.kind),
          or(
            inArray(jobs.state, ['QUEUED', 'RUNNING']),
            gt(jobs.finishedAt, new Date(now.getTime() - schedule.everyMs)),
          ),
        ),
      )
    const due = await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(and(eq(workspaces.kind, 'WORKSPACE'), notExists(recent), schedule.where))
    if (due.length === 0) continue
    const inserted = await db
      .insert(jobs)
      .values(
        due.map((workspace) => ({
          workspaceId: workspace.id,
          id: newId(),
          kind: schedule.kind,
          payload: {},
          state: 'QUEUED' as const,
          dedupeKey: schedule.kind,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: jobs.id })
    enqueued += inserted.length
  }
  return enqueued
}

/** Looks for due schedules every `everyMs` from start until stop(). */
export function startSchedules(options: {
  db: Db
  schedules: Schedule[]
  everyMs: number
  log: JobLog
  /** Called when jobs were enqueued (the runner's poke). */
  onEnqueued: () => void
}) {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const check = async () => {
    try {
      if ((await enqueueDueSchedules(options.db, options.schedules)) > 0) options.onEnqueued()
    } catch (error) {
      options.log.error({ err: error }, 'scheduled jobs not enqueued')
    }
    if (!stopped) timer = setTimeout(() => void check(), options.everyMs).unref()
  }
  timer = setTimeout(() => void check(), options.everyMs)
  timer.unref()
  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
