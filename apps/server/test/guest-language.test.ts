import {
  getAccommodationSettings,
  publicCreateReservation,
  publicGetGuestInfo,
  reservationDetail,
  saveAccommodationSettings,
  saveResourceGroup,
  searchReservations,
  sendAccommodationReminder,
} from '@innkeep/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailSubject, mailText } from '../../../tools/fakes/mail-text.ts'
import { startFakeSmtp } from '../../../tools/fakes/smtp.ts'
import { buildHouse, type House, publicBookingOf } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp, TEST_PUBLIC_URL } from './support/test-app.ts'

// Issue 29, guests in their language: a guest who books in German gets German answers and e-mails;
// the staff app keeps speaking Czech or English.

const smtp = await startFakeSmtp()
afterAll(() => smtp.close())
const { app } = await startTestApp({ smtpUrl: smtp.smtpUrl, publicRateLimit: 100_000 })
let house: House
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })

beforeAll(async () => {
  house = await buildHouse(app)
  const settings = await ok(app, getAccommodationSettings, as())
  await ok(app, saveAccommodationSettings, {
    ...as(),
    // a deposit of 30 %: the booking's mail asks for it (a requested booking without one asks no payment yet)
    body: {
      ...settings,
      publicBooking: { autoConfirm: false, iban: 'CZ65 0800 0000 1920 0014 5399', depositPercent: 30 },
    },
  })
})

/** The mails sent to `to` since `from` (an index into the fake server's inbox). */
const mailsTo = (to: string, from: number) => smtp.received.slice(from).filter((mail) => mail.to.includes(to))

describe('a guest booking in German', () => {
  it('gets the confirmation e-mail in German, with dates and money as Germans write them', async () => {
    const before = smtp.received.length
    const body = publicBookingOf(house, { language: 'de' })
    const year = body.since.slice(0, 4)
    const booked = await ok(app, publicCreateReservation, { body, language: 'de-DE,de;q=0.9' })

    const [mail] = mailsTo('greta@example.se', before)
    expect(mail).toBeDefined()
    if (!mail) return
    expect(mailSubject(mail)).toContain(`Buchung ${booked.code}`)
    const text = mailText(mail)
    expect(text).toContain('Guten Tag Greta Lindqvist,')
    expect(text).toContain('vielen Dank für Ihre Buchung bei')
    expect(text).toContain(`Buchungsnummer: ${booked.code}`)
    expect(text).toContain(`Reisezeitraum: 10.08.${year} – 12.08.${year}`)
    // 2 nights × 1 000 Kč + the local fee of 2 adults × 2 nights × 20 Kč
    expect(text.replace(/\s/g, ' ')).toContain('Gesamtpreis: 2.080,00 CZK')
    expect(text).toContain('Variabelsymbol (Verwendungszweck):')
    // 30 % of 2 080 Kč = 624 Kč, and when the house answers
    expect(text.replace(/\s/g, ' ')).toContain('Anzahlung: 624,00 CZK')
    expect(text).toContain('per E-Mail innerhalb von 24 Stunden')
    expect(text).toContain(`(Online-Check-in): ${TEST_PUBLIC_URL}/guest/${booked.guestInfoToken}`)
    expect(text).not.toMatch(/Hello|Dobrý den/)
  })

  it('keeps German as the guest’s language: on the reservation and on the guest page', async () => {
    const booked = await ok(app, publicCreateReservation, {
      body: publicBookingOf(house, { language: 'de' }),
      language: 'de',
    })
    const found = await ok(app, searchReservations, { ...as(), query: { q: booked.code } })
    const id = found.items[0]?.id ?? ''
    const stay = await ok(app, reservationDetail, { ...as(), params: { slugs: house.slug, id } })
    expect(stay.contact.language).toBe('de')
    const page = await ok(app, publicGetGuestInfo, { params: { id: booked.guestInfoToken }, language: 'en' })
    expect(page.language).toBe('de')
  })

  it('gets the staff’s reminder in German first, English below', async () => {
    const booked = await ok(app, publicCreateReservation, { body: publicBookingOf(house, { language: 'de' }) })
    const found = await ok(app, searchReservations, { ...as(), query: { q: booked.code } })
    const before = smtp.received.length
    await ok(app, sendAccommodationReminder, { ...as(), params: { slugs: house.slug, id: found.items[0]?.id ?? '' } })
    const [mail] = mailsTo('greta@example.se', before)
    expect(mail && mailSubject(mail)).toContain(`Buchung ${booked.code} / booking ${booked.code}`)
    const text = mail ? mailText(mail) : ''
    expect(text.indexOf('Guten Tag Greta Lindqvist,')).toBe(0)
    expect(text).toContain(`Anreise: 10.08.${booked.since.slice(0, 4)}`)
    expect(text).toContain('Hello Greta Lindqvist,')
    expect(text).not.toContain('Dobrý den')
  })

  it('is told what is wrong with a booking in German', async () => {
    const refused = await call(app, publicCreateReservation, {
      body: { ...publicBookingOf(house, { language: 'de' }), consent: false, contact: { name: 'X', email: 'nope' } },
      language: 'de-DE,de;q=0.9,en;q=0.8',
    })
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    const byField = Object.fromEntries((refused.envelope?.messages ?? []).map((m) => [m.field, m.text]))
    expect(byField['contact.email']).toBe('Geben Sie eine gültige E-Mail-Adresse ein.')
    expect(byField.consent).toBe('Für die Buchung benötigen wir Ihre Zustimmung zur Verarbeitung Ihrer Daten.')

    const past = await call(app, publicCreateReservation, {
      body: publicBookingOf(house, { language: 'de', since: '2020-03-01', till: '2020-03-03' }),
      language: 'de',
    })
    expect(past.envelope?.messages[0]).toMatchObject({
      code: 'booking.inThePast',
      text: 'Die Anreise kann nicht in der Vergangenheit liegen.',
    })
  })

  it('is answered in English where a text has no German, and in Czech or English as before otherwise', async () => {
    const bad = { ...publicBookingOf(house), contact: { name: 'X', email: 'nope' } }
    const english = await call(app, publicCreateReservation, { body: bad, language: 'en-GB' })
    expect(english.envelope?.messages[0]?.text).toBe('Enter a valid e-mail address.')
    const french = await call(app, publicCreateReservation, { body: bad, language: 'fr-FR' })
    expect(french.envelope?.messages[0]?.text).toBe('Zadejte platnou e-mailovou adresu.')
  })
})

describe('the staff app', () => {
  it('answers a German browser in Czech: it speaks cs and en only', async () => {
    const refused = await call(app, saveResourceGroup, { ...as(), body: { name: '' }, language: 'de-DE,de' })
    expect(refused.envelope?.messages[0]).toMatchObject({ field: 'name', text: 'Vyplňte toto pole.' })
  })
})
