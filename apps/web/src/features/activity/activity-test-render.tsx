import { type ActivityItem, permissionsOf, type Role, user as workspaceUser } from '@innkeep/contract'
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

// Factories and a renderer for the activity tests (tests only).

export const OWNER_ID = '01a200a8-0000-7000-8000-00000000c001'
export const RECEPTION_ID = '01a200a8-0000-7000-8000-00000000c002'
export const STAY_ID = '01a200a8-0000-7000-8000-00000000d001'

export function activityItem(over: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id: `01a200a8-0000-7000-8000-${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}`,
    at: '2027-03-12T09:30:00Z',
    actor: `identity:${OWNER_ID}`,
    actorKind: 'PERSON',
    actorName: 'Marie Majitelová',
    entity: 'RESERVATION',
    entityId: STAY_ID,
    action: 'changeRoom',
    fields: {},
    ...over,
  }
}

export function member(role: Role) {
  return {
    me: {
      identityId: OWNER_ID,
      fullName: 'Marie Majitelová',
      email: 'marie@example.com',
      role,
      since: '2027-01-01T00:00:00Z',
      permissions: permissionsOf(role),
    },
    company: { slug: 'demo', name: 'Penzion U Lípy', kind: 'WORKSPACE', timeZone: 'Europe/Prague' },
    members: [
      {
        identityId: OWNER_ID,
        fullName: 'Marie Majitelová',
        email: 'marie@example.com',
        role: 'OWNER',
        since: '2027-01-01T00:00:00Z',
      },
      {
        identityId: RECEPTION_ID,
        fullName: 'Petr Recepční',
        email: 'petr@example.com',
        role: 'RECEPTION',
        since: '2027-01-01T00:00:00Z',
      },
    ],
    invitations: [],
  }
}

/** Renders `element` at `path` (route `route`) as a member of workspace `demo` with `role`. */
export function renderActivityRoute(route: string, element: ReactNode, path: string, role: Role = 'OWNER') {
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

/** Stubs fetch: `answer` gives the JSON (an envelope) for each call; every call's URL is kept. */
export function stubFetch(answer: (url: URL) => unknown) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => jsonResponse(answer(new URL(String(input)))))
  vi.stubGlobal('fetch', fetchMock)
  const calls = (fragment: string) =>
    fetchMock.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname.includes(fragment))
  return { fetchMock, calls }
}

/** The first screen of a test waits longer: a cold worker loads Mantine's inputs and the lazy parts. */
export const FIRST_PAINT = { timeout: 10_000 }
