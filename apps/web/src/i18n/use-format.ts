import { useTranslation } from 'react-i18next'
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMoney,
  formatMonthShort,
  formatMonthYear,
  formatRate,
  formatTime,
  formatWeekday,
  LOCALES,
} from './format.ts'
import { DEFAULT_LANGUAGE, isGuestLanguage } from './instance.ts'

/** The format helpers bound to the UI language (and the workspace time zone when given); German on guest pages. */
export function useFormat(timeZone?: string) {
  const { i18n } = useTranslation()
  const language = isGuestLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  return {
    /** The staff app's language, cs or en: a guest page in German counts as English for what has no German. */
    language: language === 'de' ? 'en' : language,
    /** The UI language, German on a guest page that speaks it; the helpers here format in it. */
    guestLanguage: language,
    /** The locale the UI language formats in (`de-DE`), for a format of a component's own. */
    locale: LOCALES[language],
    date: (value: string | Date) => formatDate(value, language, timeZone),
    dateTime: (value: string | Date) => formatDateTime(value, language, timeZone),
    time: (value: string | Date) => formatTime(value, language, timeZone),
    dayMonth: (value: string) => formatDayMonth(value, language),
    weekday: (value: string) => formatWeekday(value, language),
    monthYear: (value: string) => formatMonthYear(value, language),
    monthShort: (value: string) => formatMonthShort(value, language),
    money: (amountMinor: number, currency = 'CZK') => formatMoney(amountMinor, currency, language),
    /** An exchange rate with three decimals: `24,280` / `24.280`. */
    rate: (value: number) => formatRate(value, language),
    /** A percentage as the locale writes it: `43,5 %` / `43.5%`. */
    percent: (value: number) =>
      new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 1 }).format(value / 100),
    /** A stay `[since, till)` as `12. 3. 2027 – 15. 3. 2027`. */
    stay: (since: string, till: string) =>
      `${formatDate(since, language, timeZone)} – ${formatDate(till, language, timeZone)}`,
  }
}
