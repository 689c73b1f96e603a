import { COUNTRIES } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { countryOptions, fold, searchCountries } from './country-search.ts'

describe('searching the country list', () => {
  it('finds a country by its name in either language, without diacritics, or by its code', () => {
    expect(searchCountries('něm', 'cs')[0]).toBe('DEU')
    expect(searchCountries('cesko', 'cs')[0]).toBe('CZE')
    expect(searchCountries('germany', 'cs')).toEqual(['DEU'])
    expect(searchCountries('svk', 'en')[0]).toBe('SVK')
    expect(searchCountries('rakous', 'cs')).toEqual(['AUT'])
  })

  it('offers Slovakia as SVK for "Slovensko", and nothing for SLO', () => {
    expect(searchCountries('Slovensko', 'cs')).toEqual(['SVK'])
    expect(searchCountries('slov', 'cs').slice(0, 2)).toEqual(['SVK', 'SVN'])
    expect(searchCountries('slovakia', 'en')).toEqual(['SVK'])
    expect(countryOptions('slo', 'cs', null).map((o) => o.value)).not.toContain('SLO')
  })

  it('knows the other names people type', () => {
    expect(searchCountries('Česká republika', 'cs')).toEqual(['CZE'])
    expect(searchCountries('Holland', 'en')).toEqual(['NLD'])
    expect(searchCountries('velka britanie', 'cs')).toEqual(['GBR'])
  })

  it('speaks German to a German guest: German names, searched and sorted the German way', () => {
    expect(searchCountries('deutsch', 'de')).toEqual(['DEU'])
    expect(searchCountries('tschech', 'de')).toEqual(['CZE'])
    expect(searchCountries('Österreich', 'cs')).toEqual(['AUT'])
    expect(searchCountries('oster', 'de')).toEqual(['AUT'])
    const rest = countryOptions('', 'de', null)
      .slice(6)
      .map((o) => o.label)
    expect(rest).toContain('Schweiz')
    expect(rest).toEqual([...rest].sort(new Intl.Collator('de').compare))
  })

  it('puts the best matches first: the code, then names that start with the search', () => {
    expect(searchCountries('aut', 'cs')[0]).toBe('AUT')
    const us = searchCountries('usa', 'en')
    expect(us[0]).toBe('USA')
  })

  it('lists the common countries first, then all the others by name', () => {
    const all = searchCountries('', 'cs')
    expect(all.slice(0, 6)).toEqual(['CZE', 'SVK', 'DEU', 'AUT', 'POL', 'UKR'])
    expect(all).toHaveLength(COUNTRIES.length)
    const rest = countryOptions('', 'cs', null)
      .slice(6)
      .map((o) => o.label)
    expect(rest).toEqual([...rest].sort(new Intl.Collator('cs').compare))
  })

  it('names the options in the UI language and keeps a code saved before the list was checked', () => {
    expect(countryOptions('fra', 'en', null)[0]).toEqual({ value: 'FRA', label: 'France' })
    expect(countryOptions('fra', 'cs', null)[0]).toEqual({ value: 'FRA', label: 'Francie' })
    expect(countryOptions('', 'cs', 'SLO').at(-1)).toEqual({ value: 'SLO', label: 'SLO' })
    expect(countryOptions('xq', 'cs', null)).toEqual([])
    expect(countryOptions('fra', 'de', null)[0]).toEqual({ value: 'FRA', label: 'Frankreich' })
    expect(fold('  Česká ')).toBe('ceska')
  })
})
