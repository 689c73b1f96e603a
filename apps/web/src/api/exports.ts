import {
  exportBankCsv,
  exportControlStatementXml,
  exportIsdocZip,
  exportIssuedCsv,
  exportPohodaXml,
  exportReceivedCsv,
  exportVatReturnXml,
  exportVatSummaryCsv,
} from '@innkeep/contract'
import { currentLanguage } from '../i18n/instance.ts'
import { downloadFile } from './download.ts'

/** The files the accountant takes away for a period (docs/exports.md). */
export const EXPORT_FILES = {
  issued: { endpoint: exportIssuedCsv, cs: 'doklady-vydane', en: 'issued-documents', extension: 'csv' },
  received: { endpoint: exportReceivedCsv, cs: 'doklady-prijate', en: 'received-documents', extension: 'csv' },
  bank: { endpoint: exportBankCsv, cs: 'banka', en: 'bank-items', extension: 'csv' },
  isdoc: { endpoint: exportIsdocZip, cs: 'isdoc', en: 'isdoc', extension: 'zip' },
  pohoda: { endpoint: exportPohodaXml, cs: 'pohoda', en: 'pohoda', extension: 'xml' },
  vatSummary: { endpoint: exportVatSummaryCsv, cs: 'prehled-dph', en: 'vat-summary', extension: 'csv' },
} as const
export type ExportFile = keyof typeof EXPORT_FILES

/** Downloads one export of the period under the name the server gives it. */
export function downloadExport(slugs: string, kind: ExportFile, period: { from: string; till: string }) {
  const file = EXPORT_FILES[kind]
  const name = `${file[currentLanguage()]}-${period.from}_${period.till}.${file.extension}`
  return downloadFile(file.endpoint, { params: { slugs }, query: period }, name)
}

/** The tax filings of a month (`2026-10`) or a quarter (`2026-Q4`) in the EPO format (docs/exports.md). */
export const TAX_FILES = {
  dphdp3: { endpoint: exportVatReturnXml, cs: 'dphdp3', en: 'vat-return' },
  dphkh1: { endpoint: exportControlStatementXml, cs: 'dphkh1', en: 'control-statement' },
} as const
export type TaxFile = keyof typeof TAX_FILES

export function downloadTaxFiling(slugs: string, kind: TaxFile, period: string) {
  const file = TAX_FILES[kind]
  return downloadFile(
    file.endpoint,
    { params: { slugs }, query: { period } },
    `${file[currentLanguage()]}-${period}.xml`,
  )
}
