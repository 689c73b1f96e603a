// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  getNotificationSettings,
  type NotificationSettings,
  registerApplicationId,
  saveNotificationSettings,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render.tsx'
import { base64UrlToBytes } from './base64url.ts'
import { NotificationSettingsCard } from './notification-settings-card.tsx'
import { notificationSettings } from './notification-test-data.ts'

const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'
let api: ReturnType<typeof fakeApi>
let settings: NotificationSettings
let pushOnServer: boolean

beforeEach(() => {
  settings = notificationSettings()
  pushOnServer = false
  api = fakeApi([
    [
      saveNotificationSettings,
      ({ body }) => {
        settings = { ...settings, email: body.email as NotificationSettings['email'] }
        return settings
      },
    ],
    [getNotificationSettings, () => settings],
    [
      registerApplicationId,
      ({ body }) => {
        if ('push' in body) pushOnServer = body.push !== null
        const push = pushOnServer
        return { installationId: body.installationId, push, vapidPublicKey: VAPID_KEY }
      },
    ],
  ])
})

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

const renderCard = () =>
  renderRoute('/:slugs/notifications', <NotificationSettingsCard slugs="demo" />, '/demo/notifications', {
    role: null,
    elsewhere: true,
    mantineEnv: 'test',
  })

/** A browser that can do Web Push, answering the permission prompt with `answer`. */
function pushCapableBrowser(answer: NotificationPermission, permission: NotificationPermission = 'default') {
  const subscription = {
    endpoint: 'https://push.example.com/send/abc',
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn(async () => true),
  }
  let current: typeof subscription | null = null
  const pushManager = {
    subscribe: vi.fn(async () => {
      current = subscription
      return subscription
    }),
    getSubscription: vi.fn(async () => current),
  }
  const registration = { pushManager }
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true })
  vi.stubGlobal('PushManager', class {})
  const notification = { permission, requestPermission: vi.fn(async () => answer) }
  vi.stubGlobal('Notification', notification)
  notification.requestPermission.mockImplementation(async () => {
    notification.permission = answer
    return answer
  })
  return { serviceWorker, pushManager, subscription, notification }
}

describe('the notification settings', () => {
  it('ticks the kinds the member gets by e-mail and saves a new choice at once', async () => {
    renderCard()
    expect(await screen.findByText('E-mailem na eva@example.com')).toBeTruthy()
    const booking = screen.getByRole('checkbox', { name: 'Nová rezervace z webu' }) as HTMLInputElement
    const guestInfo = screen.getByRole('checkbox', { name: 'Host vyplnil údaje k ubytování' }) as HTMLInputElement
    expect(booking.checked).toBe(true)
    expect(guestInfo.checked).toBe(false)

    fireEvent.click(guestInfo)
    await waitFor(() => expect(api.calls(saveNotificationSettings)).toHaveLength(1))
    expect(api.calls(saveNotificationSettings)[0]?.body).toEqual({
      email: ['BOOKING_CREATED', 'GUEST_INFO_FILLED'],
    })
    expect(await screen.findByText('Volba e-mailů je uložená.')).toBeTruthy()
    await waitFor(() => expect(guestInfo.checked).toBe(true))

    fireEvent.click(booking)
    await waitFor(() => expect(api.calls(saveNotificationSettings)).toHaveLength(2))
    expect(api.calls(saveNotificationSettings)[1]?.body).toEqual({ email: ['GUEST_INFO_FILLED'] })
  })

  it('offers only the kinds the member’s role receives', async () => {
    settings = notificationSettings({ kinds: ['PAYMENT_MATCHED'], email: [] })
    renderCard()
    expect(await screen.findByRole('checkbox', { name: 'Platba spárovaná s fakturou' })).toBeTruthy()
    expect(screen.getAllByRole('checkbox')).toHaveLength(1)
  })

  it('says when the browser cannot do push, and in how many browsers the member gets it', async () => {
    settings = notificationSettings({ pushInstallations: 2 })
    renderCard()
    expect((await screen.findByTestId('push-installations')).textContent).toBe(
      'Upozornění dostáváte ve 2 prohlížečích.',
    )
    await waitFor(() => expect(screen.getByTestId('push-state').dataset.state).toBe('unsupported'))
    expect(screen.queryByRole('button', { name: 'Zapnout upozornění v tomto prohlížeči' })).toBeNull()
  })

  it('turns push on in this browser with the server’s key and tells the server the subscription', async () => {
    const browser = pushCapableBrowser('granted')
    renderCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Zapnout upozornění v tomto prohlížeči' }))

    await waitFor(() => expect(screen.getByTestId('push-state').dataset.state).toBe('on'))
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js')
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(VAPID_KEY),
    })
    const sent = api.calls(registerApplicationId).map((call) => call.body)
    expect(sent.at(-1)?.push).toEqual({
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    })
    expect(screen.getByText('Tento prohlížeč upozornění dostává.')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Vypnout v tomto prohlížeči' }))
    await waitFor(() => expect(screen.getByTestId('push-state').dataset.state).toBe('off'))
    expect(browser.subscription.unsubscribe).toHaveBeenCalled()
    expect(api.calls(registerApplicationId).at(-1)?.body.push).toBeNull()
  })

  it('says so when the browser blocks notifications', async () => {
    pushCapableBrowser('denied')
    renderCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Zapnout upozornění v tomto prohlížeči' }))
    await waitFor(() => expect(screen.getByTestId('push-state').dataset.state).toBe('blocked'))
    expect(screen.getByText(/Prohlížeč upozornění od Innkeepu blokuje/)).toBeTruthy()
    expect(api.calls(registerApplicationId).every((call) => !('push' in call.body))).toBe(true)
  })
})
