import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { reservations, stayAccounts, stayPayments } from '../../db/schema/index.ts'

// An account's sums come from its rows every time (decision 011): the prices of its reservations
// that are not canceled, and its payments. There is no stored flag that could disagree.

/** What the account's stays cost (minor units), for the account `accountId` of workspace `workspaceId` (SQL). */
function chargedOf(workspaceId: SQL, accountId: SQL) {
  return sql<number>`(select coalesce(sum(r.total), 0) from ${reservations} r
     where r.workspace_id = ${workspaceId} and r.account_id = ${accountId} and r.status <> 'CANCELED')`
}

/** What was paid into the account, refunds deducted (minor units). */
function takenOf(workspaceId: SQL, accountId: SQL) {
  return sql<number>`(select coalesce(sum(p.amount), 0) from ${stayPayments} p
     where p.workspace_id = ${workspaceId} and p.account_id = ${accountId})`
}

/** Paid: something was paid and it covers the account's stays. */
function paidOf(workspaceId: SQL, accountId: SQL) {
  const taken = takenOf(workspaceId, accountId)
  return sql<boolean>`(${taken} > 0 and ${taken} >= ${chargedOf(workspaceId, accountId)})`
}

const ofReservation = [sql`${reservations.workspaceId}`, sql`${reservations.accountId}`] as const

/**
 * Columns for a select from `reservations`: whether the stay's account is paid, and when the payment
 * that paid it was taken (null while it is not paid).
 */
export const stayPaidColumns = {
  paid: paidOf(...ofReservation)
    .mapWith(Boolean)
    .as('paid'),
  paidAt: sql<Date | null>`case when ${paidOf(...ofReservation)} then (select max(p.created_at) from ${stayPayments} p
     where p.workspace_id = ${reservations.workspaceId} and p.account_id = ${reservations.accountId}) end`
    .mapWith((value: string | Date | null) => (value === null ? null : new Date(value)))
    .as('paid_at'),
}

/** A condition on `reservations`: the stay's account is paid. */
export const stayIsPaid = paidOf(...ofReservation)

export async function insertAccount(db: Db, row: typeof stayAccounts.$inferInsert) {
  await db.insert(stayAccounts).values(row)
}

/** The account's row locked until the transaction ends (its payments queue on it); false when there is none. */
export async function lockAccount(db: Db, workspaceId: string, id: string) {
  const rows = await db
    .select({ id: stayAccounts.id })
    .from(stayAccounts)
    .where(and(eq(stayAccounts.workspaceId, workspaceId), eq(stayAccounts.id, id)))
    .for('update')
  return rows.length > 0
}

/** The account's sums: charged, taken (minor units). */
export async function accountSums(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select({
      charged: chargedOf(sql`${workspaceId}::uuid`, sql`${id}::uuid`).mapWith(Number),
      taken: takenOf(sql`${workspaceId}::uuid`, sql`${id}::uuid`).mapWith(Number),
    })
    .from(sql`(select 1) one`)
  return row ?? { charged: 0, taken: 0 }
}

export async function insertPayment(db: Db, row: typeof stayPayments.$inferInsert) {
  await db.insert(stayPayments).values(row)
}

/** Removes an account no reservation names any more and nothing was paid into. */
export async function deleteEmptyAccount(db: Db, workspaceId: string, id: string) {
  await db.execute(sql`delete from ${stayAccounts} a where a.workspace_id = ${workspaceId} and a.id = ${id}
     and not exists (select 1 from ${reservations} r where r.workspace_id = a.workspace_id and r.account_id = a.id)
     and not exists (select 1 from ${stayPayments} p where p.workspace_id = a.workspace_id and p.account_id = a.id)`)
}
