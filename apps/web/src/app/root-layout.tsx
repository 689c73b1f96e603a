import { Suspense, useEffect } from 'react'
import { Outlet, ScrollRestoration, useNavigate } from 'react-router'
import { setUnauthorizedHandler } from '../api/unauthorized.ts'
import { PageSkeleton } from '../components/page-skeleton.tsx'
import { withNext } from '../lib/return-path.ts'
import { preloadPages } from './pages.ts'
import { SessionExpiryNotice } from './session-expiry-notice.tsx'

export function RootLayout() {
  const navigate = useNavigate()
  useEffect(preloadPages, [])
  useEffect(() => {
    setUnauthorizedHandler((returnPath) => navigate(withNext('/sign-in', returnPath), { replace: true }))
  }, [navigate])
  return (
    <>
      <SessionExpiryNotice />
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  )
}
