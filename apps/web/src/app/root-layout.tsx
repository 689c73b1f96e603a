import { useIsFetching } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { Outlet, ScrollRestoration, useNavigate } from 'react-router'
import { setSecondStepHandler, setUnauthorizedHandler } from '../api/unauthorized.ts'
import { PageSkeleton } from '../components/page-skeleton.tsx'
import { withNext } from '../lib/return-path.ts'
import { firstRouteLoaded, preloadPages } from './pages.ts'
import { SessionExpiryNotice } from './session-expiry-notice.tsx'

/** How long no call may have run before the other pages load; at the latest this after the first page. */
const QUIET_MS = 1000
const LATEST_MS = 10_000

/** The other pages load once the first one has loaded and its calls are done (pages.ts: preloadPages). */
function PreloadPagesWhenQuiet() {
  const fetching = useIsFetching()
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    let live = true
    void firstRouteLoaded().then(() => live && setLoaded(true))
    return () => {
      live = false
    }
  }, [])
  useEffect(() => {
    if (!loaded) return
    const latest = setTimeout(preloadPages, LATEST_MS)
    return () => clearTimeout(latest)
  }, [loaded])
  useEffect(() => {
    if (!loaded || fetching > 0) return
    const quiet = setTimeout(preloadPages, QUIET_MS)
    return () => clearTimeout(quiet)
  }, [loaded, fetching])
  return null
}

export function RootLayout() {
  const navigate = useNavigate()
  useEffect(() => {
    setUnauthorizedHandler((returnPath) => navigate(withNext('/sign-in', returnPath), { replace: true }))
    setSecondStepHandler((path) => navigate(path))
  }, [navigate])
  return (
    <>
      <SessionExpiryNotice />
      <PreloadPagesWhenQuiet />
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  )
}
