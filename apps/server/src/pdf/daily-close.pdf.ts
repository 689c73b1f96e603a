import type { CloseMethod, ClosePayment, DailyClose } from '@innkeep/contract'
import PDFDocument from 'pdfkit'
import type { Language } from '../i18n/language.ts'
import { formatDate, formatMoney } from '../lib/format.ts'
import { FONTS } from './fonts.ts'

const TEXT = {
  cs: {
    title: 'Uzávěrka dne',
    method: 'Způsob',
    reception: 'Recepce',
    restaurant: 'Restaurace',
    total: 'Celkem',
    taken: 'Přijato celkem',
    rooms: 'Na pokoj (zaplatí se s pobytem)',
    bills: (n: number) => `${n} ${n === 1 ? 'účet' : n >= 2 && n <= 4 ? 'účty' : 'účtů'}`,
    byPerson: 'Podle toho, kdo přijímal',
    person: 'Kdo',
    registers: 'Stav pokladen',
    cashIn: 'Příjem dne',
    cashOut: 'Výdej dne',
    balance: 'Stav na konci dne',
    payments: 'Platby dne',
    time: 'Čas',
    what: 'Za co',
    who: 'Přijal(a)',
    amount: 'Částka',
    none: 'Tento den nebyla přijata žádná platba.',
    handedOver: 'Předal(a)',
    received: 'Převzal(a)',
    methods: { cash: 'Hotově', card: 'Kartou', bank: 'Převodem', code: 'QR platba', room: 'Na pokoj' },
  },
  en: {
    title: 'Daily close',
    method: 'Method',
    reception: 'Reception',
    restaurant: 'Restaurant',
    total: 'Total',
    taken: 'Taken in all',
    rooms: 'Put on rooms (paid with the stay)',
    bills: (n: number) => `${n} ${n === 1 ? 'bill' : 'bills'}`,
    byPerson: 'By who took it',
    person: 'Who',
    registers: 'Cash registers',
    cashIn: 'In that day',
    cashOut: 'Out that day',
    balance: 'At the day’s end',
    payments: "The day's payments",
    time: 'Time',
    what: 'For',
    who: 'Taken by',
    amount: 'Amount',
    none: 'No payment was taken on this day.',
    handedOver: 'Handed over by',
    received: 'Received by',
    methods: { cash: 'Cash', card: 'Card', bank: 'Transfer', code: 'QR payment', room: 'To the room' },
  },
} as const

interface Column {
  width: number
  align?: 'left' | 'right'
}

/**
 * The day's close on A4 portrait, the same figures as the data call: by method, by person, room
 * bills, cash registers, every payment, and lines to sign when the cash is handed over.
 */
export function renderDailyClose(
  close: DailyClose,
  company: string,
  language: Language,
  timeZone = 'Europe/Prague',
): Promise<Buffer> {
  const t = TEXT[language]
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${t.title} ${close.date}` } })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  const money = (minor: number, currency = close.currency) => formatMoney(minor, currency, language)
  const method = (m: CloseMethod | ClosePayment['method']) => t.methods[m]
  const time = new Intl.DateTimeFormat(language === 'cs' ? 'cs-CZ' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  })

  const left = 40
  let y = 40
  const table = (columns: Column[], rows: string[][], boldRows: number[] = []) => {
    for (const [index, cells] of rows.entries()) {
      if (y > doc.page.height - 60) {
        doc.addPage()
        y = 40
      }
      doc.font(index === 0 || boldRows.includes(index) ? 'bold' : 'regular').fontSize(8.5)
      let x = left
      const height = Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i]?.width ?? 60) - 4 })),
      )
      cells.forEach((cell, i) => {
        const column = columns[i] ?? { width: 60 }
        doc.text(cell, x, y, { width: column.width - 4, align: column.align ?? 'left' })
        x += column.width
      })
      y += height + 4
      if (index === 0) {
        doc
          .moveTo(left, y - 2)
          .lineTo(left + columns.reduce((sum, c) => sum + c.width, 0), y - 2)
          .lineWidth(0.4)
          .stroke('#999999')
      }
    }
    y += 10
  }
  const heading = (text: string) => {
    if (y > doc.page.height - 100) {
      doc.addPage()
      y = 40
    }
    doc.font('bold').fontSize(11).text(text, left, y)
    y = doc.y + 6
  }

  doc
    .font('bold')
    .fontSize(16)
    .text(`${t.title} ${formatDate(close.date, language)}`, left, y)
  doc.font('regular').fontSize(10).text(company)
  y = doc.y + 14

  const right = { width: 95, align: 'right' } as const
  table(
    [{ width: 130 }, right, right, right],
    [
      [t.method, t.reception, t.restaurant, t.total],
      ...close.byMethod.map((m) => [method(m.method), money(m.reception), money(m.restaurant), money(m.total)]),
      [t.taken, '', '', money(close.total)],
    ],
    [close.byMethod.length + 1],
  )
  doc
    .font('regular')
    .fontSize(9)
    .text(`${t.rooms}: ${money(close.roomCharges.total)} (${t.bills(close.roomCharges.count)})`, left, y)
  y = doc.y + 14

  if (close.byPerson.length > 0) {
    heading(t.byPerson)
    table(
      [{ width: 130 }, ...close.byMethod.map(() => ({ width: 72, align: 'right' as const })), right],
      [
        [t.person, ...close.byMethod.map((m) => method(m.method)), t.total],
        ...close.byPerson.map((p) => [p.by, ...p.byMethod.map((m) => money(m.total)), money(p.total)]),
      ],
    )
  }
  if (close.cashRegisters.length > 0) {
    heading(t.registers)
    table(
      [{ width: 225 }, right, right, right],
      [
        ['', t.cashIn, t.cashOut, t.balance],
        ...close.cashRegisters.map((r) => [
          r.name,
          money(r.received ?? 0, r.currency),
          money(r.paidOut ?? 0, r.currency),
          money(r.balance, r.currency),
        ]),
      ],
    )
  }
  heading(t.payments)
  if (close.payments.length === 0) {
    doc.font('regular').fontSize(9).text(t.none, left, y)
    y = doc.y + 10
  } else {
    table(
      [{ width: 38 }, { width: 62 }, { width: 185 }, { width: 62 }, { width: 85 }, { width: 83, align: 'right' }],
      [
        [t.time, '', t.what, t.method, t.who, t.amount],
        ...close.payments.map((p) => [
          time.format(new Date(p.at)),
          p.source === 'RECEPTION' ? t.reception : t.restaurant,
          p.label,
          method(p.method),
          p.by,
          money(p.amount, p.currency),
        ]),
      ],
    )
  }
  if (y > doc.page.height - 90) {
    doc.addPage()
    y = 40
  }
  y += 30
  doc.font('regular').fontSize(9)
  doc.text(`${t.handedOver}: ............................................`, left, y)
  doc.text(`${t.received}: ............................................`, left + 260, y)
  doc.end()
  return done
}
