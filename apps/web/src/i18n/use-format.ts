import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime, formatMoney } from './format.ts'
import { DEFAULT_LANGUAGE, isLanguage } from './i18n.ts'

/** The format helpers bound to the UI language (and the workspace time zone when given). */
export function useFormat(timeZone?: string) {
  const { i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  return {
    date: (value: string | Date) => formatDate(value, language, timeZone),
    dateTime: (value: string | Date) => formatDateTime(value, language, timeZone),
    money: (amountMinor: number, currency = 'CZK') => formatMoney(amountMinor, currency, language),
  }
}
