import { type Guest, isForeigner } from '@innkeep/contract'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { AppError } from '../../http/errors.ts'
import {
  type UbyportClient,
  UbyportUnauthorizedError,
  UbyportUnavailableError,
} from '../../integrations/ubyport/ubyport.client.ts'
import { retryDelayMs } from '../../jobs/job-runner.ts'
import { type JobHandler, PermanentJobError, RetryLaterError } from '../../jobs/jobs.ts'
import { SealedSecretError } from '../../lib/sealed.ts'
import { ubyportSettings } from '../pricing/pricelist.service.ts'
import { markPoliceReported, UBYPORT_REPORT } from '../reservations/police-marks.ts'
import { getReservation } from '../reservations/reservations.service.ts'
import { policeGaps } from './police-check.ts'
import * as q from './police-reports.queries.ts'
import { type UbyportDeps, ubyportClientOf } from './ubyport-client-of.ts'
import { verdictOf } from './ubyport-codes.ts'
import { dueRecords } from './ubyport-record.ts'

/** How long a list's guests stay claimed by the job sending it (a crashed job's claim runs out). */
const CLAIM_MS = 5 * 60_000
/** Rounds per run: a guest corrected while the job ran is sent in the next round. */
const ROUNDS = 3

type Round = { db: Db; deps: UbyportDeps; workspaceId: string; reservationId: string; signal: AbortSignal }

/**
 * Sends a checked-in stay's foreign guests to the police's web service, each once their data is
 * complete, and keeps the police's answer per guest. An accepted guest is never sent again; a
 * refused one only once their record changed (or on "send again"). An outage is retried with
 * growing pauses (the job waits, the guests show FAILED with the next try); refused credentials
 * fail at once. The stay is marked reported once all its foreign guests are accepted.
 */
export function ubyportReportHandler(deps: UbyportDeps): JobHandler {
  return {
    kind: UBYPORT_REPORT,
    async run({ db, job, signal }) {
      const { reservationId } = job.payload as { reservationId: string }
      for (let round = 0; round < ROUNDS; round++) {
        const sent = await reportRound({ db, deps, workspaceId: job.workspaceId, reservationId, signal })
        if (sent === 0) return
      }
    },
  }
}

async function stayOf(db: Db, workspaceId: string, reservationId: string) {
  try {
    return await getReservation(db, workspaceId, reservationId)
  } catch (error) {
    if (error instanceof AppError) return undefined
    throw error
  }
}

/** One pass: what is to be sent now goes; the number of guests sent. */
async function reportRound({ db, deps, workspaceId: ws, reservationId, signal }: Round): Promise<number> {
  const account = await q.findAccount(db, ws)
  const stay = await stayOf(db, ws, reservationId)
  if (!account || !stay || stay.registerAnonymizedAt) return 0
  if (stay.status !== 'CHECKED_IN' && stay.status !== 'CHECKED_OUT') return 0
  const foreign = stay.guests.filter((guest) => isForeigner(guest.nationality))
  const tracked = await q.reportsOfStay(db, ws, reservationId)
  // reported in a UNL file before the web service knew the stay: sending would duplicate it
  if (stay.policeReportedAt && tracked.length === 0) return 0
  await q.syncStayReports(
    db,
    ws,
    reservationId,
    foreign.map((guest) => guest.id),
  )
  const rows = new Map((await q.reportsOfStay(db, ws, reservationId)).map((row) => [row.guestId, row]))
  const complete = foreign.filter((guest) => policeGaps(guest).length === 0)
  const open = complete.filter((guest) => rows.get(guest.id)?.state !== 'ACCEPTED')
  if (open.length === 0) return markIfReported(db, ws, stay, foreign, rows)
  const settings = await ubyportSettings(db, ws)
  if (!settings) {
    await fail(db, ws, ids(open), 'UBYPORT_NOT_CONFIGURED')
    return 0
  }
  const { facility, due } = dueRecords(stay, open, rows, settings)
  const claimed = new Set(
    await q.claimReports(
      db,
      ws,
      due.map(({ guest }) => guest.id),
      CLAIM_MS,
    ),
  )
  const batch = due.filter(({ guest }) => claimed.has(guest.id))
  if (batch.length === 0) return 0
  let client: UbyportClient
  try {
    client = ubyportClientOf(deps, account)
  } catch (error) {
    if (!(error instanceof SealedSecretError)) throw error
    await fail(db, ws, ids(batch.map((b) => b.guest)), 'UBYPORT_CREDENTIALS_UNREADABLE')
    return 0
  }
  const waiting = new Set(claimed)
  try {
    const max = await client.maxListLength(signal)
    for (let start = 0; start < batch.length; start += max) {
      const list = batch.slice(start, start + max)
      const answer = await client.sendGuests(
        facility,
        list.map((item) => item.record),
        signal,
      )
      for (const [i, { guest, hash }] of list.entries()) {
        const record = answer.recordErrors[i] ?? []
        const verdict = verdictOf(answer.headerErrors, record)
        await q.updateReports(db, ws, [guest.id], {
          state: verdict,
          sentHash: hash,
          codes: { header: answer.headerErrors, record },
          problem: null,
          problemDetail: null,
          attempts: sql`${sql.identifier('attempts')} + 1`,
          lastAttemptAt: new Date(),
          nextAttemptAt: null,
          acceptedAt: verdict === 'ACCEPTED' ? new Date() : null,
          sendingUntil: null,
        })
        waiting.delete(guest.id)
      }
    }
  } catch (error) {
    throw await deliveryError(db, ws, [...waiting], error)
  } finally {
    client.close()
  }
  const after = new Map((await q.reportsOfStay(db, ws, reservationId)).map((row) => [row.guestId, row]))
  await markIfReported(db, ws, stay, foreign, after)
  return batch.length
}

const ids = (guests: readonly Guest[]) => guests.map((guest) => guest.id)

async function fail(db: Db, ws: string, guestIds: string[], problem: string, detail: string | null = null) {
  await q.updateReports(db, ws, guestIds, {
    state: 'FAILED',
    problem,
    problemDetail: detail,
    nextAttemptAt: null,
    sendingUntil: null,
  })
}

/** Records why the guests were not delivered; the error the job runner should see. */
async function deliveryError(db: Db, ws: string, guestIds: string[], error: unknown): Promise<Error> {
  if (error instanceof UbyportUnauthorizedError) {
    await fail(db, ws, guestIds, 'UBYPORT_UNAUTHORIZED')
    await q.updateReports(db, ws, guestIds, {
      attempts: sql`${sql.identifier('attempts')} + 1`,
      lastAttemptAt: new Date(),
    })
    return new PermanentJobError('UBYPORT_UNAUTHORIZED: the police refused the user name or password')
  }
  if (!(error instanceof UbyportUnavailableError)) {
    await q.updateReports(db, ws, guestIds, { sendingUntil: null })
    return error instanceof Error ? error : new Error(String(error))
  }
  const rows = (await Promise.all(guestIds.map((id) => q.findReport(db, ws, id)))).filter((row) => row !== undefined)
  const attempts = Math.max(0, ...rows.map((row) => row.attempts)) + 1
  const delayMs = retryDelayMs(attempts)
  await q.updateReports(db, ws, guestIds, {
    state: 'FAILED',
    problem: 'UBYPORT_UNAVAILABLE',
    problemDetail: error.fault ?? error.message,
    attempts: sql`${sql.identifier('attempts')} + 1`,
    lastAttemptAt: new Date(),
    nextAttemptAt: new Date(Date.now() + delayMs),
    sendingUntil: null,
  })
  // the attempt is not counted: an outage is waited out however long it lasts, each pause longer
  return new RetryLaterError(delayMs, `UBYPORT_UNAVAILABLE: ${error.message}`)
}

/** The stay is reported once every foreign guest is accepted. */
async function markIfReported(
  db: Db,
  ws: string,
  stay: { id: string; policeReportedAt?: string | null | undefined },
  foreign: readonly Guest[],
  rows: Map<string, q.PoliceReportRow>,
) {
  if (stay.policeReportedAt) return 0
  if (foreign.length > 0 && foreign.every((guest) => rows.get(guest.id)?.state === 'ACCEPTED'))
    await markPoliceReported(db, ws, [stay.id], new Date())
  return 0
}
