import type { Notification } from '@innkeep/contract'
import type { Language } from '../../i18n/language.ts'
import { formatDate, formatMoney } from '../../lib/format.ts'

/** What one notification says in an e-mail or a push, and where in the app it leads. */
export interface NotificationText {
  title: string
  body: string
  /** Path in the staff app below the workspace slug (`/reservations/…`). */
  path: string
}

const stay = (s: { since: string; till: string }, lang: Language) =>
  `${formatDate(s.since, lang)} – ${formatDate(s.till, lang)}`

export function notificationText(n: Notification, lang: Language): NotificationText {
  const cs = lang === 'cs'
  switch (n.kind) {
    case 'BOOKING_CREATED': {
      const b = n.booking
      const waiting = b.status === 'REQUESTED'
      return {
        title: cs ? `Nová rezervace z webu: ${b.guestName}` : `New booking from the website: ${b.guestName}`,
        body: [
          `${b.resourceName}, ${stay(b, lang)}`,
          `${formatMoney(b.total, b.currency, lang)} · ${b.code}`,
          waiting
            ? cs
              ? 'Čeká na vaše potvrzení.'
              : 'Waits for your confirmation.'
            : cs
              ? 'Potvrzená.'
              : 'Confirmed.',
        ].join('\n'),
        path: `/reservations/${b.reservationId}`,
      }
    }
    case 'GUEST_INFO_FILLED': {
      const g = n.guestInfo
      return {
        title: cs ? `Host vyplnil údaje: ${g.guestName}` : `Guest details filled in: ${g.guestName}`,
        body: [
          `${g.resourceName}, ${stay(g, lang)} · ${g.code}`,
          cs ? `Hostů ve formuláři: ${g.guests}` : `Guests on the form: ${g.guests}`,
        ].join('\n'),
        path: `/reservations/${g.reservationId}`,
      }
    }
    case 'PAYMENT_MATCHED': {
      const p = n.payment
      const amount = formatMoney(p.amount, p.currency, lang)
      if (p.count > 1 || !p.invoiceId) {
        return {
          title: cs ? `Spárované platby: ${p.count}` : `Payments matched: ${p.count}`,
          body: cs ? `Celkem ${amount} přiřazeno k fakturám.` : `${amount} in total matched to invoices.`,
          path: '/bank/items',
        }
      }
      return {
        title: cs
          ? `Platba spárována: faktura ${p.invoiceNumber ?? ''}`
          : `Payment matched: invoice ${p.invoiceNumber ?? ''}`,
        body: cs ? `${amount} od ${p.payer || 'neznámého plátce'}` : `${amount} from ${p.payer || 'an unknown payer'}`,
        path: `/invoices/${p.invoiceId}`,
      }
    }
    case 'BOOKING_AUTO_CANCELED': {
      const b = n.booking
      const due = b.depositDue ? formatDate(b.depositDue, lang) : null
      return {
        title: cs ? `Nezaplacená poptávka zrušena: ${b.guestName}` : `Unpaid request canceled: ${b.guestName}`,
        body: [
          `${b.resourceName}, ${stay(b, lang)}`,
          `${formatMoney(b.total, b.currency, lang)} · ${b.code}`,
          due
            ? cs
              ? `Záloha splatná ${due} nebyla zaplacena.`
              : `The deposit due ${due} was not paid.`
            : cs
              ? 'Záloha nebyla včas zaplacena.'
              : 'The deposit was not paid in time.',
        ].join('\n'),
        path: `/reservations/${b.reservationId}`,
      }
    }
  }
}
