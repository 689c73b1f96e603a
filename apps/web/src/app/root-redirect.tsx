import { Navigate } from 'react-router'
import { useCredentials } from '../api/credentials.ts'
import { useIdentity } from '../api/identity.ts'
import { ErrorState } from '../components/error-state.tsx'
import { PageSkeleton } from '../components/page-skeleton.tsx'
import { readLastWorkspace } from '../lib/last-workspace.ts'

/** `/`: no sign-in → sign in; no identity → name; no workspace → create one; else the last used one. */
export function RootRedirect() {
  const { session, device } = useCredentials()
  const identity = useIdentity({ enabled: Boolean(session) && !device, fresh: true })
  if (device) return <Navigate to={`/${device.slug}`} replace />
  if (!session) return <Navigate to="/sign-in" replace />
  if (identity.isPending || identity.isFetching) return <PageSkeleton />
  if (identity.error || !identity.data) return <ErrorState error={identity.error} onRetry={() => identity.refetch()} />
  const state = identity.data
  if (state.loginState !== 'FULL_IDENTITY') return <Navigate to="/identity" replace />
  const [first] = state.workspaces
  if (!first) return <Navigate to="/workspaces/new" replace />
  const last = readLastWorkspace()
  const target = state.workspaces.find((w) => w.slug === last) ?? first
  return <Navigate to={`/${target.slug}`} replace />
}
