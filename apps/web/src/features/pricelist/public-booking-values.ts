import type { AccommodationSettings, AccommodationSettingsView } from '@innkeep/contract'

/** The online-booking part of the accommodation settings, as its card edits it. */
export interface PublicBookingValues {
  publicBooking: { autoConfirm: boolean; iban: string; depositPercent: number; confirmOnDeposit: boolean }
}

export function publicBookingToForm(settings: AccommodationSettingsView): PublicBookingValues {
  const { autoConfirm, iban, depositPercent, confirmOnDeposit } = settings.publicBooking
  return { publicBooking: { autoConfirm, iban, depositPercent, confirmOnDeposit } }
}

/**
 * What saving the card sends: its values against the record's version, the local fee back unchanged.
 * confirmOnDeposit goes as set even under auto-confirm (where it does nothing), so turning that off restores it.
 */
export function publicBookingBody(
  record: AccommodationSettingsView,
  values: PublicBookingValues,
): AccommodationSettings {
  return { localFee: record.localFee, publicBooking: { ...values.publicBooking }, version: record.version }
}
