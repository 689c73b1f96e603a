import { formatDate, formatDayMonth } from '../../i18n/format.ts'
import type { Language } from '../../i18n/instance.ts'

/**
 * A stay `[since, till)` as short as it reads clearly: cs `12.–14. 3.`, en `12–14 Mar` within a month,
 * `30. 3. – 2. 4.` across months, with the years when it crosses the new year.
 */
export function stayRange(since: string, till: string, language: Language): string {
  if (since.slice(0, 4) !== till.slice(0, 4)) return `${formatDate(since, language)} – ${formatDate(till, language)}`
  if (since.slice(0, 7) !== till.slice(0, 7))
    return `${formatDayMonth(since, language)} – ${formatDayMonth(till, language)}`
  const first = Number(since.slice(8, 10))
  return language === 'cs'
    ? `${first}.–${formatDayMonth(till, language)}`
    : `${first}–${formatDayMonth(till, language)}`
}
