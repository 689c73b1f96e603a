import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { todayIn } from '../../lib/local-date.ts'
import * as pairing from './invoice-contract.queries.ts'
import { toInvoiceSummary } from './invoice-view.ts'
import * as q from './invoices.queries.ts'

// Invoices paired with rental contracts (invoices.contract_id): the vehicles module decides the rules.

/** The number of the contract an invoice is paired with, for the invoice's page; null when there is none. */
export async function contractRef(db: Db, workspaceId: string, id: string | null) {
  if (!id) return null
  return (await pairing.findContractRef(db, workspaceId, id)) ?? null
}

/** The invoices paired with a contract, oldest first, with number, total and payment state. */
export async function invoicesOfContract(db: Db, access: WorkspaceAccess, contractId: string) {
  const today = todayIn(access.workspace.timeZone)
  const rows = await pairing.selectInvoicesOfContract(db, access.workspace.id, contractId)
  return rows.map((row) => toInvoiceSummary(row, today))
}

/** What pairing needs to know of an invoice of the workspace; undefined when there is none. */
export async function invoiceForPairing(db: Db, workspaceId: string, id: string) {
  const row = await q.findInvoice(db, workspaceId, id)
  if (!row) return undefined
  return { id: row.id, contactId: row.contactId, contractId: row.contractId, validity: row.validity }
}

/** Puts the invoice on the contract `to` (null: on none) while it is still on `from`; false when it moved meanwhile. */
export async function moveInvoiceToContract(
  db: Db,
  workspaceId: string,
  invoiceId: string,
  change: { from: string | null; to: string | null },
) {
  return pairing.moveInvoiceContract(db, workspaceId, invoiceId, change)
}
