import type { AccommodationStatistics } from '@innkeep/contract'
import type { Language } from '../../i18n/language.ts'

const TEXT = {
  cs: {
    columns: ['Země trvalého bydliště', 'Kód země', 'Počet hostů (příjezdy)', 'Počet přenocování'],
    residents: 'Rezidenti (Česko)',
    nonResidents: 'Nerezidenti celkem',
    unknown: 'Země neznámá',
    total: 'Celkem',
    capacity: ['Pokoje', 'Lůžka', 'Místa pro stany a karavany', 'Dny provozu v měsíci'],
    month: 'Měsíc',
    // Czech spreadsheets read a decimal comma, so their lists are separated by semicolons
    separator: ';',
  },
  en: {
    columns: ['Country of residence', 'Country code', 'Guests (arrivals)', 'Nights'],
    residents: 'Residents (Czechia)',
    nonResidents: 'Non-residents in total',
    unknown: 'Country unknown',
    total: 'Total',
    capacity: ['Rooms', 'Beds', 'Places for tents and caravans', 'Days open in the month'],
    month: 'Month',
    separator: ',',
  },
} satisfies Record<Language, { columns: string[]; capacity: string[]; [key: string]: string | string[] }>

function quoted(cell: string, separator: string): string {
  return /["\r\n]/.test(cell) || cell.includes(separator) ? `"${cell.replace(/"/g, '""')}"` : cell
}

/**
 * The report as a CSV file a spreadsheet opens with Czech letters intact (UTF-8 with a byte order
 * mark, CRLF): the month, a row per country of residence with the totals, then the capacity.
 */
export function statisticsCsv(report: AccommodationStatistics, language: Language): string {
  const text = TEXT[language]
  const line = (cells: (string | number)[]) =>
    cells.map((cell) => quoted(String(cell), text.separator)).join(text.separator)
  const { capacity } = report
  const lines = [
    line([text.month, report.month]),
    '',
    line(text.columns),
    line([text.residents, 'CZE', report.residents.guests, report.residents.nights]),
    line([text.nonResidents, '', report.nonResidents.guests, report.nonResidents.nights]),
    ...report.countries.map((row) => line([row.name, row.country, row.guests, row.nights])),
    ...(report.unknown.guests + report.unknown.nights > 0
      ? [line([text.unknown, '', report.unknown.guests, report.unknown.nights])]
      : []),
    line([text.total, '', report.totals.guests, report.totals.nights]),
    '',
    ...[capacity.rooms, capacity.beds, capacity.places, capacity.daysOpen].map((value, i) =>
      line([text.capacity[i] ?? '', value]),
    ),
  ]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
