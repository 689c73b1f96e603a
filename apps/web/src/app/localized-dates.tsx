import 'dayjs/locale/cs'
import 'dayjs/locale/en-gb'
import { DatesProvider } from '@mantine/dates'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Date pickers in the UI language, the week from Monday. */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const locale = i18n.language === 'en' ? 'en-gb' : 'cs'
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1, weekendDays: [0, 6] }}>{children}</DatesProvider>
}
