import { describe, expect, it } from 'vitest'
import { epcQr, euroCentsOf } from './epc.ts'

// Worked examples of EPC069-12 (Quick Response Code guidelines for a SEPA credit transfer).
describe('EPC QR payload', () => {
  it('writes the guideline example of the Belgian Red Cross (BIC, EUR1, the text)', () => {
    expect(
      epcQr({
        name: 'Red Cross of Belgium',
        iban: 'BE72 0000 0000 1616',
        bic: 'BPOTBEB1',
        amount: 100,
        text: 'Urgency fund',
      }),
    ).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'BPOTBEB1',
        'Red Cross of Belgium',
        'BE72000000001616',
        'EUR1',
        '',
        '',
        'Urgency fund',
      ].join('\n'),
    )
  })

  it('writes cents in the shortest form and leaves out what is not given', () => {
    const lines = epcQr({ name: 'Franz Mustermänn', iban: 'DE71110220330123456789', amount: 12_30 }).split('\n')
    expect(lines).toEqual(['BCD', '002', '1', 'SCT', '', 'Franz Mustermänn', 'DE71110220330123456789', 'EUR12.3'])
    expect(epcQr({ name: 'A', iban: 'AT611904300234573201', amount: 1_234_05 })).toContain('\nEUR1234.05')
  })

  it('keeps a name or text from adding lines and cuts them to the guideline lengths', () => {
    const payload = epcQr({
      name: `Penzion\nU Lípy ${'x'.repeat(100)}`,
      iban: 'AT611904300234573201',
      amount: 5000,
      text: 'a\r\nb',
    })
    const lines = payload.split('\n')
    expect(lines).toHaveLength(11)
    expect(lines[5]).toHaveLength(70)
    expect(lines[10]).toBe('a b')
  })

  it('refuses an amount outside 0.01 to 999999999.99 euros', () => {
    expect(() => epcQr({ name: 'A', iban: 'AT611904300234573201', amount: 0 })).toThrow(RangeError)
    expect(() => epcQr({ name: 'A', iban: 'AT611904300234573201', amount: 100_000_000_000 })).toThrow(RangeError)
  })
})

// ČNB quotes crowns for 1 € to three decimals (kurzy devizového trhu); a guest paying a stay priced in
// crowns from a euro account pays the crowns divided by the rate, to the cent, never less.
describe('crowns in euros', () => {
  it('divides by the rate and rounds up to the cent', () => {
    // 2 080,00 Kč / 24,280 Kč/€ = 85,6672… € → 85,67 €
    expect(euroCentsOf(208_000, 24_280)).toBe(8_567)
    // 1 000,00 Kč / 25,000 = 40,00 € exactly: nothing added
    expect(euroCentsOf(100_000, 25_000)).toBe(4_000)
    // 0,01 Kč is still a cent
    expect(euroCentsOf(1, 24_280)).toBe(1)
    // 12 345 678,90 Kč / 24,305 = 507 948,113… € → 507 948,12 €
    expect(euroCentsOf(1_234_567_890, 24_305)).toBe(50_794_812)
  })

  it('takes whole minor units and a positive rate only', () => {
    expect(() => euroCentsOf(100.5, 24_280)).toThrow(RangeError)
    expect(() => euroCentsOf(100, 0)).toThrow(RangeError)
  })
})
