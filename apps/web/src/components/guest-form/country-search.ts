import { COUNTRIES, countryName, namesOf } from '@innkeep/contract'
import type { GuestLanguage } from '../../i18n/instance.ts'

/** Shown first while nothing is typed: where most guests come from. */
export const COMMON_COUNTRIES: readonly string[] = ['CZE', 'SVK', 'DEU', 'AUT', 'POL', 'UKR']

/** Lower case without diacritics: `Česko` and `cesko` are the same search. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

// every name a country goes by, folded once: Czech, English, German and the other names people type
const NAMES = new Map(COUNTRIES.map((c) => [c.code, namesOf(c).map(fold)]))

/** How well a code matches a folded search: 0 its code, 1 a name starting with it, 2 a word, 3 inside; null none. */
function rank(code: string, query: string): number | null {
  if (code.toLowerCase() === query) return 0
  const names = NAMES.get(code) ?? []
  if (names.some((name) => name.startsWith(query))) return 1
  if (names.some((name) => name.split(/[\s\-–(),.]+/).some((word) => word.startsWith(query)))) return 2
  if (code.toLowerCase().startsWith(query) || names.some((name) => name.includes(query))) return 3
  return null
}

/**
 * The codes whose name (in Czech, English or German, so `Germany` and `Deutschland` find Německo in Czech too) or code matches
 * the search, best matches first; with nothing typed, the common countries and then all by name.
 */
export function searchCountries(search: string, language: GuestLanguage): string[] {
  const query = fold(search)
  const collator = new Intl.Collator(language)
  const common = (code: string) => {
    const at = COMMON_COUNTRIES.indexOf(code)
    return at < 0 ? COMMON_COUNTRIES.length : at
  }
  const byName = (a: string, b: string) =>
    collator.compare(countryName(a, language) ?? a, countryName(b, language) ?? b)
  if (query === '') return COUNTRIES.map((c) => c.code).sort((a, b) => common(a) - common(b) || byName(a, b))
  return COUNTRIES.flatMap((c) => {
    const found = rank(c.code, query)
    return found === null ? [] : [{ code: c.code, found }]
  })
    .sort((a, b) => a.found - b.found || common(a.code) - common(b.code) || byName(a.code, b.code))
    .map((match) => match.code)
}

export interface CountryOption {
  value: string
  label: string
}

/**
 * The options of the nationality field for a search. `current`, a code saved before the list was
 * checked (`SLO`), stays among them so the field shows it until someone picks a country.
 */
export function countryOptions(search: string, language: GuestLanguage, current: string | null): CountryOption[] {
  const options = searchCountries(search, language).map((code) => ({
    value: code,
    label: countryName(code, language) ?? code,
  }))
  if (current && !options.some((o) => o.value === current) && countryName(current, language) === null)
    options.push({ value: current, label: current })
  return options
}
