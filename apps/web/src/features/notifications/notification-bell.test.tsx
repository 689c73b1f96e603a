// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  listNotifications,
  markNotificationsRead,
  type NotificationPage,
  registerApplicationId,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '../../i18n/i18n.ts'
import { INSTALLATION_KEY } from '../../lib/installation-id.ts'
import { fakeApi } from '../../test/fake-api.ts'
import { renderRoute, renderWithProviders, spaced } from '../../test/render.tsx'
import { NotificationBell } from './notification-bell.tsx'
import { NotificationItem } from './notification-item.tsx'
import {
  bookingAutoCanceled,
  bookingCreated,
  guestInfoFilled,
  INVOICE_ID,
  notificationPage,
  paymentMatched,
  RESERVATION_ID,
} from './notification-test-data.ts'

let api: ReturnType<typeof fakeApi>
let page: NotificationPage

beforeEach(() => {
  page = notificationPage([bookingCreated(), guestInfoFilled(), paymentMatched()])
  api = fakeApi([
    [markNotificationsRead, () => ({ unread: 0 })],
    [listNotifications, () => page],
    [
      registerApplicationId,
      ({ body }) => ({ installationId: body.installationId, push: false, vapidPublicKey: 'BEl6' }),
    ],
  ])
})

afterEach(() => vi.unstubAllGlobals())

const renderBell = () =>
  renderRoute('/:slugs', <NotificationBell slug="demo" />, '/demo', { role: null, elsewhere: true, mantineEnv: 'test' })

describe('the notification bell', () => {
  it('shows how many are unread, asking for the newest twenty', async () => {
    renderBell()
    expect((await screen.findByTestId('notification-count')).textContent).toBe('2')
    const bell = screen.getByRole('button', { name: 'Upozornění, 2 nepřečtená' })
    // the button itself opens the list (aria-expanded on a div is an axe violation)
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog')
    expect(bell.getAttribute('aria-expanded')).toBe('false')
    const asked = api.calls(listNotifications)[0]?.url
    expect(asked?.searchParams.get('page')).toBe('0')
    expect(asked?.searchParams.get('size')).toBe('20')
  })

  it('lists them newest first with a link each, and marks them read up to the newest on opening', async () => {
    renderBell()
    await screen.findByTestId('notification-count')
    fireEvent.click(screen.getByTestId('notification-bell'))

    const popover = await screen.findByTestId('notification-popover')
    const items = within(popover).getAllByTestId('notification-item')
    expect(items.map((item) => item.dataset.kind)).toEqual(['BOOKING_CREATED', 'GUEST_INFO_FILLED', 'PAYMENT_MATCHED'])
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      `/demo/reservations/${RESERVATION_ID}`,
      `/demo/reservations/${RESERVATION_ID}`,
      `/demo/invoices/${INVOICE_ID}`,
    ])
    expect(items[0]?.textContent).toContain('Nová rezervace z webu: Jan Novák, Pokoj 2, 12.–14. 3.')
    expect(items[0]?.dataset.unread).toBe('true')
    expect(items[2]?.dataset.unread).toBeUndefined()
    expect(within(popover).getByRole('link', { name: 'Zobrazit vše' }).getAttribute('href')).toBe('/demo/notifications')

    await waitFor(() => expect(api.calls(markNotificationsRead)).toHaveLength(1))
    expect(api.calls(markNotificationsRead)[0]?.method).toBe('POST')
    expect(api.calls(markNotificationsRead)[0]?.body).toEqual({ until: '2027-03-01T09:30:00Z' })
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull())
    // still highlighted while the list is open: the reader sees what was new
    expect(within(popover).getAllByTestId('notification-item')[0]?.dataset.unread).toBe('true')
  })

  it('goes to the screen of the one followed and closes the list', async () => {
    const { router } = renderBell()
    fireEvent.click(await screen.findByTestId('notification-bell'))
    const [, , payment] = await screen.findAllByTestId('notification-item')
    fireEvent.click(payment as HTMLElement)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demo/invoices/${INVOICE_ID}`))
    expect(screen.queryByTestId('notification-popover')).toBeNull()
  })

  it('marks nothing when nothing is unread', async () => {
    page = notificationPage([paymentMatched()])
    renderBell()
    await waitFor(() => expect(api.calls(listNotifications)).toHaveLength(1))
    fireEvent.click(screen.getByTestId('notification-bell'))
    await screen.findByTestId('notification-item')
    expect(api.calls(markNotificationsRead)).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Upozornění' })).toBeTruthy()
  })

  it('says what will come when there is nothing yet', async () => {
    page = notificationPage([])
    renderBell()
    fireEvent.click(screen.getByTestId('notification-bell'))
    expect(await screen.findByText('Zatím žádná upozornění')).toBeTruthy()
  })

  it('makes this browser known once with a kept installation id, leaving its push subscription alone', async () => {
    renderBell()
    await waitFor(() => expect(api.calls(registerApplicationId)).toHaveLength(1))
    const body = api.calls(registerApplicationId)[0]?.body
    expect(body).toEqual({ installationId: localStorage.getItem(INSTALLATION_KEY) })
    expect(body?.installationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(body).not.toHaveProperty('push')
  })
})

describe('one notification', () => {
  afterEach(() => changeLanguage('cs'))

  it('tells of an unpaid request canceled, in Czech and in English, and leads to its reservation', async () => {
    const { unmount } = renderWithProviders(<NotificationItem slug="demo" notification={bookingAutoCanceled()} />)
    const item = screen.getByTestId('notification-item')
    expect(item.dataset.kind).toBe('BOOKING_AUTO_CANCELED')
    expect(item.getAttribute('href')).toBe(`/demo/reservations/${RESERVATION_ID}`)
    expect(spaced(screen.getByTestId('notification-text').textContent)).toBe(
      'Nezaplacená poptávka zrušena: Anna Müller, Pokoj 2, 12.–14. 3. (záloha splatná 5. 3.)',
    )
    unmount()

    await changeLanguage('en')
    renderWithProviders(<NotificationItem slug="demo" notification={bookingAutoCanceled()} />)
    expect(spaced(screen.getByTestId('notification-text').textContent)).toBe(
      'Unpaid request canceled: Anna Müller, Pokoj 2, 12–14 Mar (deposit due 5 Mar)',
    )
  })
})
