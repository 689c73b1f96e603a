import 'dayjs/locale/cs'
import 'dayjs/locale/de'
import 'dayjs/locale/en-gb'
import { DatesProvider } from '@mantine/dates'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The dayjs locale of each UI language (German on the guest pages only). */
const LOCALES: Record<string, string> = { cs: 'cs', en: 'en-gb', de: 'de' }

/** Date pickers in the UI language, the week from Monday. */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const locale = LOCALES[i18n.language] ?? 'cs'
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1, weekendDays: [0, 6] }}>{children}</DatesProvider>
}
