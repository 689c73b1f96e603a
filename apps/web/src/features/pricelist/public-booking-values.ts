import { type AccommodationSettings, type AccommodationSettingsView, EUR_RATE } from '@innkeep/contract'
import type { Language } from '../../i18n/i18n.ts'
import { decimalToInput, parseDecimal } from '../../lib/money-input.ts'

type PublicBooking = AccommodationSettingsView['publicBooking']

/** The online-booking part of the accommodation settings, as its card edits it: all of it, the euro rate as typed. */
export interface PublicBookingValues {
  publicBooking: Omit<PublicBooking, 'eurRate'> & {
    /** Crowns for 1 € as typed (`24,28`); empty: ČNB's rate. */ eurRate: string
  }
}

export function publicBookingToForm(settings: AccommodationSettingsView, language: Language): PublicBookingValues {
  const { eurRate, ...rest } = settings.publicBooking
  return { publicBooking: { ...rest, eurRate: eurRate === null ? '' : decimalToInput(eurRate, language) } }
}

/**
 * The euro rate as typed → crowns for 1 € (`24,28` → 24.28, three decimals at most, 1 to 1000); null when
 * left empty (ČNB's rate of the day), undefined when it is no such rate.
 */
export function eurRateFromInput(text: string): number | null | undefined {
  if (text.trim() === '') return null
  const rate = parseDecimal(text, 3)
  return rate !== null && rate >= EUR_RATE.min && rate <= EUR_RATE.max ? rate : undefined
}

/**
 * What saving the card sends: its values against the record's version, the local fee back unchanged.
 * confirmOnDeposit goes as set even under auto-confirm (where it does nothing), so turning that off restores it;
 * likewise the deposit's percent under the first-night deposit, and the euro rate without a euro account.
 * A rate that is no rate (the card lets one through only while there is no euro account) keeps the saved one.
 */
export function publicBookingBody(
  record: AccommodationSettingsView,
  values: PublicBookingValues,
): AccommodationSettings {
  const typed = eurRateFromInput(values.publicBooking.eurRate)
  const eurRate = typed === undefined ? record.publicBooking.eurRate : typed
  return { localFee: record.localFee, publicBooking: { ...values.publicBooking, eurRate }, version: record.version }
}
