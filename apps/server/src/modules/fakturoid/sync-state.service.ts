import {
  type FakturoidProblem,
  type FakturoidRun,
  type FakturoidSyncFilter,
  type FakturoidSyncPage,
  type FakturoidSyncQuery,
  type FakturoidSyncStarted,
  FakturoidSyncState,
} from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import { notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { enqueueJob, jobState } from '../../jobs/jobs.ts'
import { refusalText } from './document-refusal.ts'
import * as q from './fakturoid.queries.ts'
import { FAKTUROID_SYNC, type FakturoidSyncPayload } from './fakturoid-sync.job.ts'
import { type DocumentFilter, documentExists, selectStatePage, selectUnsynced } from './sync-state.queries.ts'

const PROBLEMS = new Set<string>([
  'FAKTUROID_UNAUTHORIZED',
  'FAKTUROID_PAYMENT_REQUIRED',
  'FAKTUROID_UNAVAILABLE',
  'FAKTUROID_RATE_LIMITED',
  'FAKTUROID_NOT_CONNECTED',
  'FAKTUROID_CREDENTIALS_UNREADABLE',
])

/** The problem code a job's `last_error` starts with (`FAKTUROID_UNAVAILABLE: …`). */
function problemOf(text: string | null | undefined): FakturoidProblem | null {
  const code = text?.split(':')[0] ?? ''
  return PROBLEMS.has(code) ? (code as FakturoidProblem) : null
}

/** The kind's last run: its counts, and its state as the job queue has it (which also knows a run given up). */
export async function runView(db: Db, workspaceId: string, kind: q.DocumentKind): Promise<FakturoidRun | null> {
  const row = await q.findRun(db, workspaceId, kind)
  if (!row) return null
  const job = await jobState(db, workspaceId, row.jobId)
  const state = job?.state ?? row.state
  const problem =
    state === 'DONE' || state === 'RUNNING'
      ? null
      : ((row.problem as FakturoidProblem | null) ?? problemOf(job?.lastError))
  const finishedAt = state === 'DONE' || state === 'FAILED' ? (row.finishedAt ?? job?.finishedAt ?? null) : null
  return {
    state,
    requestedAt: row.requestedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: finishedAt?.toISOString() ?? null,
    total: row.total,
    sent: row.sent,
    unchanged: row.unchanged,
    failed: row.failed,
    problem,
    resumesAt: state === 'QUEUED' && problem && job ? job.runAt.toISOString() : null,
  }
}

async function checkDocument(db: Db, workspaceId: string, kind: q.DocumentKind, filter: DocumentFilter) {
  // a document of another workspace (or a draft) is not there: 204, as for every other id
  if (filter.documentId && !(await documentExists(db, workspaceId, kind, filter.documentId))) throw notFound()
}

/** `fakturoid/sync/{x}`: a page of documents with their state, counts per state and the last run. */
export async function syncStatePage(
  { db, access, language }: StaffContext,
  kind: q.DocumentKind,
  query: z.output<typeof FakturoidSyncQuery>,
): Promise<FakturoidSyncPage> {
  const ws = access.workspace.id
  await checkDocument(db, ws, kind, query)
  const [{ rows, perState }, connection, run] = await Promise.all([
    selectStatePage(db, ws, kind, query),
    q.findConnection(db, ws),
    runView(db, ws, kind),
  ])
  const counts = Object.fromEntries(
    FakturoidSyncState.options.map((state) => [state, 0]),
  ) as FakturoidSyncPage['counts']
  for (const { state, n } of perState) counts[state] = n
  const total = query.state ? counts[query.state] : Object.values(counts).reduce((sum, n) => sum + n, 0)
  return {
    kind,
    connected: connection !== undefined,
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      partnerName: row.partnerName,
      issueDate: row.issueDate,
      currency: row.currency,
      total: row.total,
      canceled: row.canceled,
      state: row.state,
      fakturoidId: row.fakturoidId,
      fakturoidUrl: row.fakturoidUrl,
      syncedAt: row.syncedAt?.toISOString() ?? null,
      error:
        row.state === 'ERROR'
          ? { code: row.errorCode ?? '', text: refusalText(language, row.errorCode, row.errorDetail) }
          : null,
    })),
    total,
    page: query.page,
    size: query.size,
    counts,
    run,
  }
}

/**
 * `fakturoid/sync/invoices|expenses`: queues a run for the documents of the filter that are not in
 * Fakturoid as they are now. One run per kind at a time (the job's dedupe key): while one waits or
 * runs, asking again starts nothing and answers that run.
 */
export async function startSync(
  { db, access, pokeJobs }: StaffContext & { pokeJobs: () => void },
  kind: q.DocumentKind,
  query: z.output<typeof FakturoidSyncFilter>,
): Promise<FakturoidSyncStarted> {
  const ws = access.workspace.id
  await checkDocument(db, ws, kind, query)
  if (!(await q.findConnection(db, ws))) throw validation(undefined, 'fakturoid.notConnected')
  const filter: DocumentFilter = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined))
  const pending = await selectUnsynced(db, ws, kind, filter)
  const last = await runView(db, ws, kind)
  const busy = last?.state === 'QUEUED' || last?.state === 'RUNNING'
  if (busy || pending.length === 0) return { started: false, toSend: pending.length, run: last }
  const payload: FakturoidSyncPayload = { kind, filter }
  const started = await db.transaction(async (tx) => {
    const job = await enqueueJob(tx, { workspaceId: ws, kind: FAKTUROID_SYNC, payload, dedupeKey: `fakturoid:${kind}` })
    if (job.created) await q.startRun(tx, { workspaceId: ws, kind, jobId: job.id, filter, total: pending.length })
    return job.created
  })
  if (started) pokeJobs()
  return { started, toSend: pending.length, run: await runView(db, ws, kind) }
}
