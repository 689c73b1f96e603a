import type { AccommodationSettings, AccommodationSettingsView } from '@innkeep/contract'

/** The online-booking part of the accommodation settings, as its card edits it: all of it. */
export interface PublicBookingValues {
  publicBooking: AccommodationSettingsView['publicBooking']
}

export function publicBookingToForm(settings: AccommodationSettingsView): PublicBookingValues {
  return { publicBooking: { ...settings.publicBooking } }
}

/**
 * What saving the card sends: its values against the record's version, the local fee back unchanged.
 * confirmOnDeposit goes as set even under auto-confirm (where it does nothing), so turning that off restores it;
 * likewise the deposit's percent under the first-night deposit.
 */
export function publicBookingBody(
  record: AccommodationSettingsView,
  values: PublicBookingValues,
): AccommodationSettings {
  return { localFee: record.localFee, publicBooking: { ...values.publicBooking }, version: record.version }
}
