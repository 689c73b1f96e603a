import { GuestMailKind } from '@innkeep/contract'
import { z } from 'zod'
import type { JobHandler } from '../../jobs/jobs.ts'
import type { Schedule } from '../../jobs/schedules.ts'
import { addDays, instantAt, todayIn } from '../../lib/local-date.ts'
import { publicBookingSettings } from '../pricing/pricelist.service.ts'
import { cancelUnpaid, unpaidDeposits } from '../reservations/unpaid-deposits.ts'
import { findWorkspaceById } from '../workspaces/access.queries.ts'
import * as q from './guest-mails.queries.ts'
import { GUEST_MAIL_SEND_JOB, type MailDeps, mailSettings, sendGuestMail } from './guest-mails.service.ts'

/**
 * The scheduled guest e-mails (issue 29): before arrival and after the stay, each at the workspace's
 * local hour. Every workspace is looked at every quarter of an hour; a mail is sent once per booking
 * (sendGuestMail claims it), so a job run twice, or two processes, send nothing twice.
 */
export const GUEST_MAILS_JOB = 'guest-mails.scheduled'

export const guestMailsSchedule: Schedule = { kind: GUEST_MAILS_JOB, everyMs: 15 * 60_000 }

/** A stay that ended this many days before its after-stay mail was due gets none (the feature switched on late). */
const AFTER_STAY_LATE_DAYS = 7

export function guestMailsHandler(deps: Omit<MailDeps, 'db'>): JobHandler {
  return {
    kind: GUEST_MAILS_JOB,
    async run({ db, job }) {
      await sendDueGuestMails({ ...deps, db }, job.workspaceId)
    },
  }
}

const SendPayload = z.object({ reservationId: z.uuid(), kind: GuestMailKind })

/** Tries again a guest's mail the mail server refused (mailGuest queued it); a refusal again retries with backoff. */
export function guestMailSendHandler(deps: Omit<MailDeps, 'db'>): JobHandler {
  return {
    kind: GUEST_MAIL_SEND_JOB,
    async run({ db, job }) {
      const payload = SendPayload.safeParse(job.payload)
      const workspace = await findWorkspaceById(db, job.workspaceId)
      if (!payload.success || !workspace) return
      const result = await sendGuestMail({ ...deps, db }, workspace, payload.data.reservationId, payload.data.kind)
      if (result.status === 'FAILED') throw new Error(`the mail server refused the guest's mail: ${result.error ?? ''}`)
    },
  }
}

/**
 * Where the workspace cancels unpaid requested web bookings: from its hour on the day before a
 * deposit is due, the guest's warning; from its hour on the day after, the booking canceled and the
 * guest told. The mails due (the cancels are done here).
 */
async function unpaidDepositsDue(
  deps: MailDeps,
  workspace: NonNullable<Awaited<ReturnType<typeof findWorkspaceById>>>,
  settings: Awaited<ReturnType<typeof mailSettings>>,
  now: Date,
) {
  const zone = workspace.timeZone
  const today = todayIn(zone, now)
  const hour = instantAt(today, settings.sendHour, zone)
  const booking = await publicBookingSettings(deps.db, workspace.id)
  if (!booking.autoCancelUnpaid || now < hour) return []
  const due: { id: string; kind: GuestMailKind }[] = []
  const tomorrow = addDays(today, 1)
  if (!settings.disabled.includes('DEPOSIT_REMINDER'))
    for (const stay of await unpaidDeposits(deps.db, workspace.id, { from: tomorrow, to: tomorrow }))
      if (stay.createdAt < hour) due.push({ id: stay.id, kind: 'DEPOSIT_REMINDER' })
  for (const stay of await unpaidDeposits(deps.db, workspace.id, { from: '0001-01-01', to: addDays(today, -1) }))
    for (const id of await cancelUnpaid(deps.db, workspace, stay.accountId)) due.push({ id, kind: 'CANCELLATION' })
  return due
}

/** Sends the pre-arrival and after-stay mails due by `now`, and the unpaid deposits' ones; the stays and kinds sent. */
export async function sendDueGuestMails(deps: MailDeps, workspaceId: string, now = new Date()) {
  const workspace = await findWorkspaceById(deps.db, workspaceId)
  if (!workspace) return []
  const settings = await mailSettings(deps.db, workspaceId)
  const zone = workspace.timeZone
  const today = todayIn(zone, now)
  const due: { id: string; kind: GuestMailKind }[] = []
  if (!settings.disabled.includes('PRE_ARRIVAL')) {
    // arrivals from today to the furthest whose mail is due today
    const stays = await q.staysWithoutMail(deps.db, workspaceId, 'PRE_ARRIVAL', {
      statuses: ['CONFIRMED'],
      field: 'since',
      from: today,
      to: addDays(today, settings.preArrivalDays),
    })
    for (const stay of stays) {
      const at = instantAt(addDays(stay.since, -settings.preArrivalDays), settings.sendHour, zone)
      // a booking made after its mail was due heard it all in its confirmation a moment ago
      if (now >= at && stay.createdAt < at) due.push({ id: stay.id, kind: 'PRE_ARRIVAL' })
    }
  }
  if (!settings.disabled.includes('AFTER_STAY')) {
    const stays = await q.staysWithoutMail(deps.db, workspaceId, 'AFTER_STAY', {
      statuses: ['CHECKED_OUT'],
      field: 'till',
      from: addDays(today, -settings.afterStayDays - AFTER_STAY_LATE_DAYS),
      to: addDays(today, -settings.afterStayDays),
    })
    for (const stay of stays) {
      const at = instantAt(addDays(stay.till, settings.afterStayDays), settings.sendHour, zone)
      if (now >= at) due.push({ id: stay.id, kind: 'AFTER_STAY' })
    }
  }
  due.push(...(await unpaidDepositsDue(deps, workspace, settings, now)))
  const sent: { id: string; kind: GuestMailKind; status: string }[] = []
  for (const mail of due) {
    const result = await sendGuestMail(deps, workspace, mail.id, mail.kind)
    sent.push({ ...mail, status: result.status })
  }
  return sent
}
