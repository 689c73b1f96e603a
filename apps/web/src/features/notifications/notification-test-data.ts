import type { Notification, NotificationPage, NotificationSettings } from '@innkeep/contract'

// Notifications as the server sends them (tests only), with overrides.

export const RESERVATION_ID = '01a200a8-0000-7000-8000-0000000000c1'
export const INVOICE_ID = '01a200a8-0000-7000-8000-0000000000c2'

const stay = {
  reservationId: RESERVATION_ID,
  code: 'K7QX2',
  guestName: 'Jan Novák',
  resourceName: 'Pokoj 2',
  since: '2027-03-12',
  till: '2027-03-14',
}

export function bookingCreated(over: Partial<Notification> = {}): Notification {
  return {
    id: '01a200a8-0000-7000-8000-0000000000a1',
    createdAt: '2027-03-01T09:30:00Z',
    unread: true,
    kind: 'BOOKING_CREATED',
    booking: { ...stay, status: 'REQUESTED', total: 3_600_00, currency: 'CZK' },
    ...over,
  } as Notification
}

export function guestInfoFilled(
  guestInfo: Partial<Extract<Notification, { kind: 'GUEST_INFO_FILLED' }>['guestInfo']> = {},
  over: Partial<Notification> = {},
): Notification {
  return {
    id: '01a200a8-0000-7000-8000-0000000000a2',
    createdAt: '2027-03-01T08:00:00Z',
    unread: true,
    kind: 'GUEST_INFO_FILLED',
    guestInfo: { ...stay, guests: 3, ...guestInfo },
    ...over,
  } as Notification
}

export function paymentMatched(
  payment: Partial<Extract<Notification, { kind: 'PAYMENT_MATCHED' }>['payment']> = {},
  over: Partial<Notification> = {},
): Notification {
  return {
    id: '01a200a8-0000-7000-8000-0000000000a3',
    createdAt: '2027-02-28T16:00:00Z',
    unread: false,
    kind: 'PAYMENT_MATCHED',
    payment: {
      invoiceId: INVOICE_ID,
      invoiceNumber: '2026-0012',
      payer: 'Jan Novák',
      amount: 1_500_00,
      currency: 'CZK',
      count: 1,
      ...payment,
    },
    ...over,
  } as Notification
}

export function bookingAutoCanceled(
  booking: Partial<Extract<Notification, { kind: 'BOOKING_AUTO_CANCELED' }>['booking']> = {},
  over: Partial<Notification> = {},
): Notification {
  return {
    id: '01a200a8-0000-7000-8000-0000000000a4',
    createdAt: '2027-03-06T08:00:00Z',
    unread: true,
    kind: 'BOOKING_AUTO_CANCELED',
    booking: {
      ...stay,
      guestName: 'Anna Müller',
      total: 3_600_00,
      currency: 'CZK',
      depositDue: '2027-03-05',
      ...booking,
    },
    ...over,
  } as Notification
}

export function notificationPage(items: Notification[], over: Partial<NotificationPage> = {}): NotificationPage {
  return {
    items,
    total: items.length,
    page: 0,
    size: 20,
    unread: items.filter((n) => n.unread).length,
    ...over,
  }
}

export function notificationSettings(over: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    kinds: ['BOOKING_CREATED', 'GUEST_INFO_FILLED', 'PAYMENT_MATCHED'],
    email: ['BOOKING_CREATED'],
    emailAddress: 'eva@example.com',
    pushInstallations: 0,
    ...over,
  }
}
