import { user as workspaceUser } from '@innkeep/contract'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { apiQueryKey } from '../../api/query.ts'
import { i18n } from '../../i18n/i18n.ts'
import { jsonResponse } from '../../test/render.tsx'
import { manager } from './restaurant-test-data.ts'

/** Renders one restaurant route at `path` as the manager of workspace `demo` (tests only). */
export function renderRestaurantRoute(route: string, element: ReactNode, path: string) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(apiQueryKey(workspaceUser, { params: { slugs: 'demo' } }), manager)
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <Notifications />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
  return { router, queryClient }
}

type Answer = (url: URL, init: RequestInit | undefined, body: Record<string, unknown>) => unknown

/** Stubs fetch: `answer` gives the JSON (an envelope) for each call; every call is kept for asserting. */
export function stubFetch(answer: Answer) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input))
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}
    return jsonResponse(answer(url, init, body))
  })
  vi.stubGlobal('fetch', fetchMock)
  const calls = (fragment: string) =>
    fetchMock.mock.calls
      .filter(([input]) => new URL(String(input)).pathname.includes(fragment))
      .map(([input, init]) => ({
        url: new URL(String(input)),
        method: init?.method,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
      }))
  return { fetchMock, calls }
}

/** The first screen of a test waits longer: a cold worker loads Mantine's inputs and the lazy parts. */
export const FIRST_PAINT = { timeout: 10_000 }

export const spaced = (value: string | null | undefined) => value?.replace(/\s/g, ' ')

if (typeof document !== 'undefined' && !document.fonts)
  Object.defineProperty(document, 'fonts', { value: { addEventListener: vi.fn(), removeEventListener: vi.fn() } })
