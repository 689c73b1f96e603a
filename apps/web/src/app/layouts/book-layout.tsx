import { Component, type ReactNode, Suspense, useEffect } from 'react'
import { useLocation } from 'react-router'
import { GuestFrame } from '../../components/guest-frame.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { reloadIfStale } from '../../lib/stale-build.ts'
import { GuestRouteError } from '../guest-pages.tsx'

/** A page that failed to render or to load (a deploy replaced its chunk): the calm page with a reload. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  // a chunk of an older build: the page reloads once to the new one (lib/stale-build.ts)
  override componentDidCatch(error: unknown) {
    reloadIfStale(error)
  }

  override render() {
    return this.state.failed ? <GuestRouteError /> : this.props.children
  }
}

/**
 * The booking pages' frame in book-main.tsx's router (a plain one: the data router would weigh more
 * than the pages): the page's skeleton while it loads, the top of the page when the page changes.
 */
export function BookLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the top of the page whenever the page changes
  useEffect(() => {
    // a block: newer browsers' scrollTo answers a promise, which React would take for a clean-up
    window.scrollTo({ top: 0 })
  }, [pathname])
  return (
    <PageErrorBoundary>
      <Suspense
        key={pathname}
        fallback={
          <GuestFrame>
            <PageSkeleton rows={5} />
          </GuestFrame>
        }
      >
        {children}
      </Suspense>
    </PageErrorBoundary>
  )
}
