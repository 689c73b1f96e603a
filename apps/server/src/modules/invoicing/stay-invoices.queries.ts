import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { invoices, reservations, resources } from '../../db/schema/index.ts'
import { staysBookedWith } from '../stay-accounts/stay-accounts.queries.ts'

/** The invoices made for a stay's booking (every room's), canceled ones too, oldest first. */
export async function selectInvoicesOfStay(db: Db, workspaceId: string, reservationId: string) {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.workspaceId, workspaceId),
        inArray(invoices.reservationId, staysBookedWith(workspaceId, reservationId)),
      ),
    )
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
}

/** The live final invoice of the stay's booking: a draft, or an issued one not canceled; the oldest when there are more. */
export async function findLiveStayInvoice(db: Db, workspaceId: string, reservationId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.workspaceId, workspaceId),
        inArray(invoices.reservationId, staysBookedWith(workspaceId, reservationId)),
        inArray(invoices.type, ['REGULAR_INVOICE', 'EU_INVOICE']),
        eq(invoices.validity, 'VALID'),
      ),
    )
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
    .limit(1)
  return row
}

/** What an invoice's page names of the stay it was made for. */
export async function findStayRef(db: Db, workspaceId: string, reservationId: string) {
  const [row] = await db
    .select({
      id: reservations.id,
      code: reservations.code,
      resourceName: resources.name,
      since: reservations.since,
      till: reservations.till,
    })
    .from(reservations)
    .innerJoin(
      resources,
      and(eq(resources.workspaceId, reservations.workspaceId), eq(resources.id, reservations.resourceId)),
    )
    .where(and(eq(reservations.workspaceId, workspaceId), eq(reservations.id, reservationId)))
  return row
}

/** Notes the fingerprint of the lines a stay's draft was written with (null: made by hand). */
export async function setStayLinesHash(db: Db, workspaceId: string, id: string, hash: string | null) {
  await db
    .update(invoices)
    .set({ stayLinesHash: hash })
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.id, id)))
}
