import type { RentalDetail } from '@innkeep/contract'
import type { Language } from '../i18n/language.ts'
import type { ContractText } from './rental-contract.text.ts'

// What the parts of the rental contract PDF share (rental-contract.pdf.ts, rental-contract-records.ts).

/** The house renting out, from its company settings. */
export interface Lessor {
  name: string
  street: string
  city: string
  postcode: string
  country: string
  ico: string
  dic: string
  email: string
  phone: string
  /** The entry in the commercial or trade register (§ 435 občanského zákoníku). */
  registerEntry: string
}

/** Everything the contract PDF prints: plain data, so that it crosses to a worker thread. */
export interface RentalContractPrint {
  language: Language
  /** The workspace's, for the times of the records. */
  timeZone: string
  lessor: Lessor
  detail: RentalDetail
}

export const MARGIN = 48
export const GREY = '#666666'
export const LINE = '#cccccc'

/** What the sections share: the document, the words, how money and numbers read. */
export interface Sheet {
  doc: PDFKit.PDFDocument
  t: ContractText
  print: RentalContractPrint
  width: number
  money(minor: number): string
  number(value: number): string
}

/** A numbered section heading with a rule under it; a new page when little room is left. */
export function heading({ doc, width }: Sheet, n: number, text: string) {
  if (doc.y > doc.page.height - MARGIN - 110) doc.addPage()
  const top = doc.y + 8
  doc.font('bold').fontSize(10.5).fillColor('#000').text(`${n}. ${text}`, MARGIN, top, { width })
  const rule = doc.y + 2
  doc
    .moveTo(MARGIN, rule)
    .lineTo(MARGIN + width, rule)
    .strokeColor(LINE)
    .lineWidth(0.7)
    .stroke()
  doc.y = rule + 5
}
