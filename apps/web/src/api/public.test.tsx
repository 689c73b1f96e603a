// @vitest-environment jsdom
import '../test/setup-dom.ts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '../i18n/i18n.ts'
import { envelope, jsonResponse } from '../test/render.tsx'
import { saveSession } from './credentials.ts'
import { newIdempotencyKey, useCreateBooking } from './public.ts'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await changeLanguage('cs')
})

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
}

const booking = {
  resourceId: '01a200be-8a42-765c-9a20-82a5ebb4ad30',
  since: '2027-03-12',
  till: '2027-03-14',
  guests: { ADULT: 2 },
  contact: { name: 'Jana Nováková', email: 'jana@example.com', phone: '' },
  note: '',
  consent: true,
  language: 'en' as const,
}

describe('public booking call', () => {
  it('sends the Idempotency-Key and the UI language, and never the staff Authorization', async () => {
    saveSession({ idToken: 'staff-token', expiresAt: new Date(Date.now() + 3600_000).toISOString() })
    await changeLanguage('en')
    fetchMock.mockImplementation(async () => jsonResponse(envelope({ code: 'ABCDEF' })))
    const { result } = renderHook(() => useCreateBooking(), { wrapper })
    await act(async () => {
      await result.current.run(booking, 'key-0001-attempt', {})
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    const headers = new Headers(init?.headers)
    expect(String(url)).toMatch(/\/public-api\/create-reservation$/)
    expect(headers.get('Idempotency-Key')).toBe('key-0001-attempt')
    expect(headers.get('Accept-Language')).toBe('en')
    expect(headers.has('Authorization')).toBe(false)
    expect(JSON.parse(String(init?.body))).toEqual(booking)
  })

  it('hands a CONFLICT (room taken meanwhile) with the alternatives to the page', async () => {
    const alternatives = [{ id: 'x', name: 'Pokoj 102' }]
    fetchMock.mockImplementation(async () =>
      jsonResponse(
        envelope({ entity: { resourceId: booking.resourceId, alternatives } }, 'CONFLICT', [
          { scope: 'GLOBAL', severity: 'CONFLICT', code: 'booking.taken', text: 'Taken' },
        ]),
      ),
    )
    const conflict = vi.fn()
    const { result } = renderHook(() => useCreateBooking(), { wrapper })
    await act(async () => {
      await result.current.run(booking, 'key-0002-attempt', { conflict })
    })
    expect(conflict).toHaveBeenCalledWith({ resourceId: booking.resourceId, alternatives }, [
      expect.objectContaining({ code: 'booking.taken' }),
    ])
  })

  it('makes keys the server accepts, a new one each time', () => {
    const a = newIdempotencyKey()
    const b = newIdempotencyKey()
    expect(a).toMatch(/^[\w.:-]{8,100}$/)
    expect(a).not.toBe(b)
  })
})
