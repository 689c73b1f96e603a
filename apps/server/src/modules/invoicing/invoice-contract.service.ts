import type { InvoiceSummary } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { todayIn } from '../../lib/local-date.ts'
import * as pairing from './invoice-contract.queries.ts'
import * as q from './invoices.queries.ts'
import { paymentStateOf } from './payment.ts'

// Invoices paired with rental contracts (invoices.contract_id): the vehicles module decides the rules.

/** The number of the contract an invoice is paired with, for the invoice's page; null when there is none. */
export async function contractRef(db: Db, workspaceId: string, id: string | null) {
  if (!id) return null
  return (await pairing.findContractRef(db, workspaceId, id)) ?? null
}

function toSummary(row: q.InvoiceRow, today: string): InvoiceSummary {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    validity: row.validity,
    number: row.number,
    variableSymbol: row.variableSymbol,
    contactId: row.contactId,
    customerName: (row.customer as { name: string }).name,
    currency: row.currency,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    total: row.total,
    toPay: row.toPay,
    paidAmount: row.paidAmount,
    paymentState: paymentStateOf(
      {
        paidAmount: row.paidAmount,
        amount: row.toPay,
        dueDate: row.dueDate,
        open: row.status === 'ISSUED' && row.validity === 'VALID',
      },
      today,
    ),
    version: row.version,
  }
}

/** The invoices paired with a contract, oldest first, with number, total and payment state. */
export async function invoicesOfContract(db: Db, access: WorkspaceAccess, contractId: string) {
  const today = todayIn(access.workspace.timeZone)
  const rows = await pairing.selectInvoicesOfContract(db, access.workspace.id, contractId)
  return rows.map((row) => toSummary(row, today))
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
