import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { GuestFrame } from '../components/guest-frame.tsx'
import { eagerLazy } from '../lib/eager-lazy.ts'

// The booking pages and the guest pages' shared states, whichever router shows them: book-main.tsx's
// (/book/*) and the staff app's (guest-routes.tsx). Each page loads on its own; book-main.tsx asks
// for the address's page before its first render (the server has named it in book.html).
export const StartPage = eagerLazy(async () => (await import('../features/booking/start-page.tsx')).StartPage)
export const BookingPage = eagerLazy(async () => (await import('../features/booking/booking-page.tsx')).BookingPage)

/** A page that failed to render or load (e.g. after a deploy): say so, offer a reload, no staff chrome. */
export function GuestRouteError() {
  const { t } = useTranslation()
  return (
    <GuestFrame>
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Stack align="center" gap="sm">
          <Title order={1} size="h3">
            {t('routeError.title')}
          </Title>
          <Text c="dimmed">{t('routeError.text')}</Text>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        </Stack>
      </Paper>
    </GuestFrame>
  )
}

/** An address under /book or /guest that names nothing. */
export function GuestNotFound() {
  const { t } = useTranslation()
  return (
    <GuestFrame>
      <Paper withBorder radius="lg" p="xl" ta="center" data-testid="guest-not-found">
        <Stack align="center" gap="xs">
          <Title order={1} size="h3">
            {t('notFound.title')}
          </Title>
          <Text c="dimmed">{t('notFound.text')}</Text>
        </Stack>
      </Paper>
    </GuestFrame>
  )
}
