// WHERE NEW KEYS GO: the staff app's texts are one namespace (`section.key`) in two files per language,
// with the same sections in cs and en:
// - cs.pages.json / en.pages.json: a new section goes here. Everything the pages of app/pages.ts and
//   their components show; fetched with the first page, which waits for it (page() in app/pages.ts).
// - cs.json / en.json: only what the entry chunk shows before any page has loaded (main.tsx and what it
//   imports statically: root layout, route errors, not found, page skeleton, session expiry, error
//   toast). The Czech one is in the first bundle, so every key here costs every first visit.
// i18n.test.ts checks both languages have the same keys in each file, and the entry's modules find
// their sections in cs.json. Moving a section between the files changes no `t()` call.
import cs from './cs.json'
import { currentLanguage, type GuestLanguage, i18n, type Language, setCatalogueLoader } from './instance.ts'

export {
  changeLanguage,
  currentLanguage,
  DEFAULT_LANGUAGE,
  type GuestLanguage,
  i18n,
  isLanguage,
  LANGUAGES,
  type Language,
} from './instance.ts'

// English (as big again) loads when someone picks it or arrives with it chosen before (main.tsx waits
// for its entry part), so nobody downloads both languages up front.

type Catalogue = Record<string, unknown>
type Part = 'entry' | 'pages'

const catalogues: Record<Language, Record<Part, () => Promise<Catalogue>>> = {
  cs: {
    entry: async () => cs,
    pages: async () => (await import('./cs.pages.json')).default,
  },
  en: {
    entry: async () => (await import('./en.json')).default,
    pages: async () => (await import('./en.pages.json')).default,
  },
}

const loading = new Map<string, Promise<void>>()

function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}:${part}`
  let pending = loading.get(key)
  if (!pending) {
    pending = catalogues[language][part]().then((texts) => {
      // the two parts hold different sections of one namespace
      i18n.addResourceBundle(language, 'translation', texts, true, true)
    })
    // a fetch that failed (the network gone) is tried again next time
    pending.catch(() => loading.delete(key))
    loading.set(key, pending)
  }
  return pending
}

/** The entry's texts in a language (Czech: already there). */
export function loadEntryTexts(language: Language): Promise<void> {
  return loadPart(language, 'entry')
}

/** The pages' texts in a language, the one in use unless told; app/pages.ts waits for them with each page. */
export function loadPageTexts(language: Language = currentLanguage()): Promise<void> {
  return loadPart(language, 'pages')
}

/** A language's whole catalogue, before switching to it. */
export async function loadCatalogue(language: Language): Promise<void> {
  await Promise.all([loadEntryTexts(language), loadPageTexts(language)])
}

/**
 * The guest pages this entry shows (when the build has no entries of their own) also speak German:
 * its guest catalogue, as the guest entries load it; the staff pages have no German.
 */
async function loadAnyCatalogue(language: GuestLanguage): Promise<void> {
  if (language !== 'de') return loadCatalogue(language)
  if (i18n.hasResourceBundle('de', 'translation')) return
  i18n.addResourceBundle('de', 'translation', (await import('./guest-texts-de.ts')).texts)
}

i18n.addResourceBundle('cs', 'translation', cs)
loading.set('cs:entry', Promise.resolve())
setCatalogueLoader(loadAnyCatalogue)
