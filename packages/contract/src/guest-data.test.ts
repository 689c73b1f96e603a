import { describe, expect, it } from 'vitest'
import { isForeigner, latestToday } from './guest-data.ts'
import { GuestInput } from './reservations.ts'

const codes = (input: unknown) => {
  const result = GuestInput.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)
}
const guest = { firstName: 'Jana', lastName: 'Horváthová' }
const passport = { documentType: 'PAS', documentNumber: 'SK1234567' }

describe('a guest for the register', () => {
  it('takes a nationality from the list in any case, refuses one that is not there', () => {
    expect(GuestInput.parse({ ...guest, ...passport, nationality: 'svk' }).nationality).toBe('SVK')
    expect(codes({ ...guest, ...passport, nationality: 'SLO' })).toEqual(['nationality:guest.unknownCountry'])
    expect(codes({ ...guest, ...passport, nationality: 'Slovensko' })).toEqual(['nationality:guest.unknownCountry'])
  })

  it('takes a real past birth date from 1900 on', () => {
    expect(GuestInput.parse({ ...guest, birthDate: '2024-02-29' }).birthDate).toBe('2024-02-29')
    expect(codes({ ...guest, birthDate: '2023-02-30' })).toEqual(['birthDate:guest.birthDateInvalid'])
    expect(codes({ ...guest, birthDate: '30.2.2023' })).toEqual(['birthDate:guest.birthDateInvalid'])
    expect(codes({ ...guest, birthDate: '1899-12-31' })).toEqual(['birthDate:guest.birthDateTooEarly'])
    expect(codes({ ...guest, birthDate: '2999-01-01' })).toEqual(['birthDate:guest.birthDateFuture'])
    expect(GuestInput.parse({ ...guest }).birthDate).toBeNull()
  })

  it('names every problem at once', () => {
    expect(codes({ ...guest, nationality: 'SVK', birthDate: '2023-02-30' })).toEqual([
      'birthDate:guest.birthDateInvalid',
      'documentType:guest.documentTypeRequired',
      'documentNumber:guest.documentNumberRequired',
    ])
  })

  it('needs a foreigner’s document type and number, not a Czech’s', () => {
    expect(codes({ ...guest, nationality: 'DEU' })).toEqual([
      'documentType:guest.documentTypeRequired',
      'documentNumber:guest.documentNumberRequired',
    ])
    expect(codes({ ...guest, nationality: 'DEU', documentType: 'PAS', documentNumber: ' ' })).toEqual([
      'documentNumber:guest.documentNumberRequired',
    ])
    expect(codes({ ...guest, nationality: 'DEU', ...passport })).toEqual([])
    expect(codes({ ...guest, nationality: 'CZE' })).toEqual([])
    expect(codes({ ...guest })).toEqual([])
  })

  it('counts as a foreigner with a known nationality other than Czech', () => {
    expect(isForeigner('SVK')).toBe(true)
    expect(isForeigner('CZE')).toBe(false)
    expect(isForeigner(null)).toBe(false)
    expect(isForeigner('SLO')).toBe(false)
  })

  it('calls a day future only once it has begun nowhere on Earth', () => {
    expect(latestToday(new Date('2027-03-10T09:59:00Z'))).toBe('2027-03-10')
    expect(latestToday(new Date('2027-03-10T10:00:00Z'))).toBe('2027-03-11')
  })
})
