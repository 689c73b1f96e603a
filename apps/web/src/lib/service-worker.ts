/**
 * public/sw.js: shows pushed notifications (features/notifications registers it when push is turned
 * on) and keeps the waiter tool's files of one complete build (the waiter tool registers it, so a
 * waiter's phone has them at hand and a tab of the previous build keeps its own files after a deploy).
 */
export const SERVICE_WORKER_URL = '/sw.js'

/** Registers the worker when the browser has them; a failure leaves the app as it is without one. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined)
}
