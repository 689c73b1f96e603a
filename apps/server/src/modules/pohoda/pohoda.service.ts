import type { ExportPeriod, PohodaExportQuery, PohodaPart } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import { bankItemsOfPeriod, checkPeriod, issuedOfPeriod, receivedOfPeriod } from '../exports/exports.service.ts'
import { issuedDocument, receivedDocument } from './pohoda-documents.ts'
import { pohodaPayment } from './pohoda-payments.ts'
import { dataPackXml } from './pohoda-xml.ts'

// The period for POHODA's XML import (docs/exports.md "Pohoda"): it reads what the CSV exports read,
// through the exports module, and changes nothing.

/** What the pack holds, as POHODA's import log shows it (in Czech: POHODA's agendas are). */
const PARTS: Record<PohodaPart, string> = {
  issued: 'vydané doklady',
  received: 'přijaté faktury',
  bank: 'banka a pokladna',
}

/** The period's data pack: issued documents and supplier invoices by taxable supply date, payments by booking date. */
export async function pohodaDataPack(db: Db, access: WorkspaceAccess, query: PohodaExportQuery): Promise<string> {
  const period = checkPeriod(query)
  const ws = access.workspace.id
  const what = new Set(query.what)
  const issued = what.has('issued') ? await issuedOfPeriod(db, ws, period) : []
  const received = what.has('received') ? await receivedOfPeriod(db, ws, period) : []
  const bank = what.has('bank') ? await bankItemsOfPeriod(db, ws, period) : []
  const documents = [
    // a canceled document is no tax document and stays out; one canceled after its import is canceled in POHODA
    ...issued.filter((row) => row.validity === 'VALID').map(issuedDocument),
    ...received.map(receivedDocument),
  ]
  const payments = bank.map(pohodaPayment)
  // the schema wants at least one item: an empty period has no file
  if (documents.length + payments.length === 0) throw validation('from', 'pohoda.nothingToExport')
  return dataPackXml({
    id: `innkeep-${period.from}-${period.till}`,
    ico: access.workspace.ico,
    application: 'Innkeep',
    note: `${access.workspace.name}: ${query.what.map((part) => PARTS[part]).join(', ')} ${period.from} – ${period.till}`,
    documents,
    payments,
  })
}

/** `pohoda-2026-03-01_2026-03-31.xml` */
export function pohodaFileName(period: ExportPeriod) {
  return `pohoda-${period.from}_${period.till}.xml`
}
