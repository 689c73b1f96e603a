// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { envelope, renderRoute, stubFetch } from '../../test/render.tsx'
import { bookingCreated, notificationPage, notificationSettings, paymentMatched } from './notification-test-data.ts'
import { NotificationsPage } from './notifications-page.tsx'

let api: ReturnType<typeof stubFetch>

beforeEach(() => {
  api = stubFetch(
    (url) => {
      if (url.pathname.endsWith('/notifications/read')) return envelope({ unread: 0 })
      if (url.pathname.endsWith('/notifications')) {
        const page = Number(url.searchParams.get('page'))
        const items = page === 0 ? [bookingCreated()] : [paymentMatched()]
        return envelope(notificationPage(items, { page, total: 21, unread: page === 0 ? 1 : 0 }))
      }
      if (url.pathname.endsWith('/notification-settings')) return envelope(notificationSettings())
      return envelope({ installationId: 'x', push: false, vapidPublicKey: '' })
    },
    { match: 'end' },
  )
})

afterEach(() => vi.unstubAllGlobals())

const calls = (path: string) => api.calls(`/api/demo/${path}`)

describe('the notifications page', () => {
  it('pages through every notification and marks the newest seen read', async () => {
    const { router } = renderRoute('/:slugs/notifications', <NotificationsPage />, '/demo/notifications', {
      role: null,
      elsewhere: true,
      mantineEnv: 'test',
    })
    expect(await screen.findByText('Nová rezervace z webu: Jan Novák, Pokoj 2, 12.–14. 3.')).toBeTruthy()
    await waitFor(() => expect(calls('notifications/read')).toHaveLength(1))
    expect(calls('notifications/read')[0]?.body).toEqual({ until: '2027-03-01T09:30:00Z' })

    fireEvent.click(screen.getByRole('button', { name: 'Další stránka' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    expect(await screen.findByText(/^Platba spárována: faktura 2026-0012/)).toBeTruthy()
    expect(calls('notifications').at(-1)?.url.searchParams.get('page')).toBe('1')
    expect(calls('notifications/read')).toHaveLength(1)
  })
})
