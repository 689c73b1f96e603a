import type { Reservation } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import type { GuestLanguage } from '../../i18n/language.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import { formatDate, formatMoney } from '../../lib/format.ts'
import { sendMail } from '../mail/mail.service.ts'
import { getReservation } from './reservations.service.ts'

interface Deps {
  db: Db
  mailer: Mailer | null
  publicUrl: string
}

/** The reminder's lines in one language (a German guest's reminder has German first, English below). */
function reminderLines(r: Reservation, company: string, link: string, lang: GuestLanguage): string[] {
  const money = formatMoney(r.price.total, r.price.currency, lang)
  const since = formatDate(r.since, lang)
  const till = formatDate(r.till, lang)
  switch (lang) {
    case 'cs':
      return [
        `Dobrý den, ${r.contact.name},`,
        '',
        `těšíme se na Vás v ${company}.`,
        `Rezervace: ${r.code}`,
        `Příjezd: ${since}, odjezd: ${till}`,
        `Ubytování: ${r.resourceName}`,
        `Cena celkem: ${money}${r.paid ? ' (zaplaceno)' : ''}`,
        '',
        `Prosíme, vyplňte předem údaje o hostech (zákon to vyžaduje): ${link}`,
      ]
    case 'en':
      return [
        `Hello ${r.contact.name},`,
        '',
        `we look forward to welcoming you at ${company}.`,
        `Booking: ${r.code}`,
        `Arrival: ${since}, departure: ${till}`,
        `Stay: ${r.resourceName}`,
        `Total: ${money}${r.paid ? ' (paid)' : ''}`,
        '',
        `Please fill in the guests' details before you arrive (required by law): ${link}`,
      ]
    case 'de':
      return [
        `Guten Tag ${r.contact.name},`,
        '',
        `wir freuen uns auf Ihren Besuch bei ${company}.`,
        `Buchungsnummer: ${r.code}`,
        `Anreise: ${since}, Abreise: ${till}`,
        `Unterkunft: ${r.resourceName}`,
        `Gesamtpreis: ${money}${r.paid ? ' (bezahlt)' : ''}`,
        '',
        `Bitte tragen Sie die Gästedaten vor der Anreise ein (gesetzlich vorgeschrieben): ${link}`,
      ]
  }
}

/**
 * The guest may read either language: Czech first, English below; a guest who booked in German
 * (only the booking page knows) gets German first, then English.
 */
function reminderText(r: Reservation, company: string, link: string): { subject: string; text: string } {
  const german = r.contact.language === 'de'
  const [first, second] = german ? (['de', 'en'] as const) : (['cs', 'en'] as const)
  return {
    subject: german
      ? `${company}: Buchung ${r.code} / booking ${r.code}`
      : `${company}: rezervace ${r.code} / booking ${r.code}`,
    text: [
      ...reminderLines(r, company, link, first),
      '',
      '—',
      '',
      ...reminderLines(r, company, link, second),
      '',
      company,
    ].join('\n'),
  }
}

export async function sendReminder(deps: Deps, access: WorkspaceAccess, id: string) {
  const reservation = await getReservation(deps.db, access.workspace.id, id)
  if (reservation.status === 'CANCELED' || reservation.status === 'CHECKED_OUT') {
    throw validation(undefined, 'reservation.closed')
  }
  if (!reservation.contact.email) throw validation('contact.email', 'reminder.noEmail')
  const link = `${deps.publicUrl}/guest/${reservation.guestInfoToken}`
  const mail = reminderText(reservation, access.workspace.name, link)
  const result = await sendMail(deps, access.workspace.id, {
    to: reservation.contact.email,
    ...mail,
    entity: 'RESERVATION',
    entityId: reservation.id,
    reservationId: reservation.id,
    kind: 'REMINDER',
    secret: link,
  })
  if (result.status === 'FAILED') throw validation(undefined, 'mail.failed', { error: result.error ?? '' })
  return { sentTo: reservation.contact.email, sentAt: new Date().toISOString(), delivered: result.status === 'SENT' }
}
