import {
  isForeigner,
  type PoliceReport,
  PoliceReportState,
  type PoliceReports,
  type PoliceReportsQuery,
  type Reservation,
  type UbyportProblem,
} from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import { notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import type { Language } from '../../i18n/language.ts'
import { type MessageCode, translate } from '../../i18n/messages.ts'
import { runQueuedNow } from '../../jobs/jobs.ts'
import { queueUbyportReport } from '../reservations/police-marks.ts'
import { getReservation } from '../reservations/reservations.service.ts'
import { policeGaps } from './police-check.ts'
import * as q from './police-reports.queries.ts'
import { reasonsOf, type StoredCodes } from './ubyport-codes.ts'

const PROBLEM_TEXT: Record<UbyportProblem, MessageCode> = {
  UBYPORT_UNAUTHORIZED: 'ubyport.unauthorized',
  UBYPORT_UNAVAILABLE: 'ubyport.unavailable',
  UBYPORT_NOT_CONNECTED: 'ubyport.notConnected',
  UBYPORT_NOT_CONFIGURED: 'ubyport.notConfigured',
  UBYPORT_CREDENTIALS_UNREADABLE: 'ubyport.credentialsUnreadable',
}

function problemOf(code: string | null): UbyportProblem | null {
  return code && code in PROBLEM_TEXT ? (code as UbyportProblem) : null
}

function viewOf(language: Language, row: q.PoliceReportRow, stay: Reservation): PoliceReport | undefined {
  const guest = stay.guests.find((g) => g.id === row.guestId)
  if (!guest) return undefined
  const problem = problemOf(row.problem)
  return {
    guestId: row.guestId,
    reservationId: stay.id,
    reservationCode: stay.code,
    resourceName: stay.resourceName,
    since: stay.since,
    till: stay.till,
    firstName: guest.firstName,
    lastName: guest.lastName,
    nationality: guest.nationality,
    state: row.state,
    missing: row.state === 'ACCEPTED' ? [] : policeGaps(guest),
    reasons: reasonsOf(language, row.codes as StoredCodes | null),
    problem,
    problemText: problem ? translate(language, PROBLEM_TEXT[problem], { detail: row.problemDetail ?? '' }) : null,
    attempts: row.attempts,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  }
}

async function viewsOf(db: Db, workspaceId: string, language: Language, rows: q.PoliceReportRow[]) {
  const stays = new Map<string, Reservation>()
  for (const id of new Set(rows.map((row) => row.reservationId)))
    stays.set(id, await getReservation(db, workspaceId, id))
  return rows.flatMap((row) => {
    const stay = stays.get(row.reservationId)
    const view = stay ? viewOf(language, row, stay) : undefined
    return view ? [view] : []
  })
}

/** The guests' reports (newest first), with the police's answers in the reader's language. */
export async function listReports(
  { db, access, language }: StaffContext,
  query: z.output<typeof PoliceReportsQuery>,
): Promise<PoliceReports> {
  const ws = access.workspace.id
  const [rows, perState, account] = await Promise.all([
    q.selectReports(db, ws, query),
    q.countByState(db, ws),
    q.findAccount(db, ws),
  ])
  const counts = Object.fromEntries(PoliceReportState.options.map((s) => [s, 0])) as PoliceReports['counts']
  for (const { state, n } of perState) counts[state] = n
  return { connected: account !== undefined, counts, items: await viewsOf(db, ws, language, rows) }
}

/**
 * "Send again": a refused or failed guest goes in the next run, at once (a pause after an outage is
 * cut short), even when their record is the one refused before.
 */
export async function resendReport({ db, access, language }: StaffContext, guestId: string, pokeJobs: () => void) {
  const ws = access.workspace.id
  const row = await q.findReport(db, ws, guestId)
  if (!row) throw notFound()
  if (row.state !== 'REFUSED' && row.state !== 'FAILED') throw validation(undefined, 'ubyport.resendOnlyUnsent')
  const stay = await getReservation(db, ws, row.reservationId)
  const guest = stay.guests.find((g) => g.id === guestId)
  if (!guest || !isForeigner(guest.nationality)) throw notFound()
  await db.transaction(async (tx) => {
    await q.updateReports(tx, ws, [guestId], {
      state: 'PENDING',
      sentHash: null,
      problem: null,
      problemDetail: null,
      nextAttemptAt: null,
    })
    await queueUbyportReport(tx, ws, row.reservationId)
    await runQueuedNow(tx, ws, `ubyport:${row.reservationId}`)
  })
  pokeJobs()
  const fresh = await q.findReport(db, ws, guestId)
  const view = fresh && viewOf(language, fresh, stay)
  if (!view) throw notFound()
  return view
}
