import type { AccommodationSettingsView } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { publicBookingBody, publicBookingToForm } from './public-booking-values.ts'

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
    replyWithinHours: 12,
  },
  version: 3,
}

describe('the online-booking settings form', () => {
  it('starts from the saved deposit, its terms, the euro account and the promised reply', () => {
    expect(publicBookingToForm(SETTINGS).publicBooking).toEqual({
      autoConfirm: true,
      iban: '',
      depositPercent: 30,
      confirmOnDeposit: true,
      depositMode: 'FIRST_NIGHT',
      depositDueDays: 5,
      autoCancelUnpaid: true,
      eurIban: 'SK3112000000198742637541',
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
    expect(publicBookingBody(SETTINGS, { publicBooking })).toEqual({
      localFee: SETTINGS.localFee,
      publicBooking,
      version: 3,
    })
  })

  it('keeps the deposit share under the first-night deposit, for when that is switched back', () => {
    expect(publicBookingBody(SETTINGS, publicBookingToForm(SETTINGS)).publicBooking?.depositPercent).toBe(30)
  })

  it('keeps confirming on payment as set under auto-confirm, for when that is turned off', () => {
    const values = publicBookingToForm(SETTINGS)
    expect(publicBookingBody(SETTINGS, values).publicBooking?.confirmOnDeposit).toBe(true)
  })
})
