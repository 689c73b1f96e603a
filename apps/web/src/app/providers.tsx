import '@mantine/core/styles.css'
import '@mantine/dates/styles.css'
import '@mantine/notifications/styles.css'
import './global.css'
import '../i18n/i18n.ts'
import { Notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'
import { BaseProviders } from './base-providers.tsx'
import { LocalizedDates } from './localized-dates.tsx'

export function Providers({ children }: { children: ReactNode }) {
  return (
    <BaseProviders>
      <LocalizedDates>
        <Notifications position="top-center" limit={5} zIndex={1000} containerWidth={460} notificationMaxHeight={480} />
        {children}
      </LocalizedDates>
    </BaseProviders>
  )
}
