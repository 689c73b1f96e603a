import { Suspense } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { GuestFrame } from '../../components/guest-frame.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'

/**
 * `/book/…` and `/guest/…`: pages for guests, outside the staff app's root layout, so they neither
 * preload the staff pages nor watch a session.
 */
export function GuestLayout() {
  const { pathname } = useLocation()
  return (
    <>
      <Suspense
        key={pathname}
        fallback={
          <GuestFrame>
            <PageSkeleton rows={5} />
          </GuestFrame>
        }
      >
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  )
}
