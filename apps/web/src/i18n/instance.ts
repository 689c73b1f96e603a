import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

// The i18next instance without texts: each entry adds the catalogues it needs (i18n.ts: the staff
// app's, its pages' part with the first page; guest-catalogue.ts: the guest pages' part), so the
// guest bundle stays small.

export const LANGUAGES = ['cs', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'cs'

const STORAGE_KEY = 'innkeep.language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY)
    return isLanguage(value) ? value : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources: {},
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
})

type CatalogueLoader = (language: Language) => Promise<void>
let loadCatalogue: CatalogueLoader = async () => undefined

/** An entry that starts with one language's texts says how to fetch another's before switching to it. */
export function setCatalogueLoader(loader: CatalogueLoader): void {
  loadCatalogue = loader
}

/** The UI language; every API call sends it as Accept-Language. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // private mode: the choice lasts for this page only
  }
  await loadCatalogue(language)
  await i18n.changeLanguage(language)
  document.documentElement.lang = language
}
