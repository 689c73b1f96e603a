/**
 * A page loaded before a deploy still names the old build's lazy chunks, which the server no longer has
 * (it answers 404 for them, apps/server/src/web.ts): the page's next import fails. Such a page reloads
 * once, to the new build, instead of showing a skeleton forever or an error (seen: the invoice's QR code
 * never appeared). Once: the time of the reload is kept in sessionStorage, and no second one follows
 * within RELOAD_PAUSE_MS, so a file that is missing in the new build too cannot make the page loop; the
 * error is then shown as it would have been. A later deploy (after the pause) reloads again.
 */

export const RELOAD_KEY = 'innkeep:stale-build-reload'
export const RELOAD_PAUSE_MS = 5 * 60_000

/** What browsers and Vite's preload helper say when a chunk (script or style) cannot be loaded. */
const CHUNK_LOAD_FAILURES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
  'is not a valid JavaScript MIME type', // Safari, when a proxy answers with a page instead
]

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const lower = message.toLowerCase()
  return CHUNK_LOAD_FAILURES.some((failure) => lower.includes(failure.toLowerCase()))
}

type ReloadStore = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Reloads (and answers true) unless this tab reloaded for a stale build less than RELOAD_PAUSE_MS ago.
 * Without a usable sessionStorage (blocked in a frame) it never reloads: it could not tell a loop.
 */
export function reloadOnce(storage: ReloadStore | null, reload: () => void, now: number = Date.now()): boolean {
  if (!storage) return false
  try {
    const last = Number(storage.getItem(RELOAD_KEY))
    // a time ahead of now (the clock was set back) counts as recent too
    if (last > 0 && now - last < RELOAD_PAUSE_MS) return false
    storage.setItem(RELOAD_KEY, String(now))
  } catch {
    return false
  }
  reload()
  return true
}

function sessionStore(): ReloadStore | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * For error boundaries: reloads once when `error` is a chunk that failed to load; true when it does.
 * Not without a connection: the chunk failed because the network is gone, and a reload would leave
 * the waiter on the browser's error page instead of the screen they were using.
 */
export function reloadIfStale(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false
  return isChunkLoadError(error) && reloadOnce(sessionStore(), () => window.location.reload())
}

/** Vite's event for a lazy chunk or its styles that failed to load; `payload` is the error. */
type PreloadErrorEvent = Event & { payload?: unknown }

/**
 * Each entry calls this first: Vite's `vite:preloadError` (an import with chunks to preload) and an
 * import nobody caught (`void import(…)`) reload the page once. React.lazy's failures reach the error
 * boundaries, which call reloadIfStale themselves. The error still goes where it would have gone.
 */
export function reloadOnStaleChunks(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event: Event) => {
    reloadIfStale((event as PreloadErrorEvent).payload)
  })
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    reloadIfStale(event.reason)
  })
}
