import type { ChannelFeed } from '@innkeep/contract'
import type { TFunction } from 'i18next'
import { formatDateTime } from '../../i18n/format.ts'
import type { Language } from '../../i18n/instance.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** When a feed was fetched: cs `před 5 minutami`, en `5 minutes ago` within a day, else the date and time. */
export function syncTime(at: string, language: Language, timeZone: string, now = Date.now()): string {
  const ago = now - Date.parse(at)
  if (Number.isNaN(ago)) return ''
  if (ago >= 24 * HOUR || ago < -MINUTE) return formatDateTime(at, language, timeZone)
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  if (ago < MINUTE) return relative.format(0, 'second')
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute')
  return relative.format(-Math.floor(ago / HOUR), 'hour')
}

const KNOWN = [
  'HTTP',
  'PARSE',
  'TOO_LARGE',
  'PRIVATE_ADDRESS',
  'TIMEOUT',
  'NETWORK',
  'BAD_URL',
  'TOO_MANY_REDIRECTS',
  'EMPTY',
]

/**
 * The last fetch's problem as staff read it: the server writes `CODE: detail` (feed-fetch.ts names the
 * host only, never the secret address); the code becomes a sentence, the detail stays for support.
 */
export function feedProblem(status: ChannelFeed['status'], t: TFunction): { text: string; detail: string } | null {
  const error = status.lastError
  if (!error) return null
  const match = /^([A-Z_]+): (.*)$/s.exec(error)
  const code = match?.[1] ?? ''
  const detail = match?.[2] ?? error
  if (!KNOWN.includes(code)) return { text: t('channels.error.other'), detail }
  return { text: t(`channels.error.${code}`, { status: status.lastHttpStatus ?? '?' }), detail }
}
