import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { notFound, validation } from '../../http/errors.ts'
import { type FioClient, FioRateLimitedError, FioUnauthorizedError } from '../../integrations/fio/fio.client.ts'
import { enqueueJob, type JobHandler, RetryLaterError } from '../../jobs/jobs.ts'
import { addDays, todayIn } from '../../lib/local-date.ts'
import { SealedSecretError, unseal } from '../../lib/sealed.ts'
import * as q from './bank.queries.ts'
import { listAccounts } from './bank-accounts.service.ts'
import { importMovements, statementMismatch } from './bank-import.ts'

export const FIO_SYNC = 'bank.fio-sync'

/**
 * Why the last sync failed, as a code the app words in the reader's language:
 * `FIO_UNAUTHORIZED` (token wrong or revoked), `TOKEN_UNREADABLE` (SECRETS_KEY changed: enter the
 * token again), `FIO_UNAVAILABLE` (the bank did not answer; retried with backoff), `FIO_OTHER_ACCOUNT`
 * (the token opens another account or currency than this one: nothing is imported).
 */
export type SyncError = 'FIO_UNAUTHORIZED' | 'TOKEN_UNREADABLE' | 'FIO_UNAVAILABLE' | 'FIO_OTHER_ACCOUNT'

/** FIO serves 90 days of history without an extra authorisation in internet banking. */
const HISTORY_DAYS = 89
/** Movements may be booked with an earlier date after we fetched: look back a week each time. */
const OVERLAP_DAYS = 7

export async function queueSync(deps: { db: Db; pokeJobs: () => void }, access: WorkspaceAccess, accountId: string) {
  const ws = access.workspace.id
  const account = await q.findAccount(deps.db, ws, accountId)
  if (!account) throw notFound()
  if (!account.fioTokenSealed) throw validation(undefined, 'bank.noFioToken')
  await deps.db.transaction(async (tx) => {
    await enqueueJob(tx, { workspaceId: ws, kind: FIO_SYNC, payload: { accountId }, dedupeKey: `fio:${accountId}` })
    await q.setSyncState(tx, ws, accountId, { syncState: 'QUEUED' })
  })
  deps.pokeJobs()
  const [view] = (await listAccounts(deps.db, access)).filter((a) => a.id === accountId)
  if (!view) throw notFound()
  return view
}

/**
 * Fetches an account's movements from FIO and imports them. Idempotent (the movement id is the
 * key), so a job taken over after a crash simply fetches again. The token is opened only here and
 * never leaves this function except in the request to FIO.
 */
export function fioSyncHandler(deps: { secretsKey: Buffer; fio: FioClient; timeZone?: string }): JobHandler {
  return {
    kind: FIO_SYNC,
    async run({ db, job }) {
      const ws = job.workspaceId
      const { accountId } = job.payload as { accountId: string }
      const account = await q.findAccount(db, ws, accountId)
      if (!account?.fioTokenSealed) return
      const fail = (code: SyncError) =>
        q.setSyncState(db, ws, accountId, { syncState: 'ERROR', lastSyncError: code, lastSyncAt: new Date() })
      let token: string
      try {
        token = unseal(deps.secretsKey, account.fioTokenSealed)
      } catch (error) {
        if (error instanceof SealedSecretError) return fail('TOKEN_UNREADABLE')
        throw error
      }
      await q.setSyncState(db, ws, accountId, { syncState: 'RUNNING' })
      const today = todayIn(deps.timeZone ?? 'Europe/Prague')
      const oldest = addDays(today, -HISTORY_DAYS)
      const last = await q.lastBookedOn(db, ws, accountId)
      const from = last && addDays(last, -OVERLAP_DAYS) > oldest ? addDays(last, -OVERLAP_DAYS) : oldest
      try {
        const statement = await deps.fio.periods(token, from, today)
        if (statementMismatch(account, statement)) return fail('FIO_OTHER_ACCOUNT')
        await db.transaction((tx) =>
          importMovements(tx, ws, account, statement, { source: 'FIO', createdBy: 'system:fio-sync' }),
        )
      } catch (error) {
        if (error instanceof FioRateLimitedError) {
          await q.setSyncState(db, ws, accountId, { syncState: 'QUEUED' })
          throw new RetryLaterError(error.retryAfterMs, 'FIO allows one request per 30 s per token')
        }
        if (error instanceof FioUnauthorizedError) return fail('FIO_UNAUTHORIZED')
        await fail('FIO_UNAVAILABLE')
        throw error
      }
      await q.setSyncState(db, ws, accountId, { syncState: 'OK', lastSyncError: null, lastSyncAt: new Date() })
    },
  }
}
