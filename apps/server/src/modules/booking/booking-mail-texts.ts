import type { GuestLanguage } from '../../i18n/language.ts'

/** What the deposit-received e-mail says, in each language the booking page speaks (the booking's own mails are guest-mails templates). */
interface BookingMailTexts {
  hello: (name: string) => string
  confirmed: (company: string) => string
  code: string
  dates: string
  depositSubject: (company: string, code: string) => string
  depositReceived: (paid: string, proforma: string) => string
  willConfirm: (company: string) => string
  depositLink: (link: string) => string
}

export const BOOKING_MAIL: Record<GuestLanguage, BookingMailTexts> = {
  cs: {
    hello: (name) => `Dobrý den, ${name},`,
    confirmed: (company) => `Vaše rezervace v ${company} je potvrzená.`,
    code: 'Kód rezervace',
    dates: 'Termín',
    depositSubject: (company, code) => `${company}: záloha přijata, rezervace ${code}`,
    depositReceived: (paid, proforma) => `přijali jsme vaši zálohu ${paid} (zálohová faktura ${proforma}).`,
    willConfirm: (company) => `Rezervaci v ${company} potvrdíme co nejdříve.`,
    depositLink: (link) => `Údaje o hostech a co zbývá zaplatit najdete zde: ${link}`,
  },
  en: {
    hello: (name) => `Hello ${name},`,
    confirmed: (company) => `Your booking at ${company} is confirmed.`,
    code: 'Booking code',
    dates: 'Dates',
    depositSubject: (company, code) => `${company}: deposit received, booking ${code}`,
    depositReceived: (paid, proforma) => `we have received your deposit of ${paid} (deposit invoice ${proforma}).`,
    willConfirm: (company) => `We will confirm your booking at ${company} shortly.`,
    depositLink: (link) => `The guests' details and what is left to pay: ${link}`,
  },
  de: {
    hello: (name) => `Guten Tag ${name},`,
    confirmed: (company) => `Ihre Buchung bei ${company} ist bestätigt.`,
    code: 'Buchungsnummer',
    dates: 'Reisezeitraum',
    depositSubject: (company, code) => `${company}: Anzahlung erhalten, Buchung ${code}`,
    depositReceived: (paid, proforma) =>
      `wir haben Ihre Anzahlung von ${paid} erhalten (Anzahlungsrechnung ${proforma}).`,
    willConfirm: (company) => `Wir bestätigen Ihre Buchung bei ${company} so bald wie möglich.`,
    depositLink: (link) => `Die Gästedaten und den noch offenen Betrag finden Sie hier: ${link}`,
  },
}
