import type { PairInvoiceInput } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import { invoiceForPairing, moveInvoiceToContract } from '../invoicing/invoice-contract.service.ts'
import * as q from './contracts.queries.ts'
import { detailOf } from './contracts.service.ts'

/**
 * Pairs an invoice of the contract's contact with the contract (or takes it off). An invoice is on
 * one contract at most; a canceled invoice or contract takes no new pairing.
 */
export async function pairInvoice(db: Db, access: WorkspaceAccess, input: z.output<typeof PairInvoiceInput>) {
  const ws = access.workspace.id
  const contract = await q.findContract(db, ws, input.contractId)
  if (!contract) throw validation('contractId', 'vehicles.contractNotFound')
  const invoice = await invoiceForPairing(db, ws, input.invoiceId)
  if (!invoice) throw validation('invoiceId', 'vehicles.invoiceNotFound')
  if (!input.paired) {
    if (invoice.contractId !== contract.id) throw validation('invoiceId', 'vehicles.invoiceNotPaired')
    await moveInvoiceToContract(db, ws, invoice.id, { from: contract.id, to: null })
    return detailOf(db, access, contract)
  }
  if (invoice.contractId === contract.id) return detailOf(db, access, contract)
  if (invoice.contractId) throw await pairedElsewhere(db, ws, invoice.contractId)
  if (contract.state === 'CANCELED') throw validation('contractId', 'vehicles.contractCanceled')
  if (invoice.validity === 'CANCELED') throw validation('invoiceId', 'vehicles.invoiceCanceled')
  if (invoice.contactId !== contract.contactId)
    throw validation('invoiceId', 'vehicles.invoiceOtherContact', { contact: contract.contactName })
  if (!(await moveInvoiceToContract(db, ws, invoice.id, { from: null, to: contract.id }))) {
    // someone paired it meanwhile
    const now = await invoiceForPairing(db, ws, invoice.id)
    if (now?.contractId && now.contractId !== contract.id) throw await pairedElsewhere(db, ws, now.contractId)
  }
  return detailOf(db, access, contract)
}

async function pairedElsewhere(db: Db, workspaceId: string, contractId: string) {
  const other = await q.findNumber(db, workspaceId, contractId)
  return validation('invoiceId', 'vehicles.invoicePairedElsewhere', { number: other?.number ?? '' })
}
