import type { GuestLanguage } from '@innkeep/contract'

/** The staff app's languages (and of everything it reads: PDFs, exports, staff e-mails). */
export const LANGUAGES = ['cs', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'cs'

/** The languages of guests' pages, answers and e-mails (issue 29): the staff app's and German. */
export const GUEST_LANGUAGES: readonly GuestLanguage[] = ['cs', 'en', 'de']
export type { GuestLanguage }

/** Picks cs or en from an Accept-Language header by quality; Czech when nothing fits. */
export function pickLanguage(header: string | undefined): Language {
  return pickFrom(header, LANGUAGES)
}

/** Picks cs, en or de from an Accept-Language header by quality, for what a guest reads; Czech when nothing fits. */
export function pickGuestLanguage(header: string | undefined): GuestLanguage {
  return pickFrom(header, GUEST_LANGUAGES)
}

/** The staff language standing in for a guest's where only cs and en exist: German guests read English. */
export function staffLanguageOf(language: GuestLanguage): Language {
  return language === 'de' ? 'en' : language
}

function pickFrom<L extends string>(header: string | undefined, languages: readonly L[]): L | typeof DEFAULT_LANGUAGE {
  if (!header) return DEFAULT_LANGUAGE
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number.parseFloat(q.slice(2)) : 1
      return { base: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  const match = ranked.find((entry) => (languages as readonly string[]).includes(entry.base))
  return (match?.base as L | undefined) ?? DEFAULT_LANGUAGE
}
