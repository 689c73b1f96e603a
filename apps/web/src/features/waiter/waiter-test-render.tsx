import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { saveDeviceAccess } from '../../api/credentials.ts'
import { i18n } from '../../i18n/i18n.ts'
import { envelope, jsonResponse } from '../../test/render.tsx'
import { WaiterApp } from './waiter-app.tsx'

/** Renders the waiter tool at `path` on a device with an access hash, unless told otherwise (tests only). */
export function renderWaiter(path: string, { device = true }: { device?: boolean } = {}) {
  if (device) saveDeviceAccess({ secret: 'device-secret', slug: 'demo' })
  const router = createMemoryRouter(
    [
      { path: '/waiter/*', element: <WaiterApp /> },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
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

export interface SeenCall {
  method: string
  url: URL
  headers: Headers
  body: Record<string, unknown> | null
}

type Answer = (call: SeenCall) => unknown

/** Stubs fetch: `answer` gives the payload (wrapped in the envelope unless it is one); every call is kept. */
export function serveWaiter(answer: Answer) {
  const seen: SeenCall[] = []
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const call: SeenCall = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
    }
    seen.push(call)
    const body = answer(call)
    const wrapped = body && typeof body === 'object' && 'errorType' in body ? body : envelope(body)
    return jsonResponse(wrapped)
  })
  vi.stubGlobal('fetch', fetchMock)
  const calls = (part: string) => seen.filter((c) => c.url.pathname.includes(part))
  return { fetchMock, calls }
}

/** The first screen of a test waits longer: a cold worker loads Mantine and the pages. */
export const FIRST_PAINT = { timeout: 10_000 }

export const spaced = (value: string | null | undefined) => value?.replace(/\s/g, ' ')

// Mantine's autosize textarea listens to font loading, which jsdom does not have
if (typeof document !== 'undefined' && !document.fonts)
  Object.defineProperty(document, 'fonts', { value: { addEventListener: vi.fn(), removeEventListener: vi.fn() } })
