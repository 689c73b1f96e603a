import type { RentalRecord } from '@innkeep/contract'
import type { Language } from '../i18n/language.ts'
import { fill } from './rental-contract.text.ts'
import { GREY, MARGIN, type Sheet } from './rental-contract-sheet.ts'

// The handover and return table of the rental contract PDF: what was written down, or blank lines
// to fill in by hand at the handover.

type Cell =
  | { kind: 'text'; text: string }
  | { kind: 'fuel'; eighths: number | null }
  | { kind: 'blank'; height: number; hint?: string }

interface Row {
  label: string
  cells: [Cell, Cell]
}

const LOCALES: Record<Language, string> = { cs: 'cs-CZ', en: 'en-GB' }
const times = new Map<string, Intl.DateTimeFormat>()
/** A long damage note is cut here rather than pushed over the page. */
const MAX_CELL_HEIGHT = 240
const BOX = 9

/** `1. 7. 2027 9:30` (cs) / `1 Jul 2027, 09:30` (en) in the workspace's time zone. */
function dateTime(iso: string, language: Language, timeZone: string): string {
  const key = `${language} ${timeZone}`
  let format = times.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: language === 'cs' ? 'numeric' : 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    })
    times.set(key, format)
  }
  return format.format(new Date(iso))
}

const text = (value: string): Cell => ({ kind: 'text', text: value })
const blank = (height: number, hint?: string): Cell => ({ kind: 'blank', height, ...(hint ? { hint } : {}) })

function depositCells({ t, money }: Sheet, handover: RentalRecord | null, back: RentalRecord | null): [Cell, Cell] {
  const taken = handover?.depositTaken ?? null
  const methods = Object.values(t.methods).join(' · ')
  const takenCell =
    taken === null
      ? blank(22, methods)
      : taken === 0
        ? text(t.noDeposit)
        : text(
            fill(t.depositTaken, {
              amount: money(taken),
              method: handover?.depositMethod ? t.methods[handover.depositMethod] : '',
            }).trim(),
          )
  const returned = back?.depositReturned ?? null
  if (returned === null) return [takenCell, blank(22)]
  const withheld = (taken ?? 0) - returned
  const lines = [fill(t.depositBack, { amount: money(returned) })]
  if (withheld > 0) lines.push(fill(t.withheld, { amount: money(withheld), reason: back?.depositWithheldReason ?? '' }))
  return [takenCell, text(lines.join('\n'))]
}

function recordRows(sheet: Sheet): Row[] {
  const { t, print, number } = sheet
  const { handover, return: back } = print.detail
  const records = [handover, back] as const
  const each = (cell: (record: RentalRecord, i: number) => Cell, empty: Cell): [Cell, Cell] => [
    handover ? cell(handover, 0) : empty,
    back ? cell(back, 1) : empty,
  ]
  const mileage = (record: RentalRecord, i: number) => {
    const km = `${number(record.mileage)} km`
    if (i === 0 || !handover) return text(km)
    return text(`${km}\n${fill(t.driven, { km: number(record.mileage - handover.mileage) })}`)
  }
  return [
    { label: t.at, cells: each((r) => text(dateTime(r.at, print.language, print.timeZone)), blank(16)) },
    { label: t.mileage, cells: each(mileage, blank(16, 'km')) },
    {
      label: t.fuel,
      cells: [
        { kind: 'fuel', eighths: records[0]?.fuelEighths ?? null },
        { kind: 'fuel', eighths: records[1]?.fuelEighths ?? null },
      ],
    },
    { label: t.damage, cells: each((r) => text(r.damageNotes || t.none), blank(44)) },
    { label: t.deposit, cells: depositCells(sheet, handover, back) },
    { label: t.recordedBy, cells: each((r) => text(r.recordedBy), blank(16)) },
  ]
}

function heightOf({ doc }: Sheet, cell: Cell, width: number): number {
  if (cell.kind === 'fuel') return BOX + 1
  if (cell.kind === 'blank') return cell.height
  return Math.min(doc.heightOfString(cell.text, { width }), MAX_CELL_HEIGHT)
}

/** Eight boxes, as many filled as eighths in the tank; empty boxes to tick by hand while not written. */
function drawFuel({ doc }: Sheet, eighths: number | null, x: number, y: number) {
  for (let i = 0; i < 8; i++) {
    const left = x + i * (BOX + 2)
    doc.lineWidth(0.6).rect(left, y, BOX, BOX)
    if (eighths !== null && i < eighths) doc.fillAndStroke('#333333', '#333333')
    else doc.stroke(GREY)
  }
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#000')
    .text(eighths === null ? '…/8' : `${eighths}/8`, x + 8 * (BOX + 2) + 4, y, { lineBreak: false })
}

function drawCell(sheet: Sheet, cell: Cell, x: number, y: number, width: number) {
  const { doc } = sheet
  if (cell.kind === 'fuel') return drawFuel(sheet, cell.eighths, x, y)
  if (cell.kind === 'text') {
    doc.font('regular').fontSize(9).fillColor('#000')
    doc.text(cell.text, x, y, { width, height: MAX_CELL_HEIGHT, ellipsis: true })
    return
  }
  const line = y + cell.height - 2
  doc
    .moveTo(x, line)
    .lineTo(x + width, line)
    .lineWidth(0.6)
    .dash(1, { space: 2 })
    .strokeColor(GREY)
    .stroke()
    .undash()
  if (cell.hint)
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(GREY)
      .text(cell.hint, x, line - 9, { width, align: 'right', lineBreak: false })
}

/** The table: a row per thing written down, a column for the handover and one for the return. */
export function drawRecords(sheet: Sheet) {
  const { doc, t, width } = sheet
  const labelWidth = 130
  const cellWidth = (width - labelWidth) / 2
  const inner = cellWidth - 10
  let y = doc.y
  doc.rect(MARGIN, y, width, 18).fill('#f1f3f5')
  doc.font('bold').fontSize(9).fillColor('#000')
  doc.text(t.handover, MARGIN + labelWidth + 4, y + 5, { width: inner })
  doc.text(t.return, MARGIN + labelWidth + cellWidth + 4, y + 5, { width: inner })
  y += 22
  for (const row of recordRows(sheet)) {
    doc.font('regular').fontSize(9)
    const height = Math.max(
      11,
      doc.heightOfString(row.label, { width: labelWidth - 8 }),
      ...row.cells.map((cell) => heightOf(sheet, cell, inner)),
    )
    if (y + height > doc.page.height - MARGIN - 20) {
      doc.addPage()
      y = MARGIN
    }
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(GREY)
      .text(row.label, MARGIN + 4, y, { width: labelWidth - 8 })
    row.cells.forEach((cell, i) => {
      drawCell(sheet, cell, MARGIN + labelWidth + i * cellWidth + 4, y, inner)
    })
    y += height + 6
    doc
      .moveTo(MARGIN, y - 3.5)
      .lineTo(MARGIN + width, y - 3.5)
      .lineWidth(0.5)
      .strokeColor('#e5e5e5')
      .stroke()
  }
  doc.y = y
}
