import { useEffect, useState } from 'react'
import { currentGuestLanguage } from '../i18n/instance.ts'
import { apiBase } from './client.ts'
import { authorizationHeader } from './credentials.ts'

/**
 * An image only staff may see (a thumbnail under `/api/{slugs}/…`): an `<img src>` cannot send the
 * Authorization header, so it is fetched with the client's headers and shown from a blob URL, which
 * is let go when the component goes. Undefined while loading, null when it cannot be had.
 */
export function useAuthorizedImage(path: string | null): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(path ? undefined : null)
  useEffect(() => {
    if (!path) {
      setUrl(null)
      return
    }
    let objectUrl: string | null = null
    let live = true
    setUrl(undefined)
    void (async () => {
      try {
        const headers: Record<string, string> = { 'Accept-Language': currentGuestLanguage() }
        const authorization = await authorizationHeader()
        if (authorization) headers.Authorization = authorization
        const response = await fetch(`${apiBase()}${path}`, { headers })
        if (!response.ok || !response.headers.get('content-type')?.startsWith('image/')) throw new Error('no image')
        const blob = await response.blob()
        if (!live) return
        objectUrl = URL.createObjectURL(blob)
        setUrl(objectUrl)
      } catch {
        if (live) setUrl(null)
      }
    })()
    return () => {
      live = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [path])
  return url
}
