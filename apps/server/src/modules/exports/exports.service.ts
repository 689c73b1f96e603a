import { EXPORT_MAX_DAYS, type ExportPeriod } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import type { Language } from '../../i18n/language.ts'
import { daysBetween, todayIn } from '../../lib/local-date.ts'
import { zipArchive } from '../../lib/zip.ts'
import { facturationSummary } from '../invoicing/facturation-summary.service.ts'
import { isdocFileName, isdocOf } from '../invoicing/invoice-isdoc.service.ts'
import { toInvoice } from '../invoicing/invoices.service.ts'
import { paymentStateOf } from '../invoicing/payment.ts'
import { bankItemsCsv, type DocumentLine, documentsCsv } from './exports.csv.ts'
import * as q from './exports.queries.ts'
import { vatSummaryCsv } from './vat-summary.csv.ts'

export type { IssuedRow, ReceivedRow } from './exports.queries.ts'

type Party = { name: string; ico: string; dic: string }
type Recap = DocumentLine['recap']

/** A period the exports take: in order, and a year at most. */
export function checkPeriod(period: ExportPeriod): ExportPeriod {
  if (period.till < period.from) throw validation('till', 'validation.periodOrder')
  if (daysBetween(period.from, period.till) + 1 > EXPORT_MAX_DAYS)
    throw validation('till', 'exports.periodTooLong', { max: EXPORT_MAX_DAYS })
  return period
}

/** What an issued and a received document's lines share: dates, symbol, currency, recap and sums. */
function lineOf(
  row: q.IssuedRow | q.ReceivedRow,
  own: Pick<DocumentLine, 'number' | 'type' | 'party' | 'toPay' | 'canceled'>,
  today: string,
): DocumentLine {
  return {
    ...own,
    issueDate: row.issueDate,
    taxableSupplyDate: row.taxableSupplyDate,
    dueDate: row.dueDate,
    variableSymbol: row.variableSymbol,
    currency: row.currency,
    exchangeRateMilli: row.exchangeRateMilli,
    recap: row.recap as Recap,
    // the lines outside the scope of VAT (the local fee) are in the total only
    outsideVat: row.total - row.base - row.vat,
    total: row.total,
    paidAmount: row.paidAmount,
    paymentState: paymentStateOf(
      { paidAmount: row.paidAmount, amount: own.toPay, dueDate: row.dueDate, open: !own.canceled },
      today,
    ),
  }
}

const issuedLine = (row: q.IssuedRow, today: string) =>
  lineOf(
    row,
    {
      number: row.number ?? '',
      type: row.type,
      party: row.customer as Party,
      toPay: row.toPay,
      canceled: row.validity !== 'VALID',
    },
    today,
  )

const receivedLine = (row: q.ReceivedRow, today: string) =>
  lineOf(
    row,
    { number: row.number, type: 'RECEIVED', party: row.supplier as Party, toPay: row.total, canceled: false },
    today,
  )

/** Issued documents of a period by taxable supply date (valid and canceled, proformas too), as stored. */
export function issuedOfPeriod(db: Db, workspaceId: string, period: ExportPeriod): Promise<q.IssuedRow[]> {
  return q.selectIssued(db, workspaceId, checkPeriod(period))
}

/** Supplier invoices of a period by taxable supply date, as stored. */
export function receivedOfPeriod(db: Db, workspaceId: string, period: ExportPeriod): Promise<q.ReceivedRow[]> {
  return q.selectReceived(db, workspaceId, checkPeriod(period))
}

/** A document a bank item pays, as the exports name it. */
export interface PaidDocument {
  number: string
  variableSymbol: string
}

/** Bank and cash items booked in the period, each with the documents it pays (in link order). */
export async function bankItemsOfPeriod(db: Db, workspaceId: string, period: ExportPeriod) {
  const items = await q.selectBankItems(db, workspaceId, checkPeriod(period))
  const links = await q.selectLinkedNumbers(
    db,
    workspaceId,
    items.map((item) => item.id),
  )
  const documents = new Map<string, PaidDocument[]>()
  for (const link of links) {
    const number = link.invoiceNumber ?? link.expenseNumber
    const variableSymbol = link.invoiceVariableSymbol ?? link.expenseVariableSymbol ?? ''
    if (number) documents.set(link.bankItemId, [...(documents.get(link.bankItemId) ?? []), { number, variableSymbol }])
  }
  return items.map((item) => ({ ...item, documents: documents.get(item.id) ?? [] }))
}
export type BankItemOfPeriod = Awaited<ReturnType<typeof bankItemsOfPeriod>>[number]

export async function issuedCsv(db: Db, access: WorkspaceAccess, period: ExportPeriod, language: Language) {
  const rows = await issuedOfPeriod(db, access.workspace.id, period)
  const today = todayIn(access.workspace.timeZone)
  return documentsCsv(
    rows.map((row) => issuedLine(row, today)),
    'issued',
    language,
  )
}

export async function receivedCsv(db: Db, access: WorkspaceAccess, period: ExportPeriod, language: Language) {
  const rows = await receivedOfPeriod(db, access.workspace.id, period)
  const today = todayIn(access.workspace.timeZone)
  return documentsCsv(
    rows.map((row) => receivedLine(row, today)),
    'received',
    language,
  )
}

export async function bankCsv(db: Db, access: WorkspaceAccess, period: ExportPeriod, language: Language) {
  const items = await bankItemsOfPeriod(db, access.workspace.id, period)
  return bankItemsCsv(
    items.map((item) => ({ ...item, documents: item.documents.map((document) => document.number) })),
    language,
  )
}

/** Every issued document of the period as ISDOC, one ZIP; the files are named as a single download is. */
export async function isdocZip(db: Db, access: WorkspaceAccess, period: ExportPeriod) {
  const rows = await issuedOfPeriod(db, access.workspace.id, period)
  const today = todayIn(access.workspace.timeZone)
  const entries = rows.map((row) => {
    const invoice = toInvoice(row, today)
    return { name: isdocFileName(invoice), data: isdocOf(invoice) }
  })
  return { zip: zipArchive(entries), count: entries.length }
}

/** `doklady-vydane-2026-03-01_2026-03-31.csv` and the like, in the request's language. */
export function exportFileName(
  kind: 'issued' | 'received' | 'bank' | 'isdoc' | 'vatSummary',
  period: ExportPeriod,
  language: Language,
) {
  const names = {
    cs: {
      issued: 'doklady-vydane',
      received: 'doklady-prijate',
      bank: 'banka',
      isdoc: 'isdoc',
      vatSummary: 'prehled-dph',
    },
    en: {
      issued: 'issued-documents',
      received: 'received-documents',
      bank: 'bank-items',
      isdoc: 'isdoc',
      vatSummary: 'vat-summary',
    },
  }
  const extension = kind === 'isdoc' ? 'zip' : 'csv'
  return `${names[language][kind]}-${period.from}_${period.till}.${extension}`
}

/** The VAT summary of the period as the screen shows it, as CSV. */
export async function vatSummaryFile(db: Db, access: WorkspaceAccess, period: ExportPeriod, language: Language) {
  return vatSummaryCsv(await facturationSummary(db, access, checkPeriod(period)), language)
}
