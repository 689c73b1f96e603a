import { describe, expect, it } from 'vitest'
import {
  COUNTRIES,
  countryName,
  countryOptions,
  fold,
  isCountryCode,
  isKnownCountry,
  mayNeedVisa,
  searchCountries,
} from './countries.ts'

describe('the country list', () => {
  it('holds unique alpha-3 and alpha-2 codes, all of the EU and the neighbours guests come from', () => {
    const alpha3 = COUNTRIES.map(([a3]) => a3)
    expect(new Set(alpha3).size).toBe(alpha3.length)
    expect(new Set(COUNTRIES.map(([, a2]) => a2)).size).toBe(alpha3.length)
    for (const [a3, a2] of COUNTRIES) {
      expect(a3).toMatch(/^[A-Z]{3}$/)
      expect(a2).toMatch(/^[A-Z]{2}$/)
    }
    const eu =
      'AUT BEL BGR HRV CYP CZE DNK EST FIN FRA DEU GRC HUN IRL ITA LVA LTU LUX MLT NLD POL PRT ROU SVK SVN ESP SWE'
    for (const code of [
      ...eu.split(' '),
      'ISL',
      'LIE',
      'NOR',
      'GBR',
      'CHE',
      'UKR',
      'USA',
      'CAN',
      'ISR',
      'CHN',
      'JPN',
      'KOR',
      'AUS',
    ])
      expect(isKnownCountry(code), code).toBe(true)
    expect(alpha3.length).toBeGreaterThanOrEqual(60)
  })

  it('names a code in the UI language', () => {
    expect(countryName('DEU', 'cs')).toBe('Německo')
    expect(countryName('DEU', 'en')).toBe('Germany')
    expect(countryName('CZE', 'cs')).toBe('Česko')
    expect(countryName('gbr', 'en')).toBe('United Kingdom')
    expect(countryName('XYZ', 'cs')).toBeNull()
  })

  it('finds a country by its name in either language, without diacritics, or by its code', () => {
    expect(searchCountries('něm', 'cs')).toEqual(['DEU'])
    expect(searchCountries('cesko', 'cs')).toContain('CZE')
    expect(searchCountries('germany', 'cs')).toEqual(['DEU'])
    expect(searchCountries('svk', 'en')).toEqual(['SVK'])
    expect(searchCountries('rakous', 'cs')).toEqual(['AUT'])
  })

  it('lists the common countries first, then the others by name', () => {
    const all = searchCountries('', 'cs')
    expect(all.slice(0, 6)).toEqual(['CZE', 'SVK', 'DEU', 'AUT', 'POL', 'UKR'])
    expect(all).toHaveLength(COUNTRIES.length)
    const rest = all.slice(6).map((code) => countryName(code, 'cs') ?? '')
    expect(rest).toEqual([...rest].sort(new Intl.Collator('cs').compare))
  })

  it('offers any other three-letter code as typed, and keeps a saved one', () => {
    expect(countryOptions('brb', 'en', null)).toEqual([{ value: 'BRB', label: 'BRB' }])
    expect(countryOptions('fra', 'en', null)).toEqual([{ value: 'FRA', label: 'France' }])
    expect(countryOptions('', 'cs', 'QAT').at(-1)).toEqual({ value: 'QAT', label: 'QAT' })
    expect(countryOptions('xx', 'cs', null)).toEqual([])
  })

  it('asks for a visa number only outside the EU, the EEA and Switzerland', () => {
    for (const code of ['CZE', 'DEU', 'NOR', 'LIE', 'CHE', 'SWE']) expect(mayNeedVisa(code), code).toBe(false)
    for (const code of ['UKR', 'USA', 'GBR', 'CHN', 'BRB']) expect(mayNeedVisa(code), code).toBe(true)
    expect(mayNeedVisa('')).toBe(false)
  })

  it('tells codes from other text', () => {
    expect(isCountryCode('cze')).toBe(true)
    expect(isCountryCode(' DEU ')).toBe(true)
    expect(isCountryCode('CZ')).toBe(false)
    expect(isCountryCode('Česko')).toBe(false)
    expect(fold('  Česká ')).toBe('ceska')
  })
})
