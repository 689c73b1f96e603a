import type { Reservation } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import { formatDate, formatMoney } from '../../lib/format.ts'
import { sendMail } from '../mail/mail.service.ts'
import { getReservation } from './reservations.service.ts'

interface Deps {
  db: Db
  mailer: Mailer | null
  publicUrl: string
}

/** The guest may read either language: Czech first, English below. */
function reminderText(r: Reservation, company: string, link: string): { subject: string; text: string } {
  const money = (lang: 'cs' | 'en') => formatMoney(r.price.total, r.price.currency, lang)
  const cs = [
    `Dobrý den, ${r.contact.name},`,
    '',
    `těšíme se na Vás v ${company}.`,
    `Rezervace: ${r.code}`,
    `Příjezd: ${formatDate(r.since, 'cs')}, odjezd: ${formatDate(r.till, 'cs')}`,
    `Ubytování: ${r.resourceName}`,
    `Cena celkem: ${money('cs')}${r.paid ? ' (zaplaceno)' : ''}`,
    '',
    `Prosíme, vyplňte předem údaje o hostech (zákon to vyžaduje): ${link}`,
  ]
  const en = [
    `Hello ${r.contact.name},`,
    '',
    `we look forward to welcoming you at ${company}.`,
    `Booking: ${r.code}`,
    `Arrival: ${formatDate(r.since, 'en')}, departure: ${formatDate(r.till, 'en')}`,
    `Stay: ${r.resourceName}`,
    `Total: ${money('en')}${r.paid ? ' (paid)' : ''}`,
    '',
    `Please fill in the guests' details before you arrive (required by law): ${link}`,
  ]
  return {
    subject: `${company}: rezervace ${r.code} / booking ${r.code}`,
    text: [...cs, '', '—', '', ...en, '', company].join('\n'),
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
  })
  if (result.status === 'FAILED') throw validation(undefined, 'mail.failed', { error: result.error ?? '' })
  return { sentTo: reservation.contact.email, sentAt: new Date().toISOString() }
}
