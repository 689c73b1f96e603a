import type { AccommodationSettingsView } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { eurRateFromInput, publicBookingBody, publicBookingToForm } from './public-booking-values.ts'

const SETTINGS: AccommodationSettingsView = {
  localFee: { rates: { ADULT: 50_00, CHILD: 0, ZTP: 0, OVER60: 50_00, WORK: 50_00 }, maxNights: 60 },
  publicBooking: {
    autoConfirm: true,
    iban: '',
    depositPercent: 30,
    confirmOnDeposit: true,
    depositMode: 'FIRST_NIGHT',
    depositDueDays: 5,
    autoCancelUnpaid: true,
    eurIban: 'SK3112000000198742637541',
    eurRate: 24.28,
    replyWithinHours: 12,
  },
  cnbEurRate: { rate: 24.305, date: '2026-12-07' },
  version: 3,
}

describe('the online-booking settings form', () => {
  it('starts from the saved deposit, its terms, the euro account and the promised reply', () => {
    expect(publicBookingToForm(SETTINGS, 'cs').publicBooking).toEqual({
      autoConfirm: true,
      iban: '',
      depositPercent: 30,
      confirmOnDeposit: true,
      depositMode: 'FIRST_NIGHT',
      depositDueDays: 5,
      autoCancelUnpaid: true,
      eurIban: 'SK3112000000198742637541',
      eurRate: '24,28',
      replyWithinHours: 12,
    })
  })

  it('sends every online-booking setting against the version, the local fee unchanged', () => {
    const publicBooking = {
      autoConfirm: false,
      iban: '',
      depositPercent: 0,
      confirmOnDeposit: false,
      depositMode: 'PERCENT' as const,
      depositDueDays: 7,
      autoCancelUnpaid: false,
      eurIban: '',
      replyWithinHours: 24,
    }
    expect(publicBookingBody(SETTINGS, { publicBooking: { ...publicBooking, eurRate: '' } })).toEqual({
      localFee: SETTINGS.localFee,
      publicBooking: { ...publicBooking, eurRate: null },
      version: 3,
    })
  })

  it('keeps the deposit share under the first-night deposit, for when that is switched back', () => {
    expect(publicBookingBody(SETTINGS, publicBookingToForm(SETTINGS, 'cs')).publicBooking?.depositPercent).toBe(30)
  })

  it('keeps confirming on payment as set under auto-confirm, for when that is turned off', () => {
    const values = publicBookingToForm(SETTINGS, 'cs')
    expect(publicBookingBody(SETTINGS, values).publicBooking?.confirmOnDeposit).toBe(true)
  })

  it('holds the house’s euro rate as typed in the language, empty for ČNB’s rate, and sends it back as a number', () => {
    const withRate = (eurRate: number | null): AccommodationSettingsView => ({
      ...SETTINGS,
      publicBooking: { ...SETTINGS.publicBooking, eurRate },
    })
    expect(publicBookingToForm(withRate(24.28), 'en').publicBooking.eurRate).toBe('24.28')
    expect(publicBookingToForm(withRate(null), 'cs').publicBooking.eurRate).toBe('')
    for (const eurRate of [24.28, 25.5, 1, 1000, 24.285, null]) {
      const record = withRate(eurRate)
      expect(publicBookingBody(record, publicBookingToForm(record, 'cs')).publicBooking?.eurRate).toBe(eurRate)
    }
    const typed = (eurRate: string) =>
      publicBookingBody(withRate(null), {
        publicBooking: { ...publicBookingToForm(SETTINGS, 'cs').publicBooking, eurRate },
      }).publicBooking?.eurRate
    expect(typed('25,5')).toBe(25.5)
    expect(typed(' 24.285 ')).toBe(24.285)
    expect(typed('  ')).toBeNull()
  })

  it('reads a rate of 1 to 1000 crowns with three decimals at most, and keeps the saved one for anything else', () => {
    expect(eurRateFromInput('1')).toBe(1)
    expect(eurRateFromInput('1000,000')).toBe(1000)
    expect(eurRateFromInput('')).toBeNull()
    for (const text of ['0,999', '1000,001', '24,2801', '-24', 'kurz']) expect(eurRateFromInput(text)).toBeUndefined()
    const values = publicBookingToForm(SETTINGS, 'cs')
    expect(
      publicBookingBody(SETTINGS, { publicBooking: { ...values.publicBooking, eurRate: 'x' } }).publicBooking?.eurRate,
    ).toBe(24.28)
  })
})
