import { hasIdentity } from '@innkeep/contract'
import { Navigate } from 'react-router'
import { useCredentials } from '../api/credentials.ts'
import { useIdentity } from '../api/identity.ts'
import { useApiQuery } from '../api/query.ts'
import { ErrorState } from '../components/error-state.tsx'
import { PageSkeleton } from '../components/page-skeleton.tsx'
import { readLastWorkspace } from '../lib/last-workspace.ts'

/** `/`: no sign-in → sign in; no identity → name; no workspace → create one; else the last used one. */
export function RootRedirect() {
  const { session, device } = useCredentials()
  const signedIn = Boolean(session) && !device
  // the cheap question first: a person without an identity goes to the name form at once
  const has = useApiQuery(hasIdentity, {}, { enabled: signedIn, refetchOnMount: 'always' })
  const identity = useIdentity({ enabled: signedIn && has.data?.hasIdentity === true, fresh: true })
  if (device) return <Navigate to={`/${device.slug}`} replace />
  if (!session) return <Navigate to="/sign-in" replace />
  if (has.isPending || has.isFetching) return <PageSkeleton />
  if (has.error || !has.data) return <ErrorState error={has.error} onRetry={() => has.refetch()} />
  if (!has.data.hasIdentity) return <Navigate to="/identity" replace />
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
