import { texts as cs } from './guest-texts-cs.ts'
import { i18n, type Language, setCatalogueLoader } from './instance.ts'

// The guest pages carry only their part of the catalogues, and the Czech one only: English loads
// when a guest picks it (or arrives with it chosen before), so a guest's phone fetches one language.

const catalogues: Record<Language, () => Promise<typeof cs>> = {
  cs: async () => cs,
  en: async () => (await import('./guest-texts-en.ts')).texts,
}

export async function loadGuestCatalogue(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return
  i18n.addResourceBundle(language, 'translation', await catalogues[language]())
}

i18n.addResourceBundle('cs', 'translation', cs)
setCatalogueLoader(loadGuestCatalogue)
