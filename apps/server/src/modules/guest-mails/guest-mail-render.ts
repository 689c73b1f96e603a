import {
  type CancellationPolicy,
  GUEST_MAIL_PLACEHOLDERS,
  type GuestLanguage,
  type GuestMailPlaceholder,
} from '@innkeep/contract'
import { formatDate, formatMoney, formatRate, nightsText } from '../../lib/format.ts'
import { daysBetween } from '../../lib/local-date.ts'
import { type MailTemplate, WORDS } from './guest-mail-texts.ts'

export type MailValues = Record<GuestMailPlaceholder, string>

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g
const KNOWN: readonly string[] = GUEST_MAIL_PLACEHOLDERS

/** The placeholders of a text the mails do not know (`{{guestNmae}}`), each once. */
export function unknownPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').filter((name) => !KNOWN.includes(name)))]
}

/**
 * A template filled in: each `{{placeholder}}` by its value; a line that held only placeholders left
 * empty disappears, and so do the blank lines that leaves behind. The subject is one line whatever a
 * value holds (a guest's name cannot add a header).
 */
export function fillTemplate(template: MailTemplate, values: MailValues): { subject: string; text: string } {
  const fill = (text: string) =>
    text.replace(PLACEHOLDER, (_, name: string) => values[name as GuestMailPlaceholder] ?? '')
  const lines = template.body.split(/\r?\n/).flatMap((line) => {
    const filled = fill(line)
    const onlyPlaceholders = line.trim() !== '' && line.replace(PLACEHOLDER, '').trim() === ''
    return onlyPlaceholders && filled.trim() === '' ? [] : [filled.trimEnd()]
  })
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  const subject = fill(template.subject)
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
  return { subject, text }
}

export interface MailStay {
  code: string
  since: string
  till: string
  guestName: string
  /** The booking's rooms not canceled, each with its price. */
  rooms: { name: string; total: number }[]
  currency: string
  /** What the booking costs with its extras. */
  total: number
  guestInfoToken: string
}

export interface MailHouse {
  name: string
  email: string
  phone: string
  address: string
  checkInFrom: string
  checkOutUntil: string
  directions: string
  reviewUrl: string
  publicUrl: string
}

export interface MailPayment {
  amount: number
  iban: string
  variableSymbol: string
  /** Less than the booking's total: a deposit. */
  deposit: boolean
  /** A stay in crowns paid from a euro account instead (the guest page's `euro`); null: none offered. */
  euro: { iban: string; amount: number; rate: number; rateDate: string | null } | null
}

/** The euro alternative as the mail says it: amount, account and the rate it was worked out at. */
function euroLine(euro: NonNullable<MailPayment['euro']>, language: GuestLanguage): string {
  const words = WORDS[language]
  const rate = (euro.rateDate ? words.rateCnb : words.rateOwn)
    .replace('{rate}', formatRate(euro.rate, language))
    .replace('{date}', euro.rateDate ? formatDate(euro.rateDate, language) : '')
  return words.euro
    .replace('{amount}', formatMoney(euro.amount, 'EUR', language))
    .replace('{iban}', euro.iban)
    .replace('{rate}', rate)
}

/** The booking's terms the mails tell: its cancellation policy, its deposit's due day, how soon the house answers. */
export interface MailTerms {
  cancellation: { policy: CancellationPolicy; freeUntil: string } | null
  depositDue: string | null
  replyWithinHours: number
  /** What a late cancel charged (minor units; 0: nothing), told in the cancellation mail. */
  cancellationFee?: number
}

/** The cancellation policy in one sentence of the guest's language ('' without one, or one that never charges). */
export function policyText(cancellation: MailTerms['cancellation'], language: GuestLanguage): string {
  if (!cancellation) return ''
  const { policy, freeUntil } = cancellation
  if (policy.feePercent === 0 && policy.noShowPercent === 0) return ''
  const words = WORDS[language]
  return (policy.feePercent === 0 ? words.policyFree : words.policy)
    .replace('{date}', formatDate(freeUntil, language))
    .replace('{fee}', String(policy.feePercent))
    .replace('{noShow}', String(policy.noShowPercent))
}

/** The values of the placeholders for a stay, in the guest's language. */
export function mailValues(
  stay: MailStay,
  house: MailHouse,
  payment: MailPayment | null,
  language: GuestLanguage,
  terms: MailTerms,
): MailValues {
  const words = WORDS[language]
  const contact = [
    house.name,
    house.address,
    house.phone ? `${words.phone}: ${house.phone}` : '',
    house.email ? `${words.email}: ${house.email}` : '',
  ]
  const paymentLines = payment
    ? [
        '',
        `${payment.deposit ? words.deposit : words.toPay}: ${formatMoney(payment.amount, stay.currency, language)}`,
        `${words.account}: ${payment.iban}`,
        `${words.symbol}: ${payment.variableSymbol}`,
        words.qr,
        ...(payment.euro ? [euroLine(payment.euro, language)] : []),
      ]
    : []
  return {
    guestName: stay.guestName,
    houseName: house.name,
    code: stay.code,
    arrival: formatDate(stay.since, language),
    departure: formatDate(stay.till, language),
    nights: nightsText(daysBetween(stay.since, stay.till), language),
    rooms: stay.rooms.map((room) => room.name).join(', '),
    total: formatMoney(stay.total, stay.currency, language),
    guestLink: `${house.publicUrl}/guest/${stay.guestInfoToken}`,
    payment: paymentLines.join('\n'),
    checkInFrom: house.checkInFrom,
    checkOutUntil: house.checkOutUntil,
    directions: house.directions,
    reviewLink: house.reviewUrl ? words.review.replace('{link}', house.reviewUrl) : '',
    houseContact: contact.filter(Boolean).join('\n'),
    cancellationPolicy: policyText(terms.cancellation, language),
    depositDue: terms.depositDue ? formatDate(terms.depositDue, language) : '',
    replyWithin: WORDS[language].replyWithin.replace('{hours}', String(terms.replyWithinHours)),
    cancellationFee: terms.cancellationFee
      ? WORDS[language].cancellationFee.replace('{amount}', formatMoney(terms.cancellationFee, stay.currency, language))
      : '',
  }
}
