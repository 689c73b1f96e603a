import { exportBankCsv, exportIsdocZip, exportIssuedCsv, exportReceivedCsv } from '@innkeep/contract'
import { currentLanguage } from '../i18n/instance.ts'
import { downloadFile } from './download.ts'

/** The files the accountant takes away for a period (docs/exports.md). */
export const EXPORT_FILES = {
  issued: { endpoint: exportIssuedCsv, cs: 'doklady-vydane', en: 'issued-documents', extension: 'csv' },
  received: { endpoint: exportReceivedCsv, cs: 'doklady-prijate', en: 'received-documents', extension: 'csv' },
  bank: { endpoint: exportBankCsv, cs: 'banka', en: 'bank-items', extension: 'csv' },
  isdoc: { endpoint: exportIsdocZip, cs: 'isdoc', en: 'isdoc', extension: 'zip' },
} as const
export type ExportFile = keyof typeof EXPORT_FILES

/** Downloads one export of the period under the name the server gives it. */
export function downloadExport(slugs: string, kind: ExportFile, period: { from: string; till: string }) {
  const file = EXPORT_FILES[kind]
  const name = `${file[currentLanguage()]}-${period.from}_${period.till}.${file.extension}`
  return downloadFile(file.endpoint, { params: { slugs }, query: period }, name)
}
