import { chosenLanguage, DEFAULT_LANGUAGE, type GuestLanguage, isGuestLanguage } from './instance.ts'

// Which language a guest page starts in (issue 29): the guest's own choice on this device first, then
// what the guest booked in (the check-in link's page, once the stay is here), then the browser's.

/** The first of the browser's languages the guest pages speak (`de-AT` → de); Czech when none is. */
export function browserLanguage(languages: readonly string[] = browserLanguages()): GuestLanguage {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0]
    if (isGuestLanguage(base)) return base
  }
  return DEFAULT_LANGUAGE
}

function browserLanguages(): readonly string[] {
  const { languages, language } = globalThis.navigator ?? {}
  if (languages && languages.length > 0) return languages
  return language ? [language] : []
}

/** The language a guest page opens in: the guest's choice on this device, else the browser's. */
export function initialGuestLanguage(): GuestLanguage {
  return chosenLanguage() ?? browserLanguage()
}

/**
 * The language of a stay's page: the one the guest booked in, unless they chose one on this device
 * (null when staff made the booking: nobody chose it, so the page keeps the browser's).
 */
export function stayLanguage(booked: GuestLanguage | null, current: GuestLanguage): GuestLanguage {
  if (chosenLanguage() !== null || booked === null) return current
  return booked
}
