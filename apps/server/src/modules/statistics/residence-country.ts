import { COUNTRIES, isCountryCode, namesOf } from '@innkeep/contract'
import { foldName } from '../../lib/fold.ts'

/** Where a guest's country of residence was found. */
export type ResidenceSource = 'address' | 'nationality' | 'unknown'

// a Czech address often ends in the abbreviation rather than a name of the country
const ABBREVIATIONS: Record<string, string> = { cr: 'CZE' }

/** Every folded name a country goes by (Czech, English, German, the other names people type) → its code. */
const BY_NAME = new Map<string, string>([
  ...COUNTRIES.flatMap((country) =>
    namesOf(country)
      .map(foldName)
      .filter((name) => name !== '')
      .map((name): [string, string] => [name, country.code]),
  ),
  ...Object.entries(ABBREVIATIONS),
])

/** The country the address's last comma-separated part names (`…, 811 01 Bratislava, Slovensko`), or null. */
export function countryOfAddress(address: string): string | null {
  const last = foldName(address.split(',').at(-1) ?? '').replace(/\.$/, '')
  if (last === '') return null
  const upper = last.toUpperCase()
  if (last.length === 3 && isCountryCode(upper)) return upper
  return BY_NAME.get(last) ?? null
}

/**
 * The guest's country of residence as the statistics office counts it: the country the register's
 * address names; when it names none, the nationality (the guest register keeps no other residence).
 */
export function residenceOf(guest: { address: string; nationality: string | null }): {
  country: string | null
  source: ResidenceSource
} {
  const fromAddress = countryOfAddress(guest.address)
  if (fromAddress) return { country: fromAddress, source: 'address' }
  if (guest.nationality && isCountryCode(guest.nationality))
    return { country: guest.nationality, source: 'nationality' }
  return { country: null, source: 'unknown' }
}
