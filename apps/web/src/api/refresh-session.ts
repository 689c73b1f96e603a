import { readSession, type Session, saveSession } from './credentials.ts'

/** Refresh when less than this is left of the ID token's hour. */
export const REFRESH_BEFORE_MS = 10 * 60_000
let inFlight: Promise<Session | null> | undefined

/**
 * Asks the built-in issuer for a fresh ID token (it renews up to 12 hours after the password was
 * entered). One request at a time; null when the session can no longer be renewed.
 */
export function refreshSession(): Promise<Session | null> {
  inFlight ??= (async () => {
    const session = readSession()
    if (!session) return null
    try {
      const { refreshToken } = await import('./refresh-endpoint.ts')
      const response = await fetch(refreshToken.path, {
        method: refreshToken.method,
        headers: {
          authorization: `Bearer ${session.idToken}`,
          'accept-language': document.documentElement.lang || 'cs',
        },
      })
      if (!response.ok) return null
      const body = (await response.json()) as { payload: Session | null; errorType: string | null }
      if (body.errorType || !body.payload) return null
      saveSession(body.payload)
      return body.payload
    } catch {
      return null
    } finally {
      inFlight = undefined
    }
  })()
  return inFlight
}

/** True when the session should be renewed before the next call. */
export function isNearExpiry(session: Session, now = Date.now()): boolean {
  return Date.parse(session.expiresAt) - now < REFRESH_BEFORE_MS
}
