import type { Notification } from '@innkeep/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { i18n, type Language, loadCatalogue } from '../../i18n/i18n.ts'
import {
  bookingAutoCanceled,
  bookingCreated,
  guestInfoFilled,
  INVOICE_ID,
  paymentMatched,
  RESERVATION_ID,
} from './notification-test-data.ts'
import { notificationHref, notificationText } from './notification-text.ts'
import { notificationTime } from './notification-time.ts'
import { stayRange } from './stay-range.ts'

beforeAll(() => loadCatalogue('en'))
afterAll(() => i18n.changeLanguage('cs'))

// Intl writes a no-break space inside money ("1 500,00 Kč"); the reader sees a space
const line = (notification: Notification, language: Language) =>
  notificationText(notification, i18n.getFixedT(language), language).replace(/\s/g, ' ')

describe('the one line of a notification', () => {
  it('tells of a booking from the website: guest, room and nights', () => {
    expect(line(bookingCreated(), 'cs')).toBe('Nová rezervace z webu: Jan Novák, Pokoj 2, 12.–14. 3.')
    expect(line(bookingCreated(), 'en')).toBe('New booking from the website: Jan Novák, Pokoj 2, 12–14 Mar')
  })

  it('tells of guest details filled in, with how many guests the form holds', () => {
    expect(line(guestInfoFilled(), 'cs')).toBe('Host vyplnil údaje: Jan Novák, Pokoj 2, 12.–14. 3., 3 hosté')
    expect(line(guestInfoFilled(), 'en')).toBe('Guest details filled in: Jan Novák, Pokoj 2, 12–14 Mar, 3 guests')
    const alone = guestInfoFilled({ guests: 1 })
    expect(line(alone, 'cs')).toMatch(/, 1 host$/)
    expect(line(alone, 'en')).toMatch(/, 1 guest$/)
  })

  it('tells of a payment matched to an invoice: number, amount and payer', () => {
    expect(line(paymentMatched(), 'cs')).toBe('Platba spárována: faktura 2026-0012, 1 500,00 Kč, plátce Jan Novák')
    expect(line(paymentMatched(), 'en')).toBe('Payment matched: invoice 2026-0012, CZK 1,500.00, paid by Jan Novák')
  })

  it('sums up an import that matched many payments', () => {
    const many = paymentMatched({ invoiceId: null, invoiceNumber: null, count: 37 })
    expect(line(many, 'cs')).toBe('Spárováno 37 plateb')
    expect(line(many, 'en')).toBe('37 payments matched')
    expect(line(paymentMatched({ invoiceId: null, invoiceNumber: null, count: 3 }), 'cs')).toBe('Spárovány 3 platby')
  })

  it('tells of an unpaid request canceled: guest, room, nights and when its deposit was due', () => {
    expect(line(bookingAutoCanceled(), 'cs')).toBe(
      'Nezaplacená poptávka zrušena: Anna Müller, Pokoj 2, 12.–14. 3. (záloha splatná 5. 3.)',
    )
    expect(line(bookingAutoCanceled(), 'en')).toBe(
      'Unpaid request canceled: Anna Müller, Pokoj 2, 12–14 Mar (deposit due 5 Mar)',
    )
    expect(line(bookingAutoCanceled({ depositDue: null }), 'cs')).toBe(
      'Nezaplacená poptávka zrušena: Anna Müller, Pokoj 2, 12.–14. 3.',
    )
  })

  it('leaves out what a payment lacks', () => {
    expect(line(paymentMatched({ invoiceNumber: null, payer: '' }), 'cs')).toBe('Platba spárována: 1 500,00 Kč')
  })
})

describe('where a notification leads', () => {
  it('opens the reservation, the paid invoice, or the matched bank items', () => {
    expect(notificationHref('demo', bookingCreated())).toBe(`/demo/reservations/${RESERVATION_ID}`)
    expect(notificationHref('demo', guestInfoFilled())).toBe(`/demo/reservations/${RESERVATION_ID}`)
    expect(notificationHref('demo', bookingAutoCanceled())).toBe(`/demo/reservations/${RESERVATION_ID}`)
    expect(notificationHref('demo', paymentMatched())).toBe(`/demo/invoices/${INVOICE_ID}`)
    expect(notificationHref('demo', paymentMatched({ invoiceId: null, invoiceNumber: null, count: 37 }))).toBe(
      '/demo/bank/items?state=LINKED',
    )
  })
})

describe('a stay in short', () => {
  it('names the month once within a month, both across months, the years across a new year', () => {
    expect(stayRange('2027-03-30', '2027-04-02', 'cs')).toBe('30. 3. – 2. 4.')
    expect(stayRange('2027-03-30', '2027-04-02', 'en')).toBe('30 Mar – 2 Apr')
    expect(stayRange('2027-12-30', '2028-01-02', 'cs')).toBe('30. 12. 2027 – 2. 1. 2028')
  })
})

describe('when it happened', () => {
  const now = Date.parse('2027-03-01T10:00:00Z')
  it('says how long ago within a day and the date and time after', () => {
    expect(notificationTime('2027-03-01T09:55:00Z', 'cs', now)).toBe('před 5 minutami')
    expect(notificationTime('2027-03-01T07:00:00Z', 'en', now)).toBe('3 hours ago')
    expect(notificationTime('2027-03-01T09:59:40Z', 'cs', now)).toBe('nyní')
    expect(notificationTime('2027-02-27T09:00:00Z', 'cs', now).replace(/\s/g, ' ')).toBe('27. 2. 2027 10:00')
  })
})
