import type { FakturoidProblem } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import {
  FakturoidAuthError,
  type FakturoidClient,
  FakturoidPaymentRequiredError,
  FakturoidRateLimitedError,
  FakturoidUnavailableError,
} from '../../integrations/fakturoid/fakturoid.client.ts'
import { type JobHandler, PermanentJobError, RetryLaterError } from '../../jobs/jobs.ts'
import { SealedSecretError } from '../../lib/sealed.ts'
import { refusalOf } from './document-refusal.ts'
import { syncDocument } from './document-sync.ts'
import * as q from './fakturoid.queries.ts'
import { clientFor, type FakturoidDeps } from './fakturoid-connection.service.ts'
import { type DocumentFilter, selectUnsynced } from './sync-state.queries.ts'

export const FAKTUROID_SYNC = 'fakturoid.sync'

export interface FakturoidSyncPayload {
  kind: q.DocumentKind
  filter: DocumentFilter
}

type RunKey = { workspaceId: string; kind: q.DocumentKind; jobId: string }

/**
 * Sends the documents of a run's filter that Fakturoid does not hold as they are now, one by one,
 * counting progress on the run. A document Fakturoid refuses (422, locked) gets ERROR with the
 * reason and the run goes on. A problem of the account fails the run at once (credentials refused,
 * account blocked); a rate limit pauses it until Fakturoid's window opens (the attempt not counted);
 * an outage is retried with growing pauses. A resumed run skips what it already did.
 */
export function fakturoidSyncHandler(deps: FakturoidDeps): JobHandler {
  return {
    kind: FAKTUROID_SYNC,
    async run({ db, job, signal }) {
      const ws = job.workspaceId
      const { kind, filter } = job.payload as FakturoidSyncPayload
      const key: RunKey = { workspaceId: ws, kind, jobId: job.id }
      const client = await connect(deps, db, key)
      const run = await q.findRun(db, ws, kind)
      const startedAt = run?.jobId === job.id && run.startedAt ? run.startedAt : new Date()
      const pending = await selectUnsynced(db, ws, kind, filter, startedAt)
      const done = run?.jobId === job.id ? run.sent + run.unchanged + run.failed : 0
      await q.updateRun(db, key, { state: 'RUNNING', total: done + pending.length, problem: null, startedAt })
      for (const { id } of pending) {
        // stopping: the runner queues the job again, and the next run starts where this one is
        if (signal.aborted) throw new Error('FAKTUROID_INTERRUPTED: the server is stopping')
        try {
          const outcome = await syncDocument({ db, client, workspaceId: ws }, kind, id)
          await q.updateRun(db, key, { add: outcome === 'sent' ? { sent: 1 } : { unchanged: 1 } })
        } catch (error) {
          const refusal = refusalOf(error)
          if (!refusal) throw await runError(db, key, error)
          await q.upsertDocument(
            db,
            { workspaceId: ws, kind, documentId: id },
            { errorCode: refusal.code, errorDetail: refusal.detail, errorAt: new Date() },
          )
          await q.updateRun(db, key, { add: { failed: 1 } })
        }
      }
      await q.updateRun(db, key, { state: 'DONE', finishedAt: new Date() })
    },
  }
}

async function connect(deps: FakturoidDeps, db: Db, key: RunKey): Promise<FakturoidClient> {
  const connection = await q.findConnection(db, key.workspaceId)
  if (!connection) throw await failed(db, key, 'FAKTUROID_NOT_CONNECTED')
  try {
    return clientFor(deps, db, connection)
  } catch (error) {
    if (error instanceof SealedSecretError) throw await failed(db, key, 'FAKTUROID_CREDENTIALS_UNREADABLE')
    throw error
  }
}

async function failed(db: Db, key: RunKey, problem: FakturoidProblem) {
  await q.updateRun(db, key, { state: 'FAILED', problem, finishedAt: new Date() })
  return new PermanentJobError(problem)
}

/** The whole run's problem as the job runner should treat it; the message starts with the problem's code. */
async function runError(db: Db, key: RunKey, error: unknown): Promise<Error> {
  if (error instanceof FakturoidAuthError) return failed(db, key, 'FAKTUROID_UNAUTHORIZED')
  if (error instanceof FakturoidPaymentRequiredError) return failed(db, key, 'FAKTUROID_PAYMENT_REQUIRED')
  if (error instanceof FakturoidRateLimitedError) {
    await q.updateRun(db, key, { state: 'QUEUED', problem: 'FAKTUROID_RATE_LIMITED' })
    return new RetryLaterError(error.retryAfterMs, `FAKTUROID_RATE_LIMITED: ${error.message}`)
  }
  if (error instanceof FakturoidUnavailableError) {
    await q.updateRun(db, key, { state: 'QUEUED', problem: 'FAKTUROID_UNAVAILABLE' })
    return new Error(`FAKTUROID_UNAVAILABLE: ${error.message}`)
  }
  return error instanceof Error ? error : new Error(String(error))
}
