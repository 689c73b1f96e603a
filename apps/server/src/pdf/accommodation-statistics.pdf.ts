import type { AccommodationStatistics } from '@innkeep/contract'
import PDFDocument from 'pdfkit'
import type { Language } from '../i18n/language.ts'
import { FONTS } from './fonts.ts'

const TEXT = {
  cs: {
    title: 'Měsíční výkaz o kapacitě a návštěvnosti hromadného ubytovacího zařízení',
    form: 'Podklad pro výkaz ČSÚ CR 1-12',
    month: 'Měsíc',
    capacity: 'Kapacita',
    capacityRows: ['Pokoje', 'Lůžka', 'Místa pro stany a karavany', 'Dny provozu v měsíci'],
    columns: ['Země trvalého bydliště', 'Počet hostů', 'Počet přenocování'],
    residents: 'Rezidenti (Česko)',
    nonResidents: 'Nerezidenti celkem',
    unknown: 'Země neznámá',
    total: 'Celkem',
    reached: 'Zařízení má aspoň {rooms} pokojů nebo {beds} lůžek: patří do registru hromadných ubytovacích zařízení.',
    notReached: 'Zařízení nemá {rooms} pokojů ani {beds} lůžek: hromadným ubytovacím zařízením není.',
    notEnded: 'Měsíc ještě neskončil: čísla mohou růst.',
    withoutGuests: 'Pobyty bez zapsaných hostů (nezapočteny): {codes}',
  },
  en: {
    title: 'Monthly report on the capacity and occupancy of a collective accommodation establishment',
    form: 'For the ČSÚ form CR 1-12',
    month: 'Month',
    capacity: 'Capacity',
    capacityRows: ['Rooms', 'Beds', 'Places for tents and caravans', 'Days open in the month'],
    columns: ['Country of residence', 'Guests', 'Nights'],
    residents: 'Residents (Czechia)',
    nonResidents: 'Non-residents in total',
    unknown: 'Country unknown',
    total: 'Total',
    reached: 'The house has at least {rooms} rooms or {beds} beds: it is a collective accommodation establishment.',
    notReached:
      'The house has neither {rooms} rooms nor {beds} beds: it is not a collective accommodation establishment.',
    notEnded: 'The month is not over yet: the numbers may still grow.',
    withoutGuests: 'Stays with no guests written down (not counted): {codes}',
  },
}
const WIDTHS = [295, 120, 120]
const LEFT = 40

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))
}

/** The report on one A4 page (more when many countries): capacity, then guests and nights by country. */
export function renderAccommodationStatistics(
  report: AccommodationStatistics,
  meta: { company: string },
  language: Language,
): Promise<Buffer> {
  const t = TEXT[language]
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: t.title } })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  const number = new Intl.NumberFormat(language)
  const month = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${report.month}-15T00:00:00Z`),
  )

  doc.font('bold').fontSize(14).text(t.title)
  doc.font('regular').fontSize(10).text(`${meta.company} · ${t.month}: ${month} · ${t.form}`)
  let y = doc.y + 12
  const row = (cells: string[], bold = false) => {
    if (y + 18 > doc.page.height - 50) {
      doc.addPage()
      y = LEFT
    }
    let x = LEFT
    for (const [i, cell] of cells.entries()) {
      const width = (WIDTHS[i] ?? 100) - 8
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(9)
        .text(cell, x + 4, y + 4, { width, align: i === 0 ? 'left' : 'right' })
      x += WIDTHS[i] ?? 100
    }
    doc
      .moveTo(LEFT, y + 18)
      .lineTo(x, y + 18)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke()
    y += 18
  }
  const { capacity } = report
  row([t.capacity, '', ''], true)
  for (const [i, value] of [capacity.rooms, capacity.beds, capacity.places, capacity.daysOpen].entries())
    row([t.capacityRows[i] ?? '', number.format(value), ''])
  y += 12
  row(t.columns, true)
  const counts = (r: { guests: number; nights: number }) => [number.format(r.guests), number.format(r.nights)]
  row([t.residents, ...counts(report.residents)])
  row([t.nonResidents, ...counts(report.nonResidents)])
  for (const country of report.countries) row([`   ${country.name}`, ...counts(country)])
  if (report.unknown.guests + report.unknown.nights > 0) row([t.unknown, ...counts(report.unknown)])
  row([t.total, ...counts(report.totals)], true)

  const notes = [
    fill(report.threshold.reached ? t.reached : t.notReached, report.threshold.min),
    ...(report.monthEnded ? [] : [t.notEnded]),
    ...(report.staysWithoutGuests.length > 0
      ? [fill(t.withoutGuests, { codes: report.staysWithoutGuests.join(', ') })]
      : []),
  ]
  doc.font('regular').fontSize(9).fillColor('#000000')
  doc.text(notes.join('\n'), LEFT, y + 14, { width: WIDTHS.reduce((a, b) => a + b, 0) })
  doc.end()
  return done
}
