import { formatDateTime } from '../../i18n/format.ts'
import type { Language } from '../../i18n/instance.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** When it happened: cs `před 5 minutami`, en `5 minutes ago` within a day, else the date and time. */
export function notificationTime(createdAt: string, language: Language, now = Date.now()): string {
  const ago = now - Date.parse(createdAt)
  if (Number.isNaN(ago)) return ''
  if (ago >= 24 * HOUR || ago < -MINUTE) return formatDateTime(createdAt, language)
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  if (ago < MINUTE) return relative.format(0, 'second')
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute')
  return relative.format(-Math.floor(ago / HOUR), 'hour')
}
