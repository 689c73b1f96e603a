import { readFileSync } from 'node:fs'
import path from 'node:path'
import { UbyportSettings } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import {
  czechDate,
  field,
  fileName,
  guestLine,
  headerLine,
  policeRecord,
  type UnlGuest,
  ubyportNationality,
} from '../../src/modules/police/unl.ts'

// The police's own UNL sample (Ubyport documentation, fixtures/ubyport/ubyport-sample.unl, windows-1250):
// our writer reproduces its lines from the same facts.
const sample = new TextDecoder('windows-1250')
  .decode(readFileSync(path.join(import.meta.dirname, '../fixtures/ubyport/ubyport-sample.unl')))
  .split('\r\n')

const settings = UbyportSettings.parse({
  ubyportId: '123456789012',
  abbreviation: 'VODPO',
  name: 'Hotel Pošta',
  contact: 'Jan Sibelius, tel: 261 197 135',
  district: 'Strakonice',
  municipality: 'Vodňany',
  part: 'Vodňany I',
  street: 'Alešova',
  houseNumber: '26',
  postcode: '389 01',
  purposeCode: '01',
})

const guest = (over: Partial<UnlGuest> = {}): UnlGuest => ({
  since: '2015-10-01',
  till: '2015-10-02',
  lastName: 'Abdalla',
  firstName: 'Fazul',
  birthDate: '1974-02-25',
  nationality: 'XXX',
  address: 'Kábul, Kedale 21',
  documentNumber: '321654',
  visaNumber: '999',
  ...over,
})

describe('the UNL file of the police (Ubyport)', () => {
  it('writes the accommodation line as the police sample has it', () => {
    expect(headerLine(settings, '2015.12.06 04:31:26')).toBe(sample[0])
  })

  it('writes a guest line as the police sample has it: capitals, Czech dates, empty fields kept', () => {
    expect(guestLine(guest(), '01')).toBe(sample[1])
    expect(
      guestLine(
        guest({
          till: '2015-10-04',
          lastName: 'Agovič',
          firstName: 'Mohamed',
          birthDate: '1970-06-13',
          nationality: 'SCG',
          address: 'Noar, Kill 32',
          documentNumber: '753159',
          visaNumber: '321',
        }),
        '03',
      ),
    ).toBe(sample[3])
  })

  it('never lets a value break the line or add a field', () => {
    expect(field(' Praha|Brno\r\nOstrava ')).toBe('Praha Brno Ostrava')
    const forged = guestLine(guest({ address: 'Kábul|U|01.01.2000', lastName: 'Ab\ndalla' }), '01')
    expect(forged.split('|')).toHaveLength(16)
    expect(forged).not.toMatch(/[\r\n]/)
  })

  it('dates: `DD.MM.YYYY`, nothing for an unknown birth date', () => {
    expect(czechDate('2015-10-01')).toBe('01.10.2015')
    expect(czechDate(null)).toBe('')
    expect(czechDate('')).toBe('')
  })

  it('names the file by the facility id and the local time to the minute (operating rules § 9.2)', () => {
    expect(fileName('10016201258899', '2026.03.07 09:05:59')).toBe('10016201258899_2026_03_07_0905.unl')
  })

  it('sends Kosovo as its passports say (RKS) and every other code as it is', () => {
    expect(ubyportNationality('XKX')).toBe('RKS')
    expect(ubyportNationality('DEU')).toBe('DEU')
    expect(policeRecord(guest({ nationality: 'XKX', firstName: 'élise' }), '10')).toMatchObject({
      nationality: 'RKS',
      firstName: 'ÉLISE',
      surname: 'ABDALLA',
      birthDate: '25.02.1974',
      purpose: '10',
      residence: 'Kábul, Kedale 21',
    })
  })
})
