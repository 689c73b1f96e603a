import { initialGuestLanguage } from './guest-language.ts'
import { texts as cs } from './guest-texts-cs.ts'
import { type GuestLanguage, i18n, setCatalogueLoader } from './instance.ts'

// The guest pages carry only their part of the catalogues, and the Czech one only: English or German
// loads when a guest picks it (or arrives with it chosen before, or with a browser that speaks it), so
// a guest's phone fetches one language.

const catalogues: Record<GuestLanguage, () => Promise<typeof cs>> = {
  cs: async () => cs,
  en: async () => (await import('./guest-texts-en.ts')).texts,
  de: async () => (await import('./guest-texts-de.ts')).texts,
}

export async function loadGuestCatalogue(language: GuestLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return
  i18n.addResourceBundle(language, 'translation', await catalogues[language]())
}

/**
 * A guest entry's language before its first render: the one chosen on this device, else the browser's
 * (not remembered: a guest who never chose one gets the browser's again next time). Its texts first.
 */
export async function startGuestLanguage(): Promise<GuestLanguage> {
  const language = initialGuestLanguage()
  await loadGuestCatalogue(language)
  if (i18n.language !== language) await i18n.changeLanguage(language)
  document.documentElement.lang = language
  return language
}

i18n.addResourceBundle('cs', 'translation', cs)
setCatalogueLoader(loadGuestCatalogue)
