export const LANGUAGES = ['cs', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'cs'

/** Picks cs or en from an Accept-Language header by quality; Czech when nothing fits. */
export function pickLanguage(header: string | undefined): Language {
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
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base))
  return (match?.base as Language | undefined) ?? DEFAULT_LANGUAGE
}
