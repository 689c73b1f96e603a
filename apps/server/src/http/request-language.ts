import type { FastifyRequest } from 'fastify'
import {
  type GuestLanguage,
  type Language,
  pickGuestLanguage,
  pickLanguage,
  staffLanguageOf,
} from '../i18n/language.ts'

/** The guests' calls (booking page, guest page, their files): what they are told may be in German too. */
export function isGuestCall(url: string): boolean {
  return url.startsWith('/public-api/') || url.startsWith('/public/')
}

/**
 * A request's languages from its Accept-Language: `language`, the staff app's cs or en, for handlers
 * and whatever has only those two; `guestLanguage`, which a guest's call may also ask in German (a
 * staff call's is its `language`). A German guest's `language` is English: the closer of the two.
 */
export function requestLanguages(request: Pick<FastifyRequest, 'url' | 'headers'>): {
  language: Language
  guestLanguage: GuestLanguage
} {
  const header = request.headers['accept-language']
  if (!isGuestCall(request.url)) {
    const language = pickLanguage(header)
    return { language, guestLanguage: language }
  }
  const guestLanguage = pickGuestLanguage(header)
  return { language: staffLanguageOf(guestLanguage), guestLanguage }
}
