import { foldName } from './fold.ts'

/** More words narrow nothing a person types at the desk; each one is another index condition. */
const MAX_WORDS = 8
/** A phone number as people type it: digits with spaces, `+`, dashes, dots, slashes or brackets. */
const PHONE_LIKE = /^[+\d\s().\-/]+$/

const digitsOf = (text: string) => text.replace(/\D/g, '')

/**
 * The words of a search as the `reservations.search` column holds text: lower case without accents
 * ("Horáková" → "horakova"). A phone number typed with spaces ("+420 601 234 567") is one word of
 * its digits, which the column keeps beside the number as written; so is any word of digits and
 * phone punctuation ("601-234-567").
 */
export function searchWords(text: string): string[] {
  const trimmed = text.trim()
  if (trimmed === '') return []
  if (PHONE_LIKE.test(trimmed) && digitsOf(trimmed).length >= 3) return [digitsOf(trimmed)]
  const words = foldName(trimmed)
    .split(' ')
    .map((word) => (PHONE_LIKE.test(word) && /\d/.test(word) ? digitsOf(word) : word))
    .filter((word) => word !== '')
  return [...new Set(words)].slice(0, MAX_WORDS)
}

/** `%word%` for LIKE, with the word's own `%`, `_` and `\` matching only themselves. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
