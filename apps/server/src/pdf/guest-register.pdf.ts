import type { RegisterEntry } from '@innkeep/contract'
import PDFDocument from 'pdfkit'
import type { z } from 'zod'
import type { Language } from '../i18n/language.ts'
import { formatDate } from '../lib/format.ts'
import { FONTS } from './fonts.ts'

type Entry = z.infer<typeof RegisterEntry>

const TEXT = {
  cs: {
    title: 'Evidenční kniha ubytovaných',
    period: 'Období',
    columns: ['Pobyt', 'Příjmení a jméno', 'Narozen(a)', 'Občanství', 'Adresa', 'Doklad', 'Pokoj'],
    count: 'Počet hostů',
  },
  en: {
    title: 'Guest register',
    period: 'Period',
    columns: ['Stay', 'Name', 'Born', 'Nationality', 'Address', 'Document', 'Room'],
    count: 'Guests',
  },
}
const WIDTHS = [110, 120, 60, 55, 220, 110, 105]

/** The register on landscape A4 pages, one row per guest, headers repeated on every page. */
export function renderGuestRegister(
  entries: Entry[],
  meta: { company: string; from: string; till: string },
  language: Language,
): Promise<Buffer> {
  const t = TEXT[language]
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30, info: { Title: t.title } })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  const date = (d: string) => formatDate(d, language)

  doc.font('bold').fontSize(16).text(t.title)
  doc
    .font('regular')
    .fontSize(10)
    .text(`${meta.company} · ${t.period}: ${date(meta.from)} – ${date(meta.till)}`)
  let y = doc.y + 10
  const row = (cells: string[], bold = false) => {
    const height =
      Math.max(
        ...cells.map((c, i) =>
          doc
            .font(bold ? 'bold' : 'regular')
            .fontSize(8)
            .heightOfString(c, { width: (WIDTHS[i] ?? 80) - 6 }),
        ),
      ) + 6
    if (y + height > doc.page.height - 40) {
      doc.addPage()
      y = 30
      if (!bold) row(t.columns, true)
    }
    let x = 30
    for (const [i, cell] of cells.entries()) {
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(8)
        .text(cell, x + 3, y + 3, { width: (WIDTHS[i] ?? 80) - 6 })
      x += WIDTHS[i] ?? 80
    }
    doc
      .moveTo(30, y + height)
      .lineTo(x, y + height)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke()
    y += height
  }
  row(t.columns, true)
  for (const e of entries) {
    row([
      `${date(e.since)} – ${date(e.till)}\n${e.reservationCode}`,
      `${e.lastName} ${e.firstName}`,
      e.birthDate ? date(e.birthDate) : '',
      e.nationality ?? '',
      e.address,
      [e.documentType, e.documentNumber].filter(Boolean).join(' '),
      e.resourceName,
    ])
  }
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#000000')
    .text(`${t.count}: ${entries.length}`, 30, y + 10)
  doc.end()
  return done
}
