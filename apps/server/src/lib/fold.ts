import { type SQL, sql } from 'drizzle-orm'

/**
 * Lower case without Czech (and most Latin) accents: names match however they were typed. The
 * database's `innkeep_fold(text)` (migration 0027) maps the same letters, so a folded search term
 * meets the folded `reservations.search` column.
 */
export const FOLD_FROM = 'áäàâãåčćçďđéěëèêíïìîĺľłňńñóöòôõőøŕřšśťúůüùûűýÿžźż'
// letters that do not decompose into a base letter and an accent
const OWN_BASE: Record<string, string> = { đ: 'd', ł: 'l', ø: 'o' }
export const FOLD_TO = [...FOLD_FROM].map((char) => OWN_BASE[char] ?? char.normalize('NFD')[0]).join('')

/** `value` folded in SQL, as foldName folds it in JavaScript. */
export const foldedSql = (value: SQL | Parameters<typeof sql>[1]) =>
  sql`translate(lower(${value}), ${FOLD_FROM}, ${FOLD_TO})`

/** Folds a name and collapses its spaces. */
export function foldName(name: string): string {
  let out = ''
  for (const char of name.toLowerCase().replace(/\s+/g, ' ').trim()) {
    const at = FOLD_FROM.indexOf(char)
    out += at >= 0 ? FOLD_TO[at] : char
  }
  return out
}
