import type { AccommodationSettingsView } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { publicBookingBody, publicBookingToForm } from './public-booking-values.ts'

const SETTINGS: AccommodationSettingsView = {
  localFee: { rates: { ADULT: 50_00, CHILD: 0, ZTP: 0, OVER60: 50_00, WORK: 50_00 }, maxNights: 60 },
  publicBooking: { autoConfirm: true, iban: '', depositPercent: 30, confirmOnDeposit: true },
  version: 3,
}

describe('the online-booking settings form', () => {
  it('starts from the saved deposit share and confirming on payment', () => {
    expect(publicBookingToForm(SETTINGS).publicBooking).toEqual({
      autoConfirm: true,
      iban: '',
      depositPercent: 30,
      confirmOnDeposit: true,
    })
  })

  it('sends both deposit settings against the version, the local fee unchanged', () => {
    const values = { publicBooking: { autoConfirm: false, iban: '', depositPercent: 0, confirmOnDeposit: false } }
    expect(publicBookingBody(SETTINGS, values)).toEqual({
      localFee: SETTINGS.localFee,
      publicBooking: { autoConfirm: false, iban: '', depositPercent: 0, confirmOnDeposit: false },
      version: 3,
    })
  })

  it('keeps confirming on payment as set under auto-confirm, for when that is turned off', () => {
    const values = publicBookingToForm(SETTINGS)
    expect(publicBookingBody(SETTINGS, values).publicBooking?.confirmOnDeposit).toBe(true)
  })
})
