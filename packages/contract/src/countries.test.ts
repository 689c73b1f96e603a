import { describe, expect, it } from 'vitest'
import { COUNTRIES, countryName, FREE_MOVEMENT_COUNTRIES, isCountryCode, mayNeedVisa } from './countries.ts'

describe('the country list', () => {
  it('holds every ISO 3166-1 country once, with Kosovo and stateless persons', () => {
    const codes = COUNTRIES.map((c) => c.code)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes).toHaveLength(249 + 2)
    expect(codes).toEqual([...codes].sort())
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{3}$/)
      expect(country.cs.trim(), country.code).not.toBe('')
      expect(country.en.trim(), country.code).not.toBe('')
      expect(country.de.trim(), country.code).not.toBe('')
    }
    expect(isCountryCode('XKX')).toBe(true)
    expect(isCountryCode('XXA')).toBe(true)
  })

  it('knows Slovakia as SVK, not SLO', () => {
    expect(countryName('SVK', 'cs')).toBe('Slovensko')
    expect(countryName('SVK', 'en')).toBe('Slovakia')
    expect(isCountryCode('SLO')).toBe(false)
    expect(countryName('SLO', 'cs')).toBeNull()
  })

  it('names the neighbours in German for German-speaking guests', () => {
    expect(countryName('CZE', 'de')).toBe('Tschechien')
    expect(countryName('DEU', 'de')).toBe('Deutschland')
    expect(countryName('AUT', 'de')).toBe('Österreich')
    expect(countryName('CHE', 'de')).toBe('Schweiz')
    expect(countryName('XXA', 'de')).toBe('Staatenlos')
  })

  it('names the neighbours in Czech and English', () => {
    expect(countryName('CZE', 'cs')).toBe('Česko')
    expect(countryName('DEU', 'cs')).toBe('Německo')
    expect(countryName('AUT', 'en')).toBe('Austria')
    expect(countryName('pol', 'en')).toBe('Poland')
    expect(countryName('GBR', 'cs')).toBe('Spojené království')
  })

  it('takes only upper-case codes, as the contract keeps them', () => {
    expect(isCountryCode('svk')).toBe(false)
    expect(isCountryCode('')).toBe(false)
  })

  it('asks for a visa only outside the EU, the EEA and Switzerland', () => {
    expect(FREE_MOVEMENT_COUNTRIES).toHaveLength(31)
    for (const code of FREE_MOVEMENT_COUNTRIES) expect(isCountryCode(code), code).toBe(true)
    for (const code of ['CZE', 'SVK', 'DEU', 'NOR', 'LIE', 'CHE']) expect(mayNeedVisa(code), code).toBe(false)
    for (const code of ['UKR', 'USA', 'GBR', 'CHN', 'XKX']) expect(mayNeedVisa(code), code).toBe(true)
    expect(mayNeedVisa('SLO')).toBe(false)
    expect(mayNeedVisa('')).toBe(false)
  })
})
