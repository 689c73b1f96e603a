import type { FacturationSummary } from '@innkeep/contract'
import type { Language } from '../../i18n/language.ts'
import { csvFile, decimalAmount, textCell } from '../../lib/csv.ts'

// The VAT summary as the accountant keeps it beside the return: the screen's tables as rows, in CZK,
// in the exports' one dialect (`;`, a decimal comma, UTF-8 with a BOM).

const TEXT = {
  cs: {
    header: ['Oddíl', 'Sazba / doklad', 'Dokladů', 'Základ', 'DPH', 'Celkem'],
    period: 'Období',
    issued: 'Vydané doklady',
    received: 'Přijaté doklady',
    total: 'celkem',
    reverseCharge: 'Přenesená daňová povinnost (EU)',
    outsideVat: 'Nepodléhá DPH (místní poplatek)',
    liability: 'Vlastní daňová povinnost',
    excess: 'Nadměrný odpočet',
    canceled: 'Stornováno',
  },
  en: {
    header: ['Section', 'Rate / document', 'Documents', 'Base', 'VAT', 'Total'],
    period: 'Period',
    issued: 'Issued documents',
    received: 'Received documents',
    total: 'total',
    reverseCharge: 'Reverse charge (EU)',
    outsideVat: 'Outside the scope of VAT (local fee)',
    liability: 'VAT to pay',
    excess: 'Excess deduction',
    canceled: 'Canceled',
  },
} as const

type Row = FacturationSummary['issued']['byRate'][number]

const money = (minor: number) => decimalAmount(minor, ',')

function rateRows(section: string, totalLabel: string, rows: readonly Row[]): string[][] {
  const sum = rows.reduce(
    (acc, row) => ({
      documents: acc.documents + row.documents,
      base: acc.base + row.base,
      vat: acc.vat + row.vat,
      total: acc.total + row.total,
    }),
    { documents: 0, base: 0, vat: 0, total: 0 },
  )
  return [
    ...rows.map((row) => [
      section,
      `${row.vatRate} %`,
      String(row.documents),
      money(row.base),
      money(row.vat),
      money(row.total),
    ]),
    [section, totalLabel, String(sum.documents), money(sum.base), money(sum.vat), money(sum.total)],
  ]
}

export function vatSummaryCsv(summary: FacturationSummary, language: Language): string {
  const text = TEXT[language]
  const vatOf = (rows: readonly Row[]) => rows.reduce((sum, row) => sum + row.vat, 0)
  const difference = vatOf(summary.issued.byRate) - vatOf(summary.received.byRate)
  const { reverseCharge, outsideVat } = summary.issued
  const rows: string[][] = [
    [...text.header],
    [text.period, `${summary.from} – ${summary.till}`, '', '', '', ''],
    ...rateRows(text.issued, text.total, summary.issued.byRate),
    [text.reverseCharge, '', String(reverseCharge.documents), money(reverseCharge.base), '', ''],
    [text.outsideVat, '', String(outsideVat.documents), '', '', money(outsideVat.amount)],
    ...rateRows(text.received, text.total, summary.received.byRate),
    [difference > 0 ? text.liability : text.excess, '', '', '', money(Math.abs(difference)), ''],
    ...summary.canceled.map((doc) => [
      text.canceled,
      textCell(`${doc.number} ${doc.customerName}`),
      '',
      '',
      '',
      `${money(doc.total)} ${doc.currency}`,
    ]),
  ]
  return csvFile(rows, ';')
}
