import { useEffect } from 'react'
import { useNavigate } from 'react-router'

/** What public/sw.js posts to an open window when a pushed notification is clicked. */
export const OPEN_MESSAGE = 'innkeep:open-notification'

/** A click on a pushed notification moves this window to its screen (the router asks about unsaved changes). */
export function useOpenFromPush(): void {
  const navigate = useNavigate()
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const worker = navigator.serviceWorker
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data
      if (!data || typeof data !== 'object' || !('type' in data) || data.type !== OPEN_MESSAGE) return
      const url = 'url' in data ? data.url : null
      // only a path of this app: never a message's idea of another site
      if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) void navigate(url)
    }
    worker.addEventListener('message', onMessage)
    return () => worker.removeEventListener('message', onMessage)
  }, [navigate])
}
