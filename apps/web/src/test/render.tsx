import { permissionsOf, type Role, roleMay, type WorkspaceUser, user as workspaceUser } from '@innkeep/contract'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { apiQueryKey } from '../api/query.ts'
import { i18n } from '../i18n/i18n.ts'

// The web tests' harness: the app's providers around a component or a route, and the workspace access of a
// member (tests only). The API is faked with `fakeApi` (fake-api.ts).

/** The first screen of a test waits longer: a cold worker loads Mantine's inputs and the lazy parts. */
export const FIRST_PAINT = { timeout: 10_000 }

/** Text with the non-breaking spaces of formatted numbers as plain ones, to compare with a literal. */
export const spaced = (value: string | null | undefined) => value?.replace(/\s/g, ' ')

function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } })
}

/** The app's providers: i18n, Mantine with its toasts, and queries. */
function renderInProviders(
  queryClient: QueryClient,
  children: ReactNode,
  { mantineEnv = 'default' }: { mantineEnv?: 'default' | 'test' } = {},
) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env={mantineEnv}>
        <QueryClientProvider client={queryClient}>
          <Notifications />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
}

/** Renders UI with the app's providers (Mantine, notifications, i18n, queries, a memory router). */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  return renderInProviders(newQueryClient(), <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>)
}

export interface RouteOptions {
  /**
   * Whose access to workspace `demo` the cache starts with, as the workspace shell would have loaded it:
   * `member(role)`. `null` starts without it (pages outside a workspace, or a test that serves it). Default OWNER.
   */
  role?: Role | null
  /** Adds a catch-all route showing `data-testid="elsewhere"`, to see a page send the user away. */
  elsewhere?: boolean
  /** Mantine's test mode: no transitions, and popovers show though jsdom lays nothing out. */
  mantineEnv?: 'default' | 'test'
}

/** Renders `routes` of a memory router at `path` in the app's providers; the router shows where the user went. */
export function renderRoutes(routes: RouteObject[], path: string, options: RouteOptions = {}) {
  const { role = 'OWNER', elsewhere = false, mantineEnv } = options
  const all = elsewhere ? [...routes, { path: '*', element: <p data-testid="elsewhere">elsewhere</p> }] : routes
  const router = createMemoryRouter(all, { initialEntries: [path] })
  const queryClient = newQueryClient()
  if (role) queryClient.setQueryData(apiQueryKey(workspaceUser, { params: { slugs: 'demo' } }), member(role))
  renderInProviders(queryClient, <RouterProvider router={router} />, { mantineEnv })
  return { router, queryClient }
}

/** Renders `element` as the route `route` (e.g. `/:slugs/bank`) at `path` (e.g. `/demo/bank`); see renderRoutes. */
export function renderRoute(route: string, element: ReactNode, path: string, options: RouteOptions = {}) {
  return renderRoutes([{ path: route, element }], path, options)
}

/** A fetch answer with the envelope (or any JSON) and a status. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

export function envelope(payload: unknown, errorType: string | null = null, messages: unknown[] = []) {
  return { payload, messages, errorType }
}

/** The identities of the team of workspace `demo` that `member` describes. */
export const OWNER_ID = '01a200a8-0000-7000-8000-00000000c001'
export const RECEPTION_ID = '01a200a8-0000-7000-8000-00000000c002'

/** Access to workspace `demo` (what `/api/demo/user` answers) of Marie, with `role`, beside the receptionist Petr. */
export function member(role: Role): WorkspaceUser {
  // as the server answers: the second step only to those who manage members, e-mails to those with contacts
  const manages = roleMay(role, 'members.manage')
  const me = {
    identityId: OWNER_ID,
    fullName: 'Marie Majitelová',
    email: 'marie@example.com',
    role,
    since: '2027-01-01T00:00:00Z',
    secondStep: manages ? true : null,
  }
  return {
    me: { ...me, permissions: permissionsOf(role) },
    company: {
      slug: 'demo',
      name: 'Penzion U Lípy',
      kind: 'WORKSPACE',
      timeZone: 'Europe/Prague',
      requireSecondStep: false,
    },
    members: [
      me,
      {
        identityId: RECEPTION_ID,
        fullName: 'Petr Recepční',
        email: roleMay(role, 'members.contacts') ? 'petr@example.com' : null,
        role: 'RECEPTION',
        since: '2027-01-01T00:00:00Z',
        secondStep: manages ? false : null,
      },
    ],
    invitations: [],
  }
}
