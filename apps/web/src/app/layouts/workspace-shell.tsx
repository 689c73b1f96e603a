import { AppShell } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Suspense, useEffect } from 'react'
import { Outlet, useLocation, useParams } from 'react-router'
import { useWorkspaceUser } from '../../api/workspace.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { forgetWorkspace, rememberWorkspace } from '../../lib/last-workspace.ts'
import { NoAccessPage } from '../no-access-page.tsx'
import { ShellHeader } from './shell-header.tsx'
import { ShellNavbar } from './shell-navbar.tsx'

/** `/:slugs/*`: header with company, language and user; navigation by the caller's permissions. */
export function WorkspaceShell() {
  const { slugs = '' } = useParams()
  const { pathname } = useLocation()
  const [navOpened, nav] = useDisclosure(false)
  const workspaceUser = useWorkspaceUser(slugs)
  const error = workspaceUser.error
  const forbidden = error !== null && 'status' in error && error.status === 403

  // On a phone the navigation closes once the user picked a page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => nav.close(), [pathname])
  useEffect(() => {
    if (workspaceUser.data) rememberWorkspace(slugs)
    if (forbidden) forgetWorkspace(slugs)
  }, [workspaceUser.data, forbidden, slugs])

  if (forbidden) return <NoAccessPage slug={slugs} />
  const user = workspaceUser.data
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <ShellHeader slug={slugs} user={user} navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" id="shell-navigation">
        <ShellNavbar slug={slugs} permissions={user?.me.permissions ?? []} memberRole={user?.me.role} />
      </AppShell.Navbar>
      <AppShell.Main>
        {workspaceUser.isPending ? (
          <PageSkeleton />
        ) : error || !user ? (
          <ErrorState error={error} onRetry={() => void workspaceUser.refetch()} />
        ) : (
          // a boundary per page: while a page loads, the previous one is not left on screen
          <Suspense key={pathname} fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        )}
      </AppShell.Main>
    </AppShell>
  )
}
