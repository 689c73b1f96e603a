// client.ts loads these on demand (the guest entries do without them); the staff app has them from the
// start, so a call that fails because the network is gone still shows its toast
import './api/credentials.ts'
import './api/error-toast.tsx'
import './api/unauthorized.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { readDeviceAccess, readSession } from './api/credentials.ts'
import { isNearExpiry, refreshSession } from './api/refresh-session.ts'
import { preloadRoute } from './app/pages.ts'
import { Providers } from './app/providers.tsx'
import { router } from './app/router.tsx'
import { currentLanguage, loadCatalogue, loadEntryTexts } from './i18n/i18n.ts'
import { reloadOnStaleChunks } from './lib/stale-build.ts'

// a page of an older build whose lazy chunks a deploy removed reloads once (lib/stale-build.ts)
reloadOnStaleChunks()

const language = currentLanguage()
document.documentElement.lang = language

// Nothing the first page needs waits for what comes before it: the route's lazy pages (e.g. shell,
// permission check and reception) and the pages' texts start downloading now, all together, and a
// session about to expire is renewed now rather than when the first call asks for its token.
const pages = preloadRoute(router.routes, window.location.pathname)
const session = readSession()
if (session && !readDeviceAccess() && isNearExpiry(session)) void refreshSession()

// Someone who chose English before gets its texts first (Czech comes with this bundle). A route with no
// lazy page (the guest pages, which this entry shows only when the build has no entries for them) does
// not wait for the pages' texts with its page: it gets the whole catalogue first.
await (pages > 0 ? loadEntryTexts(language) : loadCatalogue(language))

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)
