import type { ContactRecord } from '@innkeep/contract'
import PDFDocument from 'pdfkit'
import { formatDate, formatMoney } from '../lib/format.ts'
import { FONTS } from './fonts.ts'
import { CONTRACT_TEXT, type ContractText, fill } from './rental-contract.text.ts'
import { drawRecords } from './rental-contract-records.ts'
import { GREY, heading, MARGIN, type RentalContractPrint, type Sheet } from './rental-contract-sheet.ts'

/**
 * An A4 rental contract in the language asked for, printed to be signed at the handover: the parties,
 * the vehicle or resource, period, price and deposit, the handover and return records (blank lines
 * to fill in by hand while a record is not written), paired invoices and two signature lines.
 */
export async function renderRentalContractPdf(print: RentalContractPrint): Promise<Buffer> {
  const { detail, language } = print
  const t: ContractText = CONTRACT_TEXT[language]
  const { contract } = detail
  const title = detail.car ? t.titleCar : t.titleResource
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${title} ${contract.number}`, Creator: 'Innkeep' },
    // no default font: Helvetica would be parsed for nothing (as in invoice.pdf.ts)
    font: null as unknown as string,
  })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  doc.font('regular')
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  const numbers = new Intl.NumberFormat(language === 'cs' ? 'cs-CZ' : 'en-GB')
  const sheet: Sheet = {
    doc,
    t,
    print,
    width: doc.page.width - 2 * MARGIN,
    money: (minor) => formatMoney(minor, contract.currency, language),
    number: (value) => numbers.format(value),
  }

  drawTitle(sheet, title)
  drawParties(sheet)
  let section = 0
  heading(sheet, ++section, t.subject)
  facts(sheet, subjectFacts(sheet))
  heading(sheet, ++section, t.periodAndPrice)
  facts(sheet, periodFacts(sheet))
  if (detail.car) {
    heading(sheet, ++section, t.records)
    drawRecords(sheet)
  }
  if (detail.invoices.length > 0) {
    heading(sheet, ++section, t.invoices)
    drawInvoices(sheet)
  }
  heading(sheet, ++section, t.note)
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor('#000')
    .text(detail.car ? t.termsCar : t.termsResource, MARGIN, doc.y, { width: sheet.width, align: 'justify' })
  if (contract.note) doc.moveDown(0.4).fontSize(9).text(contract.note, MARGIN, doc.y, { width: sheet.width })
  drawSignatures(sheet)
  drawFooters(sheet)
  doc.end()
  return done
}

function drawTitle({ doc, t, print, width }: Sheet, title: string) {
  const { contract } = print.detail
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('#000')
    .text(title, MARGIN, MARGIN, { width: width * 0.7 })
  const canceled = contract.state === 'CANCELED'
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(canceled ? '#c92a2a' : '#000')
    .text(canceled ? t.canceled : `${t.number} ${contract.number}`, MARGIN, MARGIN + 3, { width, align: 'right' })
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(print.detail.car ? t.legalCar : t.legalResource, MARGIN, MARGIN + 26, { width })
}

function drawParties(sheet: Sheet) {
  const { doc, t, print, width } = sheet
  const { lessor } = print
  const { contact } = print.detail
  const top = MARGIN + 50
  const column = (width - 20) / 2
  const lessorBottom = party(sheet, t.lessor, { ...lessor, address: lessor }, MARGIN, top, column)
  const tenantBottom = party(sheet, t.tenant, contact, MARGIN + column + 20, top, column)
  doc.y = Math.max(lessorBottom, tenantBottom) + 6
}

type PartyLines = Pick<ContactRecord, 'name' | 'ico' | 'dic' | 'email' | 'phone'> & {
  address: ContactRecord['address']
  registerEntry?: string
}

/** One party's block; answers where it ends. */
function party({ doc, t }: Sheet, heading: string, who: PartyLines, x: number, y: number, width: number) {
  doc.font('regular').fontSize(8).fillColor(GREY).text(heading.toUpperCase(), x, y, { width })
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('#000')
    .text(who.name, x, doc.y + 2, { width })
  doc.font('regular').fontSize(9)
  const { street, postcode, city, country } = who.address
  for (const line of [street, `${postcode} ${city}`.trim(), country === 'CZ' ? '' : country].filter(Boolean))
    doc.text(line, x, doc.y, { width })
  const ids = [who.ico ? `${t.ico}: ${who.ico}` : '', who.dic ? `${t.dic}: ${who.dic}` : ''].filter(Boolean)
  if (ids.length) doc.text(ids.join('   '), x, doc.y + 2, { width })
  doc.fillColor(GREY)
  if (who.registerEntry) doc.fontSize(8).text(who.registerEntry, x, doc.y, { width }).fontSize(9)
  if (who.phone) doc.text(`${t.phone} ${who.phone}`, x, doc.y, { width })
  if (who.email) doc.text(who.email, x, doc.y, { width })
  doc.fillColor('#000')
  return doc.y
}

/** A label and its value; a wide one takes a whole row. */
type Fact = [label: string, value: string, wide?: 'wide']

/** Label and value pairs, two to a row. */
function facts({ doc, width }: Sheet, pairs: Fact[]) {
  const half = width / 2
  const label = 115
  const rows: Fact[][] = []
  for (const pair of pairs) {
    const last = rows.at(-1)
    if (last && last.length === 1 && !last[0]?.[2] && !pair[2]) last.push(pair)
    else rows.push([pair])
  }
  for (const row of rows) {
    const top = doc.y
    let bottom = top
    for (const [k, [name, value, wide]] of row.entries()) {
      const x = MARGIN + k * half
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(GREY)
        .text(name, x, top, { width: label - 6 })
      bottom = Math.max(bottom, doc.y)
      doc
        .font('bold')
        .fontSize(9)
        .fillColor('#000')
        .text(value, x + label, top, { width: (wide ? width : half) - label - 10 })
      bottom = Math.max(bottom, doc.y)
    }
    doc.y = bottom + 3
  }
}

function subjectFacts({ t, print }: Sheet): Fact[] {
  const { car, resource } = print.detail
  if (!car) return [[t.resource, resource?.name ?? '', 'wide']]
  return [
    [t.vehicle, `${car.name} (${t.vehicleType[car.vehicleType]})`, 'wide'],
    [t.plate, car.plate || '—'],
    [t.vin, car.vin || '—'],
    [t.year, car.manufactureYear ? String(car.manufactureYear) : '—'],
    [t.fuelType, t.fuels[car.fuel]],
  ]
}

function periodFacts({ t, print, money }: Sheet): Fact[] {
  const { contract, car, days } = print.detail
  const date = (value: string) => formatDate(value, print.language)
  const pairs: Fact[] = [
    [t.since, date(contract.since)],
    [t.till, contract.till ? date(contract.till) : t.openEnded],
  ]
  if (contract.endedOn) pairs.push([t.endedOn, date(contract.endedOn)])
  if (days !== null) pairs.push([t.days, String(days)])
  // the car's price per day when the contract keeps it, else what a day costs on average
  if (car && days && contract.price === car.pricePerDay * days) pairs.push([t.pricePerDay, money(car.pricePerDay)])
  else if (days) pairs.push([t.averagePerDay, money(Math.round(contract.price / days))])
  pairs.push([t.price, money(contract.price)], [t.deposit, money(contract.deposit)])
  return pairs
}

function drawInvoices({ doc, t, print, width }: Sheet) {
  const lang = print.language
  const cols = [110, 90, 90, 105, width - 395]
  const row = (cells: string[], bold: boolean) => {
    const top = doc.y
    let x = MARGIN
    doc.font(bold ? 'bold' : 'regular').fontSize(9)
    cells.forEach((cell, i) => {
      // the payment state keeps its distance from the total, which is flush right
      const pad = i === 4 ? 16 : 2
      doc.text(cell, x + pad, top, { width: (cols[i] ?? 80) - pad - 4, align: i === 3 ? 'right' : 'left' })
      x += cols[i] ?? 80
    })
    doc.y = top + 14
  }
  row([t.invoiceNumber, t.issueDate, t.dueDate, t.total, t.paymentState], true)
  for (const invoice of print.detail.invoices) {
    row(
      [
        invoice.number ?? '—',
        formatDate(invoice.issueDate, lang),
        formatDate(invoice.dueDate, lang),
        formatMoney(invoice.total, invoice.currency, lang),
        t.paymentStates[invoice.paymentState],
      ],
      false,
    )
  }
}

function drawSignatures({ doc, t, print, width }: Sheet) {
  if (doc.y > doc.page.height - MARGIN - 100) doc.addPage()
  const top = doc.y + 16
  const column = (width - 60) / 2
  doc.font('regular').fontSize(9).fillColor('#000')
  doc.text(`${t.place}: ${print.lessor.city || '…………………………'}`, MARGIN, top, { width: column })
  doc.text(`${t.date}: …………………………`, MARGIN + column + 60, top, { width: column })
  const line = top + 52
  const signers: [string, string][] = [
    [t.signLessor, print.lessor.name],
    [t.signTenant, print.detail.contact.name],
  ]
  for (const [i, [role, name]] of signers.entries()) {
    const x = MARGIN + i * (column + 60)
    doc
      .moveTo(x, line)
      .lineTo(x + column, line)
      .strokeColor('#000')
      .lineWidth(0.7)
      .stroke()
    doc
      .font('bold')
      .fontSize(9)
      .text(role, x, line + 5, { width: column, align: 'center' })
    doc.font('regular').fontSize(8.5).fillColor(GREY).text(name, x, doc.y, { width: column, align: 'center' })
    doc.fillColor('#000')
  }
}

function drawFooters({ doc, t, print, width }: Sheet) {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    // the footer sits in the bottom margin: without this pdfkit would start a new page for it
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(GREY)
      .text(
        fill(t.page, { number: print.detail.contract.number, page: i - start + 1, pages: count }),
        MARGIN,
        doc.page.height - MARGIN + 14,
        { width, align: 'center', lineBreak: false },
      )
    doc.page.margins.bottom = bottom
  }
}
