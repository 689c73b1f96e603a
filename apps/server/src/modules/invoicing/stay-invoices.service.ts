import type { Db } from '../../db/index.ts'
import { objectExists } from '../../db/objects.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { notFound } from '../../http/errors.ts'
import { todayIn } from '../../lib/local-date.ts'
import { toInvoiceSummary } from './invoice-view.ts'
import * as q from './stay-invoices.queries.ts'

// The documents of a stay (invoices.reservation_id): the stay lists them, an invoice names its stay.

/** The invoices, proformas and tax documents made for the stay, oldest first; NOT_FOUND for no stay of the workspace. */
export async function stayDocuments(db: Db, access: WorkspaceAccess, reservationId: string) {
  if (!(await objectExists(db, access.workspace.id, 'RESERVATION', reservationId))) throw notFound()
  const today = todayIn(access.workspace.timeZone)
  const rows = await q.selectInvoicesOfStay(db, access.workspace.id, reservationId)
  return rows.map((row) => toInvoiceSummary(row, today))
}

/** The stay an invoice was made for, for the invoice's page; null when it was made for none. */
export async function stayRef(db: Db, workspaceId: string, reservationId: string | null) {
  if (!reservationId) return null
  return (await q.findStayRef(db, workspaceId, reservationId)) ?? null
}

/** The stay's live final invoice (a draft, or an issued one not canceled), if it has one. */
export async function liveStayInvoice(db: Db, workspaceId: string, reservationId: string) {
  return q.findLiveStayInvoice(db, workspaceId, reservationId)
}

/** Notes the fingerprint of the lines a stay's draft was written with. */
export const setStayLinesHash = q.setStayLinesHash
