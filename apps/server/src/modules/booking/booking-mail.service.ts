import type { Invoice, PublicBookingResult, Reservation } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import { formatDate, formatMoney } from '../../lib/format.ts'
import { mailedAbout, sendMail } from '../mail/mail.service.ts'
import { BOOKING_MAIL } from './booking-mail-texts.ts'

interface Deps {
  db: Db
  mailer: Mailer | null
  publicUrl: string
}

/** The staff's note of a new web booking (the guest's own mail is the guest-mails module's template). */
export async function mailStaffOfBooking(
  deps: Deps,
  access: WorkspaceAccess,
  booking: PublicBookingResult,
  guest: { name: string; email: string },
) {
  if (!access.workspace.email) return
  const requested = booking.status === 'REQUESTED'
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

/**
 * The guest's e-mail once a deposit request is paid in full: the money came, and the booking is
 * confirmed (as it is now — a paid deposit confirms a requested web booking where the workspace
 * says so). Sent once per deposit request, in the language the guest booked in.
 */
export async function mailDepositReceived(
  deps: Deps,
  workspace: WorkspaceAccess['workspace'],
  deposit: { proforma: Invoice; reservation: Reservation },
) {
  const { proforma, reservation } = deposit
  const to = reservation.contact.email
  if (!to || proforma.paidAmount < proforma.toPay) return
  if (await mailedAbout(deps.db, workspace.id, 'DEPOSIT', proforma.id)) return
  const lang = reservation.contact.language ?? 'cs'
  const texts = BOOKING_MAIL[lang]
  const company = workspace.name
  const link = `${deps.publicUrl}/guest/${reservation.guestInfoToken}`
  const paid = formatMoney(proforma.paidAmount, proforma.currency, lang)
  const dates = `${formatDate(reservation.since, lang)} – ${formatDate(reservation.till, lang)}`
  const confirmed = reservation.status === 'CONFIRMED'
  const text = [
    texts.hello(reservation.contact.name),
    '',
    texts.depositReceived(paid, proforma.number ?? ''),
    confirmed ? texts.confirmed(company) : texts.willConfirm(company),
    `${texts.code}: ${reservation.code}`,
    `${texts.dates}: ${dates}`,
    '',
    texts.depositLink(link),
  ]
  const subject = texts.depositSubject(company, reservation.code)
  await sendMail(deps, workspace.id, {
    to,
    subject,
    text: text.join('\n'),
    entity: 'DEPOSIT',
    entityId: proforma.id,
    reservationId: reservation.id,
    kind: 'DEPOSIT',
  })
}
