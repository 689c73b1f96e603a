import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { i18n } from '../../i18n/i18n.ts'

/**
 * Renders `element` at `route` of workspace `demo` (tests only). Mantine's test mode: popovers show
 * though jsdom lays nothing out (else they count as detached from their button and hide).
 */
export function renderNotificationsRoute(route: string, element: ReactNode, path: string) {
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <Notifications />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
  return { router, queryClient }
}
