import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, RELOAD_KEY, RELOAD_PAUSE_MS, reloadOnce, reloadOnStaleChunks } from './stale-build.ts'

function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

describe('a page of an older build', () => {
  it('tells a chunk that failed to load from other errors', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://innkeep.test/assets/qr-image-abc123.js',
      'error loading dynamically imported module: https://innkeep.test/assets/qr-image-abc123.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/booking-page-abc123.css',
      "'text/html' is not a valid JavaScript MIME type.",
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true)
    for (const error of [new TypeError("Cannot read properties of undefined (reading 'name')"), null, 42, {}])
      expect(isChunkLoadError(error)).toBe(false)
  })

  it('reloads once, and not again within the pause, so it never loops', () => {
    const store = memoryStore()
    const reload = vi.fn()
    const start = 1_700_000_000_000
    expect(reloadOnce(store, reload, start)).toBe(true)
    expect(store.items.get(RELOAD_KEY)).toBe(String(start))
    // the reloaded page fails again (the file is missing in the new build too): the error shows
    expect(reloadOnce(store, reload, start + 3_000)).toBe(false)
    expect(reloadOnce(store, reload, start + RELOAD_PAUSE_MS - 1)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    // a later deploy, while the tab stays open: once more
    expect(reloadOnce(store, reload, start + RELOAD_PAUSE_MS)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload when it cannot remember having reloaded', () => {
    const reload = vi.fn()
    expect(reloadOnce(null, reload)).toBe(false)
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
      setItem: () => undefined,
    }
    expect(reloadOnce(blocked, reload)).toBe(false)
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(reloadOnce(full, reload)).toBe(false)
    // a reload stamped in the future (the clock was set back) counts as a recent one
    expect(reloadOnce(memoryStore({ [RELOAD_KEY]: String(Date.now() + 60_000) }), reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it("reloads on Vite's preload error and on an import nobody caught, not on other failures", () => {
    const reload = vi.fn()
    const store = memoryStore()
    vi.stubGlobal('window', { sessionStorage: store, location: { reload } })
    try {
      const target = new EventTarget()
      reloadOnStaleChunks(target as unknown as Window)
      const preloadError = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new TypeError('Failed to fetch dynamically imported module: /assets/qr-abc.js'),
      })
      const bug = Object.assign(new Event('unhandledrejection'), { reason: new RangeError('Invalid time value') })
      target.dispatchEvent(bug)
      expect(reload).not.toHaveBeenCalled()
      target.dispatchEvent(preloadError)
      expect(reload).toHaveBeenCalledTimes(1)
      // the error still goes where it would have gone (React.lazy's boundary, the console)
      expect(preloadError.defaultPrevented).toBe(false)
      const uncaught = Object.assign(new Event('unhandledrejection'), {
        reason: new TypeError('Importing a module script failed.'),
      })
      target.dispatchEvent(uncaught)
      expect(reload).toHaveBeenCalledTimes(1)
      store.items.clear()
      target.dispatchEvent(uncaught)
      expect(reload).toHaveBeenCalledTimes(2)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
