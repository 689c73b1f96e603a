import '@mantine/core/styles.css'
import './app/global.css'
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { BaseProviders } from './app/base-providers.tsx'
import { GuestNotFound, GuestRouteError } from './app/guest-pages.tsx'
import { GuestLayout } from './app/layouts/guest-layout.tsx'
import { GuestInfoRoute } from './app/pages/guest-info-route.tsx'
import { startGuestLanguage } from './i18n/guest-catalogue.ts'
import { reloadOnStaleChunks } from './lib/stale-build.ts'

// The guest's stay page entry (guest.html, served for /guest/*): the stay, the payment, the companions'
// form, with the guest pages' texts only; no staff app, no sign-in. bench/bundle-size.ts weighs it.

// a page of an older build whose lazy chunks a deploy removed reloads once (lib/stale-build.ts)
reloadOnStaleChunks()

const router = createBrowserRouter([
  // the companions' form asks before leaving with unsaved changes (useBlocker); the stay's page comes
  // with this bundle (it is the only page here, so a lazy chunk would only be a second round trip)
  {
    // app/guest-routes.tsx's frame, without the booking pages
    element: <GuestLayout />,
    errorElement: <GuestRouteError />,
    children: [
      { path: 'guest/:token', element: <GuestInfoRoute /> },
      { path: '*', element: <GuestNotFound /> },
    ],
  },
])
const GuestNotifications = lazy(async () => ({
  default: (await import('./app/guest-notifications.tsx')).GuestNotifications,
}))

/** Toasts come a moment after the page: nothing a guest sees first needs them. */
function LaterNotifications() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), 1000)
    return () => window.clearTimeout(id)
  }, [])
  return ready ? (
    <Suspense fallback={null}>
      <GuestNotifications />
    </Suspense>
  ) : null
}

// the language chosen before, else the browser's, gets its texts first (Czech comes with this bundle);
// the stay's page then follows the language of the booking when nobody chose one (guest-info-page.tsx)
await startGuestLanguage()

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from guest.html')

createRoot(root).render(
  <StrictMode>
    <BaseProviders>
      <RouterProvider router={router} />
      <LaterNotifications />
    </BaseProviders>
  </StrictMode>,
)
