import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { reservations } from '../../db/schema/index.ts'

/**
 * The stays whose guests just went to the police in a Ubyport file: later edits of their guests are
 * audited against it. Not a change of the stay itself, so its version stays.
 */
export async function markPoliceReported(db: Db, workspaceId: string, reservationIds: readonly string[], at: Date) {
  if (reservationIds.length === 0) return
  await db
    .update(reservations)
    .set({ policeReportedAt: at })
    .where(and(eq(reservations.workspaceId, workspaceId), inArray(reservations.id, [...reservationIds])))
}
