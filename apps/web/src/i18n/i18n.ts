import cs from './cs.json'
import { i18n, type Language, setCatalogueLoader } from './instance.ts'

export {
  changeLanguage,
  currentLanguage,
  DEFAULT_LANGUAGE,
  i18n,
  isLanguage,
  LANGUAGES,
  type Language,
} from './instance.ts'

// The staff app starts with the Czech texts; English (as big again) loads when someone picks it or
// arrives with it chosen before (main.tsx waits for it), so nobody downloads both languages up front.

const catalogues: Record<Language, () => Promise<typeof cs>> = {
  cs: async () => cs,
  en: async () => (await import('./en.json')).default,
}

export async function loadCatalogue(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return
  i18n.addResourceBundle(language, 'translation', await catalogues[language]())
}

i18n.addResourceBundle('cs', 'translation', cs)
setCatalogueLoader(loadCatalogue)
