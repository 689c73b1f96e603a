import { type Invoice, ibanToCzechAccount, inCzk } from '@innkeep/contract'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { formatDate, formatMoney } from '../lib/format.ts'
import { FONTS } from './fonts.ts'

const TEXT = {
  cs: {
    title: {
      REGULAR_INVOICE: 'Faktura – daňový doklad',
      PROFORMA: 'Zálohová faktura',
      RECEIVED_PAYMENT_INVOICE: 'Daňový doklad k přijaté platbě',
      EU_INVOICE: 'Faktura – daňový doklad',
      CREDIT_NOTE: 'Opravný daňový doklad – dobropis',
      DEBIT_NOTE: 'Opravný daňový doklad – vrubopis',
    },
    untaxedTitle: 'Faktura',
    corrects: 'Opravuje daňový doklad',
    correctsValue: (number: string, date: string) => `${number} (zdanitelné plnění ${date})`,
    correctionDate: 'Datum uskutečnění opravy',
    correctionReason: 'Důvod opravy',
    draft: 'KONCEPT',
    canceled: 'STORNO',
    supplier: 'Dodavatel',
    customer: 'Odběratel',
    ico: 'IČO',
    dic: 'DIČ',
    payer: 'Plátce DPH',
    nonPayer: 'Dodavatel není plátcem DPH.',
    issueDate: 'Datum vystavení',
    taxableSupplyDate: 'Datum zdanitelného plnění',
    dueDate: 'Datum splatnosti',
    paymentMethod: 'Forma úhrady',
    methods: { bank: 'převodem', cash: 'hotově', code: 'QR platba', paypal: 'PayPal', card: 'kartou' },
    variableSymbol: 'Variabilní symbol',
    account: 'Bankovní účet',
    item: 'Položka',
    quantity: 'Množství',
    unitPrice: 'Cena za jedn.',
    vatRate: 'DPH',
    amount: 'Celkem',
    pricesWith: 'Ceny jsou uvedeny včetně DPH.',
    pricesWithout: 'Ceny jsou uvedeny bez DPH.',
    advance: 'Odpočet zálohy',
    recap: 'Rekapitulace DPH',
    recapCzk: (rate: string, currency: string, date: string) =>
      `DPH v Kč (§ 29 zákona o DPH) – kurz ${rate} CZK/${currency} ke dni uskutečnění zdanitelného plnění ${date}`,
    rate: 'Sazba',
    base: 'Základ',
    vat: 'DPH',
    outsideVat: 'Nepodléhá DPH',
    outsideVatLine: 'nepodléhá DPH',
    total: 'Celkem',
    rounding: 'Zaokrouhlení',
    toPay: 'K úhradě',
    qr: 'QR Platba',
    reverseCharge: 'Daň odvede zákazník (§ 92a zákona o DPH, přenesení daňové povinnosti).',
    exchangeRate: 'Kurz',
    notTaxDocument: 'Zálohová faktura není daňovým dokladem.',
  },
  en: {
    title: {
      REGULAR_INVOICE: 'Invoice – tax document',
      PROFORMA: 'Proforma invoice',
      RECEIVED_PAYMENT_INVOICE: 'Tax document for a received payment',
      EU_INVOICE: 'Invoice – tax document',
      CREDIT_NOTE: 'Credit note – corrective tax document',
      DEBIT_NOTE: 'Debit note – corrective tax document',
    },
    untaxedTitle: 'Invoice',
    corrects: 'Corrects tax document',
    correctsValue: (number: string, date: string) => `${number} (taxable supply ${date})`,
    correctionDate: 'Date of the correction',
    correctionReason: 'Reason for the correction',
    draft: 'DRAFT',
    canceled: 'CANCELED',
    supplier: 'Supplier',
    customer: 'Customer',
    ico: 'Company ID',
    dic: 'VAT ID',
    payer: 'VAT payer',
    nonPayer: 'The supplier is not registered for VAT.',
    issueDate: 'Issue date',
    taxableSupplyDate: 'Date of taxable supply',
    dueDate: 'Due date',
    paymentMethod: 'Payment',
    methods: { bank: 'bank transfer', cash: 'cash', code: 'QR payment', paypal: 'PayPal', card: 'card' },
    variableSymbol: 'Variable symbol',
    account: 'Bank account',
    item: 'Item',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    vatRate: 'VAT',
    amount: 'Amount',
    pricesWith: 'Prices include VAT.',
    pricesWithout: 'Prices exclude VAT.',
    advance: 'Advance deducted',
    recap: 'VAT summary',
    recapCzk: (rate: string, currency: string, date: string) =>
      `VAT in CZK (§ 29 of the Czech VAT Act) – rate ${rate} CZK/${currency} on the taxable supply date ${date}`,
    rate: 'Rate',
    base: 'Base',
    vat: 'VAT',
    outsideVat: 'Not subject to VAT',
    outsideVatLine: 'not subject to VAT',
    total: 'Total',
    rounding: 'Rounding',
    toPay: 'Amount due',
    qr: 'QR payment',
    reverseCharge: 'Reverse charge: VAT to be accounted for by the customer (Art. 196 of Directive 2006/112/EC).',
    exchangeRate: 'Exchange rate',
    notTaxDocument: 'A proforma invoice is not a tax document.',
  },
}

// `toLocaleString` with options makes a new formatter at every call
const QUANTITY = {
  cs: new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 3 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 }),
}

const MARGIN = 48
const GREY = '#666666'
const LINE = '#cccccc'

/** An A4 invoice in its own language with Czech letters intact; the QR payment code when one is given. */
export async function renderInvoicePdf(invoice: Invoice, spayd: string | null): Promise<Buffer> {
  const lang = invoice.language
  const t = TEXT[lang]
  const money = (minor: number) => formatMoney(minor, invoice.currency, lang)
  const date = (value: string) => formatDate(value, lang)
  const title = invoice.vatCharged || invoice.reverseCharge ? t.title[invoice.type] : t.untaxedTitle
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${title} ${invoice.number ?? ''}`.trim(), Creator: 'Innkeep' },
    // no default font: Helvetica would be parsed from its metrics file every time, and DejaVu given here
    // would be opened again (its name table compared as JSON) at every `font('regular')` below
    font: null as unknown as string,
  })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  doc.registerFont('condensed', FONTS.condensed)
  doc.font('regular')
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  const width = doc.page.width - 2 * MARGIN
  const right = doc.page.width - MARGIN

  // title and number
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('#000')
    .text(title, MARGIN, MARGIN, { width: width * 0.65 })
  const mark =
    invoice.status === 'DRAFT' ? t.draft : invoice.validity === 'CANCELED' ? t.canceled : (invoice.number ?? '')
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(invoice.status === 'DRAFT' || invoice.validity === 'CANCELED' ? '#c92a2a' : '#000')
    .text(mark, MARGIN, MARGIN + 2, { width, align: 'right' })
  doc.fillColor('#000')

  // parties
  const partiesTop = MARGIN + 50
  const column = (width - 20) / 2
  party(doc, t.supplier, invoice.supplier, MARGIN, partiesTop, column, t)
  if (invoice.supplier.vatPayerStatus === 'PAYER') doc.font('regular').fontSize(9).fillColor(GREY).text(t.payer)
  if (invoice.supplier.registerEntry)
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(GREY)
      .text(invoice.supplier.registerEntry, { width: column - 10 })
  party(doc, t.customer, invoice.customer, MARGIN + column + 20, partiesTop, column, t)
  let y = Math.max(doc.y, partiesTop + 110) + 10

  // dates and payment
  const account = invoice.iban ? ibanToCzechAccount(invoice.iban) : null
  const corrects = invoice.corrects
  const facts: [string, string][] = [
    // a credit or debit note names what it corrects, why and when (§ 45 ZDPH)
    ...(corrects
      ? [
          [t.corrects, t.correctsValue(corrects.number, date(corrects.taxableSupplyDate))] as [string, string],
          [t.correctionReason, invoice.correctionReason] as [string, string],
        ]
      : []),
    [t.issueDate, date(invoice.issueDate)],
    ...(invoice.vatCharged && invoice.type !== 'PROFORMA'
      ? [[corrects ? t.correctionDate : t.taxableSupplyDate, date(invoice.taxableSupplyDate)] as [string, string]]
      : []),
    [t.dueDate, date(invoice.dueDate)],
    [t.paymentMethod, t.methods[invoice.paymentMethod]],
    [t.variableSymbol, invoice.variableSymbol || '—'],
    ...(invoice.iban
      ? [[t.account, `${account ? `${account}\n` : ''}IBAN ${groupIban(invoice.iban)}`] as [string, string]]
      : []),
    ...(invoice.exchangeRate !== null
      ? [
          [
            t.exchangeRate,
            `1 ${invoice.currency} = ${invoice.exchangeRate.toLocaleString(lang === 'cs' ? 'cs-CZ' : 'en-GB')} CZK`,
          ] as [string, string],
        ]
      : []),
  ]
  doc.moveTo(MARGIN, y).lineTo(right, y).strokeColor(LINE).stroke()
  y += 8
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(9).fillColor(GREY).text(label, MARGIN, y, { width: 150 })
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('#000')
      .text(value, MARGIN + 150, y, { width: column })
    y = doc.y + 3
  }
  y += 6

  // lines
  const cols = { item: width - 300, quantity: 70, unitPrice: 85, rate: 45, amount: 100 }
  const header = (top: number) => {
    doc.rect(MARGIN, top, width, 18).fill('#f1f3f5')
    doc.fillColor('#000').font('bold').fontSize(8.5)
    let x = MARGIN + 4
    doc.text(t.item, x, top + 5, { width: cols.item - 8 })
    x += cols.item
    doc.text(t.quantity, x, top + 5, { width: cols.quantity - 4, align: 'right' })
    x += cols.quantity
    doc.text(t.unitPrice, x, top + 5, { width: cols.unitPrice - 4, align: 'right' })
    x += cols.unitPrice
    doc.text(t.vatRate, x, top + 5, { width: cols.rate - 4, align: 'right' })
    x += cols.rate
    doc.text(t.amount, x, top + 5, { width: cols.amount - 4, align: 'right' })
    return top + 22
  }
  y = header(y)
  const quantity = (q: number) => QUANTITY[lang].format(q)
  for (const line of invoice.lines) {
    const text = `${line.text}${line.discount ? ` (−${line.discount / 100} %)` : ''}`
    // a line outside the scope of VAT (the local fee) has no rate: it says so in small type
    const outside = line.vatRate === null
    doc.font('regular').fontSize(7)
    const rateHeight = outside ? doc.heightOfString(t.outsideVatLine, { width: cols.rate - 4 }) : 0
    doc.font('regular').fontSize(9)
    const height = Math.max(doc.heightOfString(text, { width: cols.item - 8 }), 11, rateHeight)
    if (y + height > doc.page.height - MARGIN - 40) {
      doc.addPage()
      y = header(MARGIN)
    }
    let x = MARGIN + 4
    doc.fillColor('#000').text(text, x, y, { width: cols.item - 8 })
    x += cols.item
    doc.text(`${quantity(line.quantity)} ${line.unit}`.trim(), x, y, { width: cols.quantity - 4, align: 'right' })
    x += cols.quantity
    doc.text(money(line.unitPrice), x, y, { width: cols.unitPrice - 4, align: 'right' })
    x += cols.unitPrice
    if (outside) {
      doc
        .fontSize(7)
        .text(t.outsideVatLine, x, y + 1, { width: cols.rate - 4, align: 'right' })
        .fontSize(9)
    } else doc.text(invoice.vatCharged ? `${line.vatRate} %` : '—', x, y, { width: cols.rate - 4, align: 'right' })
    x += cols.rate
    doc.text(money(line.amount), x, y, { width: cols.amount - 4, align: 'right' })
    y += height + 5
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(right, y - 2)
      .strokeColor('#eeeeee')
      .stroke()
  }
  for (const advance of invoice.advances) {
    doc.font('regular').fontSize(9).fillColor('#000')
    doc.text(`${t.advance} ${advance.number}`, MARGIN + 4, y, { width: cols.item - 8 })
    doc.text(`−${money(advance.base + advance.vat)}`, right - cols.amount, y, {
      width: cols.amount - 4,
      align: 'right',
    })
    y += 16
  }
  doc.font('regular').fontSize(8).fillColor(GREY)
  doc.text(invoice.vatMode === 'FROM_TOTAL' ? t.pricesWith : t.pricesWithout, MARGIN, y + 2)
  y = doc.y + 12

  if (y > doc.page.height - 260) {
    doc.addPage()
    y = MARGIN
  }
  const summaryTop = y
  // the VAT recapitulation, then the totals
  if (invoice.vatCharged) {
    doc.font('bold').fontSize(9).fillColor('#000').text(t.recap, MARGIN, y)
    y = doc.y + 4
    const rc = [60, 95, 85, 95]
    const row = (cells: string[], bold = false) => {
      doc.font(bold ? 'bold' : 'regular').fontSize(8.5)
      let x = MARGIN
      cells.forEach((cell, i) => {
        doc.text(cell, x, y, { width: (rc[i] ?? 60) - 4, align: i === 0 ? 'left' : 'right' })
        x += rc[i] ?? 60
      })
      y += 14
    }
    row([t.rate, t.base, t.vat, t.total], true)
    for (const r of invoice.recap) row([`${r.vatRate} %`, money(r.base), money(r.vat), money(r.total)])
    // the tax of an invoice in a foreign currency is stated in Czech crowns too (§ 29(1)(l) ZDPH)
    const rate = invoice.currency !== 'CZK' ? invoice.exchangeRate : null
    if (rate !== null) {
      const czk = (minor: number) => formatMoney(inCzk(minor, rate), 'CZK', lang)
      const shown = rate.toLocaleString(lang === 'cs' ? 'cs-CZ' : 'en-GB', { maximumFractionDigits: 3 })
      y += 4
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(GREY)
        .text(t.recapCzk(shown, invoice.currency, date(invoice.taxableSupplyDate)), MARGIN, y, { width: 330 })
      y = doc.y + 4
      doc.fillColor('#000')
      for (const r of invoice.recap) row([`${r.vatRate} %`, czk(r.base), czk(r.vat), czk(r.total)])
      // the sums of the rows as printed, so that they add up on paper
      const sum = (pick: (r: Invoice['recap'][number]) => number) =>
        formatMoney(
          invoice.recap.reduce((total, r) => total + inCzk(pick(r), rate), 0),
          'CZK',
          lang,
        )
      row([t.total, sum((r) => r.base), sum((r) => r.vat), sum((r) => r.total)], true)
    }
  }
  // the totals under the recapitulation, flush right
  let ty = invoice.vatCharged ? y + 6 : summaryTop
  const totalsX = right - 230
  const totalRow = (label: string, value: string, strong = false) => {
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 13 : 9)
      .fillColor('#000')
    doc.text(label, totalsX, ty, { width: 110 })
    doc.text(value, totalsX + 110, ty, { width: 120, align: 'right' })
    ty = doc.y + (strong ? 4 : 3)
  }
  if (invoice.vatCharged) {
    totalRow(t.base, money(invoice.base))
    totalRow(t.vat, money(invoice.vat))
  }
  if (invoice.outsideVat) totalRow(t.outsideVat, money(invoice.outsideVat))
  totalRow(t.total, money(invoice.total))
  if (invoice.rounding) totalRow(t.rounding, money(invoice.rounding))
  ty += 4
  doc.moveTo(totalsX, ty).lineTo(right, ty).strokeColor('#000').stroke()
  ty += 6
  totalRow(t.toPay, money(invoice.toPay), true)
  y = Math.max(y, ty) + 14

  // legal notes, QR code, note
  const notes = [
    invoice.reverseCharge ? t.reverseCharge : null,
    !invoice.vatCharged && !invoice.reverseCharge ? t.nonPayer : null,
    invoice.type === 'PROFORMA' ? t.notTaxDocument : null,
  ].filter((n): n is string => n !== null)
  if (spayd) {
    const size = 96
    drawQr(doc, spayd, right - size, y, size)
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(GREY)
      .text(t.qr, right - size, y + size + 3, { width: size, align: 'center' })
  }
  doc.font('regular').fontSize(9).fillColor('#000')
  for (const note of notes) doc.text(note, MARGIN, y, { width: width - 130 }).moveDown(0.3)
  if (invoice.note) doc.text(invoice.note, MARGIN, notes.length ? doc.y : y, { width: width - 130 })
  doc.end()
  return done
}

function party(
  doc: PDFKit.PDFDocument,
  heading: string,
  who: Invoice['customer'],
  x: number,
  y: number,
  width: number,
  t: (typeof TEXT)['cs'],
) {
  doc.font('regular').fontSize(8).fillColor(GREY).text(heading.toUpperCase(), x, y, { width })
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('#000')
    .text(who.name, x, doc.y + 2, { width })
  doc.font('regular').fontSize(9)
  const address = [
    who.address.street,
    `${who.address.postcode} ${who.address.city}`.trim(),
    who.address.country === 'CZ' ? '' : who.address.country,
  ]
  for (const part of address.filter(Boolean)) doc.text(part, x, doc.y, { width })
  if (who.ico) doc.text(`${t.ico}: ${who.ico}`, x, doc.y + 3, { width })
  if (who.dic) doc.text(`${t.dic}: ${who.dic}`, x, doc.y, { width })
  if (who.email) doc.fillColor(GREY).text(who.email, x, doc.y, { width }).fillColor('#000')
}

/** The QR code drawn as vector squares: sharp at any zoom, no image to embed. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const count = qr.modules.size
  const quiet = 2
  const cell = size / (count + 2 * quiet)
  doc.rect(x, y, size, size).fill('#ffffff')
  doc.fillColor('#000000')
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell)
    }
  }
  doc.fill()
}

function groupIban(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim()
}
