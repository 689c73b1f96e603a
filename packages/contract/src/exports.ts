import { z } from 'zod'
import { LocalDate, SlugParams } from './common.ts'
import { endpoint } from './endpoint.ts'

// What leaves for the accountant's software, for a period (issue 26, docs/exports.md): CSV of the
// issued documents, the supplier invoices and the bank items, and every ISDOC of the period in one ZIP.

/** The longest period one export covers: a year (366 days), so that a file stays a month's or a quarter's work. */
export const EXPORT_MAX_DAYS = 366

export const ExportPeriod = z.object({
  /** Taxable supply dates (documents) or booking dates (bank items) from, inclusive. */
  from: LocalDate,
  /** … till, inclusive. */
  till: LocalDate,
})
export type ExportPeriod = z.infer<typeof ExportPeriod>

const csvNote =
  'CSV (text/csv, UTF-8 with BOM, `;` and a decimal comma in both languages, formula cells neutralised); headers in the request language'

export const exportIssuedCsv = endpoint({
  name: 'exportIssuedCsv',
  method: 'GET',
  path: '/api/{slugs}/exports/issued-documents.csv',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary: `Issued documents of a period by taxable supply date (canceled ones flagged), one row each, base and VAT per rate: ${csvNote}`,
  params: SlugParams,
  query: ExportPeriod,
  response: z.unknown(),
})

export const exportReceivedCsv = endpoint({
  name: 'exportReceivedCsv',
  method: 'GET',
  path: '/api/{slugs}/exports/received-documents.csv',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary: `Supplier invoices of a period by taxable supply date, in the shape of the issued ones: ${csvNote}`,
  params: SlugParams,
  query: ExportPeriod,
  response: z.unknown(),
})

export const exportBankCsv = endpoint({
  name: 'exportBankCsv',
  method: 'GET',
  path: '/api/{slugs}/exports/bank-items.csv',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary: `Bank and cash items of a period by booking date with the documents they pay: ${csvNote}`,
  params: SlugParams,
  query: ExportPeriod,
  response: z.unknown(),
})

export const exportIsdocZip = endpoint({
  name: 'exportIsdocZip',
  method: 'GET',
  path: '/api/{slugs}/exports/isdoc.zip',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary:
    'Every issued document of a period (by taxable supply date) as an ISDOC 6.0.2 file, all in one ZIP (application/zip)',
  params: SlugParams,
  query: ExportPeriod,
  response: z.unknown(),
})

export const exportVatSummaryCsv = endpoint({
  name: 'exportVatSummaryCsv',
  method: 'GET',
  path: '/api/{slugs}/exports/vat-summary.csv',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary: `The VAT summary of a period (facturationSummary) as rows: issued and received per rate with totals, reverse charge, outside VAT, the VAT to pay or the excess deduction, the canceled documents: ${csvNote}`,
  params: SlugParams,
  query: ExportPeriod,
  response: z.unknown(),
})

export const exportEndpoints = [
  exportIssuedCsv,
  exportReceivedCsv,
  exportBankCsv,
  exportIsdocZip,
  exportVatSummaryCsv,
] as const
