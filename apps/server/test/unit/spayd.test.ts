import { describe, expect, it } from 'vitest'
import { spayd } from '../../src/lib/spayd.ts'

describe('SPAYD QR payment strings', () => {
  it('reproduces the CRC32 test vector of the fixtures (AAD80227)', () => {
    expect(spayd({ iban: 'CZ5855000000001265098001', amount: 100_00, currency: 'CZK', crc: true })).toBe(
      'SPD*1.0*ACC:CZ5855000000001265098001*AM:100.00*CC:CZK*CRC32:AAD80227',
    )
  })

  it('writes the Komerční banka sample with a due date and a variable symbol', () => {
    expect(
      spayd({
        iban: 'CZ78 0100 0000 0000 0000 0123',
        amount: 799_50,
        currency: 'CZK',
        dueDate: '2022-10-01',
        variableSymbol: '9562231077',
      }),
    ).toBe('SPD*1.0*ACC:CZ7801000000000000000123*AM:799.50*CC:CZK*DT:20221001*X-VS:9562231077')
  })

  it('escapes * % + in the message and keeps it to 60 characters', () => {
    const text = spayd({
      iban: 'CZ5855000000001265098001',
      amount: 1,
      currency: 'CZK',
      message: `Pokoj *2* 10% +${'x'.repeat(80)}`,
    })
    expect(text).toContain('MSG:Pokoj %2A2%2A 10%25 %2B')
    expect(text.split('MSG:')[1]?.length).toBeLessThanOrEqual(60 + 8)
  })
})
