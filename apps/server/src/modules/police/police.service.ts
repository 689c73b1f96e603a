import type { UbyportSettings } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import { daysBetween } from '../../lib/local-date.ts'
import { ubyportSettings } from '../pricing/pricelist.service.ts'
import { guestsOfStays } from '../reservations/reservations.service.ts'
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

export async function guestRegister(db: Db, access: WorkspaceAccess, range: { from: string; till: string }) {
  checkPeriod(range)
  const rows = await guestsOfStays(db, access.workspace.id, range)
  return {
    entries: rows.flatMap((row) =>
      row.guest
        ? [
            {
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

/**
 * The Ubyport UNL export: every guest who is not a Czech citizen, at most 99 per file, each file named
 * after its minute (a second file gets the next minute so the names differ).
 */
export async function ubyportExport(
  db: Db,
  access: WorkspaceAccess,
  range: { from: string; till: string },
  now = new Date(),
) {
  checkPeriod(range)
  const settings: z.output<typeof UbyportSettings> | null = await ubyportSettings(db, access.workspace.id)
  if (!settings) throw validation(undefined, 'ubyport.notConfigured')
  const { entries } = await guestRegister(db, access, range)
  const foreign = entries.filter((e) => e.nationality && e.nationality !== 'CZE')
  const files = []
  for (let start = 0; start < foreign.length; start += MAX_GUESTS_PER_FILE) {
    const part = foreign.slice(start, start + MAX_GUESTS_PER_FILE)
    const exportedAt = localStamp(access.workspace.timeZone, now, start / MAX_GUESTS_PER_FILE)
    const lines = [
      headerLine(settings, exportedAt),
      ...part.map((g) => guestLine({ ...g, nationality: g.nationality ?? '' }, settings.purposeCode)),
    ]
    const content = encodeWindows1250(`${lines.join('\r\n')}\r\n`)
    files.push({ name: fileName(exportedAt), guests: part.length, contentBase64: content.toString('base64') })
  }
  return { guests: foreign.length, files }
}
