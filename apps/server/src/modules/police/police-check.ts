import { HOME_COUNTRY, isCountryCode, isForeigner, type PoliceGap } from '@innkeep/contract'

interface RegisterGuest {
  birthDate: string | null
  nationality: string | null
  address: string
  documentType: string | null
  documentNumber: string
}

/**
 * What the police report lacks of one guest. Without a nationality, nobody can tell whether the
 * guest is to be reported, so that is a gap of its own; of a foreigner the UNL line needs the birth
 * date, the document and the address abroad (a Czech citizen is not reported at all).
 */
export function policeGaps(guest: RegisterGuest): PoliceGap[] {
  if (!guest.nationality) return ['NATIONALITY']
  if (!isCountryCode(guest.nationality)) return ['UNKNOWN_NATIONALITY']
  if (guest.nationality === HOME_COUNTRY) return []
  const gaps: PoliceGap[] = []
  if (!guest.birthDate) gaps.push('BIRTH_DATE')
  if (!guest.documentType) gaps.push('DOCUMENT_TYPE')
  if (guest.documentNumber.trim() === '') gaps.push('DOCUMENT_NUMBER')
  if (guest.address.trim() === '') gaps.push('ADDRESS')
  return gaps
}

/** The register's guests split for the export: the foreigners to report, and who is incomplete. */
export function checkForPolice<G extends RegisterGuest>(guests: readonly G[]) {
  const incomplete = guests.flatMap((guest) => {
    const missing = policeGaps(guest)
    return missing.length > 0 ? [{ guest, missing }] : []
  })
  return { foreign: guests.filter((guest) => isForeigner(guest.nationality)), incomplete }
}
