import type { Language } from '../../i18n/i18n.ts'

/**
 * The countries guests of a Czech guest house come from most, as ISO 3166-1 alpha-3 (what the guest
 * register and the police report take) with alpha-2 (what `Intl.DisplayNames` names). Any other
 * alpha-3 code can still be typed (see `countryOptions`).
 */
export const COUNTRIES: readonly (readonly [alpha3: string, alpha2: string])[] = [
  // European Union
  ['AUT', 'AT'],
  ['BEL', 'BE'],
  ['BGR', 'BG'],
  ['HRV', 'HR'],
  ['CYP', 'CY'],
  ['CZE', 'CZ'],
  ['DNK', 'DK'],
  ['EST', 'EE'],
  ['FIN', 'FI'],
  ['FRA', 'FR'],
  ['DEU', 'DE'],
  ['GRC', 'GR'],
  ['HUN', 'HU'],
  ['IRL', 'IE'],
  ['ITA', 'IT'],
  ['LVA', 'LV'],
  ['LTU', 'LT'],
  ['LUX', 'LU'],
  ['MLT', 'MT'],
  ['NLD', 'NL'],
  ['POL', 'PL'],
  ['PRT', 'PT'],
  ['ROU', 'RO'],
  ['SVK', 'SK'],
  ['SVN', 'SI'],
  ['ESP', 'ES'],
  ['SWE', 'SE'],
  // rest of the EEA, Switzerland, the United Kingdom
  ['ISL', 'IS'],
  ['LIE', 'LI'],
  ['NOR', 'NO'],
  ['CHE', 'CH'],
  ['GBR', 'GB'],
  // the rest of Europe and around
  ['UKR', 'UA'],
  ['MDA', 'MD'],
  ['SRB', 'RS'],
  ['BIH', 'BA'],
  ['MNE', 'ME'],
  ['MKD', 'MK'],
  ['ALB', 'AL'],
  ['TUR', 'TR'],
  ['GEO', 'GE'],
  ['ARM', 'AM'],
  ['AZE', 'AZ'],
  ['KAZ', 'KZ'],
  ['BLR', 'BY'],
  ['RUS', 'RU'],
  ['ISR', 'IL'],
  // overseas
  ['USA', 'US'],
  ['CAN', 'CA'],
  ['MEX', 'MX'],
  ['BRA', 'BR'],
  ['ARG', 'AR'],
  ['CHN', 'CN'],
  ['TWN', 'TW'],
  ['HKG', 'HK'],
  ['JPN', 'JP'],
  ['KOR', 'KR'],
  ['IND', 'IN'],
  ['VNM', 'VN'],
  ['THA', 'TH'],
  ['PHL', 'PH'],
  ['IDN', 'ID'],
  ['SGP', 'SG'],
  ['ARE', 'AE'],
  ['ZAF', 'ZA'],
  ['AUS', 'AU'],
  ['NZL', 'NZ'],
]

/** Citizens of the EU, the EEA and Switzerland never need a visa for Czechia. */
const FREE_MOVEMENT = new Set(
  COUNTRIES.slice(
    0,
    COUNTRIES.findIndex(([a3]) => a3 === 'GBR'),
  ).map(([a3]) => a3),
)

/** Whether to ask for a visa number: a nationality outside the EU, the EEA and Switzerland. */
export function mayNeedVisa(alpha3: string): boolean {
  const code = alpha3.trim().toUpperCase()
  return /^[A-Z]{3}$/.test(code) && !FREE_MOVEMENT.has(code)
}

/** Shown first: where most guests come from. */
export const COMMON_COUNTRIES = ['CZE', 'SVK', 'DEU', 'AUT', 'POL', 'UKR'] as const

const ALPHA2 = new Map(COUNTRIES.map(([alpha3, alpha2]) => [alpha3, alpha2]))
const LANGUAGES: Language[] = ['cs', 'en']
const names = new Map<Language, Intl.DisplayNames>()

function displayNames(language: Language): Intl.DisplayNames {
  let found = names.get(language)
  if (!found) {
    found = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' })
    names.set(language, found)
  }
  return found
}

/** Three letters: what the guest register takes, known here or not. */
export function isCountryCode(text: string): boolean {
  return /^[A-Za-z]{3}$/.test(text.trim())
}

export function isKnownCountry(alpha3: string): boolean {
  return ALPHA2.has(alpha3.toUpperCase())
}

/** `DEU` → `Německo` / `Germany`; null for a code not on the list. */
export function countryName(alpha3: string, language: Language): string | null {
  const alpha2 = ALPHA2.get(alpha3.toUpperCase())
  return alpha2 ? (displayNames(language).of(alpha2) ?? null) : null
}

/** Lower case without diacritics: `Česko` and `cesko` are the same search. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/**
 * The codes whose name (in either language, so `Germany` finds Německo in Czech too) contains the
 * search, or whose code starts with it; the common countries first, then by name in `language`.
 */
export function searchCountries(search: string, language: Language): string[] {
  const query = fold(search)
  const matches = COUNTRIES.map(([alpha3]) => alpha3).filter((alpha3) => {
    if (query === '') return true
    if (alpha3.toLowerCase().startsWith(query)) return true
    return LANGUAGES.some((l) => fold(countryName(alpha3, l) ?? '').includes(query))
  })
  return sortCountries(matches, language)
}

export function sortCountries(codes: string[], language: Language): string[] {
  const collator = new Intl.Collator(language)
  const common = (code: string) => (COMMON_COUNTRIES as readonly string[]).indexOf(code)
  return [...codes].sort((a, b) => {
    const ca = common(a)
    const cb = common(b)
    if (ca >= 0 || cb >= 0) return (ca < 0 ? 99 : ca) - (cb < 0 ? 99 : cb)
    return collator.compare(countryName(a, language) ?? a, countryName(b, language) ?? b)
  })
}

export interface CountryOption {
  value: string
  label: string
}

/**
 * The options of the nationality field for a search: the matching countries of the list, and the
 * typed text itself when it is a three-letter code the list does not know (`BRB`). `current`, a code
 * saved before, stays among the options so the field can show it.
 */
export function countryOptions(search: string, language: Language, current: string | null): CountryOption[] {
  const codes = searchCountries(search, language)
  const options = codes.map((code) => ({ value: code, label: countryName(code, language) ?? code }))
  const extra = [search.trim().toUpperCase(), current?.toUpperCase() ?? '']
  for (const code of extra) {
    if (isCountryCode(code) && !isKnownCountry(code) && !options.some((o) => o.value === code))
      options.push({ value: code, label: code })
  }
  return options
}
