import { Navigate, Outlet, useLocation } from 'react-router'
import { useCredentials } from '../api/credentials.ts'
import { withNext } from '../lib/return-path.ts'

/** Pages for a signed-in person (identity, new workspace, invitation): else sign in and come back. */
export function RequireSession() {
  const { session } = useCredentials()
  const location = useLocation()
  if (!session) return <Navigate to={withNext('/sign-in', location.pathname + location.search)} replace />
  return <Outlet />
}

/** The workspace shell also opens for a device that has an access hash. */
export function RequireAccess({ children }: { children: React.ReactNode }) {
  const { session, device } = useCredentials()
  const location = useLocation()
  if (!session && !device) return <Navigate to={withNext('/sign-in', location.pathname + location.search)} replace />
  return children
}
