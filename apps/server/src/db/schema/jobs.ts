import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * Durable background jobs (bank sync, later Fakturoid sync and channel calendars). A runner claims
 * due jobs with `FOR UPDATE SKIP LOCKED`, so several server processes share the queue; a job whose
 * lease ran out (its process died) is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    state: text({ enum: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] }).notNull(),
    /** One queued or running job per key (e.g. one sync per account). */
    dedupeKey: text(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    /** While RUNNING: the claim expires then, and another runner may take the job. */
    leaseUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('jobs_dedupe_key')
      .on(t.workspaceId, t.dedupeKey)
      .where(sql`${t.state} in ('QUEUED', 'RUNNING') and ${t.dedupeKey} is not null`),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.state} in ('QUEUED', 'RUNNING')`),
  ],
)
