import type { ResourceReport } from '@innkeep/contract'
import PDFDocument from 'pdfkit'
import type { Language } from '../i18n/language.ts'
import { formatMoney } from '../lib/format.ts'
import { FONTS } from './fonts.ts'

const TEXT = {
  cs: {
    title: 'Přehled obsazenosti',
    resource: 'Pokoj / místo',
    nights: 'Noci',
    guestNights: 'Osobonoci',
    revenue: 'Tržba',
    fee: 'Poplatek',
    total: 'Celkem',
    occupancy: 'Obsazenost',
  },
  en: {
    title: 'Occupancy report',
    resource: 'Room / place',
    nights: 'Nights',
    guestNights: 'Guest nights',
    revenue: 'Revenue',
    fee: 'Local fee',
    total: 'Total',
    occupancy: 'Occupancy',
  },
}

/** The month's occupancy grid on a landscape A4 page: the same numbers as the data call. */
export function renderResourceReport(report: ResourceReport, company: string, language: Language): Promise<Buffer> {
  const t = TEXT[language]
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 30,
    info: { Title: `${t.title} ${report.month}/${report.year}` },
  })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  doc.registerFont('condensed', FONTS.condensed)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))

  const monthName = new Intl.DateTimeFormat(language === 'cs' ? 'cs-CZ' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(report.year, report.month - 1, 1)))
  doc.font('bold').fontSize(16).text(`${t.title} – ${monthName}`)
  doc.font('regular').fontSize(10).text(company).moveDown(0.8)

  const nameWidth = 120
  const numbers = [55, 60, 80, 70]
  const dayWidth = (doc.page.width - 60 - nameWidth - numbers.reduce((a, b) => a + b, 0)) / report.days.length
  const rowHeight = 16
  let y = doc.y
  const header = [t.nights, t.guestNights, t.revenue, t.fee]
  doc.font('bold').fontSize(7)
  doc.text(t.resource, 30, y + 4, { width: nameWidth })
  for (const [i, day] of report.days.entries()) {
    doc.text(String(Number(day.slice(8))), 30 + nameWidth + i * dayWidth, y + 4, { width: dayWidth, align: 'center' })
  }
  let x = 30 + nameWidth + report.days.length * dayWidth
  header.forEach((label, i) => {
    doc.text(label, x, y + 4, { width: numbers[i] ?? 50, align: 'right' })
    x += numbers[i] ?? 50
  })
  y += rowHeight

  const money = (minor: number) => formatMoney(minor, report.currency, language)
  const row = (name: string, nights: (string | null)[], values: string[], bold = false) => {
    if (y > doc.page.height - 50) {
      doc.addPage()
      y = 30
    }
    doc.font(bold ? 'bold' : 'condensed').fontSize(7.5)
    doc.text(name, 30, y + 4, { width: nameWidth, ellipsis: true, height: rowHeight })
    nights.forEach((code, i) => {
      const cellX = 30 + nameWidth + i * dayWidth
      doc
        .rect(cellX, y + 1, dayWidth, rowHeight - 2)
        .lineWidth(0.3)
        .fillAndStroke(code ? '#4c6ef5' : '#ffffff', '#c8c8c8')
    })
    doc.fillColor('#000000')
    let cx = 30 + nameWidth + nights.length * dayWidth
    values.forEach((value, i) => {
      doc.text(value, cx, y + 4, { width: numbers[i] ?? 50, align: 'right' })
      cx += numbers[i] ?? 50
    })
    y += rowHeight
  }
  for (const r of report.resources) {
    row(r.resourceName, r.nights, [
      String(r.occupiedNights),
      String(r.guestNights),
      money(r.revenue),
      money(r.localFee),
    ])
  }
  const totals = report.totals
  row(
    t.total,
    report.days.map(() => null),
    [String(totals.occupiedNights), String(totals.guestNights), money(totals.revenue), money(totals.localFee)],
    true,
  )
  doc
    .font('regular')
    .fontSize(9)
    .text(
      `${t.occupancy}: ${totals.occupancyPercent.toLocaleString(language === 'cs' ? 'cs-CZ' : 'en-GB')} % (${totals.occupiedNights} / ${totals.availableNights})`,
      30,
      y + 10,
    )
  doc.end()
  return done
}
