const LEGAL_FORMS =
  /\b(s\.?\s?r\.?\s?o\.?|spol\.?|a\.?\s?s\.?|v\.?\s?o\.?\s?s\.?|k\.?\s?s\.?|z\.?\s?s\.?|o\.?\s?p\.?\s?s\.?)(?=\s|$|,)/gi

/** "Penzion U Lípy s.r.o." → "penzion-u-lipy": lower-case, no diacritics, dashes, 3–40 characters. */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(LEGAL_FORMS, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '')
  return slug
}

/** What the slug field keeps while typing: lower-case letters, digits and dashes only. */
export function normalizeSlugInput(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 40)
}
