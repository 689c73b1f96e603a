// Innkeep's service worker: shows the notifications the server pushes (Web Push) and opens their
// screen on a click. It handles no fetches: the app works the same with or without it.

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
