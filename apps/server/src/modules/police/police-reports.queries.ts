import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/index.ts'
import { policeReports, ubyportAccounts, workspaces } from '../../db/schema/index.ts'

export type UbyportAccountRow = typeof ubyportAccounts.$inferSelect
export type PoliceReportRow = typeof policeReports.$inferSelect

export async function findAccount(db: Db, workspaceId: string) {
  const [row] = await db.select().from(ubyportAccounts).where(eq(ubyportAccounts.workspaceId, workspaceId))
  return row
}

export async function upsertAccount(
  db: Db,
  workspaceId: string,
  values: { username: string; passwordSealed: string; endpoint: UbyportAccountRow['endpoint'] },
) {
  await db
    .insert(ubyportAccounts)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({
      target: ubyportAccounts.workspaceId,
      set: { ...values, checkedAt: null, updatedAt: sql`now()` },
    })
}

export async function deleteAccount(db: Db, workspaceId: string) {
  await db.delete(ubyportAccounts).where(eq(ubyportAccounts.workspaceId, workspaceId))
}

export async function setChecked(db: Db, workspaceId: string) {
  await db.update(ubyportAccounts).set({ checkedAt: sql`now()` }).where(eq(ubyportAccounts.workspaceId, workspaceId))
}

export async function reportsOfStay(db: Db, workspaceId: string, reservationId: string) {
  return db
    .select()
    .from(policeReports)
    .where(and(eq(policeReports.workspaceId, workspaceId), eq(policeReports.reservationId, reservationId)))
}

/** The reports of several stays (the sweep's look at who is still waiting). */
export async function reportsOfStays(db: Db, workspaceId: string, reservationIds: string[]) {
  if (reservationIds.length === 0) return []
  return db
    .select()
    .from(policeReports)
    .where(and(eq(policeReports.workspaceId, workspaceId), inArray(policeReports.reservationId, reservationIds)))
}

export async function findReport(db: Db, workspaceId: string, guestId: string) {
  const [row] = await db
    .select()
    .from(policeReports)
    .where(and(eq(policeReports.workspaceId, workspaceId), eq(policeReports.guestId, guestId)))
  return row
}

/** A row for each guest not tracked yet (PENDING); rows of the stay whose guests are not to be reported go, unless accepted. */
export async function syncStayReports(db: Db, workspaceId: string, reservationId: string, guestIds: string[]) {
  if (guestIds.length > 0)
    await db
      .insert(policeReports)
      .values(guestIds.map((guestId) => ({ workspaceId, guestId, reservationId, state: 'PENDING' as const })))
      .onConflictDoNothing()
  await db
    .delete(policeReports)
    .where(
      and(
        eq(policeReports.workspaceId, workspaceId),
        eq(policeReports.reservationId, reservationId),
        ne(policeReports.state, 'ACCEPTED'),
        guestIds.length > 0 ? sql`${policeReports.guestId} not in ${guestIds}` : undefined,
      ),
    )
}

/**
 * Claims the guests for one list for `ms`: only those not accepted and not claimed by another job
 * now. What is claimed is this job's to send; a crashed job's claim runs out.
 */
export async function claimReports(db: Db, workspaceId: string, guestIds: string[], ms: number) {
  if (guestIds.length === 0) return []
  const rows = await db
    .update(policeReports)
    .set({ sendingUntil: sql`now() + ${ms} * interval '1 millisecond'` })
    .where(
      and(
        eq(policeReports.workspaceId, workspaceId),
        inArray(policeReports.guestId, guestIds),
        ne(policeReports.state, 'ACCEPTED'),
        or(isNull(policeReports.sendingUntil), lt(policeReports.sendingUntil, sql`now()`)),
      ),
    )
    .returning({ guestId: policeReports.guestId })
  return rows.map((row) => row.guestId)
}

export type ReportUpdate = PgUpdateSetSource<typeof policeReports>

export async function updateReports(db: Db, workspaceId: string, guestIds: string[], values: ReportUpdate) {
  if (guestIds.length === 0) return
  await db
    .update(policeReports)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(policeReports.workspaceId, workspaceId), inArray(policeReports.guestId, guestIds)))
}

/** Stays with a report not accepted: queued again when the account or the facility changes (a refusal goes again only if what is sent changed). */
export async function staysWaiting(db: Db, workspaceId: string) {
  const rows = await db
    .selectDistinct({ reservationId: policeReports.reservationId })
    .from(policeReports)
    .where(and(eq(policeReports.workspaceId, workspaceId), ne(policeReports.state, 'ACCEPTED')))
  return rows.map((row) => row.reservationId)
}

/** Reports, newest first (their guests and stays come from the reservations module). */
export async function selectReports(
  db: Db,
  workspaceId: string,
  filter: { reservationId?: string | undefined; state?: PoliceReportRow['state'] | undefined },
  limit = 200,
) {
  return db
    .select()
    .from(policeReports)
    .where(
      and(
        eq(policeReports.workspaceId, workspaceId),
        filter.reservationId ? eq(policeReports.reservationId, filter.reservationId) : undefined,
        filter.state ? eq(policeReports.state, filter.state) : undefined,
      ),
    )
    .orderBy(desc(policeReports.createdAt), policeReports.guestId)
    .limit(limit)
}

export async function countByState(db: Db, workspaceId: string) {
  return db
    .select({ state: policeReports.state, n: sql<number>`count(*)::int` })
    .from(policeReports)
    .where(eq(policeReports.workspaceId, workspaceId))
    .groupBy(policeReports.state)
}

/** A schedule's condition on `workspaces`: those with a web-service account. */
export const hasUbyportAccount = sql`exists (select 1 from ${ubyportAccounts} where ${ubyportAccounts.workspaceId} = ${workspaces.id})`
