// Mantine in jsdom needs matchMedia and ResizeObserver; import this module first in component tests.
import { notifications } from '@mantine/notifications'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
// its afterEach (failing a test for a stale fake) registers first, so it runs after the cleanup below
import './fake-api.ts'

/** A media query's answer that never changes; `matches` says whether the screen fits it. */
export function fixedMediaQuery(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }
}

if (!window.matchMedia) window.matchMedia = (query: string) => fixedMediaQuery(query, false)

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined

// Mantine's autosizing textareas listen for web fonts, which jsdom does not have
if (!document.fonts)
  Object.defineProperty(document, 'fonts', { value: { addEventListener: vi.fn(), removeEventListener: vi.fn() } })

afterEach(() => {
  cleanup()
  // the toasts' store outlives a test: past five, a later test's toast would wait in its queue
  notifications.clean()
  localStorage.clear()
})
