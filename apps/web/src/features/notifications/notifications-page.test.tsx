// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { envelope, jsonResponse } from '../../test/render.tsx'
import { bookingCreated, notificationPage, notificationSettings, paymentMatched } from './notification-test-data.ts'
import { renderNotificationsRoute } from './notification-test-render.tsx'
import { NotificationsPage } from './notifications-page.tsx'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input))
    if (url.pathname.endsWith('/notifications/read')) return jsonResponse(envelope({ unread: 0 }))
    if (url.pathname.endsWith('/notifications')) {
      const page = Number(url.searchParams.get('page'))
      const items = page === 0 ? [bookingCreated()] : [paymentMatched()]
      return jsonResponse(envelope(notificationPage(items, { page, total: 21, unread: page === 0 ? 1 : 0 })))
    }
    if (url.pathname.endsWith('/notification-settings')) return jsonResponse(envelope(notificationSettings()))
    return jsonResponse(envelope({ installationId: 'x', push: false, vapidPublicKey: '' }))
  })
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

const calls = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input)).pathname === `/api/demo/${path}`)

describe('the notifications page', () => {
  it('pages through every notification and marks the newest seen read', async () => {
    const { router } = renderNotificationsRoute('/:slugs/notifications', <NotificationsPage />, '/demo/notifications')
    expect(await screen.findByText('Nová rezervace z webu: Jan Novák, Pokoj 2, 12.–14. 3.')).toBeTruthy()
    await waitFor(() => expect(calls('notifications/read')).toHaveLength(1))
    expect(JSON.parse(String(calls('notifications/read')[0]?.[1]?.body))).toEqual({ until: '2027-03-01T09:30:00Z' })

    fireEvent.click(screen.getByRole('button', { name: 'Další stránka' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    expect(await screen.findByText(/^Platba spárována: faktura 2026-0012/)).toBeTruthy()
    expect(new URL(String(calls('notifications').at(-1)?.[0])).searchParams.get('page')).toBe('1')
    expect(calls('notifications/read')).toHaveLength(1)
  })
})
