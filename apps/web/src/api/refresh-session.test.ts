// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getIdToken, saveSession } from './credentials.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

describe('the sign-in session', () => {
  it('uses the token as it is while more than ten minutes are left', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    saveSession({ idToken: 'current', expiresAt: inMinutes(30) })
    expect(await getIdToken()).toBe('current')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('renews a token about to expire, once for many calls at the same moment', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ payload: { idToken: 'renewed', expiresAt: inMinutes(60) }, messages: [], errorType: null }),
        ),
    )
    vi.stubGlobal('fetch', fetch)
    saveSession({ idToken: 'old', expiresAt: inMinutes(3) })
    expect(await Promise.all([getIdToken(), getIdToken(), getIdToken()])).toEqual(['renewed', 'renewed', 'renewed'])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith(
      '/auth/refresh',
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ authorization: 'Bearer old' }) }),
    )
  })

  it('keeps the old token when the issuer will not renew it (past 12 hours)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    )
    saveSession({ idToken: 'old', expiresAt: inMinutes(3) })
    expect(await getIdToken()).toBe('old')
  })
})
