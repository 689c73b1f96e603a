import { useTranslation } from 'react-i18next'
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMoney,
  formatMonthShort,
  formatMonthYear,
  formatTime,
  formatWeekday,
} from './format.ts'
import { DEFAULT_LANGUAGE, isLanguage } from './instance.ts'

/** The format helpers bound to the UI language (and the workspace time zone when given). */
export function useFormat(timeZone?: string) {
  const { i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  return {
    language,
    date: (value: string | Date) => formatDate(value, language, timeZone),
    dateTime: (value: string | Date) => formatDateTime(value, language, timeZone),
    time: (value: string | Date) => formatTime(value, language, timeZone),
    dayMonth: (value: string) => formatDayMonth(value, language),
    weekday: (value: string) => formatWeekday(value, language),
    monthYear: (value: string) => formatMonthYear(value, language),
    monthShort: (value: string) => formatMonthShort(value, language),
    money: (amountMinor: number, currency = 'CZK') => formatMoney(amountMinor, currency, language),
    /** A percentage as the locale writes it: `43,5 %` / `43.5%`. */
    percent: (value: number) =>
      new Intl.NumberFormat(language === 'cs' ? 'cs-CZ' : 'en-GB', {
        style: 'percent',
        maximumFractionDigits: 1,
      }).format(value / 100),
    /** A stay `[since, till)` as `12. 3. 2027 – 15. 3. 2027`. */
    stay: (since: string, till: string) =>
      `${formatDate(since, language, timeZone)} – ${formatDate(till, language, timeZone)}`,
  }
}
