import { type Label, type LabelInUse, permissionsOf, type Role, user as workspaceUser } from '@innkeep/contract'
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

// Factories and a renderer for the label tests (tests only).

export const VIP_ID = '01a200a8-0000-7000-8000-00000000aa01'
export const REGULAR_ID = '01a200a8-0000-7000-8000-00000000aa02'
export const COMPANY_ID = '01a200a8-0000-7000-8000-00000000aa03'
export const NEW_ID = '01a200a8-0000-7000-8000-00000000aa09'
export const OBJECT_ID = '01a200a8-0000-7000-8000-00000000bb01'

export function label(over: Partial<LabelInUse> = {}): LabelInUse {
  return { id: VIP_ID, name: 'VIP', color: 'grape', version: 0, objectCount: 2, ...over }
}

export const workspaceLabels = () => [
  label({ id: REGULAR_ID, name: 'Stálý host', color: 'green', objectCount: 5 }),
  label(),
  label({ id: COMPANY_ID, name: 'Firemní klient', color: 'blue', objectCount: 0 }),
]

export const plain = ({ objectCount: _, ...rest }: LabelInUse): Label => rest

export function member(role: Role) {
  return {
    me: {
      identityId: 'i1',
      fullName: 'Marie Manažerka',
      email: 'marie@example.com',
      role,
      since: '2027-01-01T00:00:00Z',
      permissions: permissionsOf(role),
    },
    company: { slug: 'demo', name: 'Penzion U Lípy', kind: 'WORKSPACE', timeZone: 'Europe/Prague' },
    members: [],
    invitations: [],
  }
}

/** Renders `element` at `path` (route `route`) as a member of workspace `demo` with `role`. */
export function renderLabelsRoute(route: string, element: ReactNode, path: string, role: Role = 'MANAGER') {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(apiQueryKey(workspaceUser, { params: { slugs: 'demo' } }), member(role))
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
