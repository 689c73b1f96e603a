import type { GuestInfo, Invoice, PublicBookingResult, Reservation } from '@innkeep/contract'
import QRCode from 'qrcode'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import { formatDate, formatMoney } from '../../lib/format.ts'
import { mailedAbout, sendMail } from '../mail/mail.service.ts'

interface Deps {
  db: Db
  mailer: Mailer | null
  publicUrl: string
}

/** Each room of a booking of several: its name, code and price. */
function roomLines(booking: PublicBookingResult, lang: 'cs' | 'en') {
  return (booking.rooms ?? []).map(
    (room) => `  – ${room.resourceName} (${room.code}): ${formatMoney(room.price.total, room.price.currency, lang)}`,
  )
}

/** What to pay and how: the deposit request (or the whole) by its symbol, as the attached QR asks. */
function paymentLines(payment: NonNullable<GuestInfo['payment']>, booking: PublicBookingResult, lang: 'cs' | 'en') {
  const currency = booking.price.currency
  const amount = formatMoney(payment.amount, currency, lang)
  const deposit = payment.amount < (booking.total ?? booking.price.total)
  return lang === 'cs'
    ? [
        '',
        `${deposit ? 'Záloha k úhradě' : 'K úhradě'}: ${amount}`,
        `Účet (IBAN): ${payment.iban}`,
        `Variabilní symbol: ${payment.variableSymbol}`,
        'Zaplatit můžete i QR kódem v příloze (QR Platba).',
      ]
    : [
        '',
        `${deposit ? 'Deposit to pay' : 'To pay'}: ${amount}`,
        `Account (IBAN): ${payment.iban}`,
        `Variable symbol: ${payment.variableSymbol}`,
        'Czech banking apps can pay it with the attached QR code.',
      ]
}

/** The SPAYD QR payment as a PNG attachment. */
async function qrAttachment(spayd: string) {
  const content = await QRCode.toBuffer(spayd, { errorCorrectionLevel: 'M', margin: 2, width: 320 })
  return { filename: 'qr-platba.png', content, contentType: 'image/png' }
}

/** The guest's confirmation with the code and the guest-info link, and a note to the staff. */
export async function mailNewBooking(
  deps: Deps,
  access: WorkspaceAccess,
  booking: PublicBookingResult,
  guest: { name: string; email: string; language: 'cs' | 'en'; payment: GuestInfo['payment'] },
) {
  const company = access.workspace.name
  const link = `${deps.publicUrl}/guest/${booking.guestInfoToken}`
  const lang = guest.language
  const dates = `${formatDate(booking.since, lang)} – ${formatDate(booking.till, lang)}`
  const total = formatMoney(booking.total ?? booking.price.total, booking.price.currency, lang)
  const requested = booking.status === 'REQUESTED'
  const rooms = (booking.rooms ?? []).length > 1 ? roomLines(booking, lang) : []
  const pay = guest.payment ? paymentLines(guest.payment, booking, lang) : []
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
          ...rooms,
          `Cena celkem: ${total}`,
          ...pay,
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
          ...rooms,
          `Total: ${total}`,
          ...pay,
          '',
          `Please fill in the guests' details here: ${link}`,
        ]
  const subject = lang === 'cs' ? `${company}: rezervace ${booking.code}` : `${company}: booking ${booking.code}`
  const attachments = guest.payment ? [await qrAttachment(guest.payment.spayd)] : []
  await sendMail(deps, access.workspace.id, {
    to: guest.email,
    subject,
    text: text.join('\n'),
    entity: 'RESERVATION',
    ...(attachments.length > 0 ? { attachments } : {}),
  })
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
  const company = workspace.name
  const link = `${deps.publicUrl}/guest/${reservation.guestInfoToken}`
  const paid = formatMoney(proforma.paidAmount, proforma.currency, lang)
  const dates = `${formatDate(reservation.since, lang)} – ${formatDate(reservation.till, lang)}`
  const confirmed = reservation.status === 'CONFIRMED'
  const text =
    lang === 'cs'
      ? [
          `Dobrý den, ${reservation.contact.name},`,
          '',
          `přijali jsme vaši zálohu ${paid} (zálohová faktura ${proforma.number}).`,
          confirmed ? `Vaše rezervace v ${company} je potvrzená.` : `Rezervaci v ${company} potvrdíme co nejdříve.`,
          `Kód rezervace: ${reservation.code}`,
          `Termín: ${dates}`,
          '',
          `Údaje o hostech a co zbývá zaplatit najdete zde: ${link}`,
        ]
      : [
          `Hello ${reservation.contact.name},`,
          '',
          `we have received your deposit of ${paid} (deposit invoice ${proforma.number}).`,
          confirmed
            ? `Your booking at ${company} is confirmed.`
            : `We will confirm your booking at ${company} shortly.`,
          `Booking code: ${reservation.code}`,
          `Dates: ${dates}`,
          '',
          `The guests' details and what is left to pay: ${link}`,
        ]
  const subject =
    lang === 'cs'
      ? `${company}: záloha přijata, rezervace ${reservation.code}`
      : `${company}: deposit received, booking ${reservation.code}`
  await sendMail(deps, workspace.id, { to, subject, text: text.join('\n'), entity: 'DEPOSIT', entityId: proforma.id })
}
