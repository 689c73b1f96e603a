import '@mantine/core/styles.css'
import '@mantine/dates/styles.css'
import '@mantine/notifications/styles.css'
import 'dayjs/locale/cs'
import 'dayjs/locale/en-gb'
import './global.css'
import { MantineProvider } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { i18n } from '../i18n/i18n.ts'
import { theme } from './theme.ts'

function createQueryClient() {
  return new QueryClient({
    // One failure, one toast: retries are the user's choice (every error state has a retry button).
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
  })
}

function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation()
  const locale = instance.language === 'en' ? 'en-gb' : 'cs'
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1, weekendDays: [0, 6] }}>{children}</DatesProvider>
}

/** Server texts follow the request language: refetch what is cached when the language changes. */
function RefetchOnLanguageChange({ client }: { client: QueryClient }) {
  useEffect(() => {
    const refetch = () => void client.invalidateQueries()
    i18n.on('languageChanged', refetch)
    return () => i18n.off('languageChanged', refetch)
  }, [client])
  return null
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <LocalizedDates>
          <QueryClientProvider client={queryClient}>
            <RefetchOnLanguageChange client={queryClient} />
            <Notifications
              position="top-center"
              limit={5}
              zIndex={1000}
              containerWidth={460}
              notificationMaxHeight={480}
            />
            {children}
          </QueryClientProvider>
        </LocalizedDates>
      </MantineProvider>
    </I18nextProvider>
  )
}
