import type { Notification } from '@innkeep/contract'
import type { TFunction } from 'i18next'
import { formatDayMonth, formatMoney } from '../../i18n/format.ts'
import type { Language } from '../../i18n/instance.ts'
import { stayRange } from './stay-range.ts'

type Of<K extends Notification['kind']> = Extract<Notification, { kind: K }>

function paymentText(payment: Of<'PAYMENT_MATCHED'>['payment'], t: TFunction, language: Language): string {
  // an import that matched many is one summary, without an invoice of its own
  if (payment.count > 1) return t('notifications.text.paymentSummary', { count: payment.count })
  const details = [
    payment.invoiceNumber ? t('notifications.text.invoice', { number: payment.invoiceNumber }) : null,
    formatMoney(payment.amount, payment.currency, language),
    payment.payer ? t('notifications.text.payer', { name: payment.payer }) : null,
  ]
  return t('notifications.text.payment', { details: details.filter(Boolean).join(', ') })
}

/** What happened, in one line of the reader's language: who, which room, when, how much. */
export function notificationText(notification: Notification, t: TFunction, language: Language): string {
  switch (notification.kind) {
    case 'BOOKING_CREATED': {
      const { guestName, resourceName, since, till } = notification.booking
      return t('notifications.text.booking', {
        guest: guestName,
        resource: resourceName,
        stay: stayRange(since, till, language),
      })
    }
    case 'GUEST_INFO_FILLED': {
      const { guestName, resourceName, since, till, guests } = notification.guestInfo
      return t('notifications.text.guestInfo', {
        guest: guestName,
        resource: resourceName,
        stay: stayRange(since, till, language),
        guests: t('notifications.text.guests', { count: guests }),
      })
    }
    case 'PAYMENT_MATCHED':
      return paymentText(notification.payment, t, language)
    case 'BOOKING_AUTO_CANCELED': {
      const { guestName, resourceName, since, till, depositDue } = notification.booking
      const stay = { guest: guestName, resource: resourceName, stay: stayRange(since, till, language) }
      return depositDue
        ? t('notifications.text.autoCanceledDue', { ...stay, due: formatDayMonth(depositDue, language) })
        : t('notifications.text.autoCanceled', stay)
    }
  }
}

/** Where the notification leads: the reservation, the paid invoice, or the bank items an import matched. */
export function notificationHref(slug: string, notification: Notification): string {
  switch (notification.kind) {
    case 'BOOKING_CREATED':
      return `/${slug}/reservations/${notification.booking.reservationId}`
    case 'GUEST_INFO_FILLED':
      return `/${slug}/reservations/${notification.guestInfo.reservationId}`
    case 'BOOKING_AUTO_CANCELED':
      return `/${slug}/reservations/${notification.booking.reservationId}`
    case 'PAYMENT_MATCHED':
      return notification.payment.invoiceId && notification.payment.count === 1
        ? `/${slug}/invoices/${notification.payment.invoiceId}`
        : `/${slug}/bank/items?state=LINKED`
  }
}
