// Innkeep's service worker: shows the notifications the server pushes (Web Push) and opens their
// screen on a click, and keeps the waiter tool's files of one build at hand (the precache below).

// The build writes this build's files here (apps/web/build/precache.ts): the waiter tool's scripts and
// styles, each with its SHA-384, and a version naming them all. `vite dev` serves it empty.
const BUILD = { version: 'dev', files: [] }
const CACHE_PREFIX = 'innkeep-precache-'
const CACHE = CACHE_PREFIX + BUILD.version
const PRECACHED = new Set(BUILD.files.map((file) => file.url))
const WAITER_PAGE = '/waiter'

// The whole build or nothing: addAll stores no file unless every one arrived in full and matches its
// hash, so a build half-written on the server (a file missing: 404; or cut short: another hash) fails
// the install, and the worker in place, with its own complete build, stays. The browser tries again
// on a later visit. A new worker waits until no tab uses the old one (no skipWaiting): a tab open on
// the old build keeps getting its own files.
self.addEventListener('install', (event) => {
  if (BUILD.files.length === 0) return
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache
        .addAll(BUILD.files.map(({ url, integrity }) => new Request(url, { integrity, cache: 'no-cache' })))
        .catch(async (error) => {
          await caches.delete(CACHE)
          throw error
        })
        // the waiter tool's page of this build, so a reload without a connection still opens it; a
        // page that does not come leaves the tool working online as before
        .then(() => cache.addAll([new Request(WAITER_PAGE, { cache: 'no-cache' })]).catch(() => undefined)),
    ),
  )
})

// Once this build is the one in use, the older builds' caches go, and the tabs opened before any worker
// (the waiter's first visit) are served by this one from now on: their files are at hand offline.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim?.()),
  )
})

// This build's files from the cache (they never change: their names carry their hash); everything
// else, pages and API calls included, goes to the network untouched (a waiter page falls back to the
// kept one when the network fails).
self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  // opening a waiter screen without a connection: the page kept with this build (the app finds its screen)
  if (request.mode === 'navigate' && url.origin === self.location.origin && url.pathname.startsWith(WAITER_PAGE)) {
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(WAITER_PAGE, { cacheName: CACHE, ignoreVary: true }).then((cached) => cached || Response.error()),
      ),
    )
    return
  }
  if (url.origin !== self.location.origin || !PRECACHED.has(url.pathname)) return
  event.respondWith(
    caches.match(request, { cacheName: CACHE, ignoreVary: true }).then((cached) => cached || fetch(request)),
  )
})

self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = { body: event.data ? event.data.text() : '' }
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Innkeep', {
      body: data.body || '',
      // the same tag replaces an older notification of the same thing instead of stacking a new one
      tag: data.tag || undefined,
      data: { url: data.url || '/' },
    }),
  )
})

/** The app's window to use: the focused one, else one in the same workspace (`/<slug>/…`), else any. */
function pickWindow(windows, url) {
  const workspace = `/${url.pathname.split('/')[1] || ''}/`
  const sameOrigin = windows.filter((client) => new URL(client.url).origin === url.origin)
  return (
    sameOrigin.find((client) => client.focused) ||
    sameOrigin.find((client) => new URL(client.url).pathname.startsWith(workspace)) ||
    sameOrigin[0]
  )
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(event.notification.data?.url || '/', self.location.origin)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = pickWindow(windows, url)
      if (!open) return self.clients.openWindow(url.href)
      // the app moves to the screen itself (features/notifications), asking first about unsaved changes
      open.postMessage({ type: 'innkeep:open-notification', url: url.pathname + url.search })
      return open.focus()
    })(),
  )
})
