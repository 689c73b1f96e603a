// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  getNotificationSettings,
  listNotifications,
  markNotificationsRead,
  registerApplicationId,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render.tsx'
import { bookingCreated, notificationPage, notificationSettings, paymentMatched } from './notification-test-data.ts'
import { NotificationsPage } from './notifications-page.tsx'

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  api = fakeApi([
    [markNotificationsRead, () => ({ unread: 0 })],
    [
      listNotifications,
      ({ query }) => {
        const page = Number(query.get('page'))
        const items = page === 0 ? [bookingCreated()] : [paymentMatched()]
        return notificationPage(items, { page, total: 21, unread: page === 0 ? 1 : 0 })
      },
    ],
    [getNotificationSettings, () => notificationSettings()],
    [registerApplicationId, ({ body }) => ({ installationId: body.installationId, push: false, vapidPublicKey: '' })],
  ])
})

afterEach(() => vi.unstubAllGlobals())

describe('the notifications page', () => {
  it('pages through every notification and marks the newest seen read', async () => {
    const { router } = renderRoute('/:slugs/notifications', <NotificationsPage />, '/demo/notifications', {
      role: null,
      elsewhere: true,
      mantineEnv: 'test',
    })
    expect(await screen.findByText('Nová rezervace z webu: Jan Novák, Pokoj 2, 12.–14. 3.')).toBeTruthy()
    await waitFor(() => expect(api.calls(markNotificationsRead)).toHaveLength(1))
    expect(api.calls(markNotificationsRead)[0]?.body).toEqual({ until: '2027-03-01T09:30:00Z' })

    fireEvent.click(screen.getByRole('button', { name: 'Další stránka' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    expect(await screen.findByText(/^Platba spárována: faktura 2026-0012/)).toBeTruthy()
    expect(api.calls(listNotifications).at(-1)?.url.searchParams.get('page')).toBe('1')
    expect(api.calls(markNotificationsRead)).toHaveLength(1)
  })
})
