import { describe, expect, it } from 'vitest'
import { tallyMonth } from '../../src/modules/statistics/month-tally.ts'
import { countryOfAddress, residenceOf } from '../../src/modules/statistics/residence-country.ts'

describe('the country of residence', () => {
  it('is the country the address ends with, in Czech, English or the country’s own language', () => {
    expect(countryOfAddress('Hlavná 5, 040 01 Košice, Slovensko')).toBe('SVK')
    expect(countryOfAddress('Lindenstraße 4, 80331 München, Deutschland')).toBe('DEU')
    expect(countryOfAddress('Stephansplatz 1, 1010 Wien, Österreich')).toBe('AUT')
    expect(countryOfAddress('10 Downing Street, London, united kingdom')).toBe('GBR')
    expect(countryOfAddress('Husova 12, 602 00 Brno, ČR.')).toBe('CZE')
    expect(countryOfAddress('ul. Długa 15, Warszawa, POL')).toBe('POL')
  })

  it('is unknown from an address that names no country', () => {
    expect(countryOfAddress('Husova 12, 602 00 Brno')).toBeNull()
    expect(countryOfAddress('')).toBeNull()
  })

  it('comes from the address before the nationality: a Czech living in Vienna lives in Austria', () => {
    expect(residenceOf({ address: 'Wien, Rakousko', nationality: 'CZE' })).toEqual({
      country: 'AUT',
      source: 'address',
    })
    expect(residenceOf({ address: 'Husova 12, Brno', nationality: 'CZE' })).toEqual({
      country: 'CZE',
      source: 'nationality',
    })
    expect(residenceOf({ address: '', nationality: null })).toEqual({ country: null, source: 'unknown' })
  })
})

describe('a month’s tally', () => {
  const guest = { address: '', nationality: 'SVK' }
  const january = { from: '2027-01-01', till: '2027-02-01' }
  const row = (status: string, since: string, till: string, code = 'R1') => ({
    reservationCode: code,
    status,
    since,
    till,
    resourceKind: 'PENSIONROOM',
    guest,
  })

  it('splits a stay over the month’s end: the arrival and its nights in January, the rest in February', () => {
    const stay = [row('CHECKED_OUT', '2027-01-29', '2027-02-03')]
    expect(tallyMonth(stay, january).byCountry.get('SVK')).toEqual({ guests: 1, nights: 3 })
    expect(tallyMonth(stay, { from: '2027-02-01', till: '2027-03-01' }).byCountry.get('SVK')).toEqual({
      guests: 0,
      nights: 2,
    })
  })

  it('counts neither canceled stays nor ones never checked in, and names the latter', () => {
    const tally = tallyMonth(
      [row('CANCELED', '2027-01-05', '2027-01-07', 'C'), row('CONFIRMED', '2027-01-10', '2027-01-12', 'N')],
      january,
    )
    expect(tally.byCountry.size).toBe(0)
    expect(tally.staysNotCheckedIn).toEqual(['N'])
  })

  it('leaves out a stay in a restaurant: nobody sleeps there', () => {
    const tally = tallyMonth(
      [{ ...row('CHECKED_OUT', '2027-01-05', '2027-01-07'), resourceKind: 'RESTAURANT' }],
      january,
    )
    expect(tally.byCountry.size).toBe(0)
  })
})
