import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

// The i18next instance without texts: each entry adds the catalogues it needs (i18n.ts: the staff
// app's, its pages' part with the first page; guest-catalogue.ts: the guest pages' part), so the
// guest bundle stays small.

/** The staff app's languages. */
export const LANGUAGES = ['cs', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'cs'

/** The guest pages' languages (issue 29): the staff app's and German. */
export const GUEST_LANGUAGES = ['cs', 'en', 'de'] as const
export type GuestLanguage = (typeof GUEST_LANGUAGES)[number]

const STORAGE_KEY = 'innkeep.language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export function isGuestLanguage(value: unknown): value is GuestLanguage {
  return typeof value === 'string' && (GUEST_LANGUAGES as readonly string[]).includes(value)
}

/** The language someone chose on this device (the staff app's switch or the guest pages'), if any. */
export function chosenLanguage(): GuestLanguage | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY)
    return isGuestLanguage(value) ? value : null
  } catch {
    return null
  }
}

/** The staff app starts in the language chosen before; a guest's German choice leaves it Czech. */
function storedLanguage(): Language {
  const chosen = chosenLanguage()
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources: {},
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  // German only ever comes on the guest pages (their switch); the staff app's offers cs and en
  supportedLngs: [...GUEST_LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
})

type CatalogueLoader = (language: GuestLanguage) => Promise<void>
let loadCatalogue: CatalogueLoader = async () => undefined

/** An entry that starts with one language's texts says how to fetch another's before switching to it. */
export function setCatalogueLoader(loader: CatalogueLoader): void {
  loadCatalogue = loader
}

/** The staff app's UI language (a guest page in German counts as Czech here: staff texts have no German). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
}

/** The UI language, German on a guest page that speaks it; every API call sends it as Accept-Language. */
export function currentGuestLanguage(): GuestLanguage {
  return isGuestLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
}

/**
 * Switches the UI to `language` once its texts are here. `remember: false` for a language nobody
 * chose (the guest page following the booking's): the next visit looks again instead of keeping it.
 */
export async function changeLanguage(language: GuestLanguage, { remember = true } = {}): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, language)
    } catch {
      // private mode: the choice lasts for this page only
    }
  }
  await loadCatalogue(language)
  await i18n.changeLanguage(language)
  document.documentElement.lang = language
}
