import type { ReservationSearchRow, ReservationSource, ReservationStatus } from '@innkeep/contract'
import type { Language } from '../../i18n/language.ts'
import { decimalAmount as amount, quoted, textCell } from '../../lib/csv.ts'

const TEXT = {
  cs: {
    columns: [
      'Kód',
      'Stav',
      'Zdroj',
      'Pokoj / místo',
      'Příjezd',
      'Odjezd',
      'Kontakt',
      'E-mail',
      'Telefon',
      'Hosté',
      'Počet hostů',
      'Cena',
      'Měna',
      'Zaplaceno',
      'Štítky',
      'Vytvořeno',
    ],
    status: {
      REQUESTED: 'Poptávka',
      CONFIRMED: 'Potvrzená',
      CHECKED_IN: 'Ubytován',
      CHECKED_OUT: 'Odhlášen',
      CANCELED: 'Zrušená',
    },
    source: {
      RECEPTION: 'Recepce',
      PHONE: 'Telefon',
      EMAIL: 'E-mail',
      WEB: 'Web',
      BOOKING_COM: 'Booking.com',
      AIRBNB: 'Airbnb',
      OTHER: 'Jiné',
    },
    yes: 'ano',
    no: 'ne',
    // Czech spreadsheets read a decimal comma, so their lists are separated by semicolons
    separator: ';',
    decimal: ',',
  },
  en: {
    columns: [
      'Code',
      'Status',
      'Source',
      'Room / place',
      'Arrival',
      'Departure',
      'Contact',
      'E-mail',
      'Phone',
      'Guests',
      'Number of guests',
      'Price',
      'Currency',
      'Paid',
      'Labels',
      'Created',
    ],
    status: {
      REQUESTED: 'Requested',
      CONFIRMED: 'Confirmed',
      CHECKED_IN: 'Checked in',
      CHECKED_OUT: 'Checked out',
      CANCELED: 'Canceled',
    },
    source: {
      RECEPTION: 'Reception',
      PHONE: 'Phone',
      EMAIL: 'E-mail',
      WEB: 'Web',
      BOOKING_COM: 'Booking.com',
      AIRBNB: 'Airbnb',
      OTHER: 'Other',
    },
    yes: 'yes',
    no: 'no',
    separator: ',',
    decimal: '.',
  },
} satisfies Record<
  Language,
  {
    columns: string[]
    status: Record<ReservationStatus, string>
    source: Record<ReservationSource, string>
    yes: string
    no: string
    separator: string
    decimal: string
  }
>

/**
 * The rows as a CSV file a spreadsheet opens with Czech letters intact: UTF-8 with a byte order mark,
 * CRLF line ends, quoted cells where needed, dates as `YYYY-MM-DD`.
 */
export function reservationsCsv(rows: readonly ReservationSearchRow[], language: Language): string {
  const text = TEXT[language]
  const line = (cells: string[]) => cells.map((cell) => quoted(cell, text.separator)).join(text.separator)
  const lines = [line(text.columns)]
  for (const row of rows) {
    lines.push(
      line([
        textCell(row.code),
        text.status[row.status],
        text.source[row.source],
        textCell(row.resourceName),
        row.since,
        row.till,
        textCell(row.contactName),
        textCell(row.contactEmail),
        textCell(row.contactPhone),
        textCell(row.guestNames),
        String(row.guestsTotal),
        amount(row.total, text.decimal),
        row.currency,
        row.paid ? text.yes : text.no,
        textCell(row.labels.map((label) => label.name).join(', ')),
        row.createdAt,
      ]),
    )
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
