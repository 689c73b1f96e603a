import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../i18n/instance.ts'
import { cssVariables, theme } from './theme.ts'

// What every page needs, the staff app's and the guests' alike (providers.tsx adds the staff app's
// dates and notifications); catalogues and styles are the entries' to import.

function createQueryClient() {
  return new QueryClient({
    // One failure, one toast: retries are the user's choice (every error state has a retry button).
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
  })
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

export function BaseProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariables} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <RefetchOnLanguageChange client={queryClient} />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  )
}
