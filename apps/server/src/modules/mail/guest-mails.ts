import type { GuestMail } from '@innkeep/contract'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { reservations, sentMail } from '../../db/schema/index.ts'
import { notFound } from '../../http/errors.ts'

/** The mails to the guests of a stay's booking (all its rooms: the booking mail names the first), newest first. */
export async function mailsOfStay(db: Db, workspaceId: string, reservationId: string): Promise<GuestMail[]> {
  const [stay] = await db
    .select({ accountId: reservations.accountId })
    .from(reservations)
    .where(and(eq(reservations.workspaceId, workspaceId), eq(reservations.id, reservationId)))
  if (!stay) throw notFound()
  const rooms = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.workspaceId, workspaceId), eq(reservations.accountId, stay.accountId)))
  const rows = await db
    .select()
    .from(sentMail)
    .where(and(eq(sentMail.workspaceId, workspaceId), inArray(sentMail.reservationId, rooms)))
    .orderBy(desc(sentMail.createdAt))
    .limit(200)
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    error: row.error,
    sentAt: row.createdAt.toISOString(),
  }))
}
