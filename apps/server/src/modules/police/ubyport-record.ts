import { createHash } from 'node:crypto'
import type { Guest, UbyportSettings } from '@innkeep/contract'
import type { z } from 'zod'
import type { UbyportFacility, UbyportGuestRecord } from '../../integrations/ubyport/ubyport.client.ts'
import { field, policeFacility, policeRecord } from './unl.ts'

type Settings = z.output<typeof UbyportSettings>

/** The facility for the web service's list header: the UNL header's values. */
export function wsFacility(settings: Settings): UbyportFacility {
  const facility = policeFacility(settings)
  return Object.fromEntries(
    Object.entries(facility).map(([key, value]) => [key, field(value)]),
  ) as unknown as UbyportFacility
}

/**
 * A foreign guest as the web service's Ubytovany: the UNL line's values, the stay's days as
 * midnight date-times (the service wants real date-times; the night count is what matters).
 */
export function wsRecord(stay: { since: string; till: string }, guest: Guest, purposeCode: string): UbyportGuestRecord {
  const r = policeRecord(
    {
      since: stay.since,
      till: stay.till,
      lastName: guest.lastName,
      firstName: guest.firstName,
      birthDate: guest.birthDate,
      nationality: guest.nationality ?? '',
      address: guest.address,
      documentNumber: guest.documentNumber,
      visaNumber: guest.visaNumber,
    },
    purposeCode,
  )
  return {
    from: `${r.since}T00:00:00`,
    until: `${r.till}T00:00:00`,
    surname: field(r.surname),
    firstName: field(r.firstName),
    birthDate: r.birthDate,
    nationality: r.nationality,
    documentNumber: field(r.documentNumber),
    visaNumber: field(r.visaNumber) || null,
    // at most 128 characters (Příloha č. 5, class Ubytovany)
    residence: field(r.residence).slice(0, 128) || null,
    purpose: /^\d+$/.test(r.purpose) ? Number(r.purpose) : null,
    note: null,
  }
}

/** What was sent of a guest: a new hash means a correction worth sending again. */
export function sentHashOf(facility: UbyportFacility, record: UbyportGuestRecord): string {
  return createHash('sha256').update(JSON.stringify({ facility, record })).digest('hex')
}

/**
 * Of a stay's open guests (complete, not accepted), those to send now with their records: a refusal
 * stands until the record (or the facility) changes.
 */
export function dueRecords(
  stay: { since: string; till: string },
  open: readonly Guest[],
  sent: ReadonlyMap<string, { state: string; sentHash: string | null }>,
  settings: Settings,
) {
  const facility = wsFacility(settings)
  const due = open
    .map((guest) => {
      const record = wsRecord(stay, guest, settings.purposeCode)
      return { guest, record, hash: sentHashOf(facility, record) }
    })
    .filter(({ guest, hash }) => !(sent.get(guest.id)?.state === 'REFUSED' && sent.get(guest.id)?.sentHash === hash))
  return { facility, due }
}
