import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { PublicFrame } from '../../components/public-frame.tsx'

/** Sign-in, sign-up, identity, new workspace, invitation, device set-up. */
export function PublicLayout() {
  const { pathname } = useLocation()
  return (
    <PublicFrame>
      <Suspense key={pathname} fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </PublicFrame>
  )
}
