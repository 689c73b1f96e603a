import { isForeigner } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { type JobHandler, latestJobsByKey } from '../../jobs/jobs.ts'
import type { Schedule } from '../../jobs/schedules.ts'
import { addDays, todayIn } from '../../lib/local-date.ts'
import { ubyportSettings } from '../pricing/pricelist.service.ts'
import { queueUbyportReport, UBYPORT_REPORT } from '../reservations/police-marks.ts'
import { getReservation, guestsOfStays } from '../reservations/reservations.service.ts'
import { policeGaps } from './police-check.ts'
import * as q from './police-reports.queries.ts'
import { dueRecords } from './ubyport-record.ts'

/**
 * The safety net behind the report job: a guest saved while the stay's job was already sending may
 * be left waiting with no job to send them. Each workspace with an account is looked at now and then.
 */
export const UBYPORT_SWEEP = 'police.ubyport-sweep'

export const ubyportSweepSchedule: Schedule = {
  kind: UBYPORT_SWEEP,
  everyMs: 10 * 60_000,
  where: q.hasUbyportAccount,
}

/** Checked-out stays are looked at this long after arrival (the police want them within 3 working days). */
const WINDOW_DAYS = 7
/** Ubyport is the Czech police's: their calendar decides what "the last week" is. */
const POLICE_TIME_ZONE = 'Europe/Prague'
/** Problems that wait for the user (the account or the facility saved again queues the stay itself). */
const WAITING_FOR_USER = new Set(['UBYPORT_UNAUTHORIZED', 'UBYPORT_CREDENTIALS_UNREADABLE', 'UBYPORT_NOT_CONFIGURED'])
const ACTIVE = new Set(['QUEUED', 'RUNNING'])

export function ubyportSweepHandler(): JobHandler {
  return {
    kind: UBYPORT_SWEEP,
    async run({ db, job }) {
      await sweepUbyportReports(db, job.workspaceId)
    },
  }
}

/**
 * Queues the report job of each stay checked in (or checked out, arrived within the window) with a
 * foreign guest the job would send now and no job of its own waiting or running; the stays queued.
 */
export async function sweepUbyportReports(db: Db, workspaceId: string, now = new Date()): Promise<string[]> {
  const settings = await ubyportSettings(db, workspaceId)
  if (!settings || !(await q.findAccount(db, workspaceId))) return []
  const from = addDays(todayIn(POLICE_TIME_ZONE, now), -WINDOW_DAYS)
  const rows = await guestsOfStays(db, workspaceId, { from, till: addDays(from, WINDOW_DAYS + 1) })
  const foreign = new Map<string, string[]>()
  for (const row of rows) {
    const inWindow = row.status === 'CHECKED_IN' || (row.status === 'CHECKED_OUT' && row.since >= from)
    if (!inWindow || !row.guest || !isForeigner(row.guest.nationality)) continue
    foreign.set(row.reservationId, [...(foreign.get(row.reservationId) ?? []), row.guest.id])
  }
  // what is accepted is done: most stays end here without reading them whole
  const accepted = new Set(
    (await q.reportsOfStays(db, workspaceId, [...foreign.keys()]))
      .filter((report) => report.state === 'ACCEPTED')
      .map((report) => report.guestId),
  )
  const open = [...foreign].filter(([, guestIds]) => guestIds.some((id) => !accepted.has(id))).map(([id]) => id)
  const keys = open.flatMap((id) => [`ubyport:${id}`, `ubyport:${id}:next`])
  const jobs = await latestJobsByKey(db, workspaceId, UBYPORT_REPORT, keys)
  const idle = open.filter((id) => ![`ubyport:${id}`, `ubyport:${id}:next`].some((key) => isActive(jobs.get(key))))
  const queued: string[] = []
  for (const reservationId of idle) {
    if (!(await hasGuestToSend(db, workspaceId, reservationId, settings))) continue
    await queueUbyportReport(db, workspaceId, reservationId)
    queued.push(reservationId)
  }
  return queued
}

const isActive = (job: { state: string } | undefined) => job !== undefined && ACTIVE.has(job.state)

/** Whether the stay's job would send a guest now (complete, not accepted, not refused unchanged, not waiting for the user). */
async function hasGuestToSend(
  db: Db,
  workspaceId: string,
  reservationId: string,
  settings: NonNullable<Awaited<ReturnType<typeof ubyportSettings>>>,
) {
  const stay = await getReservation(db, workspaceId, reservationId)
  if (stay.registerAnonymizedAt) return false
  const reports = new Map((await q.reportsOfStay(db, workspaceId, reservationId)).map((row) => [row.guestId, row]))
  // reported in a UNL file before the web service knew the stay: the job leaves it alone too
  if (stay.policeReportedAt && reports.size === 0) return false
  const open = stay.guests.filter((guest) => {
    const report = reports.get(guest.id)
    if (!isForeigner(guest.nationality) || policeGaps(guest).length > 0) return false
    if (report?.state === 'ACCEPTED') return false
    return !(report?.state === 'FAILED' && report.problem && WAITING_FOR_USER.has(report.problem))
  })
  return dueRecords(stay, open, reports, settings).due.length > 0
}
