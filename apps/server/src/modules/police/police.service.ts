import type { IncompleteGuests, UbyportSettings } from '@innkeep/contract'
import { VIEW_ID_DOCUMENT } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import { actorOf, type Principal, type WorkspaceAccess } from '../../http/access.ts'
import { AppError, validation } from '../../http/errors.ts'
import type { MaybeStaffContext, StaffContext } from '../../http/staff-context.ts'
import { daysBetween } from '../../lib/local-date.ts'
import { recordAudit } from '../activity/activity.service.ts'
import { ubyportSettings } from '../pricing/pricelist.service.ts'
import { markPoliceReported } from '../reservations/police-marks.ts'
import { guestsOfStays } from '../reservations/reservations.service.ts'
import { checkForPolice } from './police-check.ts'
import { fileName, guestLine, headerLine, MAX_GUESTS_PER_FILE } from './unl.ts'
import { encodeWindows1250 } from './windows-1250.ts'

const MAX_PERIOD_DAYS = 366

function checkPeriod(range: { from: string; till: string }) {
  const days = daysBetween(range.from, range.till)
  if (days < 1) throw validation('till', 'stay.tillNotAfterSince')
  if (days > MAX_PERIOD_DAYS) throw validation('till', 'timeline.tooLong', { max: MAX_PERIOD_DAYS })
}

/** `YYYY.MM.DD HH:MM:SS` in the workspace's time zone, `minutes` later than `now`. */
function localStamp(timeZone: string, now: Date, minutes = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(now.getTime() + minutes * 60_000))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${get('year')}.${get('month')}.${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`
}

type Period = { from: string; till: string }
/** The reports that show guests' identity documents, as the audit trail names them. */
type Report = 'GUEST_REGISTER' | 'GUEST_REGISTER_PDF' | 'UBYPORT_EXPORT'

async function registerOf(db: Db, access: WorkspaceAccess, range: Period) {
  checkPeriod(range)
  const rows = await guestsOfStays(db, access.workspace.id, range)
  return {
    guests: rows.flatMap((row) =>
      row.guest
        ? [
            {
              guestId: row.guest.id,
              reservationId: row.reservationId,
              reservationCode: row.reservationCode,
              resourceName: row.resourceName,
              since: row.since,
              till: row.till,
              firstName: row.guest.firstName,
              lastName: row.guest.lastName,
              birthDate: row.guest.birthDate,
              nationality: row.guest.nationality,
              address: row.guest.address,
              documentType: row.guest.documentType,
              documentNumber: row.guest.documentNumber,
              visaNumber: row.guest.visaNumber,
              ageCategory: row.guest.ageCategory,
            },
          ]
        : [],
    ),
    staysWithoutGuests: [...new Set(rows.filter((row) => !row.guest).map((row) => row.reservationCode))],
  }
}

/** Who was shown which guests' identity documents: one audit row per report that showed any. */
async function recordDocumentView(
  db: Db,
  at: { access: WorkspaceAccess; viewer: Principal | null; report: Report; range: Period },
  guests: { guestId: string; documentNumber: string }[],
) {
  const guestIds = guests.filter((guest) => guest.documentNumber !== '').map((guest) => guest.guestId)
  if (guestIds.length === 0) return
  const { from, till } = at.range
  await recordAudit(db, at.access.workspace.id, at.viewer ? actorOf(at.viewer).label : 'system', [
    { entity: at.report, entityId: `${from}/${till}`, action: VIEW_ID_DOCUMENT, data: { guestIds, from, till } },
  ])
}

/** The guest register (evidenční kniha) of a period; showing it is recorded as a view of identity documents. */
export async function guestRegister(
  { db, access, principal }: StaffContext,
  range: Period,
  report: Report = 'GUEST_REGISTER',
) {
  const { guests, staysWithoutGuests } = await registerOf(db, access, range)
  await recordDocumentView(db, { access, viewer: principal, report, range }, guests)
  return { entries: guests.map(({ guestId: _, reservationId: __, ...entry }) => entry), staysWithoutGuests }
}

type RegisterGuest = Awaited<ReturnType<typeof registerOf>>['guests'][number]

function incompleteOf(guests: readonly RegisterGuest[]): IncompleteGuests {
  const { foreign, incomplete } = checkForPolice(guests)
  return {
    foreignGuests: foreign.length,
    incomplete: incomplete.map(({ guest, missing }) => ({
      reservationId: guest.reservationId,
      reservationCode: guest.reservationCode,
      resourceName: guest.resourceName,
      since: guest.since,
      till: guest.till,
      firstName: guest.firstName,
      lastName: guest.lastName,
      nationality: guest.nationality,
      missing,
    })),
  }
}

/** Before the Ubyport export: the guests of the period whose entries the police report cannot take yet. */
export async function ubyportIncompleteGuests(db: Db, access: WorkspaceAccess, range: Period) {
  const { guests } = await registerOf(db, access, range)
  return incompleteOf(guests)
}

/**
 * The Ubyport UNL export: every guest who is not a Czech citizen, at most 99 per file, each file named
 * after its minute (a second file gets the next minute so the names differ). Refused while any guest
 * of the period is incomplete for the police, so nobody is left out or sent half-filled unnoticed;
 * the stays in the files are marked reported.
 */
export async function ubyportExport({ db, access, principal }: MaybeStaffContext, range: Period, now = new Date()) {
  checkPeriod(range)
  const settings: z.output<typeof UbyportSettings> | null = await ubyportSettings(db, access.workspace.id)
  if (!settings) throw validation(undefined, 'ubyport.notConfigured')
  const { guests } = await registerOf(db, access, range)
  const { foreign, incomplete } = checkForPolice(guests)
  if (incomplete.length > 0)
    throw new AppError('VALIDATION', {
      problems: [{ code: 'ubyport.incompleteGuests', params: { count: incomplete.length } }],
    })
  await recordDocumentView(db, { access, viewer: principal, report: 'UBYPORT_EXPORT', range }, foreign)
  const files = []
  for (let start = 0; start < foreign.length; start += MAX_GUESTS_PER_FILE) {
    const part = foreign.slice(start, start + MAX_GUESTS_PER_FILE)
    const exportedAt = localStamp(access.workspace.timeZone, now, start / MAX_GUESTS_PER_FILE)
    const lines = [
      headerLine(settings, exportedAt),
      ...part.map((g) => guestLine({ ...g, nationality: g.nationality ?? '' }, settings.purposeCode)),
    ]
    const content = encodeWindows1250(`${lines.join('\r\n')}\r\n`)
    files.push({
      name: fileName(settings.ubyportId, exportedAt),
      guests: part.length,
      contentBase64: content.toString('base64'),
    })
  }
  await markPoliceReported(db, access.workspace.id, [...new Set(foreign.map((g) => g.reservationId))], now)
  return { guests: foreign.length, files }
}
