import type { PublicBookingResult } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import { formatDate, formatMoney } from '../../lib/format.ts'
import { sendMail } from '../mail/mail.service.ts'

interface Deps {
  db: Db
  mailer: Mailer | null
  publicUrl: string
}

/** The guest's confirmation with the code and the guest-info link, and a note to the staff. */
export async function mailNewBooking(
  deps: Deps,
  access: WorkspaceAccess,
  booking: PublicBookingResult,
  guest: { name: string; email: string; language: 'cs' | 'en' },
) {
  const company = access.workspace.name
  const link = `${deps.publicUrl}/guest/${booking.guestInfoToken}`
  const lang = guest.language
  const dates = `${formatDate(booking.since, lang)} – ${formatDate(booking.till, lang)}`
  const total = formatMoney(booking.total ?? booking.price.total, booking.price.currency, lang)
  const requested = booking.status === 'REQUESTED'
  const text =
    lang === 'cs'
      ? [
          `Dobrý den, ${guest.name},`,
          '',
          requested
            ? `děkujeme za rezervaci v ${company}. Potvrdíme ji co nejdříve.`
            : `Vaše rezervace v ${company} je potvrzená.`,
          `Kód rezervace: ${booking.code}`,
          `Termín: ${dates}`,
          `Ubytování: ${booking.resourceName}`,
          `Cena celkem: ${total}`,
          '',
          `Údaje o hostech prosím vyplňte zde: ${link}`,
        ]
      : [
          `Hello ${guest.name},`,
          '',
          requested
            ? `thank you for booking at ${company}. We will confirm it shortly.`
            : `Your booking at ${company} is confirmed.`,
          `Booking code: ${booking.code}`,
          `Dates: ${dates}`,
          `Stay: ${booking.resourceName}`,
          `Total: ${total}`,
          '',
          `Please fill in the guests' details here: ${link}`,
        ]
  const subject = lang === 'cs' ? `${company}: rezervace ${booking.code}` : `${company}: booking ${booking.code}`
  await sendMail(deps, access.workspace.id, { to: guest.email, subject, text: text.join('\n'), entity: 'RESERVATION' })
  if (access.workspace.email) {
    await sendMail(deps, access.workspace.id, {
      to: access.workspace.email,
      subject: `Nová rezervace z webu: ${booking.code} (${booking.resourceName}, ${formatDate(booking.since, 'cs')})`,
      text: [
        `${guest.name} <${guest.email}>`,
        `${booking.resourceName}: ${formatDate(booking.since, 'cs')} – ${formatDate(booking.till, 'cs')}`,
        `Cena: ${formatMoney(booking.total ?? booking.price.total, booking.price.currency, 'cs')}`,
        `Stav: ${requested ? 'čeká na potvrzení' : 'potvrzená'}`,
      ].join('\n'),
      entity: 'RESERVATION',
    })
  }
}
