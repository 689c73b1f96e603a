import type { UbyportSettings } from '@innkeep/contract'
import type { z } from 'zod'

type Settings = z.output<typeof UbyportSettings>

export interface UnlGuest {
  since: string
  till: string
  lastName: string
  firstName: string
  birthDate: string | null
  nationality: string
  address: string
  documentNumber: string
  visaNumber: string
}

export const MAX_GUESTS_PER_FILE = 99

/**
 * Ubyport takes ISO 3166-1 alpha-3 (INTEGRATIONS.md); the contract's list has two codes outside ISO's
 * assignments. Kosovo goes as RKS, the code its passports carry (ICAO 9303), not the EU's XKX; the
 * stateless XXA is ICAO's and goes as it is. UNVERIFIED against the police's own code list.
 */
const UBYPORT_NATIONALITY: Readonly<Record<string, string>> = { XKX: 'RKS' }

export function ubyportNationality(code: string): string {
  return UBYPORT_NATIONALITY[code] ?? code
}

/** `2015-10-01` → `01.10.2015`. */
export function czechDate(date: string | null): string {
  if (!date) return ''
  const [y, m, d] = date.split('-')
  return `${d}.${m}.${y}`
}

// `|` separates fields: a value must never carry one, nor a line break.
export function field(value: string): string {
  return value.replace(/[|\r\n]+/g, ' ').trim()
}

/** The facility as the police registered it: the UNL `A` line and the web service's list header. */
export function policeFacility(settings: Settings) {
  return {
    idub: settings.ubyportId,
    mark: settings.abbreviation,
    name: settings.name,
    contact: settings.contact,
    district: settings.district,
    municipality: settings.municipality,
    part: settings.part,
    street: settings.street,
    houseNumber: settings.houseNumber,
    orientationNumber: settings.orientationNumber,
    postcode: settings.postcode,
  }
}

/**
 * A foreign guest in the police's terms, shared by the UNL `U` line and the web service's record:
 * names in capitals, the birth date as `DD.MM.YYYY`, the nationality as Ubyport's code.
 */
export function policeRecord(guest: UnlGuest, purposeCode: string) {
  return {
    since: guest.since,
    till: guest.till,
    surname: guest.lastName.toLocaleUpperCase('cs'),
    firstName: guest.firstName.toLocaleUpperCase('cs'),
    birthDate: czechDate(guest.birthDate),
    nationality: ubyportNationality(guest.nationality),
    residence: guest.address,
    documentNumber: guest.documentNumber,
    visaNumber: guest.visaNumber,
    purpose: purposeCode,
  }
}

/** `A|2|…` — the accommodation line; `exportedAt` in the host's local time as `YYYY.MM.DD HH:MM:SS`. */
export function headerLine(settings: Settings, exportedAt: string): string {
  const f = policeFacility(settings)
  const values = [
    'A',
    '2',
    f.idub,
    f.mark,
    f.name,
    f.contact,
    f.district,
    f.municipality,
    f.part,
    f.street,
    f.houseNumber,
    f.orientationNumber,
    f.postcode,
    exportedAt,
    '',
    '',
  ]
  return values.map(field).join('|')
}

/** `U|from|till|SURNAME|FIRST||birth|||NAT|address|document|visa|purpose|note|` — one foreign guest. */
export function guestLine(guest: UnlGuest, purposeCode: string): string {
  const r = policeRecord(guest, purposeCode)
  const values = [
    'U',
    czechDate(r.since),
    czechDate(r.till),
    r.surname,
    r.firstName,
    '',
    r.birthDate,
    '',
    '',
    r.nationality,
    r.residence,
    r.documentNumber,
    r.visaNumber,
    r.purpose,
    '',
    '',
  ]
  return values.map(field).join('|')
}

/**
 * `<IDUB>_YYYY_MM_DD_HHMM.unl`: the facility's own id (not the word IDUB) and a local time
 * `YYYY.MM.DD HH:MM:SS` (Ubyport operating rules § 9.2).
 */
export function fileName(ubyportId: string, exportedAt: string): string {
  const [date = '', time = ''] = exportedAt.split(' ')
  return `${ubyportId}_${date.replace(/\./g, '_')}_${time.slice(0, 5).replace(':', '')}.unl`
}
